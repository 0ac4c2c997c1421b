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
            for index in bytes.indices where !Self.isKept(bytes[index]) { return false }
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
