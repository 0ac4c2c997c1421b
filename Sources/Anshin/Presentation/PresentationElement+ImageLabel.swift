extension Presentation.Element {
    /// The label of the first image among the element's children that assistive technologies reach,
    /// which names a button that has no title or label of its own (an icon-only Close button).
    ///
    /// An image is reached when its descriptor is not hidden and it has a name that is not blank: its
    /// descriptor's spoken label or label, or else its icon's ``Icon/label``. Assistive technologies
    /// name a button from its content, so every front end and the accessibility audit read this one
    /// rule: the spoken transcript says "Close, Button", the text front end draws `[ Close ]`, and the
    /// audit does not report the button as unnamed.
    public var imageLabel: UserText? {
        for child in self.children where !child.accessibility.isHidden {
            guard case .icon(let icon) = child.kind else { continue }
            let label = child.accessibility.spokenLabel ?? child.accessibility.label ?? icon.label
            if let label, !label.isBlank { return label }
        }
        return nil
    }
}
