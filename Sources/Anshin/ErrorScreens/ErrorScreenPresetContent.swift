extension ErrorScreen.Preset {
    /// What a preset's screen shows: its icon, title, message and retry button.
    ///
    /// Every built-in preset has content (``PresetLibrary/content(for:)`` gives it), and an app gives
    /// its own presets theirs in a ``PresetLibrary``:
    ///
    /// ```swift
    /// let expired = ErrorScreen.Preset.Content(
    ///     icon: .decorative(.lock),
    ///     title: "Your subscription has ended",
    ///     message: "Renew it to keep syncing your notes.",
    ///     retry: ErrorScreen.Retry(title: "Renew", action: "subscription.renew")
    /// )
    /// ```
    public struct Content: Sendable, Hashable, Codable, WireRepresentable {
        /// The icon, shown when the screen fills the body.
        public var icon: Icon?

        /// The title, shown as the screen's heading.
        public var title: UserText

        /// The message under the title.
        public var message: UserText?

        /// The retry button, if retrying can help.
        public var retry: ErrorScreen.Retry?

        /// Creates a preset's content.
        /// - Parameters:
        ///   - icon: The icon, shown when the screen fills the body; decorative when the title says
        ///     the same.
        ///   - title: The title, shown as the screen's heading.
        ///   - message: The message under the title.
        ///   - retry: The retry button, if retrying can help.
        public init(
            icon: Icon? = nil,
            title: UserText,
            message: UserText? = nil,
            retry: ErrorScreen.Retry? = nil
        ) {
            self.icon = icon
            self.title = title
            self.message = message
            self.retry = retry
        }

        private enum CodingKeys: String, CodingKey {
            case icon
            case title
            case message
            case retry
        }

        /// Decodes a preset's content: `title` is required, the other members may be absent.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                icon: try container.decodeIfPresent(Icon.self, forKey: .icon),
                title: try container.decode(UserText.self, forKey: .title),
                message: try container.decodeIfPresent(UserText.self, forKey: .message),
                retry: try container.decodeIfPresent(ErrorScreen.Retry.self, forKey: .retry)
            )
        }

        /// Writes the content as `{"icon": …, "message": …, "retry": …, "title": …}`, without the
        /// members it lacks.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.beginObject()
            if let icon = self.icon { writer.member("icon", icon) }
            writer.member("message", ifPresent: self.message)
            if let retry = self.retry { writer.member("retry", retry) }
            writer.member("title", self.title)
            writer.endObject()
        }
    }
}
