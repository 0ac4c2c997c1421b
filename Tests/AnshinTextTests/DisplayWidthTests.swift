import Anshin
import Testing

@testable import AnshinText

@Suite("Text front end: display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("キャンセル", 10),
        ("ｶﾀｶﾅ", 4),
        ("全角ＡＢ", 8),
        ("e\u{301}", 1),
        ("👍", 2),
        ("👩‍👩‍👧‍👦", 2),
        ("❤️", 2),
        ("한국어", 6),
        ("a\u{200B}b", 2),
        ("", 0),
        // A cluster takes the columns of its scalars, as terminals count them: a halfwidth voiced mark
        // extends the kana before it into one cluster but takes a column of its own (counted as one
        // column before, which pushed frames out of line).
        ("ｶﾞｲﾄﾞ", 5),
        ("ﾊﾟﾝ", 3),
        ("e\u{301}\u{302}\u{303}", 1),
        ("\u{1100}\u{1161}\u{11A8}", 2),
        ("\u{0915}\u{094D}\u{0937}", 2),
        ("\u{0E01}\u{0E34}\u{0E48}", 1),
        // Emoji sequences are one picture of two columns; text presentation is one column.
        ("1️⃣", 2),
        ("🇯🇵", 2),
        ("👍🏿", 2),
        ("🧑🏽‍💻", 2),
        ("❤︎", 1),
        ("☺", 1),
        ("#️⃣", 2),
        ("🏳️‍🌈", 2),
        ("1", 1),
        // A selector or modifier after a space or a mark is not a picture: the pieces add up.
        (" \u{323}\u{FE0F}", 1),
        ("\u{323}\u{FE0F}", 0),
        (" 🏿", 3),
        // Controls take no columns; a tab is measured as the control it is.
        ("tab\there", 7),
        ("line\r\nbreak", 9),
        ("del\u{7F}", 3),
        ("é\tñ\r\n", 2),
        // Letters, punctuation and box drawing beyond ASCII take one column, kana, ideographs and
        // fullwidth forms two.
        ("abc漢", 5),
        ("“Couldn’t connect…” — ═══", 25),
        // A combining mark, a keycap or a presentation selector joins the character before it.
        ("cafe\u{301}", 4),
        ("e\u{301}漢", 3),
        ("か\u{3099}", 2),
        ("\u{3099}", 0),
        ("©\u{FE0F}", 2),
        ("#\u{FE0F}\u{20E3}", 2),
        ("1\u{FE0F}", 2),
        // The soft hyphen is a format character.
        ("\u{AD}", 0),
        // East Asian wide beyond the Basic Multilingual Plane, as EastAsianWidth.txt has them:
        // hentaigana and small kana (Kana Supplement, Extended, Small Kana Extension), the
        // enclosed ideographs of Japanese programme guides, ideographic symbols, Tangut and Nüshu.
        ("\u{1B002}\u{1B003}", 4),
        ("\u{1B150}\u{1B164}\u{1B167}", 6),
        ("\u{1AFF0}", 2),
        ("\u{1F210}\u{1F211}\u{1F240}\u{1F200}", 8),
        ("\u{16FE0}\u{16FE3}", 4),
        ("\u{17000}\u{18800}\u{18B00}\u{18D00}", 8),
        ("\u{1B170}", 2),
    ])
    func columns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
        #expect(DisplayWidth.of(text[...]) == width)
    }

    /// Every character is measured as a cluster of its scalars: walking a text's characters with
    /// its ASCII bytes taken one by one gives each character as `Character` iteration finds it.
    @Test(arguments: [
        "Delete this draft?", "Signing up…", "ｶﾞｲﾄﾞ ﾊﾟﾝ", "e\u{301}a\u{301}\u{302}b", "a👩‍👩‍👧‍👦b🇯🇵🇺🇸c",
        "1️⃣#️⃣ok", "\u{0600}1x", "각a", "\r\n\r", " \u{301}x", "下書きを削除しますか？",
    ])
    func charactersAreGraphemeClusters(text: String) {
        var measured: [(Int, Int)] = []
        DisplayWidth.forEachCharacter(in: text[...], utf8: Array(text.utf8)[...]) { measured.append(($0, $1)) }
        let expected = text.map { character in
            (character.utf8.count, DisplayWidth.of(String(character)))
        }
        #expect(measured.map(\.0) == expected.map(\.0), "\(text.debugDescription)")
        #expect(measured.map(\.1) == expected.map(\.1), "\(text.debugDescription)")
    }

    /// The scalars measured without their Unicode properties take the columns the general rules
    /// give them, none of them is an emoji, and none joins a neighbour into one character.
    @Test func knownScalarsTakeTheColumnsTheRulesGiveThem() {
        var checked = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), let known = DisplayWidth.knownColumns(of: value) else { continue }
            let properties = scalar.properties
            let name = "U+\(String(value, radix: 16))"
            #expect(DisplayWidth.of(scalar) == known, "\(name)")
            #expect(!properties.isEmojiPresentation && (!properties.isEmoji || scalar.isASCII), "\(name)")
            let character = String(scalar)
            #expect(("a" + character).count == 2 && (character + "a").count == 2, "\(name)")
            #expect((character + character).count == 2 && (character + "漢").count == 2, "\(name)")
            #expect(DisplayWidth.of("a" + character + "漢") == 3 + known, "\(name)")
            checked += 1
        }
        #expect(checked > 21_000)
    }
}

@Suite("Text front end: right-to-left text, in logical order")
struct RightToLeftTextTests {
    @Test(
        "Arabic and Hebrew take one column a letter; harakat and the left-to-right mark take none",
        arguments: [("حسنًا", 4), ("إلغاء", 5), ("אישור", 5), ("\u{200E}-7", 2), ("ثوانٍ", 4)]
    )
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test("An Arabic and a Hebrew alert box: every line as wide as the frame, text in logical order, no bidi controls")
    func boxes() throws {
        for catalog in [Catalog.arabic, .hebrew, .pseudoMirrored] {
            let alert = Alert.suggestion(
                Alert.Content(title: "Delete this draft?", message: .localized(.itemsDeleted, count: 3)),
                try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
            )
            let text = alert.rendered(using: .text(localizer: catalog, width: 40))
            let widths = Set(text.split(separator: "\n").map { DisplayWidth.of($0) })
            #expect(widths == [40], "\(catalog.languageCode): \(widths)")
            #expect(
                !text.unicodeScalars.contains {
                    (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                }
            )
            let cancel = UserText.localized(.cancel).resolved(using: catalog)
            // Logical order: the cancel title's first letter comes first in the line, as written.
            #expect(text.contains("[ \(cancel) ]"))
        }
    }
}
