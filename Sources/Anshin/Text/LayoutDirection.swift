/// Which way a language is written and laid out: left to right, or right to left (Arabic, Hebrew).
///
/// A ``Localizer`` states its direction (``Localizer/layoutDirection``), by default the one CLDR gives
/// its language; front ends lay out what they draw by it. The HTML front end writes `dir="rtl"` on a
/// right-to-left page (a fragment's root states either direction, as its host's may differ) and its
/// stylesheet uses logical properties only, so what leads (the seed's destructive recovery, a status
/// message's stripe) is on the right; the JSON front end states the direction in the wire document;
/// the text front end writes text in logical order and leaves the visual order to the terminal.
///
/// ```swift
/// LayoutDirection(languageCode: "ar-EG")        // .rightToLeft
/// LayoutDirection(languageCode: "pa-Arab-PK")   // .rightToLeft: the script decides
/// LayoutDirection(languageCode: "ks-Deva")      // .leftToRight
/// Catalog.hebrew.layoutDirection                // .rightToLeft
/// ```
///
/// The direction of a tag is CLDR's `characterOrder`: a script subtag decides when there is one
/// (`Arab`, `Hebr`, `Thaa`, `Syrc`, `Nkoo`, `Adlm`, `Rohg`, `Mand`, `Mend`, `Samr` and `Yezi` are
/// written right to left), and otherwise the language's usual script does (Arabic, Hebrew, Persian,
/// Urdu, Pashto, Sindhi, Kashmiri, Uyghur, Yiddish, Dhivehi, Central Kurdish, Syriac, N'Ko and a few
/// more). `Tests/CLDR/cldr_vectors.py` checks this against every locale Babel knows.
///
/// Its raw value, which is also its `Codable` form, is the value of HTML's `dir` attribute: `ltr` or `rtl`.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left to right, as English, Japanese and most languages are written: `ltr`.
    case leftToRight = "ltr"
    /// Right to left, as Arabic and Hebrew are written: `rtl`.
    case rightToLeft = "rtl"

    /// The direction CLDR gives a language tag; left to right for a code that is not a well-formed
    /// tag (`" ar"`, `"ar_SA.UTF-8"`: ``Catalog/isWellFormedLanguageTag(_:)``), whose language is
    /// undetermined.
    /// - Parameter languageCode: A BCP 47 tag such as `ar`, `he-IL` or `pa-Arab`; `_` separates subtags too.
    public init(languageCode: String) {
        guard Catalog.isWellFormedLanguageTag(languageCode) else {
            self = .leftToRight
            return
        }
        if let script = LanguageTag.scriptSubtag(of: languageCode) {
            self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
        } else {
            let language = LanguageTag.primarySubtag(of: languageCode)
            self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
        }
    }

    /// The scripts written right to left (ISO 15924 codes, title case as CLDR writes them).
    private static let rightToLeftScripts: Set<Substring> = [
        "Adlm", "Arab", "Hebr", "Mand", "Mend", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi",
    ]

    /// The languages whose usual script (CLDR's likely subtags) is written right to left.
    private static let rightToLeftLanguages: Set<Substring> = [
        "apc", "ar", "bal", "bgn", "ckb", "dv", "fa", "he", "iw", "ks", "lrc", "mzn", "nqo", "ps", "rhg", "sd",
        "sdh", "skr", "syr", "trw", "ug", "ur", "yi",
    ]
}
