/// Writes JSON tokens into a byte buffer: strings escaped per RFC 8259, integers and doubles in the
/// form Foundation's `JSONEncoder` writes them.
package enum JSONOutput {
    /// Appends a string literal: `"` and `\` escaped, U+0000–U+001F escaped (`\b`, `\t`, `\n`, `\f`,
    /// `\r`, or lowercase `\u00xx`), everything else raw UTF-8 — `/` is never escaped.
    @inlinable package static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { self.appendEscaped($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 escaped as in ``appendString(_:to:)``, without the quotes.
    @inlinable package static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        self.escape(utf8) { bytes.append(contentsOf: $0) }
    }

    /// Escapes UTF-8 as in ``appendString(_:to:)``, without the quotes, handing the result to `body`
    /// piece by piece: each run that needs no escaping as it is, and each escape sequence. Every
    /// writer of JSON strings, whatever its buffer, escapes through this.
    ///
    /// Text that needs no escaping is skipped eight bytes at a time (``needsEscaping(_:)``), the tail
    /// of a string of eight bytes or more as its last eight; only a word that holds a byte to escape
    /// is looked at byte by byte.
    @inlinable package static func escape(
        _ utf8: UnsafeBufferPointer<UInt8>,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            if index &+ 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !self.needsEscaping(word) {
                    index &+= 8
                    continue
                }
            } else if count >= 8 {
                // The tail, as the last eight bytes: those before `index` were seen already, so a
                // clean word means the rest is clean.
                let word = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
                if !self.needsEscaping(word) { break }
            }
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                if runStart < index {
                    body(UnsafeBufferPointer(start: base + runStart, count: index &- runStart))
                }
                self.withEscapeSequence(for: byte, body)
                runStart = index &+ 1
            }
            index &+= 1
        }
        if runStart < count {
            body(UnsafeBufferPointer(start: base + runStart, count: count &- runStart))
        }
    }

    /// Whether any of a word's eight bytes must be escaped in a JSON string: a control character
    /// (below U+0020), `"` or `\`.
    ///
    /// Each test is the classic "has a byte below n" bit trick: subtracting n from every byte sets a
    /// byte's top bit when it was below n, and `& ~word` drops bytes whose top bit was already set
    /// (UTF-8 beyond ASCII, never escaped). Control characters are the bytes below `0x20`; `"` and
    /// `\` are the bytes that an exclusive or with them turns into zero, so below one. A borrow out
    /// of one byte can only mark bytes above a byte that was itself found, so the answer for the word
    /// as a whole is exact.
    /// - Parameter word: Eight bytes of UTF-8, in either byte order.
    /// - Returns: `true` when the word holds a byte to escape.
    @inlinable @inline(__always)
    package static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let control = word &- ones &* 0x20
        let quote = (word ^ (ones &* UInt64(UInt8(ascii: "\"")))) &- ones
        let backslash = (word ^ (ones &* UInt64(UInt8(ascii: "\\")))) &- ones
        return (control | quote | backslash) & ~word & highBits != 0
    }

    /// Hands `body` the escape sequence of a byte that must be escaped in a string literal: `\"`,
    /// `\\`, `\b`, `\t`, `\n`, `\f`, `\r`, or a lowercase `\u00xx`.
    @inlinable package static func withEscapeSequence(
        for byte: UInt8,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var sequence: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "\\"), 0, 0, 0, 0, 0)
        var count = 2
        switch byte {
        case UInt8(ascii: "\""): sequence.1 = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): sequence.1 = UInt8(ascii: "\\")
        case 0x08: sequence.1 = UInt8(ascii: "b")
        case 0x09: sequence.1 = UInt8(ascii: "t")
        case 0x0A: sequence.1 = UInt8(ascii: "n")
        case 0x0C: sequence.1 = UInt8(ascii: "f")
        case 0x0D: sequence.1 = UInt8(ascii: "r")
        default:
            sequence.1 = UInt8(ascii: "u")
            sequence.2 = UInt8(ascii: "0")
            sequence.3 = UInt8(ascii: "0")
            sequence.4 = self.hexDigit(byte >> 4)
            sequence.5 = self.hexDigit(byte & 0x0F)
            count = 6
        }
        withUnsafeBytes(of: &sequence) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// A lowercase hexadecimal digit.
    @inlinable package static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends an integer in decimal, without allocating.
    @inlinable package static func appendInteger(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remainder))
            magnitude = quotient
        } while magnitude != 0
        bytes[start...].reverse()
    }

    /// Appends a finite floating-point number in its shortest round-trip form, without a trailing
    /// `.0` on integral values (`1`, `0.05`, `1e-05`, `1e+16`), as Foundation's `JSONEncoder` does.
    @inlinable package static func appendFinite(
        _ value: some BinaryFloatingPoint & CustomStringConvertible,
        to bytes: inout [UInt8]
    ) {
        self.withFiniteForm(of: value) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the UTF-8 of a finite number's shortest round-trip form: its `description`
    /// without the trailing `.0` of an integral value.
    ///
    /// A `Double` from `0.0001` up to 2⁵⁰ in magnitude whose shortest form has at most 15 significant digits is written
    /// by ``ShortestDecimal``, the same bytes without making a description. Any other number's form
    /// is read in place from its description's storage (a short description lives inline, so nothing
    /// is allocated), with no substring views in between.
    @inlinable package static func withFiniteForm<Result>(
        of value: some BinaryFloatingPoint & CustomStringConvertible,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let double = value as? Double, let result = ShortestDecimal.withForm(of: double, body) {
            return result
        }
        var description = value.description
        return description.withUTF8 { utf8 in
            var count = utf8.count
            if count >= 2, utf8[count - 1] == UInt8(ascii: "0"), utf8[count - 2] == UInt8(ascii: ".") {
                count -= 2
            }
            return body(UnsafeBufferPointer(rebasing: utf8[..<count]))
        }
    }

    /// Appends a literal such as `null` or `true`.
    @inlinable package static func appendLiteral(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a newline and the indentation of a nesting level: two spaces a level.
    @inlinable package static func appendNewline(indentation level: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}
