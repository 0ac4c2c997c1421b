extension Alert {
    /// One button of an alert or action sheet, in display order.
    public struct Button: Sendable, Hashable, Codable {
        /// What a button does, which decides its style and placement.
        public enum Role: String, Sendable, Hashable, Codable, CaseIterable, WireName {
            /// Dismisses without acting. A dialog has at most one.
            case cancel
            /// Runs a nondestructive action.
            case `default`
            /// Runs an action that cannot be undone: shown in red.
            case destructive

            /// What an unknown name is said to be in a reading error.
            static let wireNameDescription = "button role"

            /// Reads a role by its name; any other name is an error that lists the names.
            /// - Parameter decoder: The decoder to read from.
            public init(from decoder: any Decoder) throws {
                try self.init(wireNameFrom: decoder)
            }
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
