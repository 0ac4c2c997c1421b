/// How an element's children reach assistive technologies.
public enum AccessibilityGrouping: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each child is its own element, read in order.
    case `default`
    /// The children become one element whose label joins theirs ("Workouts, 100 items"), as
    /// SwiftUI's `.combine` and DivKit's `merge`.
    case merge
    /// The children are hidden; the element's own label stands for them.
    case exclude
}
