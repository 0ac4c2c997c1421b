import Anshin

/// Plural categories by language and counted messages in each built-in language, produced by
/// ``PluralRules`` and the built-in ``Catalog``s.
enum TextVectors {
    /// The numbers every language is checked with, as written (fraction digits kept: `1.0` is not `1`):
    /// the integers 0–1000, and decimals with one and with two fraction digits.
    static let numbers: [String] = {
        var numbers = (0...1000).map { String($0) }
        for whole in Array(0...25) + [100, 101, 102, 111, 1000] {
            numbers += (0...9).map { "\(whole).\($0)" }
        }
        for whole in Array(0...12) + [21, 22, 101, 111] {
            numbers += ["00", "01", "05", "10", "20", "50", "99"].map { "\(whole).\($0)" }
        }
        return numbers
    }()

    /// Every language whose rules ``PluralRules`` knows: each two-letter code with a category
    /// besides `other`, found by asking it, then the built-in catalogs' languages (Japanese, Korean
    /// and Chinese among them, which have `other` only) and Portugal's Portuguese.
    static var languages: [String] {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        var languages = letters.flatMap { first in letters.map { first + $0 } }.filter {
            PluralRules(languageCode: $0).categories != [.other]
        }
        for extra in Catalog.builtIn.map(\.languageCode) + ["pt-PT"] where !languages.contains(extra) {
            languages.append(extra)
        }
        return languages
    }

    static func plurals() throws -> [VectorJSON] {
        try Self.languages.map { language in
            let rules = PluralRules(languageCode: language)
            var byCategory: [PluralCategory: [VectorJSON]] = [:]
            for number in Self.numbers {
                byCategory[rules.category(for: try UserText.Count(number)), default: []].append(.string(number))
            }
            return vectorCase(
                "plural-\(language)",
                "\(language)'s CLDR plural category for the integers 0-1000 and decimals with one and two fraction digits",
                [
                    ("input", .compact(.object([("language", .string(language))]))),
                    (
                        "expected",
                        .object(
                            [("categories", .compact(.array(rules.categories.map { .string($0.rawValue) })))]
                                + rules.categories.map { ($0.rawValue, .compact(.array(byCategory[$0] ?? []))) }
                        )
                    ),
                ]
            )
        }
    }

    /// The counts every counted message is resolved with: together they reach every plural category
    /// of every built-in language (a million is French, Spanish, Italian and Portuguese `many`), as
    /// `check_vectors.py` checks against CLDR.
    static let counts = [
        "0", "1", "2", "3", "5", "11", "21", "22", "25", "100", "1000", "1000000", "1234567", "1.0", "1.5", "0.5",
        "2.25",
    ]

    static func countedMessages() throws -> [VectorJSON] {
        var cases: [VectorJSON] = []
        // Every key that has plural forms in some built-in catalog, resolved in every one (Japanese
        // has one form for all counts).
        let keys = Set(
            Catalog.builtIn.flatMap { catalog in
                catalog.entries.compactMap { key, entry -> UserText.Key? in
                    if case .plural = entry { return key }
                    return nil
                }
            }
        ).sorted { $0.rawValue < $1.rawValue }
        for catalog in Catalog.builtIn {
            for key in keys {
                let resolved = try Self.counts.map { count -> VectorJSON in
                    .compact(
                        .array([
                            .string(count),
                            .string(UserText.localized(key, count: try UserText.Count(count)).resolved(using: catalog)),
                        ])
                    )
                }
                cases.append(
                    vectorCase(
                        "counted-\(catalog.languageCode)-\(key.rawValue)",
                        "\(key.rawValue) in \(catalog.languageCode) with each count: the plural form and the count written "
                            + "with the language's digits",
                        [
                            (
                                "input",
                                .compact(
                                    .object([
                                        ("language", .string(catalog.languageCode)), ("key", .string(key.rawValue)),
                                    ])
                                )
                            ),
                            ("expected", .array(resolved)),
                        ]
                    )
                )
            }
        }
        return cases
    }

    static func files() throws -> [VectorFile] {
        [
            VectorFile(
                name: "plurals.json",
                schema: "plurals.schema.json",
                description:
                    "CLDR cardinal plural categories: each language → the numbers (as written) in each category; "
                    + "checked against CLDR through Babel by check_plurals.py",
                cases: try Self.plurals()
            ),
            VectorFile(
                name: "text.json",
                schema: "text.schema.json",
                description: "Counted messages: a built-in language, a catalog key and a count → the resolved string",
                cases: try Self.countedMessages()
            ),
        ]
    }
}
