import Anshin
import Testing

@testable import AnshinText

/// The text front end's fast paths — widths counted on ASCII bytes, wide letters measured without
/// property look-ups, ASCII text wrapped on its bytes, repeated pieces built in one go — give
/// exactly what the general, character-by-character paths give.
@Suite("Text front end: fast paths agree with the general paths")
struct TextFastPathTests {
    @Test(arguments: [
        ("Delete this draft?", 18),
        ("tab\there", 7),
        ("line\r\nbreak", 9),
        ("del\u{7F}", 3),
        ("#1*", 3),
        ("", 0),
        // Simple scalars beyond ASCII: kana, ideographs, fullwidth forms, Latin letters, dashes,
        // quotation marks and box drawing, each a character of its own.
        ("abc漢", 5),
        ("キャンセル", 10),
        ("全角ＡＢ", 8),
        ("“Couldn’t connect…” — ═══", 25),
        ("é\tñ\r\n", 2),
    ])
    func simpleWidthCountsScalars(text: String, width: Int) {
        #expect(DisplayWidth.simpleWidth(text.utf8) == width)
        #expect(DisplayWidth.of(text) == width)
        #expect(text.reduce(0) { $0 + DisplayWidth.of($1) } == width)
    }

    @Test(arguments: [
        // ASCII but for one combining mark, one keycap or one zero-width space, which counting
        // scalars would miscount.
        ("cafe\u{301}", 4),
        ("e\u{301}漢", 3),
        ("ｶﾞ", 2),
        ("か\u{3099}", 2),
        ("👍", 2),
        ("©\u{FE0F}", 2),
        ("#\u{FE0F}\u{20E3}", 2),
        ("1\u{FE0F}", 2),
        ("a\u{200B}b", 2),
    ])
    func otherTextIsMeasuredByCharacter(text: String, width: Int) {
        #expect(DisplayWidth.simpleWidth(text.utf8) == nil)
        #expect(DisplayWidth.of(text) == width)
    }

    /// Printable ASCII is counted eight bytes at a time: every ASCII byte value and every lead byte
    /// beyond ASCII, at every position of texts 1 to 24 bytes long among printable filler, must give
    /// what counting character by character gives (a word test that lets a control character, DEL
    /// or a byte beyond ASCII through, in any lane or at the edge of the tail, fails here).
    @Test func everyByteAtEveryPositionIsCountedAsItsCharacter() {
        // A two-byte and a three-byte scalar stand in for the bytes beyond ASCII: a lone lead or
        // continuation byte is not text.
        let beyondASCII: [[UInt8]] = [Array("é".utf8), Array("漢".utf8), Array("\u{301}".utf8), Array("👍".utf8)]
        let pieces = (UInt8(0)...0x7F).map { [$0] } + beyondASCII
        var mismatches: [String] = []
        for filler in [UInt8(ascii: "a"), 0x20, 0x7E] {
            for length in 1...24 {
                for position in 0..<length {
                    for piece in pieces {
                        var bytes = [UInt8](repeating: filler, count: length)
                        bytes.replaceSubrange(position...position, with: piece)
                        let text = String(decoding: bytes, as: UTF8.self)
                        let expected = text.reduce(0) { $0 + DisplayWidth.of($1) }
                        let counted = DisplayWidth.simpleWidth(bytes)
                        guard counted != nil ? counted != expected : DisplayWidth.of(text) != expected else { continue }
                        if mismatches.count < 4 { mismatches.append("\(bytes)") }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "miscounted \(mismatches)")
    }

    @Test func plainWideScalarsAreWhatTheGeneralRulesMakeThem() {
        var checked = 0
        for value in UInt32(0x3000)...0xFFFF where DisplayWidth.isPlainWide(value) {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            #expect(DisplayWidth.of(scalar) == 2, "U+\(String(value, radix: 16))")
            #expect(!properties.isEmojiPresentation && !properties.isEmoji, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(Character(scalar)) == 2)
            checked += 1
        }
        #expect(checked > 20_000)
        // A voiced sound mark combines: it is outside the fast ranges and takes no column alone.
        #expect(!DisplayWidth.isPlainWide(0x3099))
        #expect(DisplayWidth.of("\u{3099}") == 0)
        #expect(DisplayWidth.of("か\u{3099}") == 2)
    }

    @Test func plainNarrowScalarsAreWhatTheGeneralRulesMakeThem() {
        var checked = 0
        for value in UInt32(0x80)...0x2FFF where DisplayWidth.isPlainNarrow(value) {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            #expect(DisplayWidth.of(scalar) == 1, "U+\(String(value, radix: 16))")
            #expect(!properties.isEmojiPresentation && !properties.isEmoji, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(Character(scalar)) == 1)
            checked += 1
        }
        #expect(checked > 500)
        // The soft hyphen is a format character, the copyright sign an emoji: neither is plain.
        #expect(!DisplayWidth.isPlainNarrow(0xAD) && DisplayWidth.of("\u{AD}") == 0)
        #expect(!DisplayWidth.isPlainNarrow(0xA9) && DisplayWidth.of("©\u{FE0F}") == 2)
        #expect(DisplayWidth.of("“Couldn’t connect…” — ═══") == 25)
    }

    @Test(arguments: [
        ("aaaa bbbbb", 10, ["aaaa bbbbb"]),
        ("aaaa bbbbbb", 10, ["aaaa", "bbbbbb"]),
        ("abcdefghijk", 10, ["abcdefghij", "k"]),
        // Closing punctuation never starts a line: the letter before it moves down with it.
        ("abcdefghij.", 10, ["abcdefghi", "j."]),
        ("abcdefghij)x", 10, ["abcdefghi", "j)x"]),
        ("  leading  and  double  spaces ", 10, ["leading ", "and ", "double ", "spaces "]),
        ("word ", 4, ["word"]),
        ("   ", 10, []),
        ("", 10, []),
    ])
    func asciiWrapGivesExactLines(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrapPrintableASCII(text, width: width) == lines)
        #expect(TextLayout.wrapCharacters(text, width: width) == lines)
    }

    @Test(arguments: [
        // One combining mark or one wide letter at the wrap boundary: the byte count would fit,
        // the columns do not (or the other way round).
        ("aaaa bbbbe\u{301}", 10, ["aaaa bbbbé"]),
        ("aaaa bbbbbe\u{301}", 10, ["aaaa", "bbbbbé"]),
        ("aaaa bbbbb漢", 10, ["aaaa", "bbbbb漢"]),
        ("abcdefghi漢", 10, ["abcdefghi", "漢"]),
        ("abcdefghie\u{301}x", 10, ["abcdefghié", "x"]),
        // Tabs become spaces, controls their pictures, line breaks split.
        ("aaaa\tbbbbb", 10, ["aaaa bbbbb"]),
        ("red\u{1B}[31m", 10, ["red␛[31m"]),
        ("one\ntwo", 10, ["one", "two"]),
        ("キャンセル", 6, ["キャン", "セル"]),
    ])
    func nonASCIIWrapTakesTheGeneralPath(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrapPrintableASCII(text, width: width) == nil)
        #expect(TextLayout.wrap(text, width: width) == lines)
    }

    @Test(arguments: [
        // Wide letters and one-column punctuation at the wrap boundary.
        ("aaaa bbbbb漢", 10, ["aaaa", "bbbbb漢"]),
        ("aaaa bbb漢", 10, ["aaaa bbb漢"]),
        ("abcdefghi漢", 10, ["abcdefghi", "漢"]),
        ("キャンセル", 6, ["キャン", "セル"]),
        // Closing punctuation never starts a line: the kana before it moves down with it.
        ("ネットワーク。", 12, ["ネットワー", "ク。"]),
        ("“Couldn’t connect” — try again…", 12, ["“Couldn’t", "connect” —", "try again…"]),
    ])
    func simpleScalarWrapGivesExactLines(text: String, width: Int, lines: [String]) {
        #expect(TextLayout.wrapSimpleScalars(text, width: width) == lines)
        #expect(TextLayout.wrapCharacters(text, width: width) == lines)
    }

    @Test(arguments: ["cafe\u{301} au lait", "ｶﾞｲﾄﾞ", "か\u{3099}", "tab\there", "👍 ok", "a\u{200B}b", "one\ntwo"])
    func otherScalarsLeaveTheSimpleWrap(text: String) {
        #expect(TextLayout.wrapSimpleScalars(text, width: 10) == nil)
    }

    @Test func simpleScalarWrapMatchesTheGeneralWrapOnRandomText() {
        var generator = SplitMix64(seed: 66)
        let alphabet = Array("ab .,)漢字。、ーャ）é—“”…  ")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let width = 1 + Int(generator.next() % 12)
            #expect(
                TextLayout.wrapSimpleScalars(text, width: width) == TextLayout.wrapCharacters(text, width: width),
                "\(text.debugDescription) at \(width)"
            )
        }
    }

    @Test func singleLineMatchesWrappingWithoutALimit() {
        // A button's title is put on one line without wrapping when it is printable ASCII that does
        // not start with a space; it must be what joining the unlimited wrap's lines gives.
        var generator = SplitMix64(seed: 16)
        let alphabet = Array("ab .,)!:x  \t\n漢")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let wrapped = TextLayout.wrapCharacters(text, width: Int.max / 4)
            #expect(TextLayout.singleLine(text) == wrapped.joined(separator: " "), "\(text.debugDescription)")
        }
        #expect(TextLayout.singleLine("  Delete") == "Delete")
        #expect(TextLayout.singleLine("Delete  ") == "Delete  ")
    }

    @Test func asciiWrapMatchesTheGeneralWrapOnRandomText() {
        var generator = SplitMix64(seed: 6)
        let alphabet = Array("ab .,)!:x  ")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let width = 1 + Int(generator.next() % 12)
            #expect(
                TextLayout.wrapPrintableASCII(text, width: width) == TextLayout.wrapCharacters(text, width: width),
                "\(text.debugDescription) at \(width)"
            )
        }
    }

    @Test func closingPunctuationIsFoundByScalarAsByTheList() {
        // Every scalar of the Basic Multilingual Plane and the compatibility ideographs, so canonical
        // equivalents (U+037E is `;`, U+232A is `〉`) are found too.
        for value in Array(UInt32(0)...0xFFFF) + Array(UInt32(0x2F800)...0x2FA1F) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(
                TextLayout.cannotStartLine(character) == TextLayout.closingCharacters.contains(character),
                "U+\(String(value, radix: 16))"
            )
        }
        // A mark after the punctuation makes another character, which may start a line.
        #expect(!TextLayout.cannotStartLine("。\u{301}"))
        #expect(!TextLayout.cannotStartLine("\r\n"))
    }

    @Test(arguments: [
        ("ネットワーク接続を確認して、もう一度お試しください。", false),
        ("続く…", false),
        ("one\ntwo", true),
        ("cr\ronly", true),
        ("vt\u{0B}ff\u{0C}", true),
        ("nel\u{85}", true),
        ("line\u{2028}para\u{2029}", true),
        ("\u{2027}\u{202A}", false),
    ])
    func lineBreaksAreFoundByTheirBytes(text: String, hasBreak: Bool) {
        #expect(TextLayout.mayHaveLineBreak(text) == hasBreak)
        #expect(text.contains(where: \.isNewline) == hasBreak)
    }

    @Test func repeatedBuildsWhatConcatenationBuilds() {
        for count in [-1, 0, 1, 2, 7, 40] {
            for (piece, prefix, suffix) in [("─", "┌", "┐"), (" ", "", " │"), ("░", "[", ""), ("ab", "", "")] {
                let expected = prefix + String(repeating: piece, count: max(0, count)) + suffix
                #expect(TextLayout.repeated(piece, count: count, prefix: prefix, suffix: suffix) == expected)
            }
        }
    }

    @Test func repeatedRunsDrawWhatConcatenationDraws() {
        // Multi-byte pieces are copied by doubling what is already written: every count, including
        // ones that are not powers of two, must give the piece exactly `count` times.
        for count in [-1, 0, 1, 2, 3, 5, 7, 8, 58, 1_000] {
            for piece in ["─", " ", "ab", "═", "█░"] {
                var canvas = TextCanvas()
                canvas.appendLine("┌", width: 1)
                canvas.append(repeating: piece, count: count)
                canvas.append("┐", width: 1)
                let expected = "┌" + String(repeating: piece, count: max(0, count)) + "┐"
                #expect(canvas.rendered(colors: .never) == expected, "\(count) × \(piece)")
                var coloured = TextCanvas()
                coloured.startLine()
                coloured.append(repeating: piece, count: count, tone: .error)
                let codes = count > 0 ? "\u{1B}[31m" + String(repeating: piece, count: count) + "\u{1B}[0m" : ""
                #expect(coloured.rendered(colors: .always) == codes, "\(count) × \(piece), coloured")
            }
        }
    }

    @Test func knownMarksTakeTheColumnsTheyAreMeasuredAt() {
        // The package's marks carry their columns instead of being measured on every render.
        for symbol in Icon.Symbol.allKnown + ["custom-symbol", "漢字"] {
            let mark = TextLayout.mark(for: symbol)
            #expect(mark.width == DisplayWidth.of(mark.text), "\(symbol)")
        }
        #expect(TextLayout.mark(for: .checkmark) == ("✓", 1))
        #expect(TextLayout.mark(for: "漢字") == ("(漢字)", 6))
    }

    @Test func framingMovesLinesIntoABoxAfterTheLinesBefore() {
        // Lines before the frame stay; framed lines keep their runs and colours, padded to the widest;
        // a frame inside a frame is framed again whole.
        var canvas = TextCanvas()
        canvas.appendLine("before")
        let outer = canvas.lineCount
        canvas.appendLine("title", tone: .error, isBold: true)
        canvas.startLine()
        let inner = canvas.lineCount
        canvas.appendLine("a", width: 1)
        canvas.append("bc", tone: .success)
        canvas.frame(from: inner)
        canvas.frame(from: outer)
        let expected = [
            "before",
            "┌─────────┐",
            "│ title   │",
            "│         │",
            "│ ┌─────┐ │",
            "│ │ abc │ │",
            "│ └─────┘ │",
            "└─────────┘",
        ]
        #expect(canvas.rendered(colors: .never) == expected.joined(separator: "\n"))
        #expect(canvas.lines.map(\.width) == [6, 11, 11, 11, 11, 11, 11, 11])
        #expect(canvas.rendered(colors: .always).contains("│ \u{1B}[1;31mtitle\u{1B}[0m   │"))
        #expect(canvas.rendered(colors: .always).contains("│ │ a\u{1B}[32mbc\u{1B}[0m │ │"))
        // An empty frame is two rules around nothing.
        var empty = TextCanvas()
        empty.frame(from: 0)
        #expect(empty.rendered(colors: .never) == "┌──┐\n└──┘")
        // Removing a line takes its runs and their bytes with it.
        canvas.removeLastLine()
        #expect(canvas.rendered(colors: .never) == expected.dropLast().joined(separator: "\n"))
    }
}
