/// The language ranges of an `Accept-Language` header value, in the header's order, each with its
/// weight: the one reading of the header that ``AcceptLanguage`` parses and matches with.
///
/// The grammar is RFC 9110's: elements separated by commas (empty ones allowed), each a range —
/// `*`, or a primary subtag of 1–8 letters followed by subtags of 1–8 letters or digits, joined by
/// `-` — optionally followed by `;q=` and a ``QualityValue``, with optional spaces and tabs around
/// the `;` and the commas. An element that does not fit is skipped whole.
struct LanguageRanges: Sequence {
    /// The header's bytes.
    let bytes: Substring.UTF8View

    init(_ header: String) {
        self.bytes = Substring(header).utf8
    }

    func makeIterator() -> Iterator {
        Iterator(bytes: self.bytes, index: self.bytes.startIndex)
    }

    /// Reads one element at a time.
    struct Iterator: IteratorProtocol {
        let bytes: Substring.UTF8View
        var index: Substring.UTF8View.Index

        mutating func next() -> (range: Substring.UTF8View, quality: QualityValue)? {
            while self.index < self.bytes.endIndex {
                if let element = self.element() { return element }
                self.skipToNextElement()
            }
            return nil
        }

        /// Reads the element at ``index``, leaving ``index`` after its comma (or at the end); `nil`
        /// when it is empty or malformed, with ``index`` where reading stopped.
        private mutating func element() -> (range: Substring.UTF8View, quality: QualityValue)? {
            self.skipWhitespace()
            let start = self.index
            // The range: subtags of letters (digits after the first) and dashes, or `*`.
            var subtagLength = 0
            var isFirstSubtag = true
            var valid = true
            while self.index < self.bytes.endIndex {
                let byte = self.bytes[self.index]
                if byte == UInt8(ascii: "-") {
                    valid = valid && subtagLength > 0
                    subtagLength = 0
                    isFirstSubtag = false
                } else if Self.isLetter(byte) || (!isFirstSubtag && Self.isDigit(byte)) {
                    subtagLength += 1
                    valid = valid && subtagLength <= 8
                } else if byte == UInt8(ascii: "*") && self.index == start {
                    subtagLength = -1
                } else {
                    break
                }
                self.bytes.formIndex(after: &self.index)
            }
            let end = self.index
            let isStar = subtagLength == -1
            if isStar {
                valid = self.bytes.index(after: start) == end
            } else {
                valid = valid && subtagLength > 0
            }
            guard valid else { return nil }
            self.skipWhitespace()
            var quality = QualityValue.one
            if self.index < self.bytes.endIndex && self.bytes[self.index] == UInt8(ascii: ";") {
                self.bytes.formIndex(after: &self.index)
                self.skipWhitespace()
                guard self.consume(UInt8(ascii: "q"), or: UInt8(ascii: "Q")), self.consume(UInt8(ascii: "="))
                else { return nil }
                let valueStart = self.index
                while self.index < self.bytes.endIndex, !Self.endsValue(self.bytes[self.index]) {
                    self.bytes.formIndex(after: &self.index)
                }
                guard let weight = QualityValue.parse(self.bytes[valueStart..<self.index]) else { return nil }
                quality = weight
                self.skipWhitespace()
            }
            if self.index < self.bytes.endIndex {
                guard self.bytes[self.index] == UInt8(ascii: ",") else { return nil }
                self.bytes.formIndex(after: &self.index)
            }
            return (self.bytes[start..<end], quality)
        }

        private mutating func skipWhitespace() {
            while self.index < self.bytes.endIndex,
                self.bytes[self.index] == UInt8(ascii: " ") || self.bytes[self.index] == UInt8(ascii: "\t")
            {
                self.bytes.formIndex(after: &self.index)
            }
        }

        /// Moves past the next comma, or to the end.
        private mutating func skipToNextElement() {
            while self.index < self.bytes.endIndex {
                let byte = self.bytes[self.index]
                self.bytes.formIndex(after: &self.index)
                if byte == UInt8(ascii: ",") { return }
            }
        }

        private mutating func consume(_ byte: UInt8, or other: UInt8? = nil) -> Bool {
            guard self.index < self.bytes.endIndex else { return false }
            let found = self.bytes[self.index]
            guard found == byte || found == other else { return false }
            self.bytes.formIndex(after: &self.index)
            return true
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        private static func endsValue(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ")
                || byte == UInt8(ascii: "\t")
        }
    }
}
