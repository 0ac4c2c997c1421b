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
        if let width = Self.simpleWidth(text.utf8) { return width }
        var total = 0
        for character in text { total += Self.of(character) }
        return total
    }

    /// The columns of text made only of simple scalars, counted scalar by scalar on its UTF-8 bytes:
    /// ASCII (one column when printable, none for a control or DEL), the plain wide scalars (two,
    /// ``isPlainWide(_:)``) and the plain narrow ones (one, ``isPlainNarrow(_:)``). `nil` when any
    /// other scalar appears (or the bytes are not contiguous), so the caller measures the text
    /// cluster by cluster.
    ///
    /// It agrees with measuring each character: none of these scalars extends or is extended by
    /// its neighbour into one grapheme cluster (a CR LF pair is one cluster of no columns), so
    /// every scalar is a character of its own, and none of them is an emoji picture.
    static func simpleWidth(_ utf8: some Collection<UInt8>) -> Int? {
        let width = utf8.withContiguousStorageIfAvailable { Self.simpleWidth($0, acceptsControls: true) }
        return width ?? nil
    }

    /// The columns of text that a terminal draws exactly as it is, on one line: printable ASCII and
    /// the plain wide and plain narrow scalars, each a character of its own that needs no
    /// neutralizing (``TerminalSafety``) and breaks no line. `nil` for any other byte: a control
    /// character (a line break or tab among them), DEL, or any other scalar.
    /// - Parameter bytes: UTF-8.
    /// - Returns: The columns, or `nil`.
    static func plainWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Printable ASCII, the most common, is a column a byte: skipped eight bytes at a time, and a
        // tail of fewer than eight taken as the last eight (bytes seen twice are printable). Text
        // beyond it is measured scalar by scalar from where the ASCII stops, a scalar boundary.
        let count = bytes.count
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        while index &+ 8 <= count,
            Self.isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
            index &+= 8
        }
        if index == count { return count }
        if count >= 8, count &- index < 8,
            Self.isPrintableASCII(UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
        {
            return count
        }
        while index < count, base[index] >= 0x20, base[index] < 0x7F { index &+= 1 }
        if index == count { return count }
        let rest = UnsafeBufferPointer(rebasing: bytes[index...])
        return Self.simpleWidth(rest, acceptsControls: false).map { index &+ $0 }
    }

    /// ``simpleWidth(_:)`` on contiguous bytes; a control character or DEL counts no columns when
    /// accepted, and makes the answer `nil` otherwise.
    @inline(__always)
    private static func simpleWidth(_ bytes: UnsafeBufferPointer<UInt8>, acceptsControls: Bool) -> Int? {
        var width = 0
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight printable ASCII bytes at a time: a column each.
            if index &+ 8 <= count,
                Self.isPrintableASCII(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            {
                width &+= 8
                index &+= 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead >= 0x20 && lead != 0x7F {
                    width &+= 1
                } else if !acceptsControls {
                    return nil
                }
                index &+= 1
                continue
            }
            let value: UInt32
            if lead < 0xE0, index + 1 < count {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index &+= 2
            } else if lead < 0xF0, index + 2 < count {
                value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                index &+= 3
            } else {
                // Four-byte scalars (outside the Basic Multilingual Plane) are never simple.
                return nil
            }
            if Self.isPlainWide(value) {
                width &+= 2
            } else if Self.isPlainNarrow(value) {
                width &+= 1
            } else {
                return nil
            }
        }
        return width
    }

    /// Whether all eight bytes of a word are printable ASCII, U+0020 to U+007E, each one column.
    ///
    /// A byte is outside that range when its top bit is set, when it is below `0x20` (subtracting
    /// `0x20` borrows into its top bit) or when it is `0x7F` (adding one carries into its top bit).
    /// A borrow or carry out of one byte can only mark bytes above a byte that was itself found, so
    /// the answer for the word as a whole is exact.
    /// - Parameter word: Eight bytes of UTF-8, in either byte order.
    /// - Returns: `true` when every byte is printable ASCII.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- ones &* 0x20) & ~word
        let delete = (word &+ ones) & ~word
        return (word | belowSpace | delete) & highBits == 0
    }

    static func of(_ character: Character) -> Int {
        // A character of one ASCII byte (or CR LF) takes one column when printable and none when a
        // control, without looking up Unicode properties.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        // A kana, kanji or fullwidth form on its own takes two columns, a Latin letter, a common
        // punctuation mark or a box-drawing character one, without property look-ups.
        var iterator = scalars.makeIterator()
        if let only = iterator.next(), iterator.next() == nil {
            if Self.isPlainWide(only.value) { return 2 }
            if Self.isPlainNarrow(only.value) { return 1 }
        }
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

    /// Whether a scalar, alone in its cluster, is a wide letter or punctuation mark that is neither
    /// an emoji nor a mark: kana, CJK ideographs, CJK punctuation before U+302A and fullwidth forms.
    /// Measuring the scalar gives each of them two columns; this answers without Unicode property
    /// look-ups.
    static func isPlainWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
            true
        default:
            false
        }
    }

    /// Whether a scalar, alone in its cluster, is a one-column letter, punctuation mark or drawing
    /// character that is neither an emoji nor a mark nor a format character: Latin-1 and Latin
    /// Extended letters and signs (not the soft hyphen, `©` or `®`), dashes, quotation marks, the
    /// ellipsis and other general punctuation up to U+203B, box drawing and block elements.
    ///
    /// Of the white space, only U+00A0 is among these and only U+3000 among the wide ones: the text
    /// front end's direct drawings ask a text whether it is blank only when it starts with one of
    /// them (a test checks every scalar below U+10000).
    /// Measuring the scalar gives each of them one column; this answers without Unicode property
    /// look-ups.
    static func isPlainNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xA8, 0xAA...0xAC, 0xAF...0x24F, 0x2010...0x2027, 0x2030...0x203B, 0x2500...0x259F:
            true
        default:
            false
        }
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
