extension ErrorScreen {
    /// A set of an error screen's parts that come from its preset.
    struct PresetParts: OptionSet, Sendable, Hashable {
        let rawValue: UInt8

        /// The icon.
        static let icon = Self(rawValue: 1 << 0)
        /// The title.
        static let title = Self(rawValue: 1 << 1)
        /// The message.
        static let message = Self(rawValue: 1 << 2)
        /// The retry button.
        static let retry = Self(rawValue: 1 << 3)
        /// Every part.
        static let all: Self = [.icon, .title, .message, .retry]
    }
}
