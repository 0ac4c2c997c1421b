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
    /// The columns of a text: the sum of its characters' columns.
    /// - Parameter text: The text.
    /// - Returns: The columns.
    static func of(_ text: Substring) -> Int {
        // Text of ASCII bytes only is a character a byte (CR LF, one character, takes no columns
        // either way), so it is counted byte by byte.
        var columns = 0
        for byte in text.utf8 {
            guard byte < 0x80 else {
                columns = 0
                Self.forEachCharacter(in: text, utf8: Array(text.utf8)[...]) { _, characterColumns in
                    columns += characterColumns
                }
                return columns
            }
            if Self.isPrintableASCII(byte) { columns += 1 }
        }
        return columns
    }

    /// The columns of a text: the sum of its characters' columns.
    /// - Parameter text: The text.
    /// - Returns: The columns.
    static func of(_ text: String) -> Int {
        Self.of(text[...])
    }

    /// Calls `body` with each character (grapheme cluster) of a text, in order: its length in
    /// UTF-8 bytes and its columns.
    /// - Parameters:
    ///   - text: The text.
    ///   - utf8: The text's UTF-8, which the characters are measured on.
    ///   - body: Receives each character's length and columns.
    static func forEachCharacter(
        in text: Substring,
        utf8: ArraySlice<UInt8>,
        _ body: (_ length: Int, _ columns: Int) -> Void
    ) {
        var offset = utf8.startIndex
        var index = text.startIndex
        while offset < utf8.endIndex {
            // A known scalar followed by another (or by nothing) is a character of its own; the
            // characters around any other scalar are found by the text's grapheme breaking.
            let (value, length) = Self.scalar(in: utf8, at: offset)
            if let columns = Self.knownColumns(of: value) {
                let next = offset + length
                if next == utf8.endIndex || Self.knownColumns(of: Self.scalar(in: utf8, at: next).value) != nil {
                    body(length, columns)
                    offset = next
                    index = text.utf8.index(index, offsetBy: length)
                    continue
                }
            }
            let end = text.index(after: index)
            let characterLength = text.utf8.distance(from: index, to: end)
            // A character of one byte is ASCII: one column when printable, none for a control.
            let columns =
                characterLength == 1
                ? (Self.isPrintableASCII(utf8[offset]) ? 1 : 0)
                : Self.ofCluster(utf8: utf8[offset..<(offset + characterLength)])
            body(characterLength, columns)
            offset += characterLength
            index = end
        }
    }

    /// The scalar whose UTF-8 starts at an offset, and its length in bytes.
    /// - Parameters:
    ///   - utf8: Valid UTF-8.
    ///   - offset: Where a scalar starts.
    /// - Returns: The scalar's value and length.
    private static func scalar(in utf8: ArraySlice<UInt8>, at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(utf8[offset])
        switch lead {
        case ..<0x80:
            return (lead, 1)
        case ..<0xE0:
            return ((lead & 0x1F) << 6 | UInt32(utf8[offset + 1] & 0x3F), 2)
        case ..<0xF0:
            return ((lead & 0x0F) << 12 | UInt32(utf8[offset + 1] & 0x3F) << 6 | UInt32(utf8[offset + 2] & 0x3F), 3)
        default:
            let high = (lead & 0x07) << 18 | UInt32(utf8[offset + 1] & 0x3F) << 12
            return (high | UInt32(utf8[offset + 2] & 0x3F) << 6 | UInt32(utf8[offset + 3] & 0x3F), 4)
        }
    }

    /// Whether a byte is printable ASCII, from the space to `~`: a character of one column.
    /// - Parameter byte: A UTF-8 byte.
    /// - Returns: `true` for U+0020 to U+007E.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The columns of one grapheme cluster.
    ///
    /// An emoji picture — an emoji shown as emoji by default, or an emoji made one by a presentation
    /// selector (U+FE0F) or a keycap (U+20E3) — takes two columns. Only the cluster's first scalar
    /// decides, so a stray selector or modifier after other text adds what a terminal adds for it.
    /// Any other cluster takes the columns of its scalars.
    /// - Parameter utf8: The cluster's UTF-8.
    /// - Returns: The columns.
    static func ofCluster(utf8: some Collection<UInt8>) -> Int {
        var first: Unicode.Scalar?
        var scalarCount = 0
        var hasEmojiSelector = false
        Self.forEachScalar(in: utf8) { scalar in
            if first == nil { first = scalar }
            scalarCount += 1
            if scalar.value == 0xFE0F || scalar.value == 0x20E3 { hasEmojiSelector = true }
        }
        guard let first else { return 0 }
        if scalarCount == 1, let known = Self.knownColumns(of: first.value) { return known }
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && hasEmojiSelector) { return 2 }
        var columns = 0
        Self.forEachScalar(in: utf8) { columns += Self.of($0) }
        return columns
    }

    /// Calls `body` with each scalar of UTF-8 text, in order.
    private static func forEachScalar(in utf8: some Collection<UInt8>, _ body: (Unicode.Scalar) -> Void) {
        var bytes = utf8.makeIterator()
        var decoder = Unicode.UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) { body(scalar) }
    }

    /// The columns of a known scalar, measured without looking up its Unicode properties: printable
    /// ASCII; Latin-1 and Latin Extended letters and signs (not the soft hyphen, `©` or `®`), dashes,
    /// quotation marks, the ellipsis and the general punctuation up to U+203B, box drawing and block
    /// elements, one column each; CJK punctuation before U+302A, kana, CJK ideographs and fullwidth
    /// forms, two.
    ///
    /// None of them is an emoji, a mark, a format character or a control, and none joins its
    /// neighbour into one grapheme cluster: next to another of them, each is a character of its
    /// own, and the general rules give it these columns.
    /// - Parameter value: The scalar's value.
    /// - Returns: Its columns, or `nil` for a scalar outside these ranges.
    static func knownColumns(of value: UInt32) -> Int? {
        switch value {
        case 0x20...0x7E, 0xA0...0xA8, 0xAA...0xAC, 0xAF...0x24F, 0x2010...0x2027, 0x2030...0x203B, 0x2500...0x259F:
            1
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
            2
        default:
            nil
        }
    }

    /// The columns of one scalar on its own.
    /// - Parameter scalar: The scalar.
    /// - Returns: 0, 1 or 2.
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
        // East Asian wide and fullwidth, by block; beyond U+FFFF: ideographic symbols, Tangut and
        // Khitan, the kana supplements (hentaigana, small kana) and Nüshu, enclosed ideographs,
        // pictographs, and the ideograph planes.
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FFF, 0x17000...0x18D7F, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
