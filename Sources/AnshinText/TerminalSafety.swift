/// Makes user text safe to print on a terminal.
///
/// C0 controls become their Unicode control pictures (ESC is shown as `␛`, so no escape sequence
/// can start), DEL becomes `␡`, C1 controls and bidirectional overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069) become U+FFFD, and a tab becomes a space. Line breaks are
/// handled by the layout before this runs.
enum TerminalSafety {
    static func neutralized(_ text: Substring) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where Self.isUnsafe(scalar) {
            needsWork = true
            break
        }
        guard needsWork else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09:
                result.append(" ")
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
