extension Catalog {
    /// A built-in catalog from its table: one entry per line, the key, one space, and the template;
    /// a plural form's key ends in `#` and its category (`message.itemsSaved#one`).
    ///
    /// The built-in catalogs are written this way so that a language is data: its strings sit in the
    /// binary as text, read once, the first time the catalog is used, rather than as code that builds
    /// each entry. Every built-in table is checked by the tests (every key, placeholders, plural forms),
    /// so a malformed line is a fault of the package; it is skipped rather than trapped.
    /// - Parameters:
    ///   - languageCode: The BCP 47 tag of the templates.
    ///   - numberSymbols: How the language writes numbers.
    ///   - table: The lines.
    init(languageCode: String, numberSymbols: NumberSymbols, table: String) {
        var texts: [UserText.Key: String] = [:]
        var plurals: [UserText.Key: [PluralCategory: String]] = [:]
        for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let space = line.firstIndex(of: " ") else { continue }
            let name = line[..<space]
            let template = String(line[line.index(after: space)...])
            if let hash = name.firstIndex(of: "#") {
                guard let category = PluralCategory(rawValue: String(name[name.index(after: hash)...])) else {
                    continue
                }
                plurals[UserText.Key(rawValue: String(name[..<hash])), default: [:]][category] = template
            } else {
                texts[UserText.Key(rawValue: String(name))] = template
            }
        }
        var entries = texts.mapValues { Entry.text($0) }
        for (key, forms) in plurals {
            guard let other = forms[.other] else { continue }
            entries[key] = .plural(
                zero: forms[.zero],
                one: forms[.one],
                two: forms[.two],
                few: forms[.few],
                many: forms[.many],
                other: other
            )
        }
        self.init(languageCode: languageCode, numberSymbols: numberSymbols, entries: entries)
    }
}
