import Anshin
import AnshinHTTP

/// `Accept` and `Accept-Language` negotiation, produced by ``HTTPFormat/negotiated(accept:among:)``,
/// ``AcceptLanguage`` and ``Catalog/negotiated(for:among:)``.
enum NegotiationVectors {
    static let acceptHeaders: [(String?, String)] = [
        (nil, "No Accept header: the first offered format"),
        ("", "An empty header says nothing usable: the first offered format"),
        ("application/json", "The wire document"),
        ("application/problem+json", "Problem details"),
        ("text/html", "HTML"),
        ("text/plain", "Plain text"),
        ("text/html;q=0.9, application/json", "The higher weight wins"),
        ("text/*", "A subtype wildcard: the first offered text format"),
        ("*/*", "Anything: the first offered format"),
        ("image/png", "Nothing offered is acceptable: 406"),
        ("application/json;q=0, */*", "The more specific range's weight wins: JSON refused, the rest accepted"),
        ("application/json;q=0", "Everything refused: 406"),
        ("text/html;charset=utf-8", "charset=utf-8 is the one parameter that matches"),
        ("text/html;level=1", "Another parameter does not match: 406"),
        ("text/html;level=1, text/plain;q=0.5", "The range with an unknown parameter is skipped"),
        ("TEXT/HTML", "Media types compare without regard to case"),
        ("text/plain;q=0.5, text/html;q=0.5", "Equal weights and specificity: the client's first range"),
        ("*/*;q=0.1, text/plain;q=0.1", "Equal weights: the more specific range wins"),
        ("text/html;q=2", "A weight above 1 is malformed; nothing usable remains: the first offered format"),
        ("text/html;q=0.1234, text/plain", "A weight with four decimals is malformed and skipped"),
        ("garbage, text/plain;q=0.3", "A malformed element is skipped among good ones"),
        ("application/*;q=0.5, application/problem+json", "problem+json named exactly beats application/*"),
        (" text/html ; q=0.8 ,application/json;q=0.7", "White space around elements and parameters is allowed"),
        ("text/html;q=0.001", "The smallest weight above 0 is acceptable"),
        ("*/*;q=0", "Everything refused: 406"),
        (
            "text/html;q=0.5;level=1, text/plain;q=0.4",
            "A parameter after the weight is still the range's (RFC 9110): text/html;level=1 is not HTML"
        ),
        ("text/html;q=0.3;q=0.9, text/plain;q=0.4", "The first weight counts; a second is ignored"),
    ]

    static let offers: [(String, [HTTPFormat])] = [
        ("all", HTTPFormat.allCases),
        ("html-first", [.html, .text, .wireDocument]),
        ("problem", [.problemDetails, .wireDocument, .html, .text]),
    ]

    static let acceptLanguageHeaders: [(String, String)] = [
        ("", "An empty header: no preference"),
        ("ja", "An exact match"),
        ("ja-JP", "A range with a region falls back to its language"),
        ("ja-JP,ja;q=0.9", "A browser's Japanese"),
        ("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1", "French is not supported; Japanese is wanted next"),
        ("fr, *;q=0.1", "The wildcard takes the first supported language"),
        ("fr, de", "Nothing supported: no match (the default language)"),
        ("en;q=0, *", "A language refused with q=0 is never chosen, even by the wildcard"),
        ("EN-us", "Tags compare without regard to case"),
        ("en;q=0.5, ja;q=0.5", "Equal weights: the header's order"),
        ("en;q=0.4, ja;q=0.6", "The higher weight wins whatever the order"),
        ("ja;q=2, en", "A malformed weight skips its element"),
        ("zh-Hant-TW, en-GB;q=0.8", "en-GB falls back to en"),
        ("*", "The wildcard alone"),
        ("en-GB;q=0, en", "A refused tag leaves its shorter tag and the other regions"),
    ]

    static let supportedSets: [[String]] = [["en", "ja"], ["ja", "en"], ["en-GB", "en-US", "ja"]]

    /// `Accept-Language` values against the built-in catalogs, in ``Catalog/builtIn``'s order: every
    /// catalog found, Chinese by script and region, Portuguese by region, a deprecated code, weights and
    /// the fallback to English.
    static let catalogHeaders: [(String, String)] = [
        ("en", "English"),
        ("en-US", "English (United States) falls back to English"),
        ("en-GB", "English (United Kingdom) falls back to English"),
        ("ja-JP", "Japanese (Japan) falls back to Japanese"),
        ("de", "German"),
        ("de-AT", "German (Austria) falls back to German"),
        ("fr-FR", "French (France) falls back to French"),
        ("fr-CA, en;q=0.5", "French (Canada) falls back to French, wanted before English"),
        ("es", "Spanish"),
        ("es-419", "Spanish (Latin America, a numeric region) falls back to Spanish"),
        ("es-MX", "Spanish (Mexico) falls back to Spanish"),
        ("it-IT", "Italian (Italy) falls back to Italian"),
        ("pt", "Portuguese without a region is Brazil's (CLDR's likely subtags: pt is pt-BR)"),
        ("pt-BR", "Portuguese (Brazil)"),
        ("pt-PT", "Portuguese (Portugal)"),
        ("pt-AO", "Portuguese (Angola): CLDR's pt-AO inherits from pt-PT"),
        ("pt-CH", "Portuguese (Switzerland): CLDR's pt-CH inherits from pt-PT"),
        ("pt-CV", "Portuguese (Cape Verde): CLDR's pt-CV inherits from pt-PT"),
        ("pt-GQ", "Portuguese (Equatorial Guinea): CLDR's pt-GQ inherits from pt-PT"),
        ("pt-GW", "Portuguese (Guinea-Bissau): CLDR's pt-GW inherits from pt-PT"),
        ("pt-LU", "Portuguese (Luxembourg): CLDR's pt-LU inherits from pt-PT"),
        ("pt-MO", "Portuguese (Macao): CLDR's pt-MO inherits from pt-PT"),
        ("pt-MZ", "Portuguese (Mozambique): CLDR's pt-MZ inherits from pt-PT"),
        ("pt-ST", "Portuguese (São Tomé and Príncipe): CLDR's pt-ST inherits from pt-PT"),
        ("pt-TL", "Portuguese (Timor-Leste): CLDR's pt-TL inherits from pt-PT"),
        ("pt-US", "Portuguese of a region outside Portugal's is Brazil's"),
        ("pt-Latn-PT", "A script subtag before the region: the region still makes it Portugal's"),
        ("PT-pt", "Tags compare without regard to case"),
        ("ko-KR", "Korean (Korea) falls back to Korean"),
        ("zh", "Chinese without a script or region is Simplified (CLDR's likely subtags: zh is zh-Hans-CN)"),
        ("zh-CN", "Chinese (China) is Simplified"),
        ("zh-SG", "Chinese (Singapore) is Simplified"),
        ("zh-MY", "Chinese of another region is Simplified"),
        ("zh-Hans", "Chinese in Simplified script"),
        ("zh-Hans-CN", "Simplified script and China"),
        ("zh-TW", "Chinese (Taiwan) is Traditional"),
        ("zh-HK", "Chinese (Hong Kong) is Traditional"),
        ("zh-MO", "Chinese (Macao) is Traditional"),
        ("zh-Hant", "Chinese in Traditional script"),
        ("zh-Hant-TW", "Traditional script and Taiwan"),
        ("zh-Hans-TW", "A script subtag wins over a region: Simplified, though Taiwan writes Traditional"),
        ("zh-Hant-CN", "A script subtag wins over a region: Traditional, though China writes Simplified"),
        ("zh-hant-hk", "Script and region compare without regard to case"),
        ("ru-RU", "Russian (Russia) falls back to Russian"),
        ("pl-PL", "Polish (Poland) falls back to Polish"),
        ("uk-UA", "Ukrainian (Ukraine) falls back to Ukrainian"),
        ("ar", "Arabic"),
        ("ar-EG", "Arabic (Egypt) falls back to Arabic"),
        ("ar-SA", "Arabic (Saudi Arabia) falls back to Arabic"),
        ("he", "Hebrew"),
        ("he-IL", "Hebrew (Israel) falls back to Hebrew"),
        ("iw", "iw, Hebrew's deprecated code, finds Hebrew"),
        ("iw-IL", "iw-IL finds Hebrew"),
        ("uk, ru;q=0.9", "Ukrainian wanted before Russian"),
        ("ru;q=0.9, uk", "The higher weight wins whatever the order"),
        ("ar;q=0.5, he;q=0.5", "Equal weights: the header's order (Arabic)"),
        ("he;q=0.5, ar;q=0.5", "Equal weights: the header's order (Hebrew)"),
        ("zh-CN;q=0.5, zh-TW;q=0.9", "Traditional wanted more than Simplified"),
        ("pt-PT;q=0.4, pt-BR;q=0.6", "Brazil's Portuguese wanted more than Portugal's"),
        ("pt-BR;q=0, pt", "Brazil's refused: pt finds the other Portuguese catalog, Portugal's"),
        ("zh-Hans;q=0, zh", "Simplified refused: zh finds the other Chinese catalog, Traditional"),
        ("zh-Hant;q=0, zh-TW", "Traditional refused: zh-TW finds nothing, so English"),
        ("zh-Hant;q=0, zh-TW, zh-CN;q=0.5", "Traditional refused: the next range finds Simplified"),
        ("nl-BE, ja-JP;q=0.9, en;q=0.8", "Dutch is not built in; Japanese is wanted next"),
        ("nl", "No built-in catalog fits: English"),
        ("nl-NL, fy;q=0.5", "No range fits: English"),
        ("", "An empty header: English"),
        ("*", "The wildcard: the first built-in catalog, English"),
        ("en;q=0, *", "English refused: the wildcard takes the next built-in catalog"),
        ("ar;q=0, he;q=0", "Everything named is refused: English"),
        ("ja;q=2, ko", "A malformed weight skips its element"),
    ]

    /// `Accept-Language` values against servers that name their languages otherwise: the script and
    /// region mapping finds the closest tag they offer, and a deprecated code its replacement.
    static let mappingSets: [([String], [(String, String)])] = [
        (
            ["zh", "en"],
            [
                ("zh-TW", "Chinese with no script split: zh-TW falls back to zh"),
                ("zh-Hant", "zh-Hant falls back to zh"),
                ("zh-Hans-SG", "zh-Hans-SG falls back to zh"),
            ]
        ),
        (
            ["zh-Hant-HK", "zh-Hant", "zh-Hans"],
            [
                ("zh-HK", "zh-HK is zh-Hant-HK first"),
                ("zh-TW", "zh-TW is zh-Hant-TW, not offered, then zh-Hant"),
                ("zh-MO", "zh-MO is Traditional"),
                ("zh", "zh is Simplified"),
                ("zh-SG", "zh-SG is Simplified"),
                ("zh-Hans-HK", "A script subtag wins over a region"),
            ]
        ),
        (
            ["pt", "pt-PT"],
            [
                ("pt-BR", "pt-BR falls back to pt"),
                ("pt-AO", "pt-AO is pt-PT before pt"),
                ("pt-MZ", "pt-MZ is pt-PT before pt"),
                ("pt", "An exact match"),
            ]
        ),
        (
            ["en", "pt-PT"],
            [
                ("pt", "Brazil's Portuguese is not offered: pt finds a longer tag, pt-PT"),
                ("pt-BR", "pt-BR finds neither pt-BR nor pt, and no longer tag of pt-BR: none"),
            ]
        ),
        (
            ["en", "he-IL"],
            [
                ("iw", "iw is he, and he finds a longer tag, he-IL"),
                ("iw-IL", "iw-IL is he-IL"),
                ("he-IL, en;q=0.5, iw;q=0", "iw refused is Hebrew refused, he-IL with it: English"),
            ]
        ),
        (
            ["en", "id", "yi", "jv", "ro"],
            [
                ("in", "in, deprecated, is id"),
                ("ji", "ji, deprecated, is yi"),
                ("jw", "jw, deprecated, is jv"),
                ("mo", "mo, deprecated, is ro"),
            ]
        ),
        (
            ["fr", "en-GB", "en-US", "ja"],
            [
                ("fr;q=0.5, *", "The wildcard matches only what no other range names: English, wanted over French"),
                ("fr-CH;q=0.5, *", "fr-CH finds fr, so the wildcard does not: English"),
                ("en;q=0.5, *", "en names every English tag: the wildcard takes French"),
                ("fr;q=0.5, en;q=0.4, ja;q=0.3, *", "Every language named: the wildcard finds none, and French wins"),
                ("*;q=0.5, ja", "Japanese named first: the wildcard is not needed"),
                ("ja;q=0, fr;q=0.5, *", "Japanese refused and French named: the wildcard takes English"),
            ]
        ),
    ]

    static func cases() -> [VectorJSON] {
        var cases: [VectorJSON] = []
        for (offerName, offered) in Self.offers {
            for (index, (header, description)) in Self.acceptHeaders.enumerated() {
                let chosen = HTTPFormat.negotiated(accept: header, among: offered)
                cases.append(
                    vectorCase(
                        "accept-\(offerName)-\(index + 1)",
                        description,
                        [
                            (
                                "input",
                                .compact(
                                    .object([
                                        ("header", "Accept"), ("value", .optional(header)),
                                        ("offered", .array(offered.map { .string($0.rawValue) })),
                                    ])
                                )
                            ),
                            (
                                "expected",
                                .compact(
                                    .object([
                                        ("format", .optional(chosen?.rawValue)),
                                        ("mediaType", .optional(chosen?.mediaType)),
                                        ("status", .int(chosen == nil ? 406 : 200)),
                                    ])
                                )
                            ),
                        ]
                    )
                )
            }
        }
        for (setIndex, supported) in Self.supportedSets.enumerated() {
            for (index, (header, description)) in Self.acceptLanguageHeaders.enumerated() {
                cases.append(
                    Self.languageCase(
                        "accept-language-\(setIndex + 1)-\(index + 1)",
                        description,
                        header: header,
                        supported: supported
                    )
                )
            }
        }
        let catalogs = Catalog.builtIn.map(\.languageCode)
        for (index, (header, description)) in Self.catalogHeaders.enumerated() {
            cases.append(
                Self.languageCase(
                    "accept-language-catalogs-\(index + 1)",
                    description,
                    header: header,
                    supported: catalogs,
                    catalog: Catalog.negotiated(for: header).languageCode
                )
            )
        }
        for (setIndex, (supported, headers)) in Self.mappingSets.enumerated() {
            for (index, (header, description)) in headers.enumerated() {
                cases.append(
                    Self.languageCase(
                        "accept-language-mapping-\(setIndex + 1)-\(index + 1)",
                        description,
                        header: header,
                        supported: supported
                    )
                )
            }
        }
        return cases
    }

    /// An `Accept-Language` case: the header and the supported languages → the language chosen and,
    /// among the built-in catalogs, the catalog ``Catalog/negotiated(for:among:)`` answers with.
    static func languageCase(
        _ id: String,
        _ description: String,
        header: String,
        supported: [String],
        catalog: String? = nil
    ) -> VectorJSON {
        let chosen = AcceptLanguage(header).bestMatch(among: supported)
        var expected: [(String, VectorJSON)] = [("language", .optional(chosen))]
        if let catalog { expected.append(("catalog", .string(catalog))) }
        return vectorCase(
            id,
            description,
            [
                (
                    "input",
                    .compact(
                        .object([
                            ("header", "Accept-Language"), ("value", .string(header)),
                            ("supported", .array(supported.map { .string($0) })),
                        ])
                    )
                ),
                ("expected", .compact(.object(expected))),
            ]
        )
    }

    static func files() -> [VectorFile] {
        [
            VectorFile(
                name: "negotiation.json",
                schema: "negotiation.schema.json",
                description:
                    "Content negotiation: an Accept header and the formats offered → the format chosen or 406; "
                    + "an Accept-Language header and the languages supported → the language chosen or none and, "
                    + "among the built-in catalogs, the catalog answered (English when none fits)",
                cases: Self.cases()
            )
        ]
    }
}
