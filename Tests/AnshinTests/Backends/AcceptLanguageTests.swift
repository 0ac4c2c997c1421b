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

    @Test(
        "Weights are strict: a range whose q is not a weight is skipped",
        arguments: [
            ("ja;q=0x1, en;q=0.5", "en"),
            ("ja;q=1e999, en;q=0.5", "en"),
            ("ja;q=2, en;q=0.5", "en"),
            ("ja;q=1.5, en;q=0.5", "en"),
            ("ja;q=0.1234, en;q=0.05", "en"),
            ("ja;q=.5, en;q=0.05", "en"),
            ("ja;q=-0, en;q=0.05", "en"),
            ("ja;q=, en;q=0.05", "en"),
            ("ja;q = 0.5, en;q=0.05", "en"),
            ("ja;q=0.5;x=1, en;q=0.05", "en"),
            ("ja;Q=0.5, en;q=0.05", "ja"),
            ("ja;q=1.000, en", "ja"),
            ("ja;q=0., en;q=0.001", "en"),
            ("en;q=0.999, ja;q=1.", "ja"),
        ]
    )
    func strictWeights(header: String, language: String) {
        #expect(Catalog.negotiated(for: header).languageCode == language)
        #expect(AcceptLanguage(header).bestMatch(among: ["en", "ja"]) == language)
    }

    @Test("Reading as it comes finds what the parsed preferences find")
    func streamingAgrees() {
        let headers = [
            "ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7", "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "*, en;q=0",
            "en;q=0, *", "ja;q=0, ja-JP", "EN-gb", "pt-BR", "zh-Hant-TW;q=0.3, *;q=0.2", ",,;q=1,ja", "",
            "x-klingon, ja;q=0.3", "ja;q=0.5, en;q=0.5", "en-GB-oed;q=0.1, ja-Jpan-JP;q=0.2",
        ]
        let supported = ["en", "ja", "en-GB", "pt", "zh-Hant"]
        for header in headers {
            let parsed = AcceptLanguage(header).bestMatch(among: supported)
            #expect(AcceptLanguage.bestMatch(in: header, among: supported).map { supported[$0] } == parsed, "\(header)")
        }
    }

    @Test("A hostile header: 64 KB of ranges, the refusal at the end still counts")
    func hostileHeader() {
        let header =
            Array(repeating: "de-DE-x-abcdefgh;q=0.5", count: 2_900).joined(separator: ",") + ", ja;q=0.4, ja;q=0"
        #expect(header.utf8.count > 64_000)
        #expect(AcceptLanguage.bestMatch(in: header, among: ["en", "ja"]) == nil)
        #expect(AcceptLanguage.bestMatch(in: header + ", *;q=0.1", among: ["en", "ja"]) == 0)
        #expect(AcceptLanguage(header).preferences.count == 2_902)
    }

    @Test func hostCatalogsTakePart() {
        let french = Catalog(languageCode: "fr", entries: [.retry: "Réessayer"])
        let chosen = Catalog.negotiated(for: "fr-CA, en;q=0.5", among: Catalog.builtIn + [french])
        #expect(chosen == french)
        #expect(UserText.localized(.cancel).resolved(using: chosen) == "Cancel")
    }
}
