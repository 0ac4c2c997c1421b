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
    ///   - output: The buffer to append to.
    static func appendSanitized(_ segment: String, to output: inout String) {
        var isClean = true
        for byte in segment.utf8 where !Self.isKept(byte) {
            isClean = false
            break
        }
        if isClean {
            output.append(segment)
            return
        }
        for byte in segment.utf8 {
            if Self.isKept(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == UInt8(ascii: "_") {
                output.append("__")
            } else {
                output.unicodeScalars.append("_")
                output.unicodeScalars.append(Self.hexDigit(byte >> 4))
                output.unicodeScalars.append(Self.hexDigit(byte & 0x0F))
            }
        }
    }

    /// A sanitized identifier segment as a string.
    /// - Parameter segment: The model's string.
    /// - Returns: The sanitized segment.
    static func sanitized(_ segment: String) -> String {
        var output = ""
        Self.appendSanitized(segment, to: &output)
        return output
    }

    @inline(__always)
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}
