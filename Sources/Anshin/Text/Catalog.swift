/// A table of templates for one language, with how the language writes numbers: a built-in catalog
/// (``english``, ``japanese`` and the others of ``builtIn``), or one a host builds for its own keys and languages, in
/// code or from a JSON file it ships (see <doc:Localization>).
///
/// A catalog is a ``Localizer``, so it can be passed wherever text is resolved.
///
/// ```swift
/// var strings = Catalog(languageCode: "en")
/// strings["photos.uploaded"] = .plural(one: "Uploaded {count} photo", other: "Uploaded {count} photos")
/// UserText.localized("photos.uploaded", count: 3).resolved(using: strings)  // "Uploaded 3 photos"
/// ```
public struct Catalog: Localizer, Sendable, Hashable {
    /// The BCP 47 language tag of the catalog's templates.
    ///
    /// Any string is kept as it is given; one that is not a well-formed tag (empty, `"en us"`, `"e"`)
    /// is written as `und` where a tag goes (``languageTag``), and encoding the catalog as its JSON
    /// file throws an error naming it, since the catalog reader would refuse the file.
    ///
    /// Setting it changes the plural rules the catalog counts by, and keeps its ``numberSymbols``,
    /// which may have been chosen on purpose: set those too, or make a new catalog
    /// (`Catalog(languageCode:entries:)` takes the language's own), to write numbers as the new
    /// language does.
    public var languageCode: String {
        didSet { self.pluralRules = PluralRules(languageCode: self.languageCode) }
    }

    /// The plural rules of ``languageCode``, chosen once rather than on every counted text.
    private var pluralRules: PluralRules

    /// How the catalog's language writes numbers: every count and number argument is written with
    /// these symbols.
    public var numberSymbols: NumberSymbols

    /// The catalog's entries by key.
    public var entries: [UserText.Key: Entry]

    /// Creates a catalog.
    /// - Parameters:
    ///   - languageCode: The BCP 47 language tag of the templates, kept as given (not normalised);
    ///     encoding the catalog throws when it is not a well-formed tag (see ``languageCode``).
    ///   - numberSymbols: How the language writes numbers; `nil` takes the symbols of the built-in
    ///     catalog of the language, or ``NumberSymbols/standard`` when the package ships none for it.
    ///   - entries: The entries by key.
    public init(languageCode: String, numberSymbols: NumberSymbols? = nil, entries: [UserText.Key: Entry] = [:]) {
        self.languageCode = languageCode
        self.entries = entries
        self.pluralRules = PluralRules(languageCode: languageCode)
        self.numberSymbols = numberSymbols ?? Self.builtIn(for: languageCode)?.numberSymbols ?? .standard
    }

    /// The entry for a key.
    /// - Parameter key: The catalog key.
    public subscript(key: UserText.Key) -> Entry? {
        get { self.entries[key] }
        set { self.entries[key] = newValue }
    }

    /// The template for a key in a plural form, or `nil` when the catalog has no such key.
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - form: The plural category.
    /// - Returns: The template.
    public func template(for key: UserText.Key, form: PluralCategory) -> String? {
        self.entries[key]?.template(for: form)
    }

    /// The plural category of a whole count, by CLDR's rules for ``languageCode`` (see ``PluralRules``).
    /// - Parameter count: The count.
    /// - Returns: The category.
    public func pluralCategory(for count: Int) -> PluralCategory {
        self.pluralRules.category(for: count)
    }

    /// The plural category of a count, by CLDR's rules for ``languageCode`` (see ``PluralRules``):
    /// in English `1` is `one` and `1.0` is `other`.
    /// - Parameter count: The count.
    /// - Returns: The category.
    public func pluralCategory(for count: UserText.Count) -> PluralCategory {
        self.pluralRules.category(for: count)
    }

    /// Writes a whole number with the catalog's ``numberSymbols``.
    /// - Parameter number: The number.
    /// - Returns: The written number, such as `1,234` in English.
    public func formatted(_ number: Int) -> String {
        self.numberSymbols.formatted(number)
    }

    /// Writes a count with the catalog's ``numberSymbols``, keeping its fraction digits.
    /// - Parameter count: The count.
    /// - Returns: The written count, such as `2.5` in English.
    public func formatted(_ count: UserText.Count) -> String {
        self.numberSymbols.formatted(count)
    }

    /// A catalog with this catalog's entries and another's, the other's winning where both have a key.
    /// - Parameter overrides: The entries that win.
    /// - Returns: The merged catalog, in this catalog's language and with its number symbols.
    public func merging(_ overrides: Catalog) -> Catalog {
        Catalog(
            languageCode: self.languageCode,
            numberSymbols: self.numberSymbols,
            entries: self.entries.merging(overrides.entries) { $1 }
        )
    }

    /// Every catalog the package ships, one per language: English, Japanese, German, French,
    /// Spanish, Italian, Portuguese (Brazil and Portugal), Korean, Chinese (Simplified and
    /// Traditional), Russian, Polish, Ukrainian, Arabic and Hebrew. English comes first, so a request
    /// that accepts any language (`*`) gets it. The pseudo-locales are not among them
    /// (``pseudoLocales``).
    public static var builtIn: [Catalog] { Self.shipped }

    /// The catalogs of ``builtIn``, made once.
    private static let shipped: [Catalog] = [
        .english, .japanese, .german, .french, .spanish, .italian, .portugueseBrazil, .portuguesePortugal,
        .korean, .chineseSimplified, .chineseTraditional, .russian, .polish, .ukrainian, .arabic, .hebrew,
    ]

    /// The built-in catalogs and the pseudo-locales, in that order, with their tags.
    private static let findable: (catalogs: [Catalog], tags: [String]) = {
        let catalogs = Self.shipped + Self.pseudoLocales
        return (catalogs, catalogs.map(\.languageCode))
    }()

    /// The built-in catalog for a language tag, chosen as `Accept-Language` negotiation chooses (see
    /// ``AcceptLanguage/bestMatch(among:)``): `ja-JP` finds Japanese, `zh-TW` Chinese (Traditional),
    /// `pt` Portuguese (Brazil), `pt-AO` Portuguese (Portugal), `iw` Hebrew, and `en-XA` and `ar-XB`
    /// the pseudo-locales. `_` separates subtags too (`en_US`). A code that is not a well-formed tag
    /// (``isWellFormedLanguageTag(_:)``: `" ru"`, `"ar_SA.UTF-8"`) finds none.
    /// - Parameter languageCode: A BCP 47 language tag.
    /// - Returns: The catalog, or `nil` when the package ships none for the language.
    public static func builtIn(for languageCode: String) -> Catalog? {
        let (catalogs, tags) = Self.findable
        // The tags as the catalogs spell them are found without parsing.
        if let index = tags.firstIndex(of: languageCode) { return catalogs[index] }
        // Only a tag finds a catalog: a code with spaces or a POSIX suffix (` ru`, `ar_SA.UTF-8`) is no
        // language, as its plural rules, direction and `languageTag` (`und`) say.
        guard Self.isWellFormedLanguageTag(languageCode) else { return nil }
        let tag = languageCode.contains("_") ? String(languageCode.map { $0 == "_" ? "-" : $0 }) : languageCode
        return AcceptLanguage.bestMatch(in: tag, among: tags).map { catalogs[$0] }
    }

    /// Whether a language code is a well-formed BCP 47 tag: subtags of one to eight ASCII letters
    /// and digits joined by `-` or `_`, the first of two to eight letters (or `x` or `i` before
    /// others) — the codes ``Localizer/languageTag`` writes (`de`, `x-klingon`, `und`, and `pt_PT` as
    /// `pt-PT`), where any other (`""`, `"en us"`, `"e"`) becomes `und`. A catalog file's `languageCode`
    /// and a wire document's `language` must be one.
    /// - Parameter code: The code.
    /// - Returns: Whether it is a well-formed tag.
    public static func isWellFormedLanguageTag(_ code: String) -> Bool {
        code == "und" || LanguageTag.wellFormed(code) != "und"
    }

    /// Why a code is not a well-formed language tag (``isWellFormedLanguageTag(_:)``), as the sentence
    /// a reader refuses it with, or `nil` when it is one. The sentence names where the code was, says
    /// what a tag is, and quotes the code with each character outside printable ASCII written as
    /// `\u{…}`, so it shows what was there, invisible or not, and nothing in it reaches a terminal as
    /// a control. The package's readers refuse a catalog file's `languageCode` and a wire document's
    /// `language` with it; a host reading tags from its own configuration can too.
    ///
    /// ```swift
    /// Catalog.languageTagProblem("en us", in: "The setting's language")
    /// // The setting's language must be a BCP 47 language tag such as "en" or "pt-PT", not "en us":
    /// // subtags of one to eight ASCII letters and digits joined by "-" or "_", the first of two to
    /// // eight letters.
    /// ```
    /// - Parameters:
    ///   - code: The code.
    ///   - member: Where the code was, as the subject of the sentence: `"A document's language"`.
    /// - Returns: The sentence, or `nil` for a well-formed tag.
    public static func languageTagProblem(_ code: String, in member: String) -> String? {
        if Self.isWellFormedLanguageTag(code) { return nil }
        return member + " must be a BCP 47 language tag such as \"en\" or \"pt-PT\", not "
            + (code.isEmpty ? "empty" : Self.quoted(code))
            + ": subtags of one to eight ASCII letters and digits joined by \"-\" or \"_\", the first of two to eight "
            + "letters."
    }

    /// A code in quotes, each scalar outside printable ASCII (and each quote and backslash) written as
    /// `\u{…}`.
    private static func quoted(_ code: String) -> String {
        var result = "\""
        for scalar in code.unicodeScalars {
            if (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }
}

extension Catalog {
    /// One entry of a catalog: a template, or templates by plural category.
    public enum Entry: Sendable, Hashable {
        /// One template for every count.
        case text(String)
        /// Templates by plural category.
        case plural(PluralForms)

        /// An entry with plural forms; `other` is required, since every language has it.
        /// - Parameters:
        ///   - zero: The form for zero, in languages that have one.
        ///   - one: The singular form.
        ///   - two: The dual form.
        ///   - few: The paucal form.
        ///   - many: The form for many.
        ///   - other: The general form.
        /// - Returns: The entry.
        public static func plural(
            zero: String? = nil,
            one: String? = nil,
            two: String? = nil,
            few: String? = nil,
            many: String? = nil,
            other: String
        ) -> Self {
            .plural(PluralForms(zero: zero, one: one, two: two, few: few, many: many, other: other))
        }

        /// The template for a plural form.
        /// - Parameter form: The plural category.
        /// - Returns: The template (a text entry's only template, or ``PluralForms/other`` where a
        ///   form is missing).
        public func template(for form: PluralCategory) -> String {
            switch self {
            case .text(let template): return template
            case .plural(let forms): return forms[form]
            }
        }
    }

    /// The templates of a counted phrase, by plural category.
    public struct PluralForms: Sendable, Hashable {
        /// The form for zero, in languages that have one.
        public var zero: String?
        /// The singular form.
        public var one: String?
        /// The dual form.
        public var two: String?
        /// The paucal form.
        public var few: String?
        /// The form for many.
        public var many: String?
        /// The general form, used for every category that has no form of its own.
        public var other: String

        /// Creates plural forms.
        /// - Parameters:
        ///   - zero: The form for zero.
        ///   - one: The singular form.
        ///   - two: The dual form.
        ///   - few: The paucal form.
        ///   - many: The form for many.
        ///   - other: The general form.
        public init(
            zero: String? = nil,
            one: String? = nil,
            two: String? = nil,
            few: String? = nil,
            many: String? = nil,
            other: String
        ) {
            self.zero = zero
            self.one = one
            self.two = two
            self.few = few
            self.many = many
            self.other = other
        }

        /// The template for a category, or ``other`` where the category has none.
        /// - Parameter category: The plural category.
        public subscript(category: PluralCategory) -> String {
            let form: String?
            switch category {
            case .zero: form = self.zero
            case .one: form = self.one
            case .two: form = self.two
            case .few: form = self.few
            case .many: form = self.many
            case .other: form = self.other
            }
            return form ?? self.other
        }

        /// The categories that have a form of their own, in CLDR order.
        public var categories: [PluralCategory] {
            PluralCategory.allCases.filter { category in
                switch category {
                case .zero: self.zero != nil
                case .one: self.one != nil
                case .two: self.two != nil
                case .few: self.few != nil
                case .many: self.many != nil
                case .other: true
                }
            }
        }
    }
}

extension Catalog.Entry: ExpressibleByStringLiteral {
    /// Creates a text entry from a string literal.
    /// - Parameter value: The template.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}
