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

    @Test(
        "The determined tag is the tag, or nil when its language is und (undetermined), in any case",
        arguments: [
            ("ja", "ja"), ("pt_BR", "pt-BR"), ("en-XA", "en-XA"), ("ar-XB", "ar-XB"), ("x-klingon", "x-klingon"),
            ("undo", "undo"), ("", nil), ("not a tag!!", nil), ("und", nil), ("UND", nil), ("und-Arab", nil),
            ("und_Latn_JP", nil),
        ] as [(String, String?)]
    )
    func determined(code: String, tag: String?) {
        #expect(Catalog(languageCode: code).determinedLanguageTag == tag)
    }

    @Test(
        "A code that is not a tag is no language everywhere: no built-in catalog, root's plural rule, left to right",
        arguments: [" ru", "ru ", " ar", "ar_SA.UTF-8", "he@calendar", "pl\t", "ja JP"]
    )
    func notATagIsNoLanguage(code: String) {
        let catalog = Catalog(languageCode: code)
        #expect(catalog.languageTag == "und")
        #expect(Catalog.builtIn(for: code) == nil)
        #expect(catalog.layoutDirection == .leftToRight)
        #expect(PluralRules(languageCode: code).category(for: 1) == .other)
        #expect(PluralRules(languageCode: code).category(for: 2) == .other)
        // Its text is English, with English's rules for English's strings, whichever count.
        for count in [1, 2, 5, 21] {
            #expect(
                UserText.localized(.itemsRegistered, count: count).resolved(using: catalog)
                    == UserText.localized(.itemsRegistered, count: count).resolved(using: Catalog.english)
            )
        }
    }
}
