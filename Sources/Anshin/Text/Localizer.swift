/// Looks up the templates that turn ``UserText`` into strings of one language.
///
/// `Localizer` is the plug-in point for a host's own strings. It is `Hashable`, so front ends that
/// hold one stay `Hashable`: implement
/// ``template(for:form:)`` and ``languageCode``, and every key you do not know falls back to the
/// built-in catalog of your language, then to the text's own fallback, then to English. The
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
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - form: The plural category selected by the text's count (``PluralCategory/other`` when
    ///     it has none).
    /// - Returns: The template, or `nil`.
    func template(for key: UserText.Key, form: PluralCategory) -> String?

    /// The plural category of a count in this localizer's language.
    ///
    /// The default follows CLDR's rules through ``PluralRules``.
    /// - Parameter count: The count.
    /// - Returns: The category.
    func pluralCategory(for count: Int) -> PluralCategory

    /// Writes a whole number as this language shows it, such as `1,000`.
    ///
    /// The default groups digits by three with a comma.
    /// - Parameter number: The number.
    /// - Returns: The written number.
    func formatted(_ number: Int) -> String
}

extension Localizer {
    /// The plural category of a count, by CLDR's rules for ``languageCode``.
    /// - Parameter count: The count.
    /// - Returns: The category.
    public func pluralCategory(for count: Int) -> PluralCategory {
        PluralRules(languageCode: self.languageCode).category(for: count)
    }

    /// Writes a whole number with its digits grouped by three with a comma.
    /// - Parameter number: The number.
    /// - Returns: The written number, such as `-1,234,567`.
    public func formatted(_ number: Int) -> String {
        GroupedDigits.string(number)
    }
}
