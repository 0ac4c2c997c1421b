/// Turns model strings into the HTML identifiers and class names the renderer writes.
///
/// Identifiers are built from the renderer's `idPrefix`, the presentation's type and an element's
/// identifier, each sanitized to `[A-Za-z0-9_-]`: letters, digits and `-` are kept, `_` is doubled and
/// every other UTF-8 byte becomes `_` and two uppercase hexadecimal digits (`.` becomes `_2E`). The
/// mapping is injective, so distinct element identifiers never collide, and the renderer's own suffixes
/// (`_hint`, `_live`) can never be produced from a model's identifier (`h` is not a hexadecimal digit).
enum HTMLIdentifier {
    /// Appends a sanitized identifier segment.
    /// - Parameters:
    ///   - segment: The model's string.
    ///   - output: The UTF-8 buffer to append to.
    static func appendSanitized(_ segment: String, to output: inout some HTMLByteSink) {
        let appended: Bool? = segment.utf8.withContiguousStorageIfAvailable { bytes in
            guard Self.isKept(bytes) else { return false }
            output.append(bytes)
            return true
        }
        if appended == true { return }
        for byte in segment.utf8 {
            if Self.isKept(byte) {
                output.append(byte)
            } else if byte == UInt8(ascii: "_") {
                output.append(UInt8(ascii: "_"))
                output.append(UInt8(ascii: "_"))
            } else {
                output.append(UInt8(ascii: "_"))
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0x0F))
            }
        }
    }

    /// A sanitized identifier segment as a string.
    /// - Parameter segment: The model's string.
    /// - Returns: The sanitized segment.
    static func sanitized(_ segment: String) -> String {
        var output: [UInt8] = []
        Self.appendSanitized(segment, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether every byte is kept as it is, checked eight bytes at a time as one 64-bit word: the
    /// words overlap where the count is not a multiple of eight, and four to seven bytes are checked
    /// as the two halves of one word.
    @inline(__always)
    private static func isKept(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 4, let base = bytes.baseAddress else {
            for byte in bytes where !Self.isKept(byte) { return false }
            return true
        }
        let raw = UnsafeRawPointer(base)
        if count < 8 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            return Self.isKept(word: low | high &<< 32)
        }
        var offset = 0
        while offset &+ 8 < count {
            guard Self.isKept(word: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else { return false }
            offset &+= 8
        }
        return Self.isKept(word: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }

    /// Whether all eight bytes of a word are kept: ASCII letters, digits or `-`. Byte order does not
    /// matter.
    @inline(__always)
    private static func isKept(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // Every byte must be ASCII; then each range test is exact byte by byte, as adding at most 128 to
        // a byte below 128 never carries into the next byte.
        guard word & highBits == 0 else { return false }
        /// The high bit of each byte from `lower` to `upper`.
        func inRange(_ word: UInt64, _ lower: UInt8, _ upper: UInt8) -> UInt64 {
            let atLeastLower = word &+ ones &* UInt64(0x80 &- lower)
            let aboveUpper = word &+ ones &* UInt64(0x7F &- upper)
            return atLeastLower & ~aboveUpper & highBits
        }
        // Setting bit 5 folds `A`…`Z` onto `a`…`z` (and nothing else onto them).
        let letters = inRange(word | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let hyphens = inRange(word, UInt8(ascii: "-"), UInt8(ascii: "-"))
        return letters | digits | hyphens == highBits
    }

    @inline(__always)
    private static func isKept(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: `-` and `0`…`9` below 64, `A`…`Z` and `a`…`z` from 64.
        let keptBelow64: UInt64 = 0x03FF_2000_0000_0000
        let keptFrom64: UInt64 = 0x07FF_FFFE_07FF_FFFE
        if byte < 64 { return keptBelow64 & (1 &<< UInt64(byte)) != 0 }
        return byte < 128 && keptFrom64 & (1 &<< UInt64(byte &- 64)) != 0
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
