extension UserText {
    /// Resolves the text into a string of the localizer's language.
    ///
    /// Localized text is looked up in the localizer, then in the built-in catalog of its language,
    /// then the text's ``fallback`` is used, then the built-in English catalog, and last the key
    /// itself, so resolving never fails.
    /// - Parameter localizer: The localizer, such as ``Catalog/japanese``.
    /// - Returns: The string to show.
    public func resolved(using localizer: some Localizer) -> String {
        switch self.representation {
        case .verbatim(let string):
            return string
        case .joined:
            // The streamed pieces skip empty parts and their separators, as joining strings would.
            return Self.string(capacity: 64) { append in self.resolve(using: localizer, into: append) }
        case .localized(let localized):
            let form = localized.count.map { localizer.pluralCategory(for: $0) } ?? .other
            guard let template = Self.template(for: localized, form: form, localizer: localizer) else {
                return localized.fallback ?? localized.key.rawValue
            }
            // A template without braces is its own resolution: no string is built.
            if !Self.hasBraces(template) { return template }
            return Self.string(capacity: template.utf8.count + 16) { append in
                TemplateFormatter.format(template, localized: localized, localizer: localizer, into: append)
            }
        }
    }

    /// Whether a template has a brace, so that it needs formatting, scanned over its contiguous
    /// UTF-8 where it has some.
    /// - Parameter template: The template.
    /// - Returns: Whether the template has a `{` or `}` byte.
    static func hasBraces(_ template: String) -> Bool {
        let found = template.utf8.withContiguousStorageIfAvailable { Self.hasBraces($0) }
        return found ?? template.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// Whether UTF-8 has a `{` or `}` byte, checked eight bytes at a time.
    /// - Parameter bytes: The UTF-8.
    /// - Returns: Whether a brace byte occurs.
    private static func hasBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte of `open` or `close` is zero exactly where the word has that brace.
            let open = word ^ (ones &* UInt64(UInt8(ascii: "{")))
            let close = word ^ (ones &* UInt64(UInt8(ascii: "}")))
            if ((open &- ones) & ~open | (close &- ones) & ~close) & highs != 0 { return true }
            offset += 8
        }
        while offset < raw.count {
            if raw[offset] == UInt8(ascii: "{") || raw[offset] == UInt8(ascii: "}") { return true }
            offset += 1
        }
        return false
    }

    /// Builds a string from the UTF-8 pieces `produce` hands over, collecting them on the stack
    /// while they fit, so that the string is the only allocation.
    /// - Parameters:
    ///   - capacity: The expected length in bytes; longer text moves to the heap.
    ///   - produce: Hands each piece, in order, to the closure it is given; the pieces together
    ///     must be valid UTF-8.
    /// - Returns: The string.
    static func string(
        capacity: Int,
        _ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 64)) { stack in
            var used = 0
            var heap: [UInt8] = []
            var spilled = false
            produce { piece in
                if !spilled {
                    if piece.count <= stack.count - used {
                        if let source = piece.baseAddress, let target = stack.baseAddress {
                            (target + used).update(from: source, count: piece.count)
                        }
                        used += piece.count
                        return
                    }
                    spilled = true
                    heap.reserveCapacity(2 * (used + piece.count))
                    heap.append(contentsOf: UnsafeBufferPointer(rebasing: stack[..<used]))
                }
                heap.append(contentsOf: piece)
            }
            if spilled { return String(decoding: heap, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(rebasing: stack[..<used]), as: UTF8.self)
        }
    }

    static func template(for localized: Localized, form: PluralCategory, localizer: some Localizer) -> String? {
        if let template = localizer.template(for: localized.key, form: form) { return template }
        if let template = Catalog.builtIn(for: localizer.languageCode)?.template(for: localized.key, form: form) {
            return template
        }
        if localized.fallback != nil { return nil }
        let english = Catalog.english
        return english.template(
            for: localized.key,
            form: localized.count.map { english.pluralCategory(for: $0) } ?? .other
        )
    }
}
