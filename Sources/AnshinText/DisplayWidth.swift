/// How many terminal columns text takes: two for East Asian wide and fullwidth characters and for
/// emoji, none for combining marks and other zero-width characters, one for the rest.
///
/// A grapheme cluster takes the columns of its scalars, as a terminal counts them (`wcwidth`): a
/// letter with combining marks takes one column, a halfwidth kana with its halfwidth voiced mark
/// (`ｶﾞ`, two scalars in one cluster) two, and a Hangul syllable spelled with conjoining jamo two.
/// An emoji sequence — with a presentation selector, a ZWJ sequence, a skin-tone modifier, a flag or
/// a keycap — takes two columns as one picture; what decides is the cluster's first scalar, so text
/// measured in pieces (a frame, then user text) adds up to the same columns as the whole line.
enum DisplayWidth {
    static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += Self.of(character) }
        return total
    }

    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        // An emoji picture: an emoji shown as emoji by default, or an emoji made one by a presentation
        // selector or a keycap. Only the cluster's first scalar decides, so a stray selector or
        // modifier after other text adds what a terminal adds for it.
        if let first = scalars.first {
            let properties = first.properties
            if properties.isEmojiPresentation
                || (properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 })
            {
                return 2
            }
        }
        var width = 0
        for scalar in scalars { width += Self.of(scalar) }
        return width
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        // Zero width space, variation selectors, and Hangul medial vowels and final consonants, which
        // join the initial consonant before them into one syllable.
        if value == 0x200B || (0xFE00...0xFE0F).contains(value) || (0x1160...0x11FF).contains(value)
            || (0xD7B0...0xD7FF).contains(value)
        {
            return 0
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
