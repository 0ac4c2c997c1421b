import Anshin
import Testing

@testable import AnshinText

/// How the text front end breaks text into lines: at spaces where it can, between characters where
/// it must, never before closing punctuation, with line breaks kept and the text made terminal-safe.
@Suite("Text front end: wrapping")
struct TextWrapTests {
    /// The lines of wrapped text.
    static func lines(of text: String, width: Int) -> [String] {
        var bytes: [UInt8] = []
        var scratch = TextWrap.Scratch()
        TextWrap.wrap(text, width: width, bytes: &bytes, scratch: &scratch)
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
    ])
    func exactLines(text: String, width: Int, lines: [String]) {
        #expect(Self.lines(of: text, width: width) == lines)
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
            // A line may pass the width only when it is one character, or a character carried
            // down with the closing punctuation after it.
            for line in lines where line.count > 1 {
                if line.count == 2, let last = line.last, TextWrap.closingCharacters.contains(last) { continue }
                #expect(
                    DisplayWidth.of(line) <= width,
                    "\(text.debugDescription) at \(width): \(line.debugDescription)"
                )
            }
            let words = text.split(separator: " ").joined()
            #expect(lines.joined().split(separator: " ").joined() == words, "\(text.debugDescription) at \(width)")
        }
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
}
