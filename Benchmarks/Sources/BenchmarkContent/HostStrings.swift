public import Anshin

/// A host app's own strings, as an app ships them: a localizer that is not a `Catalog`, with its own
/// words for a few keys (the network screen's title, Retry) and the built-in catalog of its language
/// for every other key.
public struct HostStrings: Localizer {
    /// English.
    public let languageCode = "en"

    /// Creates the host's strings.
    public init() {}

    /// The host's template for a key, or `nil` to fall back to the built-in catalog.
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - form: The plural form.
    /// - Returns: The template.
    public func template(for key: UserText.Key, form: PluralCategory) -> String? {
        switch key {
        case .networkTitle: "No connection"
        case .retry: "Try Again"
        default: nil
        }
    }
}
