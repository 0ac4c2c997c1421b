import Anshin

/// The media ranges of an `Accept` header value, in the header's order; malformed elements skipped.
///
/// The grammar is RFC 9110's (sections 5.6 and 12.5.1): elements separated by commas (empty ones
/// allowed), each `type/subtype` of tokens (`*/*` and `type/*` as wildcards; `*/subtype` is not a
/// range), then parameters `;name=value` with a token or a quoted string as the value, with optional
/// spaces and tabs around each `;` and comma and none around `=`. A parameter named `q` (in either
/// case) is the weight, a strict ``QualityValue``, wherever it stands: a parameter after it is still
/// the range's, as RFC 9110 reads it (`text/html;q=0.5;level=1` is `text/html;level=1` at 0.5), and a
/// second `q` is ignored. An element that does not fit — a bad token, a weight that is not a weight
/// (`q=2`, `q=0x1`, `q=1e999`), an unterminated quoted string — is skipped whole, up to the next
/// comma outside a quoted string.
///
/// Reading is one pass over the header's bytes, copied once into an array, so the work for any
/// header is linear in its length whatever it holds. A token is read by finding where it ends; its
/// bytes are compared with a name only where the name is asked for and the lengths are equal
/// (``MediaRange/token(_:_:is:)``), and weights are parsed from the bytes: no string is made.
struct MediaRanges {
    /// The header's bytes, copied once.
    let bytes: [UInt8]

    /// Where reading goes on.
    private var index = 0

    /// Reads a header; its bytes are copied once.
    init(_ header: String) {
        self.bytes = Array(header.utf8)
    }

    /// The next well-formed range, or `nil` at the end of the header.
    mutating func next() -> MediaRange? {
        while self.index < self.bytes.count {
            if let range = self.element() { return range }
            self.skipToNextElement()
        }
        return nil
    }

    /// Reads the element at ``index``, leaving ``index`` after its comma (or at the end); `nil` when
    /// it is empty or malformed, with ``index`` where reading stopped.
    private mutating func element() -> MediaRange? {
        self.skipWhitespace()
        guard let type = self.token(), self.consume(UInt8(ascii: "/")), let subtype = self.token() else {
            return nil
        }
        let wildcard: MediaRange.Wildcard
        switch (self.isWildcard(type), self.isWildcard(subtype)) {
        case (true, true): wildcard = .typeAndSubtype
        case (false, true): wildcard = .subtype
        case (false, false): wildcard = .none
        case (true, false): return nil  // `*/html` is not a range.
        }
        var range = MediaRange(type: type, subtype: subtype, wildcard: wildcard)
        var hasWeight = false
        while true {
            self.skipWhitespace()
            guard self.consume(UInt8(ascii: ";")) else { break }
            self.skipWhitespace()
            // An empty parameter (`;;`, or `;` before a comma) is allowed.
            guard self.index < self.bytes.count, Self.isTokenByte(self.bytes[self.index]) else { continue }
            guard let name = self.token(), self.consume(UInt8(ascii: "=")), let value = self.value() else {
                return nil
            }
            if name.count == 1 && self.bytes[name.lowerBound] | 0x20 == UInt8(ascii: "q") {
                // The first weight counts; RFC 9110 gives no meaning to a second.
                if hasWeight { continue }
                guard !value.isQuoted, let quality = QualityValue.parse(self.bytes[value.range]) else { return nil }
                range.quality = quality
                hasWeight = true
            } else {
                range.parameterCount += 1
                if value.hasEscapes || !MediaRange.token(self.bytes, name, is: Self.charset)
                    || !MediaRange.token(self.bytes, value.range, is: Self.utf8)
                {
                    range.parametersAreUTF8 = false
                }
            }
        }
        if self.index < self.bytes.count {
            guard self.consume(UInt8(ascii: ",")) else { return nil }
        }
        return range
    }

    /// The one parameter the formats have, `charset=utf-8`.
    private static let charset = Array("charset".utf8)
    private static let utf8 = Array("utf-8".utf8)

    /// Whether the token is `*`: a wildcard type or subtype.
    private func isWildcard(_ token: Range<Int>) -> Bool {
        token.count == 1 && self.bytes[token.lowerBound] == UInt8(ascii: "*")
    }

    /// A token (one or more `tchar`s): where it is, found by reading to its end; `nil` with ``index``
    /// unchanged when none starts here.
    private mutating func token() -> Range<Int>? {
        let start = self.index
        var end = start
        while end < self.bytes.count, Self.isTokenByte(self.bytes[end]) { end += 1 }
        guard start < end else { return nil }
        self.index = end
        return start..<end
    }

    /// A parameter's value: a token, or a quoted string (where its content is, without the quotes).
    private mutating func value() -> (range: Range<Int>, isQuoted: Bool, hasEscapes: Bool)? {
        guard self.consume(UInt8(ascii: "\"")) else {
            return self.token().map { ($0, false, false) }
        }
        let start = self.index
        var hasEscapes = false
        // A control character makes the element malformed, but the string is still read to its
        // closing quote, so that skipping the element goes on from outside it.
        var hasControlCharacter = false
        while self.index < self.bytes.count {
            let byte = self.bytes[self.index]
            if byte == UInt8(ascii: "\"") {
                self.index += 1
                return hasControlCharacter ? nil : (start..<(self.index - 1), true, hasEscapes)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                self.index += 1
                guard self.index < self.bytes.count else { return nil }
            }
            if Self.isControl(self.bytes[self.index]) { hasControlCharacter = true }
            self.index += 1
        }
        return nil
    }

    /// Whether a byte is a control character a quoted string cannot hold (the tab can).
    private static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F
    }

    private mutating func skipWhitespace() {
        while self.index < self.bytes.count,
            self.bytes[self.index] == UInt8(ascii: " ") || self.bytes[self.index] == UInt8(ascii: "\t")
        {
            self.index += 1
        }
    }

    /// Moves past the next comma outside a quoted string, or to the end.
    private mutating func skipToNextElement() {
        var isQuoted = false
        while self.index < self.bytes.count {
            let byte = self.bytes[self.index]
            self.index += 1
            if isQuoted {
                if byte == UInt8(ascii: "\\") {
                    if self.index < self.bytes.count { self.index += 1 }
                } else if byte == UInt8(ascii: "\"") {
                    isQuoted = false
                }
            } else if byte == UInt8(ascii: "\"") {
                isQuoted = true
            } else if byte == UInt8(ascii: ",") {
                return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard self.index < self.bytes.count, self.bytes[self.index] == byte else { return false }
        self.index += 1
        return true
    }

    /// Whether a byte is a `tchar` of RFC 9110: a letter, a digit or one of ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        // Letters (either case: `| 0x20` makes a capital small) and digits, most of a header, by two
        // range tests; then the marks.
        if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
