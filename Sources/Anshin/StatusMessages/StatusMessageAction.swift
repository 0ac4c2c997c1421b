extension StatusMessage {
    /// The one thing a user can do about a status message before it goes — "Undo" is the classic:
    /// a button's title and the action it runs.
    ///
    /// The action is an identifier, not a closure, so the message stays `Sendable`, `Hashable` and
    /// `Codable`; the app maps the identifier to its own code. A message with an action is shown
    /// longer, so keyboard and screen-reader users can reach its button before it goes (see
    /// ``StatusMessage/effectiveDuration`` and ``StatusBoard/isAssistiveTechnologyRunning``).
    ///
    /// ```swift
    /// let deleted = StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))
    /// deleted.effectiveDuration   // 6000 ms: a success message with an action gets its long duration
    /// ```
    ///
    /// A title that is blank, or an empty action identifier, is not drawn: the message is then shown
    /// as one without an action (no empty button, ever).
    public struct Action: Sendable, Hashable, Codable, WireRepresentable {
        /// The button's title, such as "Undo".
        public var title: UserText

        /// The action a front end runs when the button is activated.
        public var action: ActionIdentifier

        /// Creates an action.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - action: The action a front end runs when the button is activated.
        public init(title: UserText, action: ActionIdentifier) {
            self.title = title
            self.action = action
        }

        /// An "Undo" action (「取り消す」 in Japanese).
        /// - Parameter action: The action that undoes what the message reports.
        /// - Returns: The action.
        public static func undo(_ action: ActionIdentifier) -> Self {
            Self(title: .localized(.undo), action: action)
        }

        /// Writes the action as `{"action": …, "title": …}`.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("action", self.action)
            writer.member("title", self.title)
            writer.endObject()
        }
    }
}
