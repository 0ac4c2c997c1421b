extension StatusMessage: Presentable {
    /// A live region (`status` for polite kinds, `alert` for assertive ones) in the kind's colour,
    /// with the kind's icon and prefix, the text, and the action's button (`action`) when it has one.
    /// The root's behaviour (``Presentation/Behavior/expiring(_:)``) is the message's
    /// ``effectiveDuration``, and it stays while assistive technology runs when it shows an action.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The message's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        self.presentation(repeatCount: 1)
    }

    /// The presentation of a message posted `repeatCount` times while on a board, which shows the count.
    func presentation(repeatCount: Int) -> Presentation {
        var children: [Presentation.Element] = []
        children.reserveCapacity(5)
        children.append(
            Presentation.Element(id: "icon", kind: .icon(.decorative(self.kind.symbol)), accessibility: .decorative)
        )
        if let prefix = self.kind.prefix {
            children.append(
                Presentation.Element(
                    id: "kind",
                    kind: .label,
                    text: prefix,
                    tone: self.kind.colorToken,
                    accessibility: .text(prefix)
                )
            )
        }
        children.append(
            Presentation.Element(id: "text", kind: .paragraph, text: self.text, accessibility: .text(self.text))
        )
        if repeatCount > 1 {
            let count = UserText.localized(.repeatCount, count: repeatCount)
            children.append(
                Presentation.Element(id: "repeat-count", kind: .label, text: count, accessibility: .text(count))
            )
        }
        if let action = self.shownAction {
            // A button inside the live region: keyboard and screen-reader users reach it in reading
            // order, after the text it acts on.
            children.append(
                Presentation.Element(
                    id: "action",
                    kind: .button(.init(role: .default, action: action.action)),
                    text: action.title,
                    tone: .accent,
                    accessibility: .button(action.title)
                )
            )
        }
        let politeness = self.kind.politeness
        let prefixedText = self.prefixedText
        return Presentation(
            type: "statusMessage",
            root: Presentation.Element(
                id: "status-message",
                kind: .container(),
                tone: self.kind.colorToken,
                accessibility: AccessibilityDescriptor(
                    label: prefixedText,
                    role: politeness == .assertive ? .alert : .status,
                    announcement: Announcement(prefixedText, politeness: politeness)
                ),
                children: children,
                behavior: .expiring(
                    .init(
                        duration: self.effectiveDuration,
                        staysWhileAssistiveTechnologyRuns: self.shownAction != nil
                    )
                )
            )
        )
    }
}
