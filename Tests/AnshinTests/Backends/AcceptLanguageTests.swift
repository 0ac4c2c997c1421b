import Anshin
import Testing

@Suite("Accept-Language negotiation")
struct AcceptLanguageTests {
    @Test(arguments: [
        ("ja", "ja"),
        ("ja-JP", "ja"),
        ("JA-jp", "ja"),
        ("ja_JP", "en"),
        ("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1", "fr"),
        ("eo-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1", "ja"),
        ("en-GB,en;q=0.9,ja;q=0.8", "en"),
        ("de, *;q=0.5", "de"),
        ("eo, *;q=0.5", "en"),
        ("*", "en"),
        ("ja;q=0.2, en;q=0.9", "en"),
        ("en;q=0, ja;q=0.1", "ja"),
        ("*, en;q=0", "ja"),
        ("fr", "fr"),
        ("eo", "en"),
        ("", "en"),
        (";;;,,,", "en"),
        ("ja;q=2, en;q=abc, ja-JP;q=0.5", "ja"),
        ("zh-Hant-TW, ja", "zh-Hant"),
        ("tlh, ja", "ja"),
        ("  ja  ;  q=0.7 , en ; q=0.6", "ja"),
        ("x-klingon, ja;q=0.3", "ja"),
        ("IW", "he"),
        ("ZH-hant, ja;q=0.5", "zh-Hant"),
        ("ZH-TW", "zh-Hant"),
        ("PT-pt", "pt-PT"),
        ("he;q=0.9, ja;q=0.5, he;q=0", "ja"),
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

    @Test("q=0 refuses the range's tag and every longer tag of it, a deprecated code standing for its replacement")
    func aRefusalCoversLongerTagsAndDeprecatedCodes() {
        #expect(AcceptLanguage("*, en;q=0").bestMatch(among: ["en-GB", "ja"]) == "ja")
        #expect(AcceptLanguage("*, EN;q=0").bestMatch(among: ["en-gb", "ja"]) == "ja")
        #expect(AcceptLanguage("en-GB;q=0, en").bestMatch(among: ["en-GB", "en"]) == "en")
        #expect(AcceptLanguage("en-GB;q=0, *").bestMatch(among: ["en-GB", "en-US"]) == "en-US")
        #expect(AcceptLanguage("he, ja;q=0.5, iw;q=0").bestMatch(among: ["he", "ja"]) == "ja")
        #expect(AcceptLanguage.bestMatch(in: "he-IL, ja;q=0.1, IW;q=0", among: ["he-IL", "ja"]) == 1)
        #expect(AcceptLanguage.bestMatch(in: "iw-IL;q=0, he", among: ["he-IL", "he"]) == 1)
        #expect(AcceptLanguage.bestMatch(in: "*, in;q=0", among: ["id", "ja"]) == 1)
        #expect(AcceptLanguage.bestMatch(in: "english, en;q=0", among: ["en"]) == nil)
        // A refusal is of whole subtags: `en` does not refuse `eng`.
        #expect(AcceptLanguage.bestMatch(in: "*, en;q=0", among: ["eng", "en"]) == 0)
    }

    @Test("`*` matches only the languages no other range names: those a range finds, is, or extends")
    func theWildcardMatchesWhatNoOtherRangeNames() {
        let supported = ["fr", "en-GB", "en-US", "ja"]
        // Any other language is wanted more than French, which comes first among the supported.
        #expect(AcceptLanguage.bestMatch(in: "fr;q=0.5, *", among: supported) == 1)
        #expect(AcceptLanguage("fr;q=0.5, *").bestMatch(among: supported) == "en-GB")
        // fr-CH finds fr (by removing its region), so fr is named too.
        #expect(AcceptLanguage.bestMatch(in: "fr-CH;q=0.5, *", among: supported) == 1)
        // en names both English tags, which extend it.
        #expect(AcceptLanguage.bestMatch(in: "en;q=0.5, *", among: ["en-GB", "en-US", "ja"]) == 2)
        // Every supported language named: the wildcard finds nothing, and the most wanted named one wins.
        #expect(AcceptLanguage.bestMatch(in: "fr;q=0.5, en;q=0.4, ja;q=0.3, *", among: supported) == 0)
        #expect(AcceptLanguage.bestMatch(in: "fr;q=0.5, *", among: ["fr"]) == 0)
        // A language refused and another named: the wildcard takes the rest.
        #expect(AcceptLanguage.bestMatch(in: "ja;q=0, fr;q=0.5, *", among: ["ja", "fr", "en"]) == 2)
        // The wildcard less wanted than a named language changes nothing.
        #expect(AcceptLanguage.bestMatch(in: "*;q=0.5, ja", among: supported) == 3)
        #expect(Catalog.negotiated(for: "en;q=0.5, *").languageCode == "ja")
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
            "en;q=0.5, *", "pt;q=0.2, ja;q=0, *;q=0.9",
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

    @Test("A hostile header: one Chinese or Portuguese range of 64 KB of subtags is looked up in linear time")
    func hostileChineseRange() {
        let supported = Catalog.builtIn.map(\.languageCode)
        let clock = ContinuousClock()
        for language in ["zh", "pt", "iw"] {
            let header = language + String(repeating: "-a", count: 32_000)
            #expect(header.utf8.count > 64_000)
            var index: Int?
            let elapsed = clock.measure { index = AcceptLanguage.bestMatch(in: header, among: supported) }
            let expected = ["zh": "zh-Hans", "pt": "pt-BR", "iw": "he"][language]
            #expect(index.map { supported[$0] } == expected, "\(language)")
            #expect(elapsed < .seconds(2), "\(language): \(elapsed)")
        }
    }

    @Test("More than 64 supported languages: refusals past the 64th count, once each, in a long header")
    func manySupportedLanguages() {
        // Tags aa-AA … for 130 languages: positions past 63 are refused through the list beyond the mask.
        let supported = (0..<130).map { index in
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
            return "x" + String(decoding: [letters[index / 26], letters[index % 26]], as: UTF8.self).lowercased()
        }
        let refusedLate = supported[100]
        // The same refusal thousands of times, then a wanted range for it and one for a later language.
        let header =
            String(repeating: "\(refusedLate);q=0,", count: 4_000) + "\(refusedLate);q=0.9,\(supported[120]);q=0.5"
        #expect(header.utf8.count > 30_000)
        #expect(AcceptLanguage.bestMatch(in: header, among: supported) == 120)
        #expect(AcceptLanguage(header).bestMatch(among: supported) == supported[120])
        #expect(AcceptLanguage.bestMatch(in: "\(supported[70]);q=0, *", among: Array(supported[60..<72])) == 0)
        #expect(AcceptLanguage.bestMatch(in: "*;q=0.5, \(supported[129]);q=0", among: [supported[129]]) == nil)
    }

    @Test("A supported tag written as a locale identifier (ja_JP) is found as ja-JP")
    func underscoreTags() {
        let supported = ["en", "ja_JP", "pt_BR"]
        #expect(AcceptLanguage("ja-JP").bestMatch(among: supported) == "ja_JP")
        #expect(AcceptLanguage("ja").bestMatch(among: supported) == "ja_JP")
        #expect(AcceptLanguage("PT-br, en;q=0.5").bestMatch(among: supported) == "pt_BR")
        #expect(AcceptLanguage("ja;q=0, en;q=0.1").bestMatch(among: supported) == "en")
        #expect(AcceptLanguage.bestMatch(in: "ja-JP;q=0, *", among: supported) == 0)
    }

    @Test func hostCatalogsTakePart() {
        let french = Catalog(languageCode: "fr", entries: [.retry: "Recommencer"])
        let chosen = Catalog.negotiated(for: "fr-CA, en;q=0.5", among: [.english, french])
        #expect(chosen == french)
        #expect(UserText.localized(.retry).resolved(using: chosen) == "Recommencer")
        // A key the host's catalog lacks comes from the built-in catalog of its language.
        #expect(UserText.localized(.cancel).resolved(using: chosen) == "Annuler")
    }

    @Test(
        "Scripts and regions: Chinese by script (a script subtag wins over a region), Portuguese by region, iw is Hebrew",
        arguments: [
            ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hans", "zh-Hans"),
            ("zh-hans-cn", "zh-Hans"), ("zh-MY", "zh-Hans"),
            ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hant", "zh-Hant"),
            ("ZH-hant", "zh-Hant"), ("zh-Hant-CN", "zh-Hant"), ("zh-Hans-TW", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"),
            ("pt", "pt-BR"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"), ("pt-pt", "pt-PT"), ("pt-AO", "pt-PT"),
            ("pt-MZ", "pt-PT"), ("pt-Latn-PT", "pt-PT"), ("pt-US", "pt-BR"),
            ("iw", "he"), ("iw-IL", "he"), ("he-IL", "he"), ("ar-EG", "ar"), ("ar-XB", "ar"),
            ("zh-TW;q=0.5, pt-PT;q=0.9", "pt-PT"), ("en;q=0.1, zh-HK", "zh-Hant"),
            ("de-AT", "de"), ("fr-CA", "fr"), ("es-419", "es"), ("it-CH", "it"), ("ko-KR", "ko"), ("ru-UA", "ru"),
            ("pl-PL", "pl"), ("uk-UA", "uk"), ("en-XA", "en"),
        ]
    )
    func scriptsAndRegions(header: String, language: String) {
        #expect(Catalog.negotiated(for: header).languageCode == language)
        // One tag finds the same catalog, but for the pseudo-locales' own tags.
        if !header.contains(","), !header.hasSuffix("-XA"), !header.hasSuffix("-XB") {
            #expect(Catalog.builtIn(for: header)?.languageCode == language)
        }
    }

    @Test("A server's own tags: an exact tag first, a region its CLDR parent, iw a longer he tag")
    func ownTags() {
        let supported = ["en", "zh-CN", "zh-TW", "pt-BR", "pt-PT", "he-IL"]
        #expect(AcceptLanguage("zh-TW").bestMatch(among: supported) == "zh-TW")
        #expect(AcceptLanguage("pt-AO").bestMatch(among: supported) == "pt-PT")
        #expect(AcceptLanguage("pt").bestMatch(among: supported) == "pt-BR")
        #expect(AcceptLanguage("iw").bestMatch(among: supported) == "he-IL")
        #expect(AcceptLanguage("zh-TW").bestMatch(among: ["zh", "en"]) == "zh")
        #expect(AcceptLanguage("zh-TW").bestMatch(among: ["zh-Hant-TW", "zh-Hant"]) == "zh-Hant-TW")
    }

    @Test(
        "A server's own Chinese tags with regions: a range finds one in its script, not merely the first",
        arguments: [
            ("zh", "zh_Hans_CN", "zh-CN"), ("zh-SG", "zh_Hans_CN", "zh-CN"), ("zh-CN", "zh_Hans_CN", "zh-CN"),
            ("zh-HK", "zh_Hant_TW", "zh-TW"), ("zh-MO", "zh_Hant_TW", "zh-TW"), ("zh-TW", "zh_Hant_TW", "zh-TW"),
            ("zh-Hant", "zh_Hant_TW", "zh-TW"), ("zh-Hans-HK", "zh_Hans_CN", "zh-CN"),
            ("zh-hant-hk", "zh_Hant_TW", "zh-TW"), ("ZH-HK", "zh_Hant_TW", "zh-TW"),
        ]
    )
    func ownChineseTags(header: String, locale: String, tag: String) {
        // Traditional is listed first, yet `zh` is Simplified Chinese: the script decides, then the order.
        #expect(AcceptLanguage(header).bestMatch(among: ["en", "zh_Hant_TW", "zh_Hans_CN"]) == locale)
        #expect(AcceptLanguage(header).bestMatch(among: ["en", "zh-TW", "zh-CN"]) == tag)
    }

    @Test("Portuguese of a region of Portugal's finds another such region; a refused tag is never chosen")
    func ownPortugueseTags() {
        #expect(AcceptLanguage("pt-MZ").bestMatch(among: ["en", "pt-AO"]) == "pt-AO")
        #expect(AcceptLanguage("pt-MZ").bestMatch(among: ["en", "pt-BR", "pt-AO"]) == "pt-BR")
        #expect(AcceptLanguage("zh, zh-CN;q=0").bestMatch(among: ["en", "zh-TW", "zh-CN"]) == "zh-TW")
        #expect(AcceptLanguage("zh-HK, zh-TW;q=0").bestMatch(among: ["en", "zh-TW", "zh-CN"]) == nil)
    }
}
