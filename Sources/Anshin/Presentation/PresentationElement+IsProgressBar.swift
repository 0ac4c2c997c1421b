extension Presentation.Element {
    /// Whether assistive technologies meet the element as a progress bar: a progress element, or a
    /// container with the ``AccessibilityRole/progressIndicator`` role that holds no progress element
    /// and no control, at any depth, and so is drawn as the bar itself.
    ///
    /// A progress indicator that holds a progress element is a busy wrapper around it, and the
    /// progress element is the bar. Every front end draws it so (an HTML `progressbar` role on the bar,
    /// not on the wrapper), and ``AccessibilityAudit`` asks a name of every progress bar. One that
    /// holds a control and no progress element is not a bar either: it is a progress group
    /// (``isProgressGroup``).
    public var isProgressBar: Bool {
        switch self.kind {
        case .progress: true
        case .container:
            self.accessibility.role == .progressIndicator && !Self.containsProgress(self.children)
                && !Self.containsControl(self.children)
        case .heading, .paragraph, .label, .icon, .button: false
        }
    }

    /// Whether the element is a progress indicator drawn as a busy group around its content: a
    /// container with the ``AccessibilityRole/progressIndicator`` role that holds a control (an
    /// element that ``actsAsButton``, such as Cancel), at any depth, and no progress element.
    ///
    /// A progress bar's children are presentational: drawn as the bar, a Cancel button inside it would
    /// be lost to assistive technologies (axe: nested-interactive), and nothing could press it but a
    /// mouse. So the indicator is not the bar: it is a group named by its label, busy while its
    /// descriptor says so, around content that keeps its controls. Every front end draws it so (HTML:
    /// `role="group"` with `aria-busy`), and ``AccessibilityAudit`` asks it a name, as it asks one of
    /// a progress bar, since its name is all that says what the work is.
    public var isProgressGroup: Bool {
        guard case .container = self.kind, self.accessibility.role == .progressIndicator else { return false }
        return !Self.containsProgress(self.children) && Self.containsControl(self.children)
    }

    /// Whether any of the elements, or any element inside them, is a progress element.
    private static func containsProgress(_ elements: [Presentation.Element]) -> Bool {
        elements.contains { element in
            if case .progress = element.kind { return true }
            return Self.containsProgress(element.children)
        }
    }

    /// Whether any of the elements, or any element inside them, acts as a button.
    private static func containsControl(_ elements: [Presentation.Element]) -> Bool {
        elements.contains { element in
            element.actsAsButton || Self.containsControl(element.children)
        }
    }
}
