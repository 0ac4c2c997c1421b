import Anshin

/// The media ranges of an `Accept` header value, in the header's order; malformed elements skipped.
///
/// The grammar is RFC 9110's (sections 5.6 and 12.5.1): elements separated by commas (empty ones
/// allowed), each `type/subtype` of tokens (`*/*` and `type/*` as wildcards; `*/subtype` is not a
/// range), then parameters `;name=value` with a token or a quoted string as the value, with optional
/// spaces and tabs around each `;` and comma and none around `=`. A parameter named `q` (in either
/// case) is the weight, a strict ``QualityValue``; parameters after it (the old `accept-ext`) are
/// read and ignored. An element that does not fit — a bad token, a weight that is not a weight
/// (`q=2`, `q=0x1`, `q=1e999`), an unterminated quoted string — is skipped whole, up to the next
/// comma outside a quoted string.
///
/// Reading is one pass over the bytes with no allocation, so the work for any header is linear in
/// its length whatever it holds.
struct MediaRanges: Sequence {
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

        mutating func next() -> MediaRange? {
            while self.index < self.bytes.endIndex {
                if let range = self.element() { return range }
                self.skipToNextElement()
            }
            return nil
        }

        /// Reads the element at ``index``, leaving ``index`` after its comma (or at the end); `nil`
        /// when it is empty or malformed, with ``index`` where reading stopped.
        private mutating func element() -> MediaRange? {
            self.skipWhitespace()
            guard let type = self.token(), self.consume(UInt8(ascii: "/")), let subtype = self.token() else {
                return nil
            }
            guard !MediaRange.isStar(type) || MediaRange.isStar(subtype) else { return nil }
            var range = MediaRange(
                type: type,
                subtype: subtype,
                parameterCount: 0,
                parametersAreUTF8: true,
                quality: .one
            )
            var hasWeight = false
            while true {
                self.skipWhitespace()
                guard self.consume(UInt8(ascii: ";")) else { break }
                self.skipWhitespace()
                // An empty parameter (`;;`, or `;` before a comma) is allowed.
                guard self.index < self.bytes.endIndex, Self.isTokenByte(self.bytes[self.index]) else { continue }
                guard let name = self.token(), self.consume(UInt8(ascii: "=")), let value = self.value() else {
                    return nil
                }
                if hasWeight { continue }
                if name.count == 1 && name.first.map({ $0 | 0x20 }) == UInt8(ascii: "q") {
                    guard let quality = QualityValue.parse(value.bytes), !value.isQuoted else { return nil }
                    range.quality = quality
                    hasWeight = true
                } else {
                    range.parameterCount += 1
                    if !(MediaRange.equalIgnoringCase(name, "charset".utf8)
                        && !value.hasEscapes && MediaRange.equalIgnoringCase(value.bytes, "utf-8".utf8))
                    {
                        range.parametersAreUTF8 = false
                    }
                }
            }
            if self.index < self.bytes.endIndex {
                guard self.consume(UInt8(ascii: ",")) else { return nil }
            }
            return range
        }

        /// A token (one or more `tchar`s), or `nil` with ``index`` unchanged when none starts here.
        private mutating func token() -> Substring.UTF8View? {
            let start = self.index
            while self.index < self.bytes.endIndex, Self.isTokenByte(self.bytes[self.index]) {
                self.bytes.formIndex(after: &self.index)
            }
            return start < self.index ? self.bytes[start..<self.index] : nil
        }

        /// A parameter's value: a token, or a quoted string (its bytes without the quotes).
        private mutating func value() -> (bytes: Substring.UTF8View, isQuoted: Bool, hasEscapes: Bool)? {
            guard self.consume(UInt8(ascii: "\"")) else {
                return self.token().map { ($0, false, false) }
            }
            let start = self.index
            var hasEscapes = false
            while self.index < self.bytes.endIndex {
                let byte = self.bytes[self.index]
                if byte == UInt8(ascii: "\"") {
                    let content = self.bytes[start..<self.index]
                    self.bytes.formIndex(after: &self.index)
                    return (content, true, hasEscapes)
                }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    self.bytes.formIndex(after: &self.index)
                    guard self.index < self.bytes.endIndex else { return nil }
                } else if byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F {
                    return nil
                }
                self.bytes.formIndex(after: &self.index)
            }
            return nil
        }

        private mutating func skipWhitespace() {
            while self.index < self.bytes.endIndex,
                self.bytes[self.index] == UInt8(ascii: " ") || self.bytes[self.index] == UInt8(ascii: "\t")
            {
                self.bytes.formIndex(after: &self.index)
            }
        }

        /// Moves past the next comma outside a quoted string, or to the end.
        private mutating func skipToNextElement() {
            var isQuoted = false
            while self.index < self.bytes.endIndex {
                let byte = self.bytes[self.index]
                self.bytes.formIndex(after: &self.index)
                if isQuoted {
                    if byte == UInt8(ascii: "\\") {
                        if self.index < self.bytes.endIndex { self.bytes.formIndex(after: &self.index) }
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
            guard self.index < self.bytes.endIndex, self.bytes[self.index] == byte else { return false }
            self.bytes.formIndex(after: &self.index)
            return true
        }

        /// Whether a byte is a `tchar` of RFC 9110: a letter, a digit or one of ``!#$%&'*+-.^_`|~``.
        private static func isTokenByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                true
            default:
                false
            }
        }
    }
}
