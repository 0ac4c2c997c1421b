extension Alert {
    /// One button of an alert or action sheet, in display order.
    public struct Button: Sendable, Hashable, Codable {
        /// What a button does, which decides its style and placement.
        public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
            /// Dismisses without acting. A dialog has at most one.
            case cancel
            /// Runs a nondestructive action.
            case `default`
            /// Runs an action that cannot be undone: shown in red.
            case destructive
        }

        /// The button's title.
        public var title: UserText

        /// What the button does.
        public var role: Role

        /// The action a front end runs when the button is activated.
        public var action: ActionIdentifier

        /// Creates a button.
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What the button does.
        ///   - action: The action a front end runs when the button is activated.
        public init(title: UserText, role: Role, action: ActionIdentifier) {
            self.title = title
            self.role = role
            self.action = action
        }

        /// The button's semantic colour: ``ColorToken/destructive`` for a destructive button.
        public var tone: ColorToken {
            switch self.role {
            case .destructive: .destructive
            case .default: .accent
            case .cancel: .neutral
            }
        }
    }
}
