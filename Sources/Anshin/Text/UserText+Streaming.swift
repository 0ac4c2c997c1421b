extension UserText {
    /// Resolves the text as ``resolved(using:)`` does, handing its UTF-8 to `body` piece by piece
    /// instead of building a string.
    ///
    /// Front ends that write bytes use it to escape and copy text straight into their output: the
    /// pieces are the verbatim strings, the template's literal runs, the formatted numbers and the
    /// arguments, in order, and together they are exactly the bytes of ``resolved(using:)``. No
    /// piece is empty. A piece is valid only during the call to `body`.
    ///
    /// ```swift
    /// var bytes: [UInt8] = []
    /// UserText.localized(.itemsRegistered, count: 2).resolve(using: Catalog.english) { bytes.append(contentsOf: $0) }
    /// String(decoding: bytes, as: UTF8.self)   // "Registered 2 items"
    /// ```
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - body: Receives each piece of the resolved text's UTF-8, in order.
    public func resolve(using localizer: some Localizer, into body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch self.representation {
        case .verbatim(let string):
            Self.withUTF8(string, body)
        case .joined(let parts, let separator):
            var wroteAny = false
            for part in parts {
                var partStarted = false
                part.resolve(using: localizer) { piece in
                    if !partStarted {
                        partStarted = true
                        if wroteAny { Self.withUTF8(separator, body) }
                    }
                    body(piece)
                }
                if partStarted { wroteAny = true }
            }
        case .localized(let localized):
            // A built-in catalog's own templates are scanned once, when they are indexed.
            if Self.resolveIndexed(localized, using: localizer, into: body) { return }
            Self.resolveLookingUp(localized, using: localizer, into: body)
        }
    }

    /// Resolves the text as `resolve(using:into:)` does with a catalog whose
    /// ``Catalog/builtInPosition`` is known to be `position`, so that its index is taken without
    /// looking at its entries.
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - position: The catalog's built-in position, as ``Catalog/builtInPosition`` gave it.
    ///   - body: Receives each piece of the resolved text's UTF-8, in order.
    @inlinable
    package func resolve(
        usingBuiltIn catalog: Catalog,
        at position: Int,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // Verbatim text, the most common in a model, is handed over where the caller is.
        if case .verbatim(let string) = self.representation { return Self.withUTF8(string, body) }
        self.resolveKeyed(usingBuiltIn: catalog, at: position, into: body)
    }

    /// Resolves localized or joined text as `resolve(usingBuiltIn:at:into:)` does.
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - position: The catalog's built-in position.
    ///   - body: Receives each piece of the resolved text's UTF-8, in order.
    @usableFromInline
    func resolveKeyed(usingBuiltIn catalog: Catalog, at position: Int, into body: (UnsafeBufferPointer<UInt8>) -> Void)
    {
        guard case .localized(let localized) = self.representation else {
            return self.resolve(using: catalog, into: body)
        }
        if Catalog.KeyIndex.resolve(localized, inBuiltInAt: position, catalog: catalog, into: body) { return }
        // Not indexed: looked up the general way, without asking the index again.
        Self.resolveLookingUp(localized, using: catalog, into: body)
    }

    /// Resolves localized text by looking its template up through the localizer's fallbacks and
    /// formatting it, scanned as it goes.
    /// - Parameters:
    ///   - localized: The text.
    ///   - localizer: The localizer.
    ///   - body: Receives each piece of the resolved text.
    private static func resolveLookingUp(
        _ localized: Localized,
        using localizer: some Localizer,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let (string, isTemplate) = Self.lookUp(localized, using: localizer)
        // A template without braces is handed over whole, as the formatter would hand it.
        guard isTemplate else { return Self.withUTF8(string, body) }
        TemplateFormatter.format(string, localized: localized, localizer: localizer, into: body)
    }

    /// Appends the text, resolved as ``resolved(using:)`` does, to a UTF-8 buffer without building
    /// a string.
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - output: The buffer to append to.
    public func resolve(using localizer: some Localizer, into output: inout [UInt8]) {
        if case .verbatim(let string) = self.representation {
            Self.withUTF8(string) { output.append(contentsOf: $0) }
            return
        }
        self.resolve(using: localizer) { output.append(contentsOf: $0) }
    }

    /// Resolves localized text from a built-in catalog's index when the localizer is a catalog whose
    /// entries are a built-in catalog's own and that has the key.
    /// - Parameters:
    ///   - localized: The text.
    ///   - localizer: The localizer.
    ///   - body: Receives each piece of the resolved text.
    /// - Returns: `false`, having handed over nothing, when the text must be resolved the general way.
    @inline(__always)
    private static func resolveIndexed<L: Localizer>(
        _ localized: Localized,
        using localizer: L,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        // The static type, which needs no look at the value: a catalog's type is no other.
        guard ObjectIdentifier(L.self) == ObjectIdentifier(Catalog.self) else { return false }
        return withUnsafePointer(to: localizer) { localizer in
            UnsafeRawPointer(localizer).assumingMemoryBound(to: Catalog.self).pointee.resolveIndexed(
                localized,
                into: body
            )
        }
    }

    /// Hands a string's UTF-8 to `body` in one piece, unless it is empty.
    @inlinable @inline(__always)
    static func withUTF8(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard !string.isEmpty else { return }
        let handled: Void? = string.utf8.withContiguousStorageIfAvailable { body($0) }
        if handled == nil {
            var contiguous = string
            contiguous.withUTF8 { body($0) }
        }
    }
}
