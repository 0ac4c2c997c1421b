/// A catalog file's `languageCode` member, written only when the catalog reader would read it back.
///
/// The rule a code must meet is stated once, here, for both directions: ``Catalog``'s decoder refuses
/// a file whose code breaks it, and the catalog's ``Catalog/write(to:)`` writes the code through this
/// value, whose `encode(to:)` throws for such a code, so nothing the package writes is refused by its
/// own reader. The code must be a well-formed BCP 47 tag (`de`, `pt-PT`, `ja_JP`, `und`, as
/// ``Localizer/languageTag`` judges it): it goes where a tag goes (a page's `lang`,
/// `Content-Language`), and a code that is not a tag would be written as `und` there.
struct CatalogLanguageCode: Encodable {
    /// The code to write.
    var code: String

    /// Why a code cannot be a catalog file's `languageCode`, as a sentence, or `nil` when it can.
    /// - Parameter code: The code.
    /// - Returns: The requirement the code breaks, or `nil`.
    static func problem(with code: String) -> String? {
        Catalog.languageTagProblem(code, in: "A catalog's languageCode")
    }

    /// Encodes the code as a string, or throws `EncodingError.invalidValue` naming it when the
    /// catalog reader would refuse it.
    /// - Parameter encoder: The encoder to write to.
    func encode(to encoder: any Encoder) throws {
        if let problem = Self.problem(with: self.code) {
            throw EncodingError.invalidValue(
                self.code,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "The catalog cannot be written, since no catalog reader would read it back. "
                        + problem
                )
            )
        }
        var container = encoder.singleValueContainer()
        try container.encode(self.code)
    }
}
