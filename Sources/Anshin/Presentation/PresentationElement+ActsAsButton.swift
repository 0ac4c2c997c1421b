extension Presentation.Element {
    /// Whether assistive technologies meet the element as one button: a button element, or a container
    /// whose descriptor has the ``AccessibilityTraits/button`` trait, such as a list row with a
    /// disclosure indicator (``AccessibilityDescriptor/listRow(_:value:hasDisclosureIndicator:)``).
    ///
    /// A container that acts as a button is one element: its children are the button's content, not
    /// elements of their own. Every front end draws it so — an HTML `<button>` whose children are
    /// phrasing content, one line of text, and in speech its label, its value and "Button" — deciding
    /// from the descriptor alone, whatever model the element comes from.
    public var actsAsButton: Bool {
        switch self.kind {
        case .button: true
        case .container: self.accessibility.traits.contains(.button)
        case .heading, .paragraph, .label, .icon, .progress: false
        }
    }
}
