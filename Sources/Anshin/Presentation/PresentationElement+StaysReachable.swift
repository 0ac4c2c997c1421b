extension Presentation.Element {
    /// Whether assistive technologies reach the element even when it, or an element around it, is
    /// hidden from them (``AccessibilityDescriptor/isHidden``): a button, which can take focus.
    ///
    /// Hiding something that can take focus would leave a control that is focused but says nothing,
    /// so hiding stops at a button. Every front end and the audit read this one rule: HTML writes no
    /// `aria-hidden` on a button or around one (it hides the rest of a hidden element's content
    /// instead), the spoken text style says the buttons of a hidden element, and the accessibility
    /// audit checks them as it checks any other button.
    public var staysReachable: Bool {
        if case .button = self.kind { return true }
        return false
    }

    /// Whether the element, or any element inside it, ``staysReachable``.
    public var holdsReachableElement: Bool {
        self.staysReachable || self.children.contains { $0.holdsReachableElement }
    }
}
