/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. `{{` writes `{`
/// and `}}` writes `}`.
enum TemplateFormatter {}

extension TemplateFormatter {
    /// A run of a template: literal text, or a placeholder with its braces.
    struct Piece: Sendable, Hashable {
        /// What a piece is.
        enum Kind: UInt8, Sendable, Hashable {
            /// Text handed over as it is.
            case literal
            /// A placeholder, `{` and `}` included.
            case placeholder
        }

        /// What the piece is.
        var kind: Kind
        /// Where the piece starts in the template's UTF-8.
        var start: Int32
        /// The piece's length in bytes; never zero.
        var count: Int32
    }

    /// Substitutes a localized text's template piece by piece: literal runs are handed over as they
    /// are, and only the arguments a placeholder names are formatted.
    ///
    /// Braces are matched as characters: a brace that is part of a larger grapheme cluster (a brace
    /// followed by a combining mark) is literal text. The tests hold this to a character-by-character
    /// reference formatter on random templates.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var contiguous = template
        contiguous.withUTF8 { bytes in
            Self.scan(template, bytes) { piece in
                Self.write(piece, of: bytes, localized: localized, localizer: localizer, into: body)
            }
        }
    }

    /// Substitutes a localized text's template from its pieces, scanned before by
    /// ``scan(_:_:_:)``, as ``format(_:localized:localizer:into:)`` substitutes it.
    /// - Parameters:
    ///   - bytes: The template's UTF-8.
    ///   - pieces: The template's pieces.
    ///   - localized: The text.
    ///   - localizer: The localizer that writes numbers and resolves text arguments.
    ///   - body: Receives each piece of the resolved text.
    @inline(__always)
    static func format(
        _ bytes: UnsafeBufferPointer<UInt8>,
        pieces: UnsafeBufferPointer<Piece>,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        for piece in pieces {
            Self.write(piece, of: bytes, localized: localized, localizer: localizer, into: body)
        }
    }

    /// Hands a piece over: literal text as it is, a placeholder as its value, or as written when it
    /// has none.
    @inline(__always)
    private static func write(
        _ piece: Piece,
        of bytes: UnsafeBufferPointer<UInt8>,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let start = Int(piece.start)
        let whole = UnsafeBufferPointer(rebasing: bytes[start..<start + Int(piece.count)])
        guard piece.kind == .placeholder else { return body(whole) }
        let name = UnsafeBufferPointer(rebasing: whole[1..<whole.count - 1])
        if let number = localized.count, Self.isCount(name) {
            Self.format(number, localizer: localizer, into: body)
        } else if let position = Self.integer(name), position >= 0, position < localized.arguments.count {
            switch localized.arguments[position] {
            case .string(let string): UserText.withUTF8(string, body)
            case .integer(let number): Self.format(number, localizer: localizer, into: body)
            case .text(let text): text.resolve(using: localizer, into: body)
            }
        } else {
            body(whole)
        }
    }

    /// Splits a template into literal runs and placeholders, in order. No piece is empty; `{{` and
    /// `}}` are literal runs of one brace, and a `{` that is never closed starts a literal run to
    /// the end.
    /// - Parameters:
    ///   - template: The template.
    ///   - bytes: The template's UTF-8.
    ///   - visit: Receives each piece.
    @inline(__always)
    static func scan(_ template: String, _ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Piece) -> Void) {
        let count = bytes.count
        var runStart = 0
        var index = 0
        func emit(_ kind: Piece.Kind, _ start: Int, _ end: Int) {
            if start < end { visit(Piece(kind: kind, start: Int32(start), count: Int32(end - start))) }
        }
        func isCharacter(_ brace: UInt8, at position: Int) -> Bool {
            guard bytes[position] == brace else { return false }
            // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
            let before = position == 0 || bytes[position - 1] < 0x80
            let after = position + 1 == count || bytes[position + 1] < 0x80
            if before && after { return true }
            // Beside other text, walk the characters: the brace must be one on its own.
            let target = template.utf8.index(template.utf8.startIndex, offsetBy: position)
            var character = template.startIndex
            while character < target { character = template.index(after: character) }
            return character == target && template[character] == Character(Unicode.Scalar(brace))
        }
        while index < count {
            // Text other than braces is copied as it is: skip it, eight bytes at a time.
            index = UserText.firstBrace(in: bytes, from: index)
            guard index < count else { break }
            if index + 1 < count, isCharacter(UInt8(ascii: "}"), at: index),
                isCharacter(UInt8(ascii: "}"), at: index + 1)
            {
                // The run ends with the first brace, the one `}}` writes.
                emit(.literal, runStart, index + 1)
                index += 2
                runStart = index
                continue
            }
            guard isCharacter(UInt8(ascii: "{"), at: index) else {
                index += 1
                continue
            }
            let next = index + 1
            if next < count && isCharacter(UInt8(ascii: "{"), at: next) {
                // The run ends with the first brace, the one `{{` writes.
                emit(.literal, runStart, next)
                index = next + 1
                runStart = index
                continue
            }
            emit(.literal, runStart, index)
            var close = next
            while close < count && !isCharacter(UInt8(ascii: "}"), at: close) { close += 1 }
            guard close < count else {
                runStart = index
                break
            }
            emit(.placeholder, index, close + 1)
            index = close + 1
            runStart = index
        }
        emit(.literal, runStart, count)
    }

    /// Hands a number's UTF-8, written as the localizer writes numbers, to `body`.
    ///
    /// A ``Catalog`` writes numbers as ``Localizer/formatted(_:)``'s default does, which is written
    /// here straight from the digits, without a string.
    /// - Parameters:
    ///   - number: The number.
    ///   - localizer: The localizer.
    ///   - body: Receives the UTF-8.
    @inline(__always)
    private static func format<L: Localizer>(
        _ number: Int,
        localizer: L,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // The static type, which needs no look at the value: a catalog's type is no other.
        if ObjectIdentifier(L.self) == ObjectIdentifier(Catalog.self) {
            GroupedDigits.withUTF8(number, body)
        } else {
            UserText.withUTF8(localizer.formatted(number), body)
        }
    }

    /// Whether a placeholder's name is `count`, compared byte by byte.
    /// - Parameter name: The UTF-8 between the braces.
    /// - Returns: Whether the name is `count`.
    @inline(__always)
    private static func isCount(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 5 && name[0] == UInt8(ascii: "c") && name[1] == UInt8(ascii: "o")
            && name[2] == UInt8(ascii: "u") && name[3] == UInt8(ascii: "n") && name[4] == UInt8(ascii: "t")
    }

    /// Parses a placeholder's name as `Int(_:)` does: an optional sign and one or more ASCII digits.
    private static func integer(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = name.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < name.count else { return nil }
        var value = 0
        while index < name.count {
            let digit = name[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (multiplied, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (added, overflowAdding) =
                negative
                ? multiplied.subtractingReportingOverflow(Int(digit)) : multiplied.addingReportingOverflow(Int(digit))
            guard !overflowAdding else { return nil }
            value = added
            index += 1
        }
        return value
    }
}
