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
    ])
    func columns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
