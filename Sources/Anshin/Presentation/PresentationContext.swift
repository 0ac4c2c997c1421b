/// The user's and the host's preferences that shape how a model presents itself.
///
/// Front ends pass a context when they ask a model for its ``Presentation``, so one model can be
/// drawn with the seed's alert layout or the platform's, with or without motion.
public struct PresentationContext: Sendable, Hashable {
    /// Where an alert's cancel button goes relative to its recovery.
    public var buttonArrangement: Alert.ButtonArrangement

    /// Whether the user prefers reduced motion, so transitions are dropped.
    public var reduceMotion: Bool

    /// The app's own presets: an error screen made where its preset was not known shows the app's
    /// content for it. Empty by default: only the built-in presets.
    public var presets: PresetLibrary

    /// Creates a context.
    /// - Parameters:
    ///   - buttonArrangement: Where an alert's cancel button goes relative to its recovery.
    ///   - reduceMotion: Whether the user prefers reduced motion.
    ///   - presets: The app's own presets.
    public init(
        buttonArrangement: Alert.ButtonArrangement = .destructiveLeading,
        reduceMotion: Bool = false,
        presets: PresetLibrary = PresetLibrary()
    ) {
        self.buttonArrangement = buttonArrangement
        self.reduceMotion = reduceMotion
        self.presets = presets
    }

    /// The defaults: the seed's button arrangement, with motion, and the built-in presets.
    public static var standard: Self { Self() }
}

extension PresentationContext: Codable {
    private enum CodingKeys: String, CodingKey {
        case buttonArrangement
        case reduceMotion
        case presets
    }

    /// Decodes a context; an absent member takes its default.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            buttonArrangement: try container.decodeIfPresent(Alert.ButtonArrangement.self, forKey: .buttonArrangement)
                ?? .destructiveLeading,
            reduceMotion: try container.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false,
            presets: try container.decodeIfPresent(PresetLibrary.self, forKey: .presets) ?? PresetLibrary()
        )
    }

    /// Encodes the context: its arrangement and motion preference, and the app's presets when it has any.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.buttonArrangement, forKey: .buttonArrangement)
        try container.encode(self.reduceMotion, forKey: .reduceMotion)
        if !self.presets.isEmpty { try container.encode(self.presets, forKey: .presets) }
    }
}
