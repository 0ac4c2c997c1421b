/// The language ranges of an `Accept-Language` header value, in the header's order, each with its
/// weight: the one reading of the header that ``AcceptLanguage`` parses and matches with.
///
/// The grammar is RFC 9110's: elements separated by commas (empty ones allowed), each a range —
/// `*`, or a primary subtag of 1–8 letters followed by subtags of 1–8 letters or digits, joined by
/// `-` — optionally followed by `;q=` and a ``QualityValue``, with optional spaces and tabs around
/// the `;` and the commas. An element that does not fit is skipped whole.
///
/// The header is read from its UTF-8 bytes, copied once into an array, with integer positions.
struct LanguageRanges {
    /// The header's bytes.
    let bytes: [UInt8]

    /// Where reading goes on.
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next well-formed range — its bytes are `bytes[start..<end]` — and its weight, or `nil`
    /// at the end of the header.
    mutating func next() -> (start: Int, end: Int, quality: QualityValue)? {
        while self.index < self.bytes.count {
            if let element = self.element() { return element }
            self.skipToNextElement()
        }
        return nil
    }

    /// Reads the element at ``index``, leaving ``index`` after its comma (or at the end); `nil` when
    /// it is empty or malformed, with ``index`` where reading stopped.
    private mutating func element() -> (start: Int, end: Int, quality: QualityValue)? {
        self.skipWhitespace()
        let start = self.index
        // The range: subtags of letters (digits after the first) and dashes, or `*`.
        var subtagLength = 0
        var isFirstSubtag = true
        var valid = true
        if self.index < self.bytes.count && self.bytes[self.index] == UInt8(ascii: "*") {
            self.index += 1
            subtagLength = 1
        } else {
            while self.index < self.bytes.count {
                let byte = self.bytes[self.index]
                if byte == UInt8(ascii: "-") {
                    valid = valid && subtagLength > 0
                    subtagLength = 0
                    isFirstSubtag = false
                } else if Self.isLetter(byte) || (!isFirstSubtag && Self.isDigit(byte)) {
                    subtagLength += 1
                    valid = valid && subtagLength <= 8
                } else {
                    break
                }
                self.index += 1
            }
        }
        let end = self.index
        guard valid, subtagLength > 0 else { return nil }
        self.skipWhitespace()
        var quality = QualityValue.one
        if self.index < self.bytes.count && self.bytes[self.index] == UInt8(ascii: ";") {
            self.index += 1
            self.skipWhitespace()
            guard self.index + 1 < self.bytes.count, self.bytes[self.index] | 0x20 == UInt8(ascii: "q"),
                self.bytes[self.index + 1] == UInt8(ascii: "=")
            else { return nil }
            self.index += 2
            let valueStart = self.index
            while self.index < self.bytes.count, !Self.endsValue(self.bytes[self.index]) { self.index += 1 }
            guard let weight = QualityValue.parse(self.bytes[valueStart..<self.index]) else { return nil }
            quality = weight
            self.skipWhitespace()
        }
        if self.index < self.bytes.count {
            guard self.bytes[self.index] == UInt8(ascii: ",") else { return nil }
            self.index += 1
        }
        return (start, end, quality)
    }

    private mutating func skipWhitespace() {
        while self.index < self.bytes.count,
            self.bytes[self.index] == UInt8(ascii: " ") || self.bytes[self.index] == UInt8(ascii: "\t")
        {
            self.index += 1
        }
    }

    /// Moves past the next comma, or to the end.
    private mutating func skipToNextElement() {
        while self.index < self.bytes.count {
            let byte = self.bytes[self.index]
            self.index += 1
            if byte == UInt8(ascii: ",") { return }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func endsValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ")
            || byte == UInt8(ascii: "\t")
    }
}
