/// CLDR's cardinal plural rules, by language: which ``PluralCategory`` a count takes.
///
/// The rules read CLDR's operands (``PluralOperands``), so they hold for decimals as well as whole
/// numbers: in English `1` is ``PluralCategory/one`` but `1.0` is ``PluralCategory/other``; in
/// French `1,5` is ``PluralCategory/one``. Languages that share a rule share its code: each rule
/// family is written once, as CLDR states it, and a language is mapped to its family.
///
/// Japanese, Chinese, Korean, Thai, Vietnamese and Indonesian use only ``PluralCategory/other``, as
/// CLDR states. A language not listed uses it for every count too, as CLDR's root locale does, but
/// its own categories are not known (Czech has `one`, `few` and `many`); so does a code that is not
/// a well-formed tag (`" ru"`, `"ar_SA.UTF-8"`: ``Catalog/isWellFormedLanguageTag(_:)``), whose
/// language is undetermined.
/// A ``Localizer`` that needs another rule implements ``Localizer/pluralCategory(for:)-(UserText.Count)``
/// itself, reading ``UserText/Count/pluralOperands``.
///
/// The rules are checked against CLDR's data through Babel (for integers 0–1000 and decimals with
/// one and two fraction digits) by `Tests/CLDR/cldr_vectors.py`.
public struct PluralRules: Sendable, Hashable {
    /// A CLDR rule family: the rule text that several languages share.
    enum Rule: Sendable, Hashable {
        /// `other` for every count, as CLDR states it for these languages (ja, zh, ko, th, vi, id).
        case otherOnly
        /// CLDR's root locale: `other` for every count, for every language not listed, whose own
        /// categories these rules do not know (Czech, Welsh), and for a code that is no language.
        case root
        /// `one: i = 1 and v = 0` (en, de, nl, sv, fi, et).
        case oneForWholeOne
        /// `one: i = 1 and v = 0`; `many` for whole millions (it, ca, pt-PT).
        case oneForWholeOneManyForMillions
        /// `one: n = 1` (nb, no, el, hu, tr, bg).
        case oneForOne
        /// `one: n = 1`; `many` for whole millions (es).
        case oneForOneManyForMillions
        /// `one: i = 0,1`; `many` for whole millions (fr, pt).
        case oneForIntegerZeroOrOneManyForMillions
        /// `one: i = 0 or n = 1` (hi, bn).
        case oneForIntegerZeroOrOne
        /// `one: n = 1 or t != 0 and i = 0,1` (da).
        case danish
        /// `one`, `few` and `many` by the last digits of whole numbers; `other` for decimals (ru, uk).
        case eastSlavic
        /// `one`, `few` and `many` by the last digits of `n`, a decimal such as `21.0` included (be).
        case belarusian
        /// `one` for exactly 1, `few` and `many` by the last digits of whole numbers; `other` for
        /// decimals (pl).
        case polish
        /// `zero`, `one` and `two` for exactly 0, 1 and 2; `few` and `many` by the last two digits of
        /// `n`, a decimal such as `3.0` included (ar).
        case arabic
        /// `one` for a whole 1 or a decimal below 1; `two` for a whole 2 (he).
        case hebrew
    }

    let rule: Rule

    /// The rules for a language.
    /// - Parameter languageCode: A BCP 47 tag such as `en`, `ja` or `pt-BR`. The language subtag
    ///   chooses the rules; for Portuguese the region does too, as in CLDR: `pt` and `pt-BR` use
    ///   Brazil's rule, `pt-PT` and the other regions whose CLDR locale inherits from it (AO, CH,
    ///   CV, GQ, GW, LU, MO, MZ, ST, TL) use Portugal's.
    public init(languageCode: String) {
        // A bare two-letter tag such as `en` is matched by its bytes, without building a subtag.
        if let rule = Self.rule(forTwoLetterTag: languageCode) {
            self.rule = rule
            return
        }
        // A code that is not a tag (` ru`, `ar_SA.UTF-8`) is no language: root's rule, as its
        // `languageTag` is `und` and no built-in catalog is found for it.
        guard Catalog.isWellFormedLanguageTag(languageCode) else {
            self.rule = .root
            return
        }
        switch LanguageTag.primarySubtag(of: languageCode) {
        case "en", "de", "nl", "sv", "fi", "et":
            self.rule = .oneForWholeOne
        case "it", "ca":
            self.rule = .oneForWholeOneManyForMillions
        case "nb", "no", "el", "hu", "tr", "bg":
            self.rule = .oneForOne
        case "es":
            self.rule = .oneForOneManyForMillions
        case "fr":
            self.rule = .oneForIntegerZeroOrOneManyForMillions
        case "pt":
            self.rule =
                LanguageTag.europeanPortugueseRegions.contains(LanguageTag.regionSubtag(of: languageCode) ?? "")
                ? .oneForWholeOneManyForMillions : .oneForIntegerZeroOrOneManyForMillions
        case "hi", "bn":
            self.rule = .oneForIntegerZeroOrOne
        case "da":
            self.rule = .danish
        case "ru", "uk":
            self.rule = .eastSlavic
        case "be":
            self.rule = .belarusian
        case "pl":
            self.rule = .polish
        case "ar":
            self.rule = .arabic
        case "he", "iw":
            self.rule = .hebrew
        case "ja", "zh", "ko", "th", "vi", "id":
            self.rule = .otherOnly
        default:
            self.rule = .root
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
            (UInt8(ascii: "f"), UInt8(ascii: "i")),
            (UInt8(ascii: "e"), UInt8(ascii: "t")):
            return .oneForWholeOne
        case (UInt8(ascii: "i"), UInt8(ascii: "t")),
            (UInt8(ascii: "c"), UInt8(ascii: "a")):
            return .oneForWholeOneManyForMillions
        case (UInt8(ascii: "n"), UInt8(ascii: "b")),
            (UInt8(ascii: "n"), UInt8(ascii: "o")),
            (UInt8(ascii: "e"), UInt8(ascii: "l")),
            (UInt8(ascii: "h"), UInt8(ascii: "u")),
            (UInt8(ascii: "t"), UInt8(ascii: "r")),
            (UInt8(ascii: "b"), UInt8(ascii: "g")):
            return .oneForOne
        case (UInt8(ascii: "e"), UInt8(ascii: "s")):
            return .oneForOneManyForMillions
        case (UInt8(ascii: "f"), UInt8(ascii: "r")),
            (UInt8(ascii: "p"), UInt8(ascii: "t")):
            return .oneForIntegerZeroOrOneManyForMillions
        case (UInt8(ascii: "h"), UInt8(ascii: "i")),
            (UInt8(ascii: "b"), UInt8(ascii: "n")):
            return .oneForIntegerZeroOrOne
        case (UInt8(ascii: "d"), UInt8(ascii: "a")):
            return .danish
        case (UInt8(ascii: "r"), UInt8(ascii: "u")),
            (UInt8(ascii: "u"), UInt8(ascii: "k")):
            return .eastSlavic
        case (UInt8(ascii: "b"), UInt8(ascii: "e")):
            return .belarusian
        case (UInt8(ascii: "p"), UInt8(ascii: "l")):
            return .polish
        case (UInt8(ascii: "a"), UInt8(ascii: "r")):
            return .arabic
        case (UInt8(ascii: "h"), UInt8(ascii: "e")),
            (UInt8(ascii: "i"), UInt8(ascii: "w")):
            return .hebrew
        case (UInt8(ascii: "j"), UInt8(ascii: "a")),
            (UInt8(ascii: "z"), UInt8(ascii: "h")),
            (UInt8(ascii: "k"), UInt8(ascii: "o")),
            (UInt8(ascii: "t"), UInt8(ascii: "h")),
            (UInt8(ascii: "v"), UInt8(ascii: "i")),
            (UInt8(ascii: "i"), UInt8(ascii: "d")):
            return .otherOnly
        default:
            return .root
        }
    }

    /// The plural category of a whole number.
    /// - Parameter count: The number.
    /// - Returns: Its category in this language.
    public func category(for count: Int) -> PluralCategory {
        self.category(for: PluralOperands(count))
    }

    /// The plural category of a count, whole or with fraction digits (`1.0` and `1` may differ).
    /// - Parameter count: The count.
    /// - Returns: Its category in this language.
    public func category(for count: UserText.Count) -> PluralCategory {
        self.category(for: PluralOperands(count))
    }

    /// The plural category of a number given by its CLDR operands.
    /// - Parameter operands: The number's operands.
    /// - Returns: Its category in this language.
    public func category(for operands: PluralOperands) -> PluralCategory {
        let i = operands.i
        let v = operands.v
        // `n = x` for a whole x: n is whole and its integer digits are x.
        let n = operands.isWhole ? i : nil
        // CLDR: `many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`; e is always 0 here.
        let isWholeMillions = i != 0 && i % 1_000_000 == 0 && v == 0
        switch self.rule {
        case .otherOnly, .root:
            return .other
        case .oneForWholeOne:
            return i == 1 && v == 0 ? .one : .other
        case .oneForWholeOneManyForMillions:
            if i == 1 && v == 0 { return .one }
            return isWholeMillions ? .many : .other
        case .oneForOne:
            return n == 1 ? .one : .other
        case .oneForOneManyForMillions:
            if n == 1 { return .one }
            return isWholeMillions ? .many : .other
        case .oneForIntegerZeroOrOneManyForMillions:
            if i <= 1 { return .one }
            return isWholeMillions ? .many : .other
        case .oneForIntegerZeroOrOne:
            return i == 0 || n == 1 ? .one : .other
        case .danish:
            return n == 1 || (operands.t != 0 && i <= 1) ? .one : .other
        case .eastSlavic:
            // one: v = 0 and i % 10 = 1 and i % 100 != 11
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
            guard v == 0 else { return .other }
            return Self.slavicCategory(i % 10, i % 100, isOne: i % 10 == 1 && i % 100 != 11)
        case .belarusian:
            // The same conditions on n: a decimal such as 21.0 counts, 21.5 is other.
            guard let n else { return .other }
            return Self.slavicCategory(n % 10, n % 100, isOne: n % 10 == 1 && n % 100 != 11)
        case .polish:
            // one: i = 1 and v = 0
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
            guard v == 0 else { return .other }
            return Self.slavicCategory(i % 10, i % 100, isOne: i == 1)
        case .arabic:
            // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
            guard let n else { return .other }
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        case .hebrew:
            // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            return i == 2 && v == 0 ? .two : .other
        }
    }

    /// The category of a whole number in the Slavic rules: `one` as the rule says, `few` for last
    /// digits 2–4 outside 12–14, and `many` for every other whole number.
    private static func slavicCategory(_ lastDigit: UInt64, _ lastTwoDigits: UInt64, isOne: Bool) -> PluralCategory {
        if isOne { return .one }
        if (2...4).contains(lastDigit) && !(12...14).contains(lastTwoDigits) { return .few }
        return .many
    }

    /// The categories this language uses, in CLDR order (``PluralCategory/other`` always among
    /// them): the forms a catalog entry in the language needs.
    public var categories: [PluralCategory] {
        switch self.rule {
        case .otherOnly, .root:
            return [.other]
        case .oneForWholeOne, .oneForOne, .oneForIntegerZeroOrOne, .danish:
            return [.one, .other]
        case .oneForWholeOneManyForMillions, .oneForOneManyForMillions, .oneForIntegerZeroOrOneManyForMillions:
            return [.one, .many, .other]
        case .eastSlavic, .belarusian, .polish:
            return [.one, .few, .many, .other]
        case .arabic:
            return [.zero, .one, .two, .few, .many, .other]
        case .hebrew:
            return [.one, .two, .other]
        }
    }

    /// Whether ``categories`` are every category the language uses, as CLDR states them: `false` for
    /// a language these rules do not list (Czech, Welsh, `x-klingon`), which counts by CLDR's root
    /// rule here but has categories of its own that a host's localizer may pick. A catalog file in
    /// a language whose categories are known must not hold a form of any other category.
    var knowsEveryCategory: Bool {
        self.rule != .root
    }
}
