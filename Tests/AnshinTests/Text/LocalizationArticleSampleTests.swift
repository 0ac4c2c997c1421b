import Anshin
import Foundation
import Testing

/// The host localizer of the Localization article's "Writing a host localizer", as written there.
private struct AppStrings: Localizer {
    let languageCode = "de"
    let table: [String: String]

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        self.table["\(key.rawValue).\(form.rawValue)"] ?? self.table[key.rawValue]
    }

    // German groups digits with a full stop and writes a decimal comma: 1.234 and 2,5.
    var numberSymbols: NumberSymbols { NumberSymbols(decimalSeparator: ",", groupingSeparator: ".") }
}

extension QuantityUnit {
    /// The app unit of the Accessibility article's "Quantities".
    fileprivate static var lap: Self { Self(rawValue: "lap") }
}

/// The samples the Localization and Accessibility articles show for counts, numbers and units, with
/// the results they claim.
@Suite("The articles' samples for counts, numbers and units")
struct LocalizationArticleSampleTests {
    @Test("Counts with fraction digits")
    func counts() throws {
        let distance = try UserText.Count("2.5")
        #expect(distance == (try UserText.Count(significand: 25, scale: 1)))
        #expect(try UserText.Count(2.4999, fractionDigits: 1) == distance)
        #expect(
            UserText.localized(.kilometreSpoken, count: distance).resolved(using: Catalog.english) == "2.5 kilometres"
        )
        #expect(
            UserText.localized(.minuteSpoken, count: try UserText.Count("1.0")).resolved(using: Catalog.english)
                == "1.0 minutes"
        )
        #expect(UserText.localized(.minuteSpoken, count: 1).resolved(using: Catalog.english) == "1 minute")
    }

    @Test("Numbers")
    func numbers() throws {
        let german = Catalog(
            languageCode: "de",
            numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
            entries: [.kilometreShort: "{count} km"]
        )
        #expect(
            UserText.localized(.kilometreShort, count: try UserText.Count("2.5")).resolved(using: german) == "2,5 km"
        )
        #expect(UserText.localized(.kilometreShort, count: 1234).resolved(using: german) == "1.234 km")
        #expect(
            NumberSymbols(decimalSeparator: ",", groupingSeparator: ".", minimumGroupingDigits: 2).formatted(1234)
                == "1234"
        )
    }

    @Test("Writing a host localizer")
    func hostLocalizer() throws {
        let strings = AppStrings(table: [
            "message.itemsSaved.one": "{count} Eintrag gespeichert",
            "message.itemsSaved.other": "{count} Einträge gespeichert",
        ])
        #expect(UserText.localized(.itemsSaved, count: 1234).resolved(using: strings) == "1.234 Einträge gespeichert")
        #expect(UserText.localized(.itemsSaved, count: 1).resolved(using: strings) == "1 Eintrag gespeichert")
        #expect(UserText.localized(.cancel).resolved(using: strings) == "Abbrechen")
        #expect(
            UserText.localized(.itemsSaved, count: try UserText.Count("2.5")).resolved(using: strings)
                == "2,5 Einträge gespeichert"
        )
    }

    @Test("An app's own unit")
    func appUnit() {
        var strings = Catalog.english
        strings["unit.lap.short"] = .plural(one: "{count} lap", other: "{count} laps")
        strings["unit.lap.spoken"] = .plural(one: "{count} lap swum", other: "{count} laps swum")
        #expect(
            AccessibilityDescriptor.quantity(12, unit: .lap).spokenLabel?.resolved(using: strings) == "12 laps swum"
        )
        #expect(AccessibilityDescriptor.quantity(25, unit: .metre).label?.resolved(using: Catalog.english) == "25 m")
        #expect(
            AccessibilityDescriptor.quantity(25, unit: .metre).spokenLabel?.resolved(using: Catalog.english)
                == "25 metres"
        )
    }

    @Test("The plural table is read from the article and every language, category and example in it is true")
    func pluralTable() throws {
        let rows = try PluralTableRow.rows()
        #expect(rows.count == 13)
        #expect(
            Set(rows.flatMap(\.languages)).isSuperset(of: [
                "en", "pt-PT", "pt-BR", "es", "fr", "ru", "pl", "ja", "ar", "he",
            ])
        )
        for row in rows {
            for tag in row.languages {
                let rules = PluralRules(languageCode: tag)
                #expect(rules.categories == row.categories, "\(tag): \(row.categories)")
                for (category, numbers) in row.examples {
                    for number in numbers {
                        #expect(rules.category(for: try UserText.Count(number)) == category, "\(tag) \(number)")
                    }
                }
                // Every category the row lists has an example.
                #expect(Set(row.examples.map(\.0)) == Set(row.categories), "\(tag)")
            }
        }
    }
}

/// A row of the Localization article's plural table: its languages, categories and examples, read
/// from `Localization.md` itself.
struct PluralTableRow {
    var languages: [String]
    var categories: [PluralCategory]
    var examples: [(PluralCategory, [String])]

    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Anshin/Documentation.docc/Localization.md")

    /// The rows of the table under "Plural rules" whose header starts `| Languages | Categories |`.
    static func rows() throws -> [Self] {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| Languages | Categories |") })
        var rows: [Self] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let tag = try NSRegularExpression(pattern: "\\b[a-z]{2}(-[A-Z]{2})?\\b")
            let languageCell = cells[0] as NSString
            let languages = tag.matches(in: cells[0], range: NSRange(location: 0, length: languageCell.length))
                .map { languageCell.substring(with: $0.range) }
            let categories = try cells[1].components(separatedBy: ", ").map { name in
                try #require(PluralCategory(rawValue: name), "\(name) in \(line)")
            }
            let examples = try cells[3].components(separatedBy: "; ").map { part in
                let pieces = part.components(separatedBy: ": ")
                let category = try #require(PluralCategory(rawValue: pieces[0]), "\(part)")
                let numbers = pieces[1] == "every count" ? ["0", "1", "1.5"] : pieces[1].components(separatedBy: ", ")
                return (category, numbers)
            }
            rows.append(Self(languages: languages, categories: categories, examples: examples))
        }
        return rows
    }
}
