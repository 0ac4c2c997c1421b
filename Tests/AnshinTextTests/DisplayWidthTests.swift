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
    ])
    func columns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
