/// A catalog file's plural entry, written only when the catalog reader would read it back.
///
/// The rule is stated once, in ``Catalog/PluralForms/unusedForm(in:rules:)``, for both directions:
/// ``Catalog``'s decoder refuses a file with a form its language never uses (`one` in Japanese),
/// and the catalog's ``Catalog/write(to:)`` writes such an entry through this value, whose
/// `encode(to:)` throws, so nothing the package writes is refused by its own reader (as
/// ``CatalogLanguageCode`` does for the language).
struct CatalogPluralEntry: Encodable {
    /// The entry's forms.
    var forms: Catalog.PluralForms

    /// The catalog's language, as it is written.
    var languageCode: String

    /// The plural rules of that language.
    var rules: PluralRules

    /// Encodes the forms, or throws `EncodingError.invalidValue` naming the first form the language
    /// never uses, at its member (`entries["photos.uploaded"].one`).
    /// - Parameter encoder: The encoder to write to.
    func encode(to encoder: any Encoder) throws {
        if let problem = self.forms.unusedForm(in: self.languageCode, rules: self.rules) {
            let entry = Catalog.PluralForms.entryName(encoder.codingPath)
            throw EncodingError.invalidValue(
                self.forms[problem.category],
                EncodingError.Context(
                    codingPath: encoder.codingPath + [AnyCodingKey(problem.category.rawValue)],
                    debugDescription: "The catalog cannot be written, since no catalog reader would read it back. "
                        + "The plural entry \(entry) " + problem.message
                )
            )
        }
        try self.forms.encode(to: encoder)
    }
}
