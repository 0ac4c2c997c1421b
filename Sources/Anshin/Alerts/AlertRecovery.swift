extension Alert {
    /// A way out of an error that an alert offers: a button's name, its style and the action it runs.
    public struct Recovery: Sendable, Hashable, Codable, WireRepresentable {
        /// Whether a recovery can be undone.
        public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
            /// The recovery cannot be undone (delete, discard): shown in red.
            case destructive
            /// The recovery can be undone (retry, save a copy).
            case nondestructive
        }

        /// The recovery button's title.
        public var name: UserText

        /// Whether the recovery can be undone.
        public var style: Style

        /// The action a front end runs when the recovery is chosen.
        public var action: ActionIdentifier

        /// Creates a recovery.
        /// - Parameters:
        ///   - name: The recovery button's title.
        ///   - style: Whether the recovery can be undone.
        ///   - action: The action a front end runs when the recovery is chosen.
        public init(_ name: UserText, style: Style, action: ActionIdentifier) {
            self.name = name
            self.style = style
            self.action = action
        }

        /// Writes the recovery as `{"action": …, "name": …, "style": …}`.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("action", self.action)
            writer.member("name", self.name)
            writer.member("style", self.style.rawValue)
            writer.endObject()
        }
    }
}
