/// CLDR's cardinal plural rules for whole numbers, by language.
///
/// The rules cover the languages most apps ship in; a language not listed here uses
/// ``PluralCategory/other`` for every count, as CLDR's root locale does. A ``Localizer`` that needs
/// another rule implements ``Localizer/pluralCategory(for:)`` itself.
public struct PluralRules: Sendable, Hashable {
    enum Rule: Sendable, Hashable {
        /// `one` for exactly 1 (English, German, Dutch, Swedish, …).
        case oneForOne
        /// `one` for exactly 1, `many` for a whole number of millions (Spanish, Italian, Catalan).
        case oneForOneManyForMillions
        /// `one` for 0 and 1 (Hindi, Bengali).
        case oneForZeroAndOne
        /// `one` for 0 and 1, `many` for a whole number of millions (French, Portuguese).
        case oneForZeroAndOneManyForMillions
        /// `one`, `few`, `many` as in Russian and Ukrainian.
        case eastSlavic
        /// `one`, `few`, `many` as in Polish.
        case polish
        /// `other` for every count (Japanese, Chinese, Korean, Thai, Vietnamese, Indonesian).
        case otherOnly
    }

    let rule: Rule

    /// The rules for a language.
    /// - Parameter languageCode: A BCP 47 tag such as `en`, `ja` or `pt-BR`; only the language
    ///   subtag is used.
    public init(languageCode: String) {
        switch LanguageTag.primarySubtag(of: languageCode) {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg":
            self.rule = .oneForOne
        case "es", "it", "ca":
            self.rule = .oneForOneManyForMillions
        case "hi", "bn":
            self.rule = .oneForZeroAndOne
        case "fr", "pt":
            self.rule = .oneForZeroAndOneManyForMillions
        case "ru", "uk", "be":
            self.rule = .eastSlavic
        case "pl":
            self.rule = .polish
        default:
            self.rule = .otherOnly
        }
    }

    /// The plural category of a whole number.
    /// - Parameter count: The number.
    /// - Returns: Its category in this language.
    public func category(for count: Int) -> PluralCategory {
        let n = count.magnitude
        switch self.rule {
        case .oneForOne:
            return n == 1 ? .one : .other
        case .oneForOneManyForMillions:
            if n == 1 { return .one }
            return n % 1_000_000 == 0 && n != 0 ? .many : .other
        case .oneForZeroAndOne:
            return n <= 1 ? .one : .other
        case .oneForZeroAndOneManyForMillions:
            if n <= 1 { return .one }
            return n % 1_000_000 == 0 ? .many : .other
        case .eastSlavic:
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case .otherOnly:
            return .other
        }
    }
}
