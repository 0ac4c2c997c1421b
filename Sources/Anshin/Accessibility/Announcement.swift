/// Something assistive technologies say on their own when it happens, such as a message posted or
/// work completed.
public struct Announcement: Sendable, Hashable, Codable {
    /// How urgently an announcement interrupts the user (WCAG 4.1.3 status messages).
    public enum Politeness: String, Sendable, Hashable, Codable, CaseIterable {
        /// Waits until the user is idle (ARIA `status`, `aria-live="polite"`).
        case polite
        /// Interrupts at once (ARIA `alert`, `aria-live="assertive"`).
        case assertive
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
