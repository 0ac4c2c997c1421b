/// Something assistive technologies say on their own when it happens, such as a message posted or
/// work completed.
public struct Announcement: Sendable, Hashable, Codable {
    /// How urgently an announcement interrupts the user (WCAG 4.1.3 status messages).
    public enum Politeness: String, Sendable, Hashable, Codable, CaseIterable, WireName {
        /// Waits until the user is idle (ARIA `status`, `aria-live="polite"`).
        case polite
        /// Interrupts at once (ARIA `alert`, `aria-live="assertive"`).
        case assertive

        /// What an unknown name is said to be in a reading error.
        static let wireNameDescription = "politeness"

        /// Reads a politeness by its name; any other name is an error that lists the names.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            try self.init(wireNameFrom: decoder)
        }
    }

    /// What is said.
    public var text: UserText

    /// How urgently it is said.
    public var politeness: Politeness

    /// Creates an announcement.
    /// - Parameters:
    ///   - text: What is said.
    ///   - politeness: How urgently it is said.
    public init(_ text: UserText, politeness: Politeness) {
        self.text = text
        self.politeness = politeness
    }
}

extension Announcement: WireRepresentable {
    /// Writes the announcement as `{"politeness": …, "text": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("politeness", self.politeness.rawValue)
        writer.member("text", self.text)
        writer.endObject()
    }
}
