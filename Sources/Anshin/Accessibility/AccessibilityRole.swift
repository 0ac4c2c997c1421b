/// The part an element plays in a screen, beyond its traits: the container kinds of assistive
/// technologies (ARIA's landmark, live-region and widget roles).
public enum AccessibilityRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A modal dialog that interrupts the user to report something and ask for a response.
    case alertDialog
    /// A modal dialog that offers a list of choices (an action sheet).
    case dialog
    /// A polite live region: its changes are announced when the user is idle.
    case status
    /// An assertive live region: its changes are announced at once.
    case alert
    /// A section of a screen that is labelled by its heading.
    case region
    /// A set of elements that belong together.
    case group
    /// An indicator of work in progress.
    case progressIndicator
}
