/// Appends strings from models to HTML, escaped for the context they land in.
///
/// Text content escapes `&`, `<` and `>`; attribute values (always double-quoted here) also escape
/// `"` and `'`. Characters that are parse errors wherever they appear in HTML (C0 and C1 controls other
/// than white space, and Unicode noncharacters) become U+FFFD, so no model string can produce markup,
/// break out of an attribute or make the document invalid. Entities already in the text are escaped
/// again: a model saying `&amp;` shows `&amp;`.
///
/// Most text has nothing to escape, so its UTF-8 is appended at once and then checked byte by byte
/// where it landed. From the first byte that must be replaced, the rest is taken back and written
/// again: runs of bytes that need nothing copied as they are, each replacement between them.
enum HTMLEscaping {
    /// Appends text as HTML text content.
    /// - Parameters:
    ///   - text: A model's text, or a piece of it.
    ///   - output: The UTF-8 to append to.
    static func appendText(_ text: Substring, to output: inout [UInt8]) {
        self.append(text, inAttribute: false, to: &output)
    }

    /// Appends text as the value of a double-quoted attribute.
    /// - Parameters:
    ///   - text: A model's text, or a piece of it.
    ///   - output: The UTF-8 to append to.
    static func appendAttribute(_ text: Substring, to output: inout [UInt8]) {
        self.append(text, inAttribute: true, to: &output)
    }

    /// Appends text, escaped as text content or as an attribute value.
    /// - Parameters:
    ///   - text: A model's text, or a piece of it.
    ///   - inAttribute: Whether the text is an attribute value, where quotes are escaped too.
    ///   - output: The UTF-8 to append to.
    private static func append(_ text: Substring, inAttribute: Bool, to output: inout [UInt8]) {
        // Appended as a string, whose UTF-8 is copied at once (a substring's would be copied byte by
        // byte). A piece that is a whole string converts to that string, and a short one needs no
        // memory of its own.
        var index = output.count
        output.append(contentsOf: String(text).utf8)
        while index < output.count,
            !Self.mayBeReplaced(output[index])
                || Self.replacement(at: index, in: output, inAttribute: inAttribute) == nil
        {
            index += 1
        }
        guard index < output.count else { return }

        // Something to replace: from there on, the text is written again.
        let bytes = Array(output[index...])
        output.removeSubrange(index...)
        var runStart = 0
        index = 0
        while index < bytes.count {
            guard let (replacement, length) = Self.replacement(at: index, in: bytes, inAttribute: inAttribute) else {
                index += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<index])
            output.append(contentsOf: replacement.utf8)
            index += length
            runStart = index
        }
        output.append(contentsOf: bytes[runStart...])
    }

    /// Whether a byte may start a character that is replaced: a byte other than an ASCII letter,
    /// digit, space or punctuation that is never escaped. Only for such a byte does
    /// ``replacement(at:in:inAttribute:)`` need asking.
    private static func mayBeReplaced(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        case 0x20...0x7E, 0x80...0xC1, 0xC3...0xEE:
            false
        default:
            // Controls, DEL, and the first bytes of characters that may be C1 controls or noncharacters.
            true
        }
    }

    /// What replaces the character that starts at a byte, if anything.
    /// - Parameters:
    ///   - index: The byte's position.
    ///   - bytes: Well-formed UTF-8.
    ///   - inAttribute: Whether quotes are replaced too.
    /// - Returns: The replacement and the length of the character it replaces, or `nil` when the byte
    ///   is kept as it is.
    private static func replacement(
        at index: Int,
        in bytes: [UInt8],
        inAttribute: Bool
    ) -> (replacement: String, length: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "&"):
            ("&amp;", 1)
        case UInt8(ascii: "<"):
            ("&lt;", 1)
        case UInt8(ascii: ">"):
            ("&gt;", 1)
        case UInt8(ascii: "\"") where inAttribute:
            ("&quot;", 1)
        case UInt8(ascii: "'") where inAttribute:
            ("&#39;", 1)
        case 0x09, 0x0A, 0x0C, 0x0D:
            // Tab, line feed, form feed and carriage return: white space, kept.
            nil
        case 0x00...0x1F, 0x7F:
            // The other C0 controls, and DEL.
            ("\u{FFFD}", 1)
        case 0xC2, 0xEF, 0xF0...0xF4:
            // The first byte of a character that may be a C1 control or a noncharacter.
            Self.replacedCharacterLength(at: index, in: bytes).map { ("\u{FFFD}", $0) }
        default:
            nil
        }
    }

    /// The length of the UTF-8 sequence at `index` when it encodes a C1 control or a noncharacter.
    /// - Parameters:
    ///   - index: The position of the sequence's first byte.
    ///   - bytes: Well-formed UTF-8.
    /// - Returns: The sequence's length, or `nil` when it encodes another character.
    private static func replacedCharacterLength(at index: Int, in bytes: [UInt8]) -> Int? {
        let remaining = bytes.count - index
        switch bytes[index] {
        case 0xC2:
            // U+0080…U+009F: the C1 controls.
            return remaining >= 2 && bytes[index + 1] <= 0x9F ? 2 : nil
        case 0xEF:
            // U+FDD0…U+FDEF, U+FFFE and U+FFFF: noncharacters.
            guard remaining >= 3 else { return nil }
            let (second, third) = (bytes[index + 1], bytes[index + 2])
            let isNoncharacter = second == 0xB7 && (0x90...0xAF).contains(third) || second == 0xBF && third >= 0xBE
            return isNoncharacter ? 3 : nil
        default:
            // U+1FFFE, U+1FFFF, … U+10FFFE, U+10FFFF: the last two code points of every other plane.
            guard remaining >= 4 else { return nil }
            let isNoncharacter =
                bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE
            return isNoncharacter ? 4 : nil
        }
    }
}
