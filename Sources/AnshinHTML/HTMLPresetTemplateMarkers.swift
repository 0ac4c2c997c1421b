import Anshin

/// The localizer a preset template is recorded and checked with (see ``HTMLPresetTemplate``): it
/// resolves every key to a marker naming the key, to the same words for every key, or to nothing.
struct HTMLPresetTemplateMarkers: Localizer {
    /// What every key resolves to.
    enum Style: Sendable, Hashable {
        /// A marker naming the key: U+E000, the key, U+E001 (characters of the Private Use Area,
        /// which HTML escaping keeps as they are).
        case naming
        /// The same words for every key, with every character that HTML escapes differently in
        /// text and in an attribute.
        case same
        /// The empty string.
        case empty
    }

    /// The UTF-8 that opens a marker.
    static let open = Array("\u{E000}".utf8)

    /// The UTF-8 that closes a marker.
    static let close = Array("\u{E001}".utf8)

    /// What every key resolves to.
    let style: Style

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
        case .naming: "\u{E000}\(key.rawValue)\u{E001}"
        case .same: #"<"Same" & 'words'>"#
        case .empty: ""
        }
    }
}
