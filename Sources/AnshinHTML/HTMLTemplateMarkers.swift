import Anshin

/// The localizer a template is recorded and checked with (see ``HTMLTemplate``): it resolves each
/// varying text's key to a marker naming the key, to the same words, or to nothing.
///
/// For a preset's template (``HTMLPresetTemplate``) every key varies. For a shape's template
/// (``HTMLShapeTemplate``) only the keys that stand for a model's texts do
/// (``HTMLShapeTemplate/isSlotKey(_:)``); every other key, such as an alert's Cancel, is the
/// catalog's, resolved into the template's fixed bytes.
struct HTMLTemplateMarkers: Localizer {
    /// What every varying key resolves to.
    enum Style: Sendable, Hashable {
        /// A marker naming the key (``HTMLTemplate/marker(_:)``).
        case naming
        /// The same words for every key, with every character that HTML escapes differently in
        /// text and in an attribute.
        case same
        /// The empty string.
        case empty
    }

    /// What every varying key resolves to.
    let style: Style

    /// The catalog that resolves the keys that do not vary, or `nil` when every key varies.
    let catalog: Catalog?

    /// The same words: every character that HTML escapes differently in text and in an attribute.
    static let sameWords = #"<"Same" & 'words'>"#

    /// Creates the localizer.
    /// - Parameters:
    ///   - style: What every varying key resolves to.
    ///   - catalog: The catalog that resolves the keys that do not vary, or `nil` when every key
    ///     varies.
    init(_ style: Style, catalog: Catalog? = nil) {
        self.style = style
        self.catalog = catalog
    }

    /// The catalog's language, or none: the tag for an undetermined one. (A catalog counts and
    /// writes numbers as its language does, so the language is all this localizer needs for the
    /// keys that do not vary.)
    var languageCode: String { self.catalog?.languageCode ?? "und" }

    /// The marker, the same words or nothing for a varying key; the catalog's template for any other.
    /// - Parameters:
    ///   - key: The key.
    ///   - form: The plural form, which makes no difference to a varying key.
    /// - Returns: What the style says, or the catalog's template.
    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        if let catalog = self.catalog, !HTMLShapeTemplate.isSlotKey(key) {
            return catalog.template(for: key, form: form)
        }
        return switch self.style {
        case .naming: HTMLTemplate.marker(key.rawValue)
        case .same: Self.sameWords
        case .empty: ""
        }
    }
}
