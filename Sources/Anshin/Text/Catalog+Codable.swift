extension Catalog: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case entries
        case languageCode
        case numberSymbols
    }

    /// Decodes a catalog from its JSON file: an object with `languageCode` (a BCP 47 tag), `entries`
    /// (each key's template, or its templates by CLDR plural category) and, optionally,
    /// `numberSymbols` (taken from the language's built-in catalog when absent).
    ///
    /// ```json
    /// {
    ///   "languageCode": "de",
    ///   "numberSymbols": {"decimalSeparator": ",", "groupingSeparator": "."},
    ///   "entries": {
    ///     "button.retry": "Erneut versuchen",
    ///     "photos.uploaded": {"one": "{count} Foto hochgeladen", "other": "{count} Fotos hochgeladen"}
    ///   }
    /// }
    /// ```
    ///
    /// A file that is not such an object is an error that names the member or the key and says what
    /// is wrong: an unknown member, an empty language tag or key, an entry that is neither a string
    /// nor an object, a plural entry without `other` or with a category CLDR does not have, or with a
    /// form its language never uses (`one` in Japanese), which no count would show: a form is
    /// refused unless it is among ``PluralRules/categories`` of `languageCode`. A language the
    /// plural rules do not list (Czech, Welsh) may have any form, which a host's own localizer may
    /// pick (``Localizer/pluralCategory(for:)-(UserText.Count)``).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in names.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where CodingKeys(stringValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: names.codingPath + [key],
                    debugDescription:
                        "Unknown member \"\(key.stringValue)\" in a catalog; the members are \"languageCode\", "
                        + "\"numberSymbols\" and \"entries\"."
                )
            )
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let languageCode = try container.decode(String.self, forKey: .languageCode)
        // The code goes where a tag goes (a page's `lang`, `Content-Language`): a file's code that is
        // not a tag is refused here rather than written as `und` there.
        if let problem = CatalogLanguageCode.problem(with: languageCode) {
            throw DecodingError.dataCorruptedError(forKey: .languageCode, in: container, debugDescription: problem)
        }
        let symbols = try container.decodeIfPresent(NumberSymbols.self, forKey: .numberSymbols)
        let table = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .entries)
        let rules = PluralRules(languageCode: languageCode)
        var entries: [UserText.Key: Entry] = [:]
        // In the order of their keys, so that a file with several faults always reports the same one.
        for key in table.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard !key.stringValue.isEmpty else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: table.codingPath + [key],
                        debugDescription: "A catalog entry's key must not be empty."
                    )
                )
            }
            let entry = try table.decode(Entry.self, forKey: key)
            if case .plural(let forms) = entry, let problem = forms.unusedForm(in: languageCode, rules: rules) {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: table.codingPath + [key, AnyCodingKey(problem.category.rawValue)],
                        debugDescription: "The plural entry \"\(key.stringValue)\" " + problem.message
                    )
                )
            }
            entries[UserText.Key(rawValue: key.stringValue)] = entry
        }
        self.init(languageCode: languageCode, numberSymbols: symbols, entries: entries)
    }
}

extension Catalog: WireRepresentable {
    /// Writes the catalog as its JSON file: `entries` with its keys in the order of their UTF-8
    /// bytes, `languageCode` and `numberSymbols`.
    ///
    /// Only a file the catalog reader reads back is written: a ``languageCode`` that is not a
    /// well-formed BCP 47 tag (empty, `"en us"`, `"e"`; see ``Localizer/languageTag``), or a plural
    /// entry with a form the language never uses (`one` in Japanese; see ``init(from:)``), is an
    /// encoding error naming it — the code and the `languageCode` member, or the form and its
    /// member (`entries["photos.uploaded"].one`) — `EncodingError.invalidValue` from `encode(to:)`,
    /// a `WireFormatError` from the JSON front end's encoder. The initializer keeps any code and any
    /// forms, since a catalog in memory resolves text whatever they are, and writes `und` where a tag
    /// goes.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.key("entries")
        writer.beginObject()
        let rules = PluralRules(languageCode: self.languageCode)
        for key in self.entries.keys.sorted(by: { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }) {
            writer.key(key.rawValue)
            // Every key of the dictionary has an entry. Plural forms the reader would refuse go
            // through a value whose encoding throws.
            switch self.entries[key] {
            case .plural(let forms)? where forms.unusedForm(in: self.languageCode, rules: rules) != nil:
                writer.encodable(CatalogPluralEntry(forms: forms, languageCode: self.languageCode, rules: rules))
            case let entry?:
                entry.write(to: &writer)
            case nil:
                break
            }
        }
        writer.endObject()
        writer.key("languageCode")
        writer.encodable(CatalogLanguageCode(code: self.languageCode))
        writer.member("numberSymbols", self.numberSymbols)
        writer.endObject()
    }
}

extension Catalog.Entry: Codable {
    /// Decodes an entry: a JSON string is one template for every count; an object holds templates
    /// by CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`), `other` required.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        // Only "not a string" moves on to the plural forms: a string that cannot be read (a raw
        // control character, an unpaired surrogate, invalid UTF-8) keeps the decoder's own error.
        do {
            self = .text(try decoder.singleValueContainer().decode(String.self))
            return
        } catch DecodingError.typeMismatch {}
        guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
            throw DecodingError.typeMismatch(
                Catalog.Entry.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "The entry \(Catalog.PluralForms.entryName(decoder.codingPath)) must be a string (one "
                        + "template) or an object of templates by plural category, such as "
                        + #"{"one": "{count} photo", "other": "{count} photos"}."#
                )
            )
        }
        self = .plural(try Catalog.PluralForms(from: decoder))
    }
}

extension Catalog.Entry: WireRepresentable {
    /// Writes a text entry as a string and a plural entry as an object of its forms.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        switch self {
        case .text(let template): writer.string(template)
        case .plural(let forms): forms.write(to: &writer)
        }
    }
}

extension Catalog.PluralForms: Codable {
    /// Decodes plural forms from an object whose members are CLDR plural categories, each a
    /// template; `other` is required, and a member that is not a category is an error naming it.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let entry = Self.entryName(decoder.codingPath)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where PluralCategory(rawValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription:
                        "The plural entry \(entry) has \"\(key.stringValue)\", which is not a CLDR plural category; "
                        + "the categories are "
                        + PluralCategory.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "."
                )
            )
        }
        func form(_ category: PluralCategory) throws -> String? {
            try container.decodeIfPresent(String.self, forKey: AnyCodingKey(category.rawValue))
        }
        guard let other = try form(.other) else {
            throw DecodingError.keyNotFound(
                AnyCodingKey(PluralCategory.other.rawValue),
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "The plural entry \(entry) has no \"other\" form; every plural entry needs one, since every "
                        + "language uses it."
                )
            )
        }
        self.init(
            zero: try form(.zero),
            one: try form(.one),
            two: try form(.two),
            few: try form(.few),
            many: try form(.many),
            other: other
        )
    }

    /// The first form, in CLDR order, of a category a language never uses, with the end of the
    /// sentence that refuses it (after the entry's name), or `nil` when the language uses every form
    /// there is or its categories are not known (``PluralRules/knowsEveryCategory``).
    /// - Parameters:
    ///   - languageCode: The catalog's language, as the file gives it.
    ///   - rules: The plural rules of that language.
    /// - Returns: The category and the sentence's end.
    func unusedForm(in languageCode: String, rules: PluralRules) -> (category: PluralCategory, message: String)? {
        guard rules.knowsEveryCategory,
            let unused = self.categories.first(where: { !rules.categories.contains($0) })
        else { return nil }
        let used = rules.categories.map { "\"\($0.rawValue)\"" }
        let list =
            used.count == 1
            ? used[0] + " only" : used.dropLast().joined(separator: ", ") + " and " + used[used.count - 1]
        return (
            unused,
            "has a \"\(unused.rawValue)\" form, which \(languageCode) never uses, so no count would show it; "
                + "\(languageCode) uses \(list)."
        )
    }

    /// The quoted key of the entry at a coding path, for error messages.
    static func entryName(_ codingPath: [any CodingKey]) -> String {
        codingPath.last.map { "\"\($0.stringValue)\"" } ?? "at the top level"
    }
}

extension Catalog.PluralForms: WireRepresentable {
    /// Writes the forms as an object with a member per category that has a form, in the order of
    /// the categories' names.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("few", ifPresent: self.few)
        writer.member("many", ifPresent: self.many)
        writer.member("one", ifPresent: self.one)
        writer.member("other", self.other)
        writer.member("two", ifPresent: self.two)
        writer.member("zero", ifPresent: self.zero)
        writer.endObject()
    }
}
