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
        // A bare two-letter tag such as `en` is matched by its bytes, without building a subtag.
        if let rule = Self.rule(forTwoLetterTag: languageCode) {
            self.rule = rule
            return
        }
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

    /// The rule of a tag that is exactly two lowercase ASCII letters, as the subtag switch in
    /// ``init(languageCode:)`` chooses it, or `nil` for any other tag.
    /// - Parameter tag: A BCP 47 tag.
    /// - Returns: The rule.
    private static func rule(forTwoLetterTag tag: String) -> Rule? {
        let utf8 = tag.utf8
        guard utf8.count == 2 else { return nil }
        let first = utf8[utf8.startIndex]
        let last = utf8[utf8.index(after: utf8.startIndex)]
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(last)
        else { return nil }
        switch (first, last) {
        case (UInt8(ascii: "e"), UInt8(ascii: "n")),
            (UInt8(ascii: "d"), UInt8(ascii: "e")),
            (UInt8(ascii: "n"), UInt8(ascii: "l")),
            (UInt8(ascii: "s"), UInt8(ascii: "v")),
            (UInt8(ascii: "d"), UInt8(ascii: "a")),
            (UInt8(ascii: "n"), UInt8(ascii: "b")),
            (UInt8(ascii: "n"), UInt8(ascii: "o")),
            (UInt8(ascii: "f"), UInt8(ascii: "i")),
            (UInt8(ascii: "e"), UInt8(ascii: "t")),
            (UInt8(ascii: "e"), UInt8(ascii: "l")),
            (UInt8(ascii: "h"), UInt8(ascii: "u")),
            (UInt8(ascii: "t"), UInt8(ascii: "r")),
            (UInt8(ascii: "b"), UInt8(ascii: "g")):
            return .oneForOne
        case (UInt8(ascii: "e"), UInt8(ascii: "s")),
            (UInt8(ascii: "i"), UInt8(ascii: "t")),
            (UInt8(ascii: "c"), UInt8(ascii: "a")):
            return .oneForOneManyForMillions
        case (UInt8(ascii: "h"), UInt8(ascii: "i")),
            (UInt8(ascii: "b"), UInt8(ascii: "n")):
            return .oneForZeroAndOne
        case (UInt8(ascii: "f"), UInt8(ascii: "r")),
            (UInt8(ascii: "p"), UInt8(ascii: "t")):
            return .oneForZeroAndOneManyForMillions
        case (UInt8(ascii: "r"), UInt8(ascii: "u")),
            (UInt8(ascii: "u"), UInt8(ascii: "k")),
            (UInt8(ascii: "b"), UInt8(ascii: "e")):
            return .eastSlavic
        case (UInt8(ascii: "p"), UInt8(ascii: "l")):
            return .polish
        default:
            return .otherOnly
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
