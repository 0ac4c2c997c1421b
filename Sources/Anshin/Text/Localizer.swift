/// Looks up the templates that turn ``UserText`` into strings of one language.
///
/// `Localizer` is the plug-in point for a host's own strings. It is `Hashable`, so front ends that
/// hold one stay `Hashable`: implement
/// ``template(for:form:)`` and ``languageCode``, and every key you do not know falls back to the
/// built-in catalog of your language, then to the text's own fallback, then to English; a plural
/// form you do not have falls back to your own ``PluralCategory/other`` form first. The
/// other requirements have defaults.
///
/// ```swift
/// struct AppStrings: Localizer {
///     let languageCode = "ja"
///     func template(for key: UserText.Key, form: PluralCategory) -> String? {
///         key == .retry ? "もう一度" : nil
///     }
/// }
/// UserText.localized(.retry).resolved(using: AppStrings())   // "もう一度"
/// UserText.localized(.cancel).resolved(using: AppStrings())  // "キャンセル" (built-in Japanese)
/// ```
public protocol Localizer: Sendable, Hashable {
    /// The BCP 47 language tag of the strings this localizer produces, such as `en` or `ja-JP`.
    var languageCode: String { get }

    /// The template for a key in a plural form, or `nil` when this localizer has none.
    ///
    /// Templates substitute `{0}`, `{1}`, … with arguments and `{count}` with the count; `{{` and
    /// `}}` write literal braces. A key without plural forms returns its one template for every form.
    /// A key with plural forms may return `nil` for a form it has no template of: resolution then
    /// asks for the ``PluralCategory/other`` form, before any other catalog.
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - form: The plural category selected by the text's count (``PluralCategory/other`` when
    ///     it has none).
    /// - Returns: The template, or `nil`.
    func template(for key: UserText.Key, form: PluralCategory) -> String?

    /// The plural category of a whole count in this localizer's language.
    ///
    /// The default follows CLDR's rules through ``PluralRules``.
    /// - Parameter count: The count.
    /// - Returns: The category.
    func pluralCategory(for count: Int) -> PluralCategory

    /// The plural category of a count that may have fraction digits, in this localizer's language
    /// (`1` and `1.0` may differ: English says "1 minute" but "1.0 minutes").
    ///
    /// The default sends a whole count to ``pluralCategory(for:)-(Int)``, so a localizer that
    /// replaces only that one still decides every whole count, and follows CLDR's rules through
    /// ``PluralRules`` for a count with fraction digits.
    /// - Parameter count: The count.
    /// - Returns: The category.
    func pluralCategory(for count: UserText.Count) -> PluralCategory

    /// Which way this language is written and laid out, which front ends follow: `dir="rtl"` in HTML,
    /// a `direction` member in JSON.
    ///
    /// The default is the direction CLDR gives ``languageCode`` (``LayoutDirection/init(languageCode:)``).
    var layoutDirection: LayoutDirection { get }

    /// How this language writes numbers: its decimal and grouping separators.
    ///
    /// The default is the symbols of the built-in catalog of ``languageCode`` (matched by its
    /// language subtag), or ``NumberSymbols/standard`` when the package ships none for it.
    var numberSymbols: NumberSymbols { get }

    /// Writes a whole number as this language shows it, such as `1,000`.
    ///
    /// The default writes it with ``numberSymbols``.
    /// - Parameter number: The number.
    /// - Returns: The written number.
    func formatted(_ number: Int) -> String

    /// Writes a count as this language shows it, keeping its fraction digits: `2.5` in English,
    /// `2,5` in German.
    ///
    /// The default sends a whole count to ``formatted(_:)-(Int)``, so a localizer that replaces
    /// only that one still writes every whole count, and writes a count with fraction digits with
    /// ``numberSymbols``.
    /// - Parameter count: The count.
    /// - Returns: The written count.
    func formatted(_ count: UserText.Count) -> String
}

extension Localizer {
    /// The plural category of a whole count, by CLDR's rules for ``languageCode``.
    /// - Parameter count: The count.
    /// - Returns: The category.
    public func pluralCategory(for count: Int) -> PluralCategory {
        PluralRules(languageCode: self.languageCode).category(for: count)
    }

    /// The plural category of a count: a whole count's from ``pluralCategory(for:)-(Int)``, and
    /// otherwise by CLDR's rules for ``languageCode``.
    /// - Parameter count: The count.
    /// - Returns: The category.
    public func pluralCategory(for count: UserText.Count) -> PluralCategory {
        if let whole = count.integerValue { return self.pluralCategory(for: whole) }
        return PluralRules(languageCode: self.languageCode).category(for: count)
    }

    /// The localizer's language as a well-formed BCP 47 tag, for markup and protocol headers (the
    /// HTML `lang` attribute, `Content-Language`, a wire document's `language`): ``languageCode``
    /// with its subtags joined by `-` (`ja_JP`, as Apple's locale identifiers write it, is `ja-JP`),
    /// or `und` (undetermined) when the code is empty or is not a tag — subtags of one to eight ASCII
    /// letters and digits, the first of two to eight letters (or `x` or `i` before others). A code
    /// with a space, a control character or any other mark is never written where a tag goes.
    ///
    /// ```swift
    /// Catalog(languageCode: "pt_PT").languageTag   // "pt-PT"
    /// Catalog(languageCode: "").languageTag        // "und"
    /// ```
    public var languageTag: String {
        LanguageTag.wellFormed(self.languageCode)
    }

    /// ``languageTag``, or `nil` when the language is undetermined: the tag's language subtag is
    /// `und`, in any case (the code is empty or not a tag, or says `und` itself, as `und-Arab` does).
    ///
    /// A front end states a language for part of a whole only when it knows it — an HTML fragment's
    /// `lang`, a response's `Content-Language` — so that, when it does not, the language around the
    /// part still holds instead of being overridden by "undetermined".
    ///
    /// ```swift
    /// Catalog.japanese.determinedLanguageTag                // "ja"
    /// Catalog(languageCode: "").determinedLanguageTag       // nil
    /// Catalog(languageCode: "und-Arab").determinedLanguageTag  // nil
    /// ```
    public var determinedLanguageTag: String? {
        let tag = self.languageTag
        return LanguageTag.primarySubtag(of: tag) == "und" ? nil : tag
    }

    /// The direction CLDR gives ``languageCode``.
    public var layoutDirection: LayoutDirection {
        LayoutDirection(languageCode: self.languageCode)
    }

    /// The symbols of the built-in catalog of ``languageCode``, or ``NumberSymbols/standard``.
    public var numberSymbols: NumberSymbols {
        Catalog.builtIn(for: self.languageCode)?.numberSymbols ?? .standard
    }

    /// Writes a whole number with ``numberSymbols``.
    /// - Parameter number: The number.
    /// - Returns: The written number, such as `-1,234,567`.
    public func formatted(_ number: Int) -> String {
        self.numberSymbols.formatted(number)
    }

    /// Writes a count: a whole count with ``formatted(_:)-(Int)``, and otherwise with ``numberSymbols``.
    /// - Parameter count: The count.
    /// - Returns: The written count, such as `2.5`.
    public func formatted(_ count: UserText.Count) -> String {
        if let whole = count.integerValue { return self.formatted(whole) }
        return self.numberSymbols.formatted(count)
    }
}
