/// The user's and the host's preferences that shape how a model presents itself.
///
/// Front ends pass a context when they ask a model for its ``Presentation``, so one model can be
/// drawn with the seed's alert layout or the platform's, with or without motion.
public struct PresentationContext: Sendable, Hashable, Codable {
    /// Where an alert's cancel button goes relative to its recovery.
    public var buttonArrangement: Alert.ButtonArrangement

    /// Whether the user prefers reduced motion, so transitions are dropped.
    public var reduceMotion: Bool

    /// Creates a context.
    /// - Parameters:
    ///   - buttonArrangement: Where an alert's cancel button goes relative to its recovery.
    ///   - reduceMotion: Whether the user prefers reduced motion.
    public init(buttonArrangement: Alert.ButtonArrangement = .destructiveLeading, reduceMotion: Bool = false) {
        self.buttonArrangement = buttonArrangement
        self.reduceMotion = reduceMotion
    }

    /// The defaults: the seed's button arrangement, with motion.
    public static var standard: Self { Self() }
}
