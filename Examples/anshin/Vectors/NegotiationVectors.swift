import Anshin
import AnshinHTTP

/// `Accept` and `Accept-Language` negotiation, produced by ``HTTPFormat/negotiated(accept:among:)``
/// and ``AcceptLanguage``.
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
    ]

    static let supportedSets: [[String]] = [["en", "ja"], ["ja", "en"], ["en-GB", "en-US", "ja"]]

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
                let chosen = AcceptLanguage(header).bestMatch(among: supported)
                cases.append(
                    vectorCase(
                        "accept-language-\(setIndex + 1)-\(index + 1)",
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
                            ("expected", .compact(.object([("language", .optional(chosen))]))),
                        ]
                    )
                )
            }
        }
        return cases
    }

    static func files() -> [VectorFile] {
        [
            VectorFile(
                name: "negotiation.json",
                schema: "negotiation.schema.json",
                description:
                    "Content negotiation: an Accept header and the formats offered → the format chosen or 406; "
                    + "an Accept-Language header and the languages supported → the language chosen or none",
                cases: Self.cases()
            )
        ]
    }
}
