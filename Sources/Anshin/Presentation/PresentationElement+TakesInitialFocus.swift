extension Presentation.Element {
    /// Whether the element is a button that takes focus when its presentation appears: one marked
    /// ``Button/isInitialFocus`` that is enabled. A disabled button (the
    /// ``AccessibilityTraits/notEnabled`` trait) cannot take focus, so focus goes where it would
    /// without the mark. Every front end reads this one rule: HTML writes `autofocus` on the first such
    /// button, and the text front end draws it bold.
    public var takesInitialFocus: Bool {
        guard case .button(let button) = self.kind else { return false }
        return button.isInitialFocus && !self.accessibility.traits.contains(.notEnabled)
    }
}
