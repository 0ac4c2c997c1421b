import Anshin
import Foundation
import Testing

/// CLDR's data as Babel gives it (`Tests/CLDR/cldr-vectors.json`, written by
/// `Tests/CLDR/cldr_vectors.py`, which CI reruns to prove the file is Babel's), replayed through
/// `PluralRules`, the built-in catalogs' number symbols and their spoken part separators.
@Suite("CLDR vectors from Babel")
struct CLDRVectorTests {
    struct Vectors: Decodable {
        struct Plural: Decodable {
            var categories: [PluralCategory]
            var forms: String
        }

        struct Numbers: Decodable {
            var decimalSeparator: String
            var groupingSeparator: String
            var minusSign: String
            var minimumGroupingDigits: Int
            var written: [String: String]
        }

        var source: String
        var numbers: [String]
        var plurals: [String: Plural]
        var sameRules: [String: String]
        var numberSymbols: [String: Numbers]
        var directions: [String: String]
        var listSeparators: [String: String]
    }

    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CLDR/cldr-vectors.json")

    /// The vectors; empty when the file cannot be read, which ``coverage()`` reports.
    static let vectors: Vectors =
        (try? JSONDecoder().decode(Vectors.self, from: Data(contentsOf: file)))
        ?? Vectors(
            source: "",
            numbers: [],
            plurals: [:],
            sameRules: [:],
            numberSymbols: [:],
            directions: [:],
            listSeparators: [:]
        )

    static let letters: [Character: PluralCategory] = [
        "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, ".": .other,
    ]

    @Test("The vectors cover every language the rules name, with decimals of one and two fraction digits")
    func coverage() throws {
        let vectors = Self.vectors
        #expect(
            vectors.source.hasPrefix("Babel 2.18.0, CLDR 47"),
            "\(Self.file.path) is missing or unreadable: run Tests/CLDR/cldr_vectors.py"
        )
        for tag in [
            "en", "de", "es", "it", "ca", "fr", "pt", "pt-PT", "pt-BR", "ru", "uk", "be", "pl", "da", "ja", "ko", "zh",
            "ar", "he",
        ] {
            #expect(vectors.plurals[tag] != nil, "\(tag) is not checked")
        }
        #expect(Set(["0", "1", "1000", "1.0", "1.5", "0.05", "21.0", "1000000"]).isSubset(of: Set(vectors.numbers)))
        let counts = try vectors.numbers.map { try UserText.Count($0) }
        #expect(counts.filter(\.isWhole).count > 1000)
        #expect(counts.contains { $0.scale == 1 } && counts.contains { $0.scale == 2 })
    }

    @Test(
        "Every language's rules give Babel's category for every number",
        arguments: Self.vectors.plurals.keys.sorted()
    )
    func pluralCategories(tag: String) throws {
        let expected = try #require(Self.vectors.plurals[tag])
        let rules = PluralRules(languageCode: tag)
        #expect(rules.categories == expected.categories, "\(tag)'s categories")
        var mismatches: [String] = []
        for (number, letter) in zip(Self.vectors.numbers, expected.forms) {
            let count = try UserText.Count(number)
            let category = rules.category(for: count)
            if category != Self.letters[letter] {
                mismatches.append("\(number): \(category), CLDR \(Self.letters[letter].map(\.rawValue) ?? "?")")
            }
            // The whole-number and operand forms agree with the count form.
            if let whole = count.integerValue {
                #expect(rules.category(for: whole) == category)
            }
            #expect(rules.category(for: count.pluralOperands) == category)
        }
        #expect(expected.forms.count == Self.vectors.numbers.count)
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.prefix(10).joined(separator: "; "))")
    }

    @Test("Every regional locale of those languages has the rules Babel gives it (pt-AO has Portugal's)")
    func regionalLocales() {
        #expect(Self.vectors.sameRules.count > 200)
        #expect(Self.vectors.sameRules["pt-AO"] == "pt-PT")
        #expect(Self.vectors.sameRules["en-GB"] == "en")
        for (tag, same) in Self.vectors.sameRules.sorted(by: { $0.key < $1.key }) {
            #expect(PluralRules(languageCode: tag) == PluralRules(languageCode: same), "\(tag) should count as \(same)")
            #expect(
                PluralRules(languageCode: tag.replacingOccurrences(of: "-", with: "_"))
                    == PluralRules(languageCode: same),
                "\(tag) with underscores"
            )
        }
    }

    @Test(
        "Each built-in catalog writes numbers with its language's CLDR symbols",
        arguments: Catalog.builtIn.map(\.languageCode)
    )
    func numberSymbols(languageCode: String) throws {
        let expected = try #require(Self.vectors.numberSymbols[languageCode], "no vectors for \(languageCode)")
        let catalog = try #require(Catalog.builtIn(for: languageCode))
        #expect(catalog.numberSymbols.decimalSeparator == expected.decimalSeparator)
        #expect(catalog.numberSymbols.groupingSeparator == expected.groupingSeparator)
        #expect(catalog.numberSymbols.minusSign == expected.minusSign)
        #expect(catalog.numberSymbols.minimumGroupingDigits == expected.minimumGroupingDigits)
        for (number, written) in expected.written.sorted(by: { $0.key < $1.key }) {
            let count = try UserText.Count(number)
            // Babel ignores CLDR's minimumGroupingDigits: where it is 2, a number of four integer digits
            // is not grouped (Spanish 1234, not 1.234).
            let integerDigits = number.drop { $0 == "-" }.prefix { $0 != "." }.count
            var cldr =
                expected.minimumGroupingDigits == 2 && integerDigits == 4
                ? written.replacingOccurrences(of: expected.groupingSeparator, with: "") : written
            // Babel writes the pattern's hyphen-minus where CLDR says the locale's minus sign goes
            // (Arabic's and Hebrew's starts with U+200E LEFT-TO-RIGHT MARK, as ICU writes it).
            if cldr.hasPrefix("-") { cldr = expected.minusSign + cldr.dropFirst() }
            #expect(catalog.formatted(count) == cldr, "\(number)")
            if let whole = count.integerValue {
                #expect(catalog.formatted(whole) == cldr, "\(number)")
            }
        }
    }

    @Test(
        "Each built-in catalog joins a spoken utterance's parts with its language's CLDR list separator",
        arguments: Catalog.builtIn.map(\.languageCode)
    )
    func spokenPartSeparator(languageCode: String) throws {
        let expected = try #require(Self.vectors.listSeparators[languageCode], "no vectors for \(languageCode)")
        let catalog = try #require(Catalog.builtIn(for: languageCode))
        #expect(catalog[.spokenPartSeparator] == .text(expected))
        #expect(UserText.localized(.spokenPartSeparator).resolved(using: catalog) == expected)
    }

    @Test("Every locale CLDR knows has the layout direction CLDR gives it (ar, he, fa, ur, pa-Arab right to left)")
    func directions() {
        #expect(Self.vectors.directions.count > 1000)
        #expect(Self.vectors.directions["ar"] == "rtl" && Self.vectors.directions["ks-Deva"] == "ltr")
        var mismatches: [String] = []
        for (tag, direction) in Self.vectors.directions.sorted(by: { $0.key < $1.key }) {
            let expected: LayoutDirection = direction == "rtl" ? .rightToLeft : .leftToRight
            if LayoutDirection(languageCode: tag) != expected { mismatches.append(tag) }
            if LayoutDirection(languageCode: tag.replacingOccurrences(of: "-", with: "_")) != expected {
                mismatches.append("\(tag) with underscores")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).joined(separator: ", "))")
    }
}
