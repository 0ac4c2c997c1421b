/// Writes JSON tokens into a byte buffer: strings escaped per RFC 8259, integers and doubles in the
/// form Foundation's `JSONEncoder` writes them.
enum JSONOutput {
    /// Appends a string literal: `"` and `\` escaped, U+0000–U+001F escaped (`\b`, `\t`, `\n`, `\f`,
    /// `\r`, or lowercase `\u00xx`), everything else raw UTF-8 — `/` is never escaped.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        bytes.append(contentsOf: string.utf8)
        self.escapeAppended(from: start, in: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Escapes the text just appended, from `start` to the end.
    ///
    /// Most text has nothing to escape, so it is appended at once and checked where it landed; from
    /// the first byte that must be escaped, the rest is taken back and written again: the runs that
    /// need nothing as they are, and an escape sequence for each byte that does.
    static func escapeAppended(from start: Int, in bytes: inout [UInt8]) {
        guard let first = Self.firstToEscape(in: bytes, from: start) else { return }
        let rest = Array(bytes[first...])
        bytes.removeSubrange(first...)
        var runStart = 0
        for (index, byte) in rest.enumerated() where Self.needsEscaping(byte) {
            bytes.append(contentsOf: rest[runStart..<index])
            Self.appendEscapeSequence(for: byte, to: &bytes)
            runStart = index + 1
        }
        bytes.append(contentsOf: rest[runStart...])
    }

    /// Where the first byte at or after `start` that must be escaped is, if there is one.
    ///
    /// A plain loop that tests `index < count` and starts at a known non-negative index: the
    /// compiler then drops the bounds check of each byte, which a slice's iterator keeps.
    private static func firstToEscape(in bytes: [UInt8], from start: Int) -> Int? {
        precondition(start >= 0, "An escape scan starts inside the buffer.")
        var index = start
        let end = bytes.count
        while index < end {
            if Self.needsEscaping(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a byte must be escaped in a JSON string: a control character, `"` or `\`.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        // Most bytes are above `"`: letters, digits, most marks and every byte of a non-ASCII
        // character. Of those, only `\` is escaped.
        if byte > UInt8(ascii: "\"") { return byte == UInt8(ascii: "\\") }
        return byte < 0x20 || byte == UInt8(ascii: "\"")
    }

    /// Appends the escape sequence of a byte that must be escaped: `\"`, `\\`, `\b`, `\t`, `\n`,
    /// `\f`, `\r`, or a lowercase `\u00xx`.
    static func appendEscapeSequence(for byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0x0F))
        }
    }

    /// A lowercase hexadecimal digit.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends an integer in decimal.
    static func appendInteger(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Written last digit first, then turned around.
        let start = bytes.count
        var magnitude = value.magnitude
        repeat {
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remainder))
            magnitude = quotient
        } while magnitude != 0
        Self.reverse(from: start, in: &bytes)
    }

    /// Turns around the bytes from `start` to the end, in place: digits are written last first.
    static func reverse(from start: Int, in bytes: inout [UInt8]) {
        var low = start
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    /// Appends a finite `Double` in its shortest round-trip form, without a trailing `.0` on
    /// integral values (`1`, `0.05`, `1e-05`, `1e+16`), as Foundation's `JSONEncoder` does:
    /// ``ShortestDecimal`` for the numbers it covers, `description` for the rest.
    static func appendFinite(_ value: Double, to bytes: inout [UInt8]) {
        if ShortestDecimal.append(value, to: &bytes) { return }
        self.appendDescription(of: value, to: &bytes)
    }

    /// Appends a finite number's `description` without the trailing `.0` of an integral value.
    static func appendDescription(of value: some BinaryFloatingPoint & CustomStringConvertible, to bytes: inout [UInt8])
    {
        let description = value.description
        if description.hasSuffix(".0") {
            bytes.append(contentsOf: description.utf8.dropLast(2))
        } else {
            bytes.append(contentsOf: description.utf8)
        }
    }

    /// Appends a newline and the indentation of a nesting level: two spaces a level.
    static func appendNewline(indentation level: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        // A plain loop: appending a `repeatElement` collection walks it through generic calls in a
        // debug build, where this was a fifth of the hostile-text test's time.
        for _ in 0..<(2 * level) { bytes.append(UInt8(ascii: " ")) }
    }
}
