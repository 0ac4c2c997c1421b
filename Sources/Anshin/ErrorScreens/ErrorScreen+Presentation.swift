extension ErrorScreen: Presentable {
    /// A region labelled by its title heading and described by its message (a group when the screen
    /// is ``Placement/compact``, so it is not one more landmark of the page around it), with the icon
    /// (when the screen fills the body) and the retry button; absent and blank parts are left out, and
    /// so is a retry button whose action is blank (``ActionIdentifier/isBlank``: it names no code, so
    /// the button would do nothing).
    ///
    /// Parts that wait for the content of a preset that was not known where the screen was made take
    /// it from the context's ``PresentationContext/presets`` when they know the preset.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The screen's presentation, with its transition unless the user prefers reduced motion.
    public func presentation(in context: PresentationContext) -> Presentation {
        if !self.pendingParts.isEmpty, !context.presets.isEmpty {
            let resolved = self.resolvingPreset(using: context.presets)
            if resolved.pendingParts.isEmpty { return resolved.presentation(in: context) }
        }
        var children: [Presentation.Element] = []
        children.reserveCapacity(4)
        if self.placement == .fillBody, let icon = self.icon {
            children.append(Presentation.Element(id: "icon", kind: .icon(icon), accessibility: icon.accessibility))
        }
        let title = self.title.flatMap { $0.isBlank ? nil : $0 }
        if let title {
            children.append(
                Presentation.Element(
                    id: "title",
                    kind: .heading(level: 2),
                    text: title,
                    accessibility: .heading(title, level: 2)
                )
            )
        }
        let message = self.message.flatMap { $0.isBlank ? nil : $0 }
        if let message {
            children.append(
                Presentation.Element(id: "message", kind: .paragraph, text: message, accessibility: .text(message))
            )
        }
        if let retry = self.shownRetry {
            children.append(
                Presentation.Element(
                    id: "retry",
                    kind: .button(.init(role: .default, action: retry.action)),
                    text: retry.title,
                    tone: .accent,
                    accessibility: .button(retry.title)
                )
            )
        }
        // A full screen is a region landmark named by its title. A compact one sits inside other
        // content, so it is a named group: several on one page are not duplicate landmarks, and a
        // page's landmarks stay the places a user jumps between.
        let role: AccessibilityRole = self.placement == .compact ? .group : .region
        return Presentation(
            type: "errorScreen",
            root: Presentation.Element(
                id: "error-screen",
                kind: .container(
                    labelledBy: title == nil ? nil : "title",
                    describedBy: message == nil ? nil : "message"
                ),
                accessibility: AccessibilityDescriptor(label: title, role: role),
                children: children
            ),
            transition: self.transition.respectingReducedMotion(context.reduceMotion)
        )
    }
}
