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
            let (string, isTemplate) = Self.lookUp(localized, using: localizer)
            // A template without braces is its own resolution: no string is built.
            guard isTemplate else { return string }
            return Self.string(capacity: string.utf8.count + 16) { append in
                TemplateFormatter.format(string, localized: localized, localizer: localizer, into: append)
            }
        }
    }

    /// What localized text resolves to before it is formatted: the template that needs formatting,
    /// or the whole resolution (a template without braces, the fallback, or the key).
    /// - Parameters:
    ///   - localized: The localized text.
    ///   - localizer: The localizer.
    /// - Returns: The string, and whether it is a template with placeholders or braces to format.
    @inline(__always)
    static func lookUp(_ localized: Localized, using localizer: some Localizer) -> (String, isTemplate: Bool) {
        let form = localized.count.map { localizer.pluralCategory(for: $0) } ?? .other
        guard let template = Self.template(for: localized, form: form, localizer: localizer) else {
            return (localized.fallback ?? localized.key.rawValue, false)
        }
        return (template, Self.hasBraces(template))
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
        Self.firstBrace(in: bytes, from: 0) < bytes.count
    }

    /// Where the first `{` or `}` byte at or after `start` is, or the end of the bytes when there is
    /// none, found eight bytes at a time.
    /// - Parameters:
    ///   - bytes: The UTF-8.
    ///   - start: Where to start looking.
    /// - Returns: The brace's offset, or `bytes.count`.
    @inline(__always)
    static func firstBrace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var offset = start
        if let base = bytes.baseAddress {
            while offset &+ 8 <= bytes.count {
                // Read as little-endian, the first byte is the lowest.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                // A byte of `open` or `close` is zero exactly where the word has that brace. The
                // "has a zero byte" test marks a zero byte's top bit, and a borrow can only mark bytes
                // above one that was marked, so the lowest mark is the first brace.
                let open = word ^ (ones &* UInt64(UInt8(ascii: "{")))
                let close = word ^ (ones &* UInt64(UInt8(ascii: "}")))
                let marks = ((open &- ones) & ~open | (close &- ones) & ~close) & (ones &* 0x80)
                if marks != 0 { return offset &+ marks.trailingZeroBitCount / 8 }
                offset &+= 8
            }
        }
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "}") { return offset }
            offset += 1
        }
        return offset
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
            // Pieces of strings, so valid UTF-8: copied without checking every byte again.
            if spilled { return String(writtenUTF8: heap) }
            return String(writtenUTF8: UnsafeBufferPointer(rebasing: stack[..<used]))
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
