import Anshin
import Testing

@testable import AnshinText

/// How the text front end breaks text into lines: at spaces where it can, between characters where
/// it must, never before closing punctuation, with line breaks kept and the text made terminal-safe.
@Suite("Text front end: wrapping")
struct TextWrapTests {
    /// The lines of wrapped text, keeping together the parts of it that are these strings (the
    /// first of each, in its UTF-8).
    static func lines(of text: String, width: Int, keeping parts: [String] = []) -> [String] {
        var bytes: [UInt8] = []
        var scratch = TextWrap.Scratch()
        let utf8 = Array(text.utf8)
        let kept = parts.map { part in
            let needle = Array(part.utf8)
            let start = (0...(utf8.count - needle.count)).first { Array(utf8[$0..<($0 + needle.count)]) == needle }!
            return start..<(start + needle.count)
        }
        TextWrap.wrap(text, width: width, keptTogether: kept, bytes: &bytes, scratch: &scratch)
        let lines = scratch.lines
        for line in lines {
            let string = String(decoding: bytes[line.bytes], as: UTF8.self)
            #expect(line.columns == DisplayWidth.of(string), "\(string.debugDescription)")
        }
        return lines.map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
    }

    @Test(arguments: [
        ("aaaa bbbbb", 10, ["aaaa bbbbb"]),
        ("aaaa bbbbbb", 10, ["aaaa", "bbbbbb"]),
        ("abcdefghijk", 10, ["abcdefghij", "k"]),
        // Closing punctuation never starts a line: the letter before it moves down with it.
        ("abcdefghij.", 10, ["abcdefghi", "j."]),
        ("abcdefghij)x", 10, ["abcdefghi", "j)x"]),
        // Nor after a space (UAX #14, LB13), as French writes "?", "!", ":" and ";": the word before
        // moves down with it, while the two fit on a line.
        ("Supprimer ce brouillon ?", 22, ["Supprimer ce", "brouillon ?"]),
        ("Supprimer ce brouillon  ?!", 24, ["Supprimer ce", "brouillon  ?!"]),
        ("Attention : fichier (copie) ; voir", 12, ["Attention :", "fichier", "(copie) ;", "voir"]),
        ("Oui  !", 4, ["Oui ", "!"]),
        // Spaces more than one are empty words: kept while they fit, never starting a line.
        ("  leading  and  double  spaces ", 10, ["leading ", "and ", "double ", "spaces "]),
        ("word ", 4, ["word"]),
        ("   ", 10, []),
        ("", 10, []),
        // A combining mark or a wide letter at the boundary: the columns decide, not the bytes.
        ("aaaa bbbbe\u{301}", 10, ["aaaa bbbbé"]),
        ("aaaa bbbbbe\u{301}", 10, ["aaaa", "bbbbbé"]),
        ("aaaa bbbbb漢", 10, ["aaaa", "bbbbb漢"]),
        ("aaaa bbb漢", 10, ["aaaa bbb漢"]),
        ("abcdefghi漢", 10, ["abcdefghi", "漢"]),
        ("abcdefghie\u{301}x", 10, ["abcdefghié", "x"]),
        // Tabs become spaces, controls their pictures, line breaks split.
        ("aaaa\tbbbbb", 10, ["aaaa bbbbb"]),
        ("red\u{1B}[31m", 10, ["red␛[31m"]),
        ("one\ntwo", 10, ["one", "two"]),
        ("one\r\n\ntwo\n\n", 10, ["one", "", "two"]),
        ("\n\nthree", 10, ["", "", "three"]),
        // Text without spaces breaks between characters; the kana before closing punctuation
        // moves down with it.
        ("キャンセル", 6, ["キャン", "セル"]),
        ("ネットワーク。", 12, ["ネットワー", "ク。"]),
        ("“Couldn’t connect” — try again…", 12, ["“Couldn’t", "connect” —", "try again…"]),
        // A word joining a line of characters of no columns takes no space before it.
        ("\u{200B} x", 10, ["\u{200B}x"]),
        // Closing punctuation that comes in a run moves down as a whole, with the character before
        // the run.
        ("ああ。」", 6, ["あ", "あ。」"]),
        ("ああ」。", 6, ["あ", "あ」。"]),
        ("ああ、」", 6, ["あ", "あ、」"]),
        ("ああ）。", 6, ["あ", "あ）。"]),
        (String(repeating: "あ", count: 9) + "。」いいいい", 20, ["ああああああああ", "あ。」いいいい"]),
        ("abcdefghi.)", 10, ["abcdefgh", "i.)"]),
        ("abcdefgh.).", 10, ["abcdefg", "h.)."]),
        // A run that, with the character before it, is wider than a line cannot move down as a whole:
        // the line breaks where it is full, as it must to keep within the width.
        ("ああ。。。", 6, ["ああ。", "。。"]),
        ("a" + String(repeating: ")", count: 15), 10, ["a)))))))))", "))))))"]),
        // A line of closing punctuation alone breaks where it is full, and keeps every character.
        (String(repeating: "。", count: 7), 5, ["。。", "。。", "。。", "。"]),
        (
            String(repeating: "」", count: 25), 20,
            [String(repeating: "」", count: 10), String(repeating: "」", count: 10), "」」」」」"]
        ),
        // Nothing moves down that would leave the line it leaves empty, nor make a line too wide.
        ("漢。", 2, ["漢", "。"]),
        ("a漢。", 3, ["a漢", "。"]),
    ])
    func exactLines(text: String, width: Int, lines: [String]) {
        #expect(Self.lines(of: text, width: width) == lines)
    }

    @Test(arguments: [
        // Kept together: the part moves down whole rather than leave "[" or "[ Undo" behind.
        ("one two [ Undo ]", 10, ["[ Undo ]"], ["one two", "[ Undo ]"]),
        ("one two [ Undo ]", 12, ["[ Undo ]"], ["one two", "[ Undo ]"]),
        ("one two [ Undo ]", 16, ["[ Undo ]"], ["one two [ Undo ]"]),
        // What touches the part without a space moves with it.
        ("done:[ Undo ]", 10, ["[ Undo ]"], ["done:[", "Undo ]"]),
        ("ab done:[ Undo ]", 14, ["[ Undo ]"], ["ab", "done:[ Undo ]"]),
        // Two parts, and a word after the last.
        ("[ Undo ] [ Redo ] x", 10, ["[ Undo ]", "[ Redo ]"], ["[ Undo ]", "[ Redo ] x"]),
        // A part wider than a line starts a line and breaks at its spaces, then between characters.
        (
            "Deleted [ Restore every deleted photo ]", 18, ["[ Restore every deleted photo ]"],
            ["Deleted", "[ Restore every", "deleted photo ]"]
        ),
        (
            "x [ Supercalifragilisticexpialidocious ]", 18, ["[ Supercalifragilisticexpialidocious ]"],
            ["x", "[", "Supercalifragilist", "icexpialidocious ]"]
        ),
        // Text written again, terminal-safe, moves the part with it: ESC takes three bytes as `␛`.
        ("\u{1B}x two [ Undo ]", 10, ["[ Undo ]"], ["␛x two", "[ Undo ]"]),
        ("a\u{7}\nb\u{1B} two [ Undo ] c", 10, ["[ Undo ]"], ["a␇", "b␛ two", "[ Undo ] c"]),
        // Japanese text touching a part is one word with it: too wide, it breaks at the part's spaces.
        ("ああああ[ 取り消す ]", 14, ["[ 取り消す ]"], ["ああああ[", "取り消す ]"]),
        ("ああああ [ 取り消す ]", 14, ["[ 取り消す ]"], ["ああああ", "[ 取り消す ]"]),
    ])
    func partsKeptTogether(text: String, width: Int, parts: [String], lines: [String]) {
        #expect(Self.lines(of: text, width: width, keeping: parts) == lines)
    }

    @Test(arguments: [
        ("one\ntwo", ["one", "two"]),
        ("cr\ronly", ["cr", "only"]),
        ("crlf\r\none", ["crlf", "one"]),
        ("vt\u{0B}ff\u{0C}x", ["vt", "ff", "x"]),
        ("nel\u{85}x", ["nel", "x"]),
        ("line\u{2028}para\u{2029}x", ["line", "para", "x"]),
        ("no break \u{2027}\u{202A}", ["no break \u{2027}\u{FFFD}"]),
    ])
    func everyLineBreakEndsAParagraph(text: String, lines: [String]) {
        #expect(Self.lines(of: text, width: TextWrap.unlimited) == lines)
        #expect(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count == lines.count)
    }

    @Test func singleLineIsTheLinesWithoutALimitJoined() {
        // Printable ASCII is put on one line without wrapping; it must be what joining the lines
        // of the unlimited wrap gives, as for any other text.
        var generator = SplitMix64(seed: 16)
        let alphabet = Array("ab .,)!:x  \t\n漢\u{200B}")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let joined = Self.lines(of: text, width: TextWrap.unlimited).joined(separator: " ")
            #expect(TextWrap.singleLine(text) == joined, "\(text.debugDescription)")
            var bytes = Array("> ".utf8)
            var scratch = TextWrap.Scratch()
            let columns = TextWrap.appendSingleLine(of: text, to: &bytes, scratch: &scratch)
            #expect(bytes == Array(("> " + joined).utf8), "\(text.debugDescription)")
            #expect(columns == DisplayWidth.of(joined), "\(text.debugDescription)")
        }
        #expect(TextWrap.singleLine("  Delete") == "Delete")
        #expect(TextWrap.singleLine("Delete  ") == "Delete  ")
        #expect(TextWrap.singleLine("  Sync\nfailed\u{1B}[31m") == "Sync failed␛[31m")
    }

    @Test func wrappedLinesFitAndKeepEveryWord() {
        // Any text wrapped to any width: no line is wider than the width unless it is one character,
        // and the words come back in order.
        var generator = SplitMix64(seed: 66)
        let alphabet = Array("ab .,)漢字。、ーャ）é—“”…  \u{301}")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let width = 1 + Int(generator.next() % 12)
            let lines = Self.lines(of: text, width: width)
            // A line may pass the width only when it is one character.
            for line in lines where line.count > 1 {
                #expect(
                    DisplayWidth.of(line) <= width,
                    "\(text.debugDescription) at \(width): \(line.debugDescription)"
                )
            }
            let words = text.split(separator: " ").joined()
            #expect(lines.joined().split(separator: " ").joined() == words, "\(text.debugDescription) at \(width)")
        }
    }

    @Test func noLineButTheFirstStartsWithClosingPunctuationWhenARunOfItFits() throws {
        // Text as Japanese is written: no spaces, each character followed by up to two closing
        // characters. At 6 columns or more, a character and the run after it always fit on a line,
        // so no line but the first may start with closing punctuation.
        var generator = SplitMix64(seed: 4051)
        let letters = Array("あ漢aアｘ")
        let closers = Array("。」、）』ー!)")
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 30) {
                text.append(letters[Int(generator.next() % UInt64(letters.count))])
                for _ in 0..<Int(generator.next() % 3) {
                    text.append(closers[Int(generator.next() % UInt64(closers.count))])
                }
            }
            let width = 6 + Int(generator.next() % 10)
            let lines = Self.lines(of: text, width: width)
            #expect(lines.joined() == text, "\(text.debugDescription) at \(width)")
            for line in lines {
                #expect(
                    DisplayWidth.of(line) <= width,
                    "\(text.debugDescription) at \(width): \(line.debugDescription)"
                )
            }
            for line in lines.dropFirst() {
                let first = try #require(line.first)
                #expect(
                    !TextWrap.closingCharacters.contains(first),
                    "\(text.debugDescription) at \(width): \(lines)"
                )
            }
        }
    }

    /// The example from the report: a compact error screen's message, 20 columns wide, where a full
    /// stop and a closing bracket meet at the end of a line.
    @Test func aJapaneseMessageNeverStartsALineWithAFullStopAndABracket() {
        let text = String(repeating: "あ", count: 9) + "。」いいいい"
        let screen = ErrorScreen(
            icon: nil,
            title: "T",
            message: UserText(verbatim: text),
            retry: nil,
            placement: .compact
        )
        #expect(
            screen.rendered(using: TextRenderer(localizer: Catalog.japanese, width: 20)) == """
                T
                ═

                ああああああああ
                あ。」いいいい
                """
        )
    }

    @Test func closingPunctuationIsFoundWithItsCanonicalEquivalents() {
        for character in TextWrap.closingCharacters {
            #expect(TextWrap.cannotStartLine(Array(String(character).utf8)[...]), "\(character)")
        }
        // U+037E is `;`, U+232A is `〉`.
        #expect(TextWrap.cannotStartLine(Array("\u{037E}".utf8)[...]))
        #expect(TextWrap.cannotStartLine(Array("\u{232A}".utf8)[...]))
        // A mark after the punctuation makes another character, which may start a line.
        #expect(!TextWrap.cannotStartLine(Array("。\u{301}".utf8)[...]))
        #expect(!TextWrap.cannotStartLine(Array("a".utf8)[...]))
    }

    /// The quick comparison of one scalar finds what comparing characters finds: every closing
    /// character is one scalar in canonical composition, and the scalars canonically equal to one
    /// (U+037E, U+232A) are found too.
    @Test func closingPunctuationIsFoundScalarByScalarAsCharacterByCharacter() {
        for closer in TextWrap.closingCharacters {
            #expect(closer.unicodeScalars.count == 1, "\(closer)")
            #expect(closer.unicodeScalars.allSatisfy { !$0.properties.isFullCompositionExclusion }, "\(closer)")
        }
        // ASCII and Latin, the CJK punctuation and kana, compatibility ideographs, and the CJK
        // compatibility, small, half- and full-width forms.
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x2FFF, 0x3000...0x30FF, 0xF900...0xFAFF, 0xFE30...0xFFEF, 0x2F800...0x2FA1F,
        ]
        var differing: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let quick = TextWrap.cannotStartLine(Array(String(scalar).utf8)[...])
                if quick != TextWrap.closingCharacters.contains(Character(scalar)) {
                    differing.append("U+" + String(value, radix: 16, uppercase: true))
                }
            }
        }
        #expect(differing.isEmpty)
        // Two canonical equivalents that are not the closing character's own scalar.
        #expect(TextWrap.cannotStartLine(Array("\u{037E}".utf8)[...]))
        #expect(TextWrap.cannotStartLine(Array("\u{232A}".utf8)[...]))
    }
}
