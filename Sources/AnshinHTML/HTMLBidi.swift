/// What the HTML front end needs to know of the Unicode bidirectional algorithm: whether text may be
/// laid out right to left, so that it is isolated on a left-to-right page.
enum HTMLBidi {
    /// Whether text has a strong right-to-left character (Hebrew, Arabic, Syriac, Thaana, N'Ko and the
    /// other right-to-left blocks, with their presentation forms) or a bidirectional control that
    /// starts right-to-left text (U+200F, U+202B, U+202E, U+2067).
    /// - Parameter text: A piece of user text.
    /// - Returns: `true` when the text needs isolating on a left-to-right page.
    static func mayBeRightToLeft(_ text: Substring) -> Bool {
        // Every such scalar is U+0590 or above, whose UTF-8 starts with a byte of 0xD6 or more:
        // text below that (ASCII, Latin, Greek, Cyrillic) is answered without decoding.
        guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            // U+FEFF, the byte order mark, ends the Arabic presentation forms' block but is not
            // right to left.
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
            case 0x200F, 0x202B, 0x202E, 0x2067: true
            default: false
            }
        }
    }
}
