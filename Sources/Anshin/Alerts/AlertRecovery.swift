extension Alert {
    /// A way out of an error that an alert offers: a button's name, its style and the action it runs.
    ///
    /// A recovery is never a second cancel button: the alert or action sheet that shows it adds its one
    /// cancel button itself. So a recovery's action is never ``ActionIdentifier/cancel`` nor blank
    /// (``ActionIdentifier/isBlank``: empty, or white space and invisible characters only; no code could
    /// be found for it), and its name is never blank text (``UserText/isBlank``: white space
    /// and invisible characters only; nobody could tell what such a button does). The initializer and
    /// the decoder both check this; a name looked up in a catalog is checked when it is drawn, by the
    /// ``AccessibilityAudit`` (``AccessibilityAudit/Rule/buttonWithoutName``).
    ///
    /// ```swift
    /// let delete = try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
    /// _ = try Alert.Recovery("Cancel", style: .nondestructive, action: .cancel)   // throws ValidationError
    /// ```
    public struct Recovery: Sendable, Hashable, WireRepresentable {
        /// Whether a recovery can be undone.
        public enum Style: String, Sendable, Hashable, Codable, CaseIterable, WireName {
            /// The recovery cannot be undone (delete, discard): shown in red.
            case destructive
            /// The recovery can be undone (retry, save a copy).
            case nondestructive

            /// What an unknown name is said to be in a reading error.
            static let wireNameDescription = "recovery style"

            /// Reads a style by its name; any other name is an error that lists the names.
            /// - Parameter decoder: The decoder to read from.
            public init(from decoder: any Decoder) throws {
                try self.init(wireNameFrom: decoder)
            }
        }

        /// The recovery button's title; never blank verbatim text.
        public private(set) var name: UserText

        /// Whether the recovery can be undone.
        public var style: Style

        /// The action a front end runs when the recovery is chosen; never ``ActionIdentifier/cancel`` and
        /// never blank (``ActionIdentifier/isBlank``).
        public private(set) var action: ActionIdentifier

        /// Creates a recovery.
        /// - Parameters:
        ///   - name: The recovery button's title.
        ///   - style: Whether the recovery can be undone.
        ///   - action: The action a front end runs when the recovery is chosen.
        /// - Throws: ``ValidationError`` when `action` is ``ActionIdentifier/cancel`` (the alert or action
        ///   sheet adds its one cancel button itself, so this would be a second one) or blank
        ///   (``ActionIdentifier/isBlank``: empty, or white space and invisible characters only), or when
        ///   `name` is blank (``UserText/isBlank``): verbatim text of white space and invisible characters
        ///   only (such as U+200B ZERO WIDTH SPACE), or joined text whose parts all are.
        public init(_ name: UserText, style: Style, action: ActionIdentifier) throws(ValidationError) {
            if action == .cancel {
                throw ValidationError(
                    parameter: "action",
                    value: "\"cancel\"",
                    requirement:
                        "a recovery cannot run cancel: the alert or action sheet adds its one cancel button itself"
                )
            }
            if action.isBlank {
                throw ValidationError(
                    parameter: "action",
                    value: action.rawValue.isEmpty ? "an empty identifier" : "a blank identifier",
                    requirement:
                        "a recovery's action names the code a front end runs, so it cannot be empty or only white "
                        + "space and invisible characters"
                )
            }
            if name.isBlank {
                throw ValidationError(
                    parameter: "name",
                    value: "blank text",
                    requirement:
                        "a recovery's name is its button's title, which must say what the button does; white space "
                        + "and invisible characters (such as U+200B ZERO WIDTH SPACE) show nothing"
                )
            }
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

extension Alert.Recovery: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name
        case style
        case action
    }

    /// Decodes a recovery, checked as ``init(_:style:action:)`` checks one: an action `cancel` or blank
    /// (`""`, `" "`: ``ActionIdentifier/isBlank``) is an error naming the `action` member, and a blank name one naming the `name` member.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(UserText.self, forKey: .name)
        let style = try container.decode(Style.self, forKey: .style)
        let action = try container.decode(ActionIdentifier.self, forKey: .action)
        do {
            try self.init(name, style: style, action: action)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: error.parameter == "action" ? .action : .name,
                in: container,
                debugDescription: error.description
            )
        }
    }
}
