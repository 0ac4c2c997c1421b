/// Turns model strings into the HTML identifiers and class names the renderer writes.
///
/// Identifiers are built from the renderer's `idPrefix`, the presentation's type and an element's
/// identifier, each sanitized to `[A-Za-z0-9_-]`: letters, digits and `-` are kept, `_` is doubled and
/// every other UTF-8 byte becomes `_` and two uppercase hexadecimal digits (`.` becomes `_2E`). The
/// mapping is injective, so distinct element identifiers never collide, and the renderer's own suffixes
/// (`_hint`, `_live`) can never be produced from a model's identifier (`h` is not a hexadecimal digit).
/// In an identifier, the type's own `-` is written `_2D` too, so the type ends at the first `-` after
/// the prefix: the type `toast` with the element `list-title` and the type `toast-list` with the
/// element `title` make two identifiers. The root's class, `anshin-type-TYPE`, keeps the type's `-`.
enum HTMLIdentifier {
    /// Appends a sanitized identifier segment.
    /// - Parameters:
    ///   - segment: The model's string.
    ///   - escapingHyphens: Whether `-` is written `_2D`, as in an identifier's type.
    ///   - output: The UTF-8 to append to.
    static func appendSanitized(_ segment: String, escapingHyphens: Bool = false, to output: inout [UInt8]) {
        func isKept(_ byte: UInt8) -> Bool {
            Self.isKept(byte) && !(escapingHyphens && byte == UInt8(ascii: "-"))
        }
        // Most segments are kept as they are: copied at once, then checked where they landed. From the
        // first byte that is not kept, the rest is taken back and written again byte by byte.
        var firstChanged = output.count
        output.append(contentsOf: segment.utf8)
        while firstChanged < output.count, isKept(output[firstChanged]) {
            firstChanged += 1
        }
        guard firstChanged < output.count else { return }
        let rest = Array(output[firstChanged...])
        output.removeSubrange(firstChanged...)
        for byte in rest {
            if isKept(byte) {
                output.append(byte)
            } else if byte == UInt8(ascii: "_") {
                output.append(contentsOf: "__".utf8)
            } else {
                output.append(UInt8(ascii: "_"))
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0x0F))
            }
        }
    }

    /// How every identifier of a presentation starts: `prefix-type-`, where an empty prefix or type is
    /// left out with its hyphen, and the type's own `-` is written `_2D`.
    /// - Parameters:
    ///   - sanitizedPrefix: The renderer's prefix, already sanitized.
    ///   - type: The presentation's type.
    /// - Returns: The start's UTF-8, and the type as the root's class names it (its `-` kept).
    static func identifierStart(sanitizedPrefix: [UInt8], type: String) -> (start: [UInt8], typeClass: [UInt8]) {
        var start: [UInt8] = []
        start.reserveCapacity(sanitizedPrefix.count + type.utf8.count + 2)
        start.append(contentsOf: sanitizedPrefix)
        if !start.isEmpty { start.append(UInt8(ascii: "-")) }
        guard !type.isEmpty else { return (start, []) }
        Self.appendSanitized(type, escapingHyphens: true, to: &start)
        start.append(UInt8(ascii: "-"))
        return (start, Self.sanitized(type))
    }

    /// A sanitized identifier segment, as UTF-8.
    /// - Parameter segment: The model's string.
    /// - Returns: The sanitized segment.
    static func sanitized(_ segment: String) -> [UInt8] {
        var output: [UInt8] = []
        Self.appendSanitized(segment, to: &output)
        return output
    }

    /// Whether a byte is kept as it is: an ASCII letter, digit or `-`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// An uppercase hexadecimal digit.
    /// - Parameter value: A value from 0 to 15.
    /// - Returns: Its digit's ASCII byte.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
