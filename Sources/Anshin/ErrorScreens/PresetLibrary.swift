/// An app's own presets with their content, kept in one place and used by name exactly like the
/// built-in ones.
///
/// An app names its shared screens as ``ErrorScreen/Preset`` values and gives each its content once:
///
/// ```swift
/// extension ErrorScreen.Preset {
///     static var subscriptionExpired: Self { Self(rawValue: "subscriptionExpired") }
/// }
///
/// let appPresets = try PresetLibrary(errorScreens: [
///     .subscriptionExpired: ErrorScreen.Preset.Content(
///         icon: .decorative(.lock),
///         title: "Your subscription has ended",
///         message: "Renew it to keep syncing your notes.",
///         retry: ErrorScreen.Retry(title: "Renew", action: "subscription.renew")
///     )
/// ])
/// ```
///
/// The library is passed explicitly wherever a screen is made or read, never kept in a global:
///
/// - ``ErrorScreen/init(_:placement:presets:)-(Template,_,_)`` makes a screen from it;
/// - a decoder finds it under `CodingUserInfoKey.presetLibrary` (the JSON front end's `WireDecoder`
///   takes it as an option), so `{"preset": "subscriptionExpired"}` decodes as the whole screen;
/// - a ``PresentationContext`` carries it, so a screen made where the preset was not known shows the
///   app's content when it is drawn.
///
/// A name neither the package nor the library knows still shows the `unexpected` screen's content.
/// The built-in presets keep their content: an app rewords them through their catalog keys.
public struct PresetLibrary: Sendable, Hashable {
    /// The app's error-screen presets and their content.
    private var errorScreenContent: [ErrorScreen.Preset: ErrorScreen.Preset.Content]

    /// A library without presets of its own: only the built-in ones.
    public init() {
        self.errorScreenContent = [:]
    }

    /// Creates a library of an app's error-screen presets.
    /// - Parameter errorScreens: Each preset's content.
    /// - Throws: ``ValidationError`` when a preset has a blank name (empty, or white space and
    ///   invisible characters only) or the name of a built-in preset (whose text is reworded through
    ///   its catalog keys instead).
    public init(errorScreens: [ErrorScreen.Preset: ErrorScreen.Preset.Content]) throws(ValidationError) {
        for preset in errorScreens.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            try Self.validate(preset)
        }
        self.errorScreenContent = errorScreens
    }

    /// The app's own error-screen presets, by name.
    public var errorScreenPresets: [ErrorScreen.Preset] {
        self.errorScreenContent.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The content of an error-screen preset: a built-in preset's, or the app's for its own.
    /// - Parameter preset: The preset.
    /// - Returns: The content, or `nil` for a preset neither the package nor the library knows.
    public func content(for preset: ErrorScreen.Preset) -> ErrorScreen.Preset.Content? {
        preset.builtInContent ?? self.errorScreenContent[preset]
    }

    /// Whether the library has no presets of its own.
    public var isEmpty: Bool { self.errorScreenContent.isEmpty }

    /// Rejects a name an app cannot give its own preset.
    private static func validate(_ preset: ErrorScreen.Preset) throws(ValidationError) {
        // A blank name (white space and invisible characters only) names nothing a reader can key on,
        // as a blank action identifier names no code.
        if UserText(verbatim: preset.rawValue).isBlank {
            throw ValidationError(
                parameter: "errorScreens",
                value: "\"\(preset.rawValue)\"",
                requirement: "a preset needs a name that is not blank, such as \"subscriptionExpired\""
            )
        }
        if preset.isKnown {
            throw ValidationError(
                parameter: "errorScreens",
                value: preset.rawValue,
                requirement:
                    "\(preset.rawValue) is a built-in preset; give your own preset another name, or reword the built-in one through its catalog keys"
            )
        }
    }
}

extension PresetLibrary: Codable {
    /// Decodes a library from `{"errorScreens": {"NAME": CONTENT, …}}`; an absent `errorScreens` is
    /// an empty library.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the path of malformed content, or of a name that is empty or a
    ///   built-in preset's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var content: [ErrorScreen.Preset: ErrorScreen.Preset.Content] = [:]
        if container.contains(AnyCodingKey("errorScreens")) {
            let presets = try container.nestedContainer(
                keyedBy: AnyCodingKey.self,
                forKey: AnyCodingKey("errorScreens")
            )
            for key in presets.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                let preset = ErrorScreen.Preset(rawValue: key.stringValue)
                do {
                    try Self.validate(preset)
                } catch {
                    throw DecodingError.dataCorruptedError(
                        forKey: key,
                        in: presets,
                        debugDescription: error.description
                    )
                }
                content[preset] = try presets.decode(ErrorScreen.Preset.Content.self, forKey: key)
            }
        }
        self.errorScreenContent = content
    }

    /// Encodes the library as `{"errorScreens": {"NAME": CONTENT, …}}`, its presets in name order.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        var presets = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("errorScreens"))
        for (preset, content) in self.errorScreenContent.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try presets.encode(content, forKey: AnyCodingKey(preset.rawValue))
        }
    }
}

extension CodingUserInfoKey {
    /// The ``PresetLibrary`` a decoder fills error screens from: under this key, a screen read with an
    /// app's `preset` takes the absent parts from the app's content for it.
    public static let presetLibrary = CodingUserInfoKey(rawValue: "org.anshin.presetLibrary")!
}
