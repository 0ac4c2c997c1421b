import Anshin

/// A host's own localizer — a table of templates in the catalog file format — resolving counted and
/// uncounted text: the fallback order of the Localization article, produced by ``UserText`` and a
/// ``Catalog`` made from the table.
enum LocalizerVectors {
    /// One table, one key, and what the text carries besides.
    struct Table {
        var id: String
        var description: String
        var language: String
        var entries: [(key: String, entry: Catalog.Entry)]
        var key: String
        var fallback: String?
        /// The table's own number symbols, when it has them (else the language's).
        var numberSymbols: NumberSymbols?
    }

    static let tables: [Table] = [
        Table(
            id: "own-other-for-a-missing-form",
            description:
                "Step 1: a Hebrew table with only one and other says a count of 2 (two) with its own other form",
            language: "he",
            entries: [("photos.uploaded", .plural(one: "תמונה אחת הועלתה", other: "{count} תמונות הועלו"))],
            key: "photos.uploaded"
        ),
        Table(
            id: "own-other-before-the-built-in-catalog",
            description:
                "Step 1: a German table with only an other form for a key the German catalog has in one and other "
                + "says every count with its own form, never the catalog's",
            language: "de",
            entries: [("errorScreen.retryAfter", .plural(other: "Gleich noch einmal ({count})"))],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "own-text-for-every-count",
            description: "Step 1: a table's text without plural forms is used for every count",
            language: "fr",
            entries: [("errorScreen.retryAfter", .text("Réessayez dans {count} s"))],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "polish-forms-and-other",
            description:
                "Step 1: a Polish table with one, few and other: many (0, 5, 20, 25) says other, and a decimal count "
                + "(other) is written with the language's decimal separator",
            language: "pl",
            entries: [
                (
                    "files.deleted",
                    .plural(
                        one: "Usunięto {count} plik",
                        few: "Usunięto {count} pliki",
                        other: "Usunięto {count} plików"
                    )
                )
            ],
            key: "files.deleted"
        ),
        Table(
            id: "built-in-catalog-of-the-language",
            description:
                "Step 2: a key the French table lacks comes from the built-in French catalog, in its plural form",
            language: "fr",
            entries: [("photos.uploaded", .text("Photos envoyées"))],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "built-in-catalog-by-region",
            description: "Step 2: a table for pt-AO finds the built-in catalog of Portugal's Portuguese",
            language: "pt-AO",
            entries: [],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "own-symbols-for-a-built-in-template",
            description:
                "Steps 1 and 2 alike: the count is written with the localizer's own number symbols, whichever step's "
                + "template is used (here the built-in German catalog's, with the table's apostrophe, comma and "
                + "minus sign)",
            language: "de",
            entries: [],
            key: "errorScreen.retryAfter",
            numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "'", minusSign: "\u{2212}")
        ),
        Table(
            id: "braces-in-a-template",
            description:
                "Step 1: {{ and }} are braces, a brace that opens no placeholder is kept, and a name that is neither "
                + "count nor an argument index is left as written",
            language: "en",
            entries: [("photos.waiting", .text("{{{count}}} waiting } { {name} {count"))],
            key: "photos.waiting"
        ),
        Table(
            id: "the-fallback-before-english",
            description:
                "Step 3: a key the Dutch table lacks but the English catalog has, given a fallback, shows the "
                + "fallback — step 3 comes before English",
            language: "nl",
            entries: [],
            key: "errorScreen.retryAfter",
            fallback: "Opnieuw"
        ),
        Table(
            id: "the-text-fallback-as-it-is",
            description:
                "Step 3: a key neither the Dutch table nor any built-in catalog has shows the text's own fallback, "
                + "its placeholders not filled in",
            language: "nl",
            entries: [],
            key: "photos.missing",
            fallback: "Uploaded {count}"
        ),
        Table(
            id: "english-in-its-own-plural-form",
            description:
                "Step 4: a key the Dutch table lacks, in a language no catalog ships, comes from the English catalog "
                + "in the English plural form for the count",
            language: "nl",
            entries: [],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "english-plural-rules-for-english-text",
            description:
                "Step 4: Thai has one plural form (other), but English text is chosen by English's rules: 1 second",
            language: "th",
            entries: [],
            key: "errorScreen.retryAfter"
        ),
        Table(
            id: "the-key-itself",
            description: "Step 5: a key nothing has, without a fallback, shows the key itself",
            language: "nl",
            entries: [],
            key: "photos.missing"
        ),
    ]

    /// The counts each table is resolved with: they reach every plural category of the languages above,
    /// and show the minus sign and grouping.
    static let counts = ["0", "1", "2", "3", "5", "20", "22", "25", "1.5", "-1", "-1234.5", "1234567"]

    static func cases() throws -> [VectorJSON] {
        try Self.tables.map { table in
            let catalog = Catalog(
                languageCode: table.language,
                numberSymbols: table.numberSymbols,
                entries: Dictionary(
                    uniqueKeysWithValues: table.entries.map { (UserText.Key(rawValue: $0.key), $0.entry) }
                )
            )
            let resolved = try Self.counts.map { count -> VectorJSON in
                let text = UserText.localized(
                    UserText.Key(rawValue: table.key),
                    count: try UserText.Count(count),
                    fallback: table.fallback
                )
                return .compact(.array([.string(count), .string(text.resolved(using: catalog))]))
            }
            var input: [(String, VectorJSON)] = [
                ("language", .string(table.language)),
                ("entries", .object(table.entries.map { ($0.key, Self.json($0.entry)) })),
                ("key", .string(table.key)),
            ]
            if let fallback = table.fallback { input.append(("fallback", .string(fallback))) }
            if let symbols = table.numberSymbols {
                input.append(
                    (
                        "numberSymbols",
                        .object([
                            ("decimalSeparator", .string(symbols.decimalSeparator)),
                            ("groupingSeparator", .string(symbols.groupingSeparator)),
                            ("minimumGroupingDigits", .int(symbols.minimumGroupingDigits)),
                            ("minusSign", .string(symbols.minusSign)),
                        ])
                    )
                )
            }
            return vectorCase(
                "host-\(table.id)",
                table.description,
                [("input", .compact(.object(input))), ("expected", .array(resolved))]
            )
        }
    }

    /// An entry as a catalog file writes it: a template, or the plural forms it has.
    static func json(_ entry: Catalog.Entry) -> VectorJSON {
        switch entry {
        case .text(let template):
            return .string(template)
        case .plural(let forms):
            let named: [(String, String?)] = [
                ("zero", forms.zero), ("one", forms.one), ("two", forms.two), ("few", forms.few),
                ("many", forms.many), ("other", forms.other),
            ]
            return .object(named.compactMap { name, form in form.map { (name, .string($0)) } })
        }
    }

    static func files() throws -> [VectorFile] {
        [
            VectorFile(
                name: "localizer.json",
                schema: "localizer.schema.json",
                description:
                    "A host's localizer (a table of templates in the catalog file format, for a language) resolving a "
                    + "key with each count, and the text's fallback if any → the resolved string: the fallback order "
                    + "(the table in the count's plural form, else its own other form; the built-in catalog of the "
                    + "language; the text's fallback as it is; the English catalog; the key)",
                cases: try Self.cases()
            )
        ]
    }
}
