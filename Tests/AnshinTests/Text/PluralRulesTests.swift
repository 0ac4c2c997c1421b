import Anshin
import Testing

/// A host localizer with no strings, for its default plural rules.
private struct Language: Localizer {
    var languageCode: String

    func template(for key: UserText.Key, form: PluralCategory) -> String? { nil }
}

/// A host localizer that decides plural categories itself.
private struct EverythingIsFew: Localizer {
    var languageCode: String { "en" }

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        key == "test.files" ? "\(form.rawValue): {count}" : nil
    }

    func pluralCategory(for count: Int) -> PluralCategory { .few }
}

/// A host localizer that writes whole numbers itself, and takes German symbols for decimals.
private struct HostNumbers: Localizer {
    var languageCode: String { "de" }
    var numberSymbols: NumberSymbols { NumberSymbols(decimalSeparator: ",", groupingSeparator: ".") }

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        key == "test.distance" ? "\(form.rawValue): {count} km" : nil
    }

    func formatted(_ number: Int) -> String { "#\(number)" }
}

@Suite("CLDR plural rules")
struct PluralRulesTests {
    private func categories(_ languageCode: String, _ counts: [Int]) -> [PluralCategory] {
        let rules = PluralRules(languageCode: languageCode)
        return counts.map { rules.category(for: $0) }
    }

    @Test("English: one for exactly 1, other for 0, 2 and everything else")
    func english() {
        #expect(
            self.categories("en", [0, 1, 2, 3, 11, 21, 101, 1000]) == [
                .other, .one, .other, .other, .other, .other, .other, .other,
            ]
        )
        #expect(self.categories("en", [-1, -2]) == [.one, .other])
        #expect(self.categories("en-US", [1, 2]) == [.one, .other])
        #expect(self.categories("en_GB", [1, 2]) == [.one, .other])
    }

    @Test("German, Spanish and Italian count like English for small numbers")
    func oneForOneLanguages() {
        for languageCode in ["de", "nl", "sv", "es", "it", "tr"] {
            #expect(self.categories(languageCode, [0, 1, 2, 5]) == [.other, .one, .other, .other], "\(languageCode)")
        }
    }

    @Test("Japanese, Chinese and Korean have only other")
    func otherOnly() {
        for languageCode in ["ja", "ja-JP", "zh-Hans", "ko", "th"] {
            #expect(
                self.categories(languageCode, [0, 1, 2, 5, 21, 100]) == Array(repeating: .other, count: 6),
                "\(languageCode)"
            )
        }
    }

    @Test("A language the rules do not list uses other, as CLDR's root locale does")
    func unknownLanguage() {
        #expect(self.categories("xx", [0, 1, 2]) == [.other, .other, .other])
        #expect(self.categories("", [0, 1, 2]) == [.other, .other, .other])
    }

    @Test("French: one for 0 and 1")
    func french() {
        #expect(self.categories("fr", [0, 1, 2, 3, 100]) == [.one, .one, .other, .other, .other])
        #expect(self.categories("fr-CA", [0, 1, 2]) == [.one, .one, .other])
        #expect(self.categories("pt-BR", [0, 1, 2]) == [.one, .one, .other])
        #expect(self.categories("hi", [0, 1, 2]) == [.one, .one, .other])
    }

    @Test("French, Spanish, Italian, Catalan and Portuguese: many for a whole number of millions")
    func romanceMillions() {
        #expect(
            self.categories("fr", [1_000_000, 2_000_000, 1_000_001, 1000, 10_000_000]) == [
                .many, .many, .other, .other, .many,
            ]
        )
        for languageCode in ["es", "it", "ca", "pt"] {
            #expect(
                self.categories(languageCode, [1_000_000, 3_000_000, 1_000_001]) == [.many, .many, .other],
                "\(languageCode)"
            )
        }
        #expect(self.categories("en", [1_000_000]) == [.other])
        #expect(self.categories("hi", [1_000_000]) == [.other])
    }

    @Test(
        "Russian and Ukrainian: one, few and many",
        arguments: [
            (1, PluralCategory.one),
            (2, .few),
            (4, .few),
            (5, .many),
            (11, .many),
            (12, .many),
            (14, .many),
            (21, .one),
            (22, .few),
            (25, .many),
            (0, .many),
            (101, .one),
            (111, .many),
            (112, .many),
            (104, .few),
            (1001, .one),
        ]
    )
    func russian(count: Int, expected: PluralCategory) {
        #expect(PluralRules(languageCode: "ru").category(for: count) == expected)
        #expect(PluralRules(languageCode: "uk-UA").category(for: count) == expected)
    }

    @Test(
        "Polish: one only for 1, few for 2–4 endings outside 12–14, many otherwise",
        arguments: [
            (1, PluralCategory.one),
            (2, .few),
            (4, .few),
            (5, .many),
            (0, .many),
            (11, .many),
            (12, .many),
            (14, .many),
            (21, .many),
            (22, .few),
            (24, .few),
            (101, .many),
            (112, .many),
            (122, .few),
        ]
    )
    func polish(count: Int, expected: PluralCategory) {
        #expect(PluralRules(languageCode: "pl").category(for: count) == expected)
    }

    @Test("A localizer's default plural category follows its language's rules")
    func localizerDefault() {
        #expect(Language(languageCode: "ru").pluralCategory(for: 21) == .one)
        #expect(Language(languageCode: "ru").pluralCategory(for: 22) == .few)
        #expect(Language(languageCode: "ja").pluralCategory(for: 1) == .other)
        #expect(Catalog.english.pluralCategory(for: 1) == .one)
        #expect(Catalog.japanese.pluralCategory(for: 1) == .other)
    }

    @Test("A Russian catalog picks its forms by Russian's rules")
    func russianCatalog() {
        let russian = Catalog(
            languageCode: "ru",
            entries: [
                "test.files": .plural(
                    one: "{count} файл",
                    few: "{count} файла",
                    many: "{count} файлов",
                    other: "{count} файла"
                )
            ]
        )
        let resolved = [1, 2, 5, 11, 21, 22].map {
            UserText.localized("test.files", count: $0).resolved(using: russian)
        }
        #expect(resolved == ["1 файл", "2 файла", "5 файлов", "11 файлов", "21 файл", "22 файла"])
    }

    @Test("A Polish catalog picks its forms by Polish rules")
    func polishCatalog() {
        let polish = Catalog(
            languageCode: "pl",
            entries: [
                "test.files": .plural(
                    one: "{count} plik",
                    few: "{count} pliki",
                    many: "{count} plików",
                    other: "{count} pliku"
                )
            ]
        )
        let resolved = [1, 2, 5, 12, 21, 22].map { UserText.localized("test.files", count: $0).resolved(using: polish) }
        #expect(resolved == ["1 plik", "2 pliki", "5 plików", "12 plików", "21 plików", "22 pliki"])
    }

    @Test("A French catalog uses its singular for 0 and 1")
    func frenchCatalog() {
        let french = Catalog(
            languageCode: "fr",
            entries: ["test.items": .plural(one: "{count} élément", other: "{count} éléments")]
        )
        let resolved = [0, 1, 2].map { UserText.localized("test.items", count: $0).resolved(using: french) }
        #expect(resolved == ["0 élément", "1 élément", "2 éléments"])
    }

    @Test("Text without a count uses the other form")
    func noCountUsesOther() {
        let english = Catalog(
            languageCode: "en",
            entries: ["test.items": .plural(one: "one item", other: "some items")]
        )
        #expect(UserText.localized("test.items").resolved(using: english) == "some items")
    }

    @Test("A localizer that decides plural categories itself is obeyed")
    func customPluralCategory() {
        #expect(UserText.localized("test.files", count: 1).resolved(using: EverythingIsFew()) == "few: 1")
    }

    // MARK: Decimals and Portugal

    private func categories(_ languageCode: String, _ counts: [String]) throws -> [PluralCategory] {
        let rules = PluralRules(languageCode: languageCode)
        return try counts.map { rules.category(for: try UserText.Count($0)) }
    }

    @Test("English: 1 is one, but 1.0 and 1.5 are other, since one needs no visible fraction digits")
    func englishDecimals() throws {
        #expect(
            try self.categories("en", ["1", "1.0", "1.5", "0.0", "2.0", "1.00"]) == [
                .one, .other, .other, .other, .other, .other,
            ]
        )
        let english = Catalog.english
        let minutes = ["1", "1.0", "1.5"].map { UserText.localized(.minuteSpoken, count: try! UserText.Count($0)) }
        #expect(minutes.map { $0.resolved(using: english) } == ["1 minute", "1.0 minutes", "1.5 minutes"])
    }

    @Test("French: 0, 1 and every decimal below 2 are one, written with a decimal comma")
    func frenchDecimals() throws {
        #expect(try self.categories("fr", ["0.5", "1.5", "1.99", "2.0", "0.0"]) == [.one, .one, .one, .other, .one])
        let french = Catalog(
            languageCode: "fr",
            numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}"),
            entries: [
                .minuteSpoken: .plural(one: "{count} minute", many: "{count} de minutes", other: "{count} minutes")
            ]
        )
        let resolved = ["1.5", "2.5", "1000000", "1000000.0"].map {
            UserText.localized(.minuteSpoken, count: try! UserText.Count($0)).resolved(using: french)
        }
        #expect(
            resolved == [
                "1,5 minute", "2,5 minutes", "1\u{202F}000\u{202F}000 de minutes", "1\u{202F}000\u{202F}000,0 minutes",
            ]
        )
    }

    @Test("Portugal's Portuguese: one only for exactly 1; Brazil's: for 0 and 1 and decimals below 2")
    func europeanPortuguese() throws {
        #expect(
            try self.categories("pt-PT", ["0", "1", "1.0", "1.5", "2", "1000000"]) == [
                .other, .one, .other, .other, .other, .many,
            ]
        )
        #expect(
            try self.categories("pt-BR", ["0", "1", "1.0", "1.5", "2", "1000000"]) == [
                .one, .one, .one, .one, .other, .many,
            ]
        )
        #expect(try self.categories("pt", ["0", "1.5"]) == [.one, .one])
        // Regions whose CLDR locale inherits from pt_PT, in any spelling of the tag.
        for tag in ["pt_PT", "pt-pt", "pt-Latn-PT", "pt-PT-u-nu-latn", "pt-AO", "pt-MZ", "pt-CH", "pt-TL"] {
            #expect(PluralRules(languageCode: tag) == PluralRules(languageCode: "pt-PT"), "\(tag)")
        }
        // A region CLDR has no Portuguese locale for falls back to pt, and a private-use subtag is no region.
        for tag in ["pt-US", "pt-419", "pt-x-PT", "pt-Latn"] {
            #expect(PluralRules(languageCode: tag) == PluralRules(languageCode: "pt"), "\(tag)")
        }
        #expect(PluralRules(languageCode: "pt-PT") != PluralRules(languageCode: "pt"))
        let portugal = Catalog(
            languageCode: "pt-PT",
            entries: [
                "test.files": .plural(one: "{count} ficheiro", many: "{count} de ficheiros", other: "{count} ficheiros")
            ]
        )
        let resolved = [0, 1, 2].map { UserText.localized("test.files", count: $0).resolved(using: portugal) }
        #expect(resolved == ["0 ficheiros", "1 ficheiro", "2 ficheiros"])
    }

    @Test("Slavic rules: decimals are other in Russian and Polish; Belarusian reads n, so 21.0 is one")
    func slavicDecimals() throws {
        #expect(try self.categories("ru", ["1", "1.0", "2.5", "21", "21.0"]) == [.one, .other, .other, .one, .other])
        #expect(try self.categories("pl", ["1", "1.0", "22", "22.5"]) == [.one, .other, .few, .other])
        #expect(try self.categories("be", ["21.0", "22.0", "25.0", "21.5"]) == [.one, .few, .many, .other])
    }

    @Test("Danish and Hindi: one for some decimals by t and i")
    func danishAndHindiDecimals() throws {
        #expect(try self.categories("da", ["0.1", "1.5", "0.0", "1.0", "2.5"]) == [.one, .one, .other, .one, .other])
        #expect(try self.categories("hi", ["0.5", "1.0", "1.5"]) == [.one, .one, .other])
    }

    @Test("Each language lists the categories its rules use, in CLDR order")
    func categoriesOfALanguage() {
        #expect(PluralRules(languageCode: "en").categories == [.one, .other])
        #expect(PluralRules(languageCode: "ja").categories == [.other])
        #expect(PluralRules(languageCode: "fr").categories == [.one, .many, .other])
        #expect(PluralRules(languageCode: "pt-PT").categories == [.one, .many, .other])
        #expect(PluralRules(languageCode: "ru").categories == [.one, .few, .many, .other])
        #expect(PluralRules(languageCode: "ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(languageCode: "he").categories == [.one, .two, .other])
        #expect(PluralRules(languageCode: "iw").categories == [.one, .two, .other])
        #expect(PluralRules(languageCode: "zh-Hant").categories == [.other])
        #expect(PluralRules(languageCode: "xx").categories == [.other])
    }

    @Test("A localizer's decimal defaults send whole counts to the Int forms it replaced")
    func decimalDefaultsUseTheIntForms() throws {
        // Whole counts reach the host's own pluralCategory(for: Int); decimals follow CLDR's English.
        #expect(EverythingIsFew().pluralCategory(for: UserText.Count(2)) == .few)
        #expect(EverythingIsFew().pluralCategory(for: try UserText.Count("1.5")) == .other)
        #expect(
            UserText.localized("test.files", count: try UserText.Count("1.5")).resolved(using: EverythingIsFew())
                == "other: 1.5"
        )
        // Whole counts reach the host's own formatted(_: Int); decimals use its number symbols.
        let host = HostNumbers()
        #expect(UserText.localized("test.distance", count: 1234).resolved(using: host) == "other: #1234 km")
        #expect(UserText.localized("test.distance", count: UserText.Count(1)).resolved(using: host) == "one: #1 km")
        #expect(
            UserText.localized("test.distance", count: try UserText.Count("1234.5")).resolved(using: host)
                == "other: 1.234,5 km"
        )
        // A host's default symbols are its language's built-in catalog's.
        #expect(Language(languageCode: "ja-JP").numberSymbols == Catalog.japanese.numberSymbols)
        #expect(Language(languageCode: "de-AT").numberSymbols == Catalog.german.numberSymbols)
        #expect(Language(languageCode: "de").formatted(try UserText.Count("-1234.50")) == "-1.234,50")
        #expect(Language(languageCode: "nl").numberSymbols == .standard)
        #expect(Language(languageCode: "nl").formatted(try UserText.Count("-1234.50")) == "-1,234.50")
    }

    @Test("A missing plural form uses other; the forms list their categories in CLDR order")
    func pluralFormsFallBackToOther() {
        let forms = Catalog.PluralForms(one: "1 file", many: "many files", other: "files")
        #expect(
            PluralCategory.allCases.map { forms[$0] } == ["files", "1 file", "files", "files", "many files", "files"]
        )
        #expect(forms.categories == [.one, .many, .other])
        #expect(Catalog.PluralForms(other: "files").categories == [.other])
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test("A catalog counts by its language's rules, and by the new language's when its tag changes")
    func catalogFollowsItsLanguageTag() {
        var catalog = Catalog(languageCode: "en")
        #expect([1, 2, 5].map(catalog.pluralCategory(for:)) == [.one, .other, .other])
        catalog.languageCode = "ru"
        #expect([1, 2, 5].map(catalog.pluralCategory(for:)) == [.one, .few, .many])
        catalog.languageCode = "ja"
        #expect([1, 2, 5].map(catalog.pluralCategory(for:)) == [.other, .other, .other])
        // Equal catalogs have equal rules: the rules follow from the tag.
        #expect(catalog == Catalog(languageCode: "ja"))
        #expect(Mirror(reflecting: catalog).children.map(\.label) == ["languageCode", "numberSymbols", "entries"])
        #expect(UserText.localized(.itemsRegistered, count: 1).resolved(using: Catalog.english) == "Registered 1 item")
    }
}
