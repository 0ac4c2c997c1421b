import Anshin

/// The localizer a preset template is recorded and checked with (see ``HTMLPresetTemplate``): it
/// resolves every key to a marker naming the key, to the same words for every key, or to nothing.
struct HTMLPresetTemplateMarkers: Localizer {
    /// What every key resolves to.
    enum Style: Sendable, Hashable {
        /// A marker naming the key (``HTMLTemplate/marker(_:)``).
        case naming
        /// The same words for every key, with every character that HTML escapes differently in
        /// text and in an attribute.
        case same
        /// The empty string.
        case empty
    }

    /// What every key resolves to.
    let style: Style

    /// The same words: every character that HTML escapes differently in text and in an attribute.
    static let sameWords = #"<"Same" & 'words'>"#

    /// Creates the localizer.
    /// - Parameter style: What every key resolves to.
    init(_ style: Style) {
        self.style = style
    }

    /// No language: the tag for an undetermined one.
    var languageCode: String { "und" }

    /// The marker, the same words or nothing, whatever the key and form.
    /// - Parameters:
    ///   - key: The key.
    ///   - form: The plural form, which makes no difference.
    /// - Returns: What the style says.
    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        switch self.style {
        case .naming: HTMLTemplate.marker(key.rawValue)
        case .same: Self.sameWords
        case .empty: ""
        }
    }
}
