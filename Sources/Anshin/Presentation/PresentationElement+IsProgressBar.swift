extension Presentation.Element {
    /// Whether assistive technologies meet the element as a progress bar: a progress element, or a
    /// container with the ``AccessibilityRole/progressIndicator`` role that holds no progress element,
    /// at any depth, and so is drawn as the bar itself.
    ///
    /// A progress indicator that holds a progress element is a busy wrapper around it, and the
    /// progress element is the bar. Every front end draws it so (an HTML `progressbar` role on the bar,
    /// not on the wrapper), and ``AccessibilityAudit`` asks a name of every progress bar.
    public var isProgressBar: Bool {
        switch self.kind {
        case .progress: true
        case .container: self.accessibility.role == .progressIndicator && !Self.containsProgress(self.children)
        case .heading, .paragraph, .label, .icon, .button: false
        }
    }

    /// Whether any of the elements, or any element inside them, is a progress element.
    private static func containsProgress(_ elements: [Presentation.Element]) -> Bool {
        elements.contains { element in
            if case .progress = element.kind { return true }
            return Self.containsProgress(element.children)
        }
    }
}
