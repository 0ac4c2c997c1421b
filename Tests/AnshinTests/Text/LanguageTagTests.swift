import Anshin
import Testing

/// `Localizer.languageTag`: a language code as it may be written where a tag goes (a page's `lang`,
/// `Content-Language`, a wire document's `language`).
@Suite("Language tags for markup and headers")
struct LanguageTagTests {
    @Test(
        "A well-formed tag is kept; one with underscores is written with hyphens",
        arguments: [
            ("ja", "ja"), ("EN-us", "EN-us"), ("zh-Hant-TW", "zh-Hant-TW"), ("es-419", "es-419"),
            ("sgn-BE-FR", "sgn-BE-FR"), ("ja_JP", "ja-JP"), ("pt_PT", "pt-PT"), ("x-klingon", "x-klingon"),
            ("i-default", "i-default"), ("de-DE-1996", "de-DE-1996"), ("abcdefgh", "abcdefgh"),
            ("en-US-x-twain", "en-US-x-twain"), ("und", "und"),
        ]
    )
    func wellFormed(code: String, tag: String) {
        #expect(Catalog(languageCode: code).languageTag == tag)
    }

    @Test(
        "A code that is not a tag is written und: nothing of it reaches a header or an attribute",
        arguments: [
            "", " ", "en\r\nSet-Cookie: a=b", "not a tag!!", "de\u{1B}[31m", "ja\"", "ja JP", "x", "a-b", "1234",
            "en-", "-en", "en--US", "en__US", "abcdefghi", "en-123456789", "日本語", "ja-JP\u{0}", "e1",
        ]
    )
    func notATag(code: String) {
        #expect(Catalog(languageCode: code).languageTag == "und")
    }
}
