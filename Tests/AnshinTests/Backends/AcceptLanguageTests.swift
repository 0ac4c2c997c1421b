import Anshin
import Testing

@Suite("Accept-Language negotiation")
struct AcceptLanguageTests {
    @Test(arguments: [
        ("ja", "ja"),
        ("ja-JP", "ja"),
        ("JA-jp", "ja"),
        ("ja_JP", "en"),
        ("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1", "ja"),
        ("en-GB,en;q=0.9,ja;q=0.8", "en"),
        ("de, *;q=0.5", "en"),
        ("*", "en"),
        ("ja;q=0.2, en;q=0.9", "en"),
        ("en;q=0, ja;q=0.1", "ja"),
        ("*, en;q=0", "ja"),
        ("fr", "en"),
        ("", "en"),
        (";;;,,,", "en"),
        ("ja;q=2, en;q=abc, ja-JP;q=0.5", "ja"),
        ("zh-Hant-TW, ja", "ja"),
        ("  ja  ;  q=0.7 , en ; q=0.6", "ja"),
        ("x-klingon, ja;q=0.3", "ja"),
    ])
    func picksTheBestBuiltInCatalog(header: String, language: String) {
        #expect(Catalog.negotiated(for: header).languageCode == language)
    }

    @Test func prefersByQualityAndThenByOrder() {
        let accept = AcceptLanguage("en;q=0.5, ja, fr;q=0.5")
        #expect(accept.preferences.map(\.range) == ["ja", "en", "fr"])
        #expect(accept.preferences.map(\.quality) == [1, 0.5, 0.5])
    }

    @Test func aRangeFindsALongerSupportedTag() {
        #expect(AcceptLanguage("en").bestMatch(among: ["ja", "en-GB"]) == "en-GB")
        #expect(AcceptLanguage("pt-BR").bestMatch(among: ["pt-PT", "pt"]) == "pt")
        #expect(AcceptLanguage("de").bestMatch(among: ["en", "ja"]) == nil)
    }

    @Test func malformedPartsAreSkipped() {
        #expect(AcceptLanguage("en-, 12, ja;q=0.5;x=1, toolongsubtag, en").preferences.map(\.range) == ["en"])
    }

    @Test func hostCatalogsTakePart() {
        let french = Catalog(languageCode: "fr", entries: [.retry: "Réessayer"])
        let chosen = Catalog.negotiated(for: "fr-CA, en;q=0.5", among: Catalog.builtIn + [french])
        #expect(chosen == french)
        #expect(UserText.localized(.cancel).resolved(using: chosen) == "Cancel")
    }
}
