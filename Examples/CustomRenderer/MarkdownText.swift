/// How ``MarkdownRenderer`` writes text and link destinations so that a CommonMark reader shows the
/// text as it is and builds nothing from it (CommonMark 0.31, plus GFM's tables and strikethrough).
///
/// A Markdown document is read line by line: what a line starts with can open a block (a heading, a
/// list, a quote, a code block), and characters anywhere can open inline structure (emphasis, a link,
/// an entity, raw HTML). So a text that must stay text is written as one line, and every character
/// that could mean something is escaped with a backslash, which CommonMark allows before any ASCII
/// punctuation. The rules, in the order ``escaped(_:)`` applies them:
///
/// 1. **One line.** Every line break becomes a space. CommonMark ends a line at LF, CR and CR LF;
///    VT, FF, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) end none, but
///    editors and terminals that show the Markdown source break lines there, so they become spaces
///    too. Tabs become spaces.
/// 2. **No indentation.** White space at either end is dropped: CommonMark drops it from a paragraph
///    or heading anyway, and four leading spaces would start a code block. So is a byte order mark
///    (U+FEFF), which a reader drops from the start of a document, uncovering what follows it.
/// 3. **No block.** The first character is escaped when it could open a block — `#`, `>`, `-`, `+`,
///    `*`, `=` — and so is the `.` or `)` after leading digits (`1.` and `1)` start an ordered list).
///    Headings, quotes, lists, thematic breaks (`***`, `---`, `___`), setext underlines, code
///    fences, HTML blocks and link reference definitions all start with one of these or with a
///    character escaped everywhere.
/// 4. **No inline structure.** These are escaped wherever they are: `\` (escapes), `` ` `` (code),
///    `*` and `_` (emphasis), `[` and `]` (links, images, references), `<` and `>` (autolinks and
///    raw HTML), `&` (entities such as `&amp;`), `#` (a heading's closing sequence), `~`
///    (strikethrough, fences) and `|` (tables).
/// 5. **Nothing that acts.** A control character other than the line breaks and tabs above (a C0
///    control, DEL, a C1 control) has no Markdown escape and could steer a terminal that shows the
///    source: it becomes U+FFFD, as CommonMark itself does with NUL.
///
/// Line breaks are found with `Character.isNewline`, which knows CR LF as the one `Character` it is in
/// Swift (`character == "\n"` misses it). Everything else works on Unicode scalars, as a CommonMark
/// reader does: `*` followed by a combining mark is one `Character`, and still a `*` to the reader.
enum MarkdownText {
    /// Text written as Markdown that shows exactly the text, on one line, as nothing but text.
    ///
    /// ```swift
    /// MarkdownText.escaped("Saved.\r\n# Heading")  // Saved. \# Heading
    /// MarkdownText.escaped("1. *Not* a list")       // 1\. \*Not\* a list
    /// ```
    /// - Parameter text: Any text, such as a resolved ``UserText``.
    /// - Returns: Markdown that can stand at the start of a line or inside one.
    static func escaped(_ text: some StringProtocol) -> String {
        let line = Self.oneLine(text)
        guard let first = line.firstIndex(where: { !Self.isDroppedAtEnds($0) }),
            let last = line.lastIndex(where: { !Self.isDroppedAtEnds($0) })
        else { return "" }
        let trimmed = line[first...last]
        // Where an ordered list's delimiter would be: just after leading digits ("1." or "12)").
        let digits = trimmed.prefix { ("0"..."9").contains($0) }
        let listDelimiter = digits.isEmpty ? nil : digits.endIndex

        var result = String.UnicodeScalarView()
        for index in trimmed.indices {
            let scalar = trimmed[index]
            let opensBlock =
                (index == first && Self.blockStarts.contains(scalar))
                || (index == listDelimiter && (scalar == "." || scalar == ")"))
            if opensBlock || Self.inlineMarkup.contains(scalar) {
                result.append("\\")
            }
            result.append(scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// A link destination that a CommonMark reader takes as it is: every byte of the UTF-8 but
    /// letters, digits, `-`, `.`, `_` and `~` (RFC 3986's unreserved characters) percent-encoded.
    ///
    /// Nothing is left that could end the destination early (a space, a line break, `)`, `<`, `>`)
    /// or that a reader would decode (`\` escapes, `&` entities).
    ///
    /// ```swift
    /// MarkdownText.destination("draft.delete")  // draft.delete
    /// MarkdownText.destination("a b)\n# c")     // a%20b%29%0A%23%20c
    /// ```
    /// - Parameter text: An identifier, such as an action's or an element's.
    /// - Returns: The identifier, percent-encoded.
    static func destination(_ text: some StringProtocol) -> String {
        var result = ""
        for byte in text.utf8 {
            if Self.isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 0x10 ? "%0" + hex : "%" + hex
            }
        }
        return result
    }

    /// The text with every line break and tab a space, as scalars.
    private static func oneLine(_ text: some StringProtocol) -> String.UnicodeScalarView {
        var line = String.UnicodeScalarView()
        for character in text {
            // `isNewline` is true of LF, CR, CR LF (one Character), VT, FF, NEL, U+2028 and U+2029.
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else {
                line.append(contentsOf: character.unicodeScalars)
            }
        }
        return line
    }

    /// Whether a scalar is dropped from either end of the text: white space, and the byte order mark
    /// that a reader drops from the start of a document.
    private static func isDroppedAtEnds(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    /// Whether a UTF-8 byte is one of RFC 3986's unreserved characters: a letter, a digit, `-`, `.`,
    /// `_` or `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch Unicode.Scalar(byte) {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }

    /// What opens a block at the start of a line (`#`, `>` and `*` are escaped everywhere anyway).
    private static let blockStarts: Set<Unicode.Scalar> = ["#", ">", "-", "+", "*", "="]

    /// What opens inline structure anywhere in a line.
    private static let inlineMarkup: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "&", "#", "~", "|",
    ]
}
