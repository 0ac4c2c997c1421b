extension StatusBoard: Presentable {
    /// A group of the shown messages, oldest first, each with its repeat count; element identifiers
    /// are prefixed with each message's token (`message-3-text`) so they stay unique. The group is
    /// named "Notifications" (``UserText/Key/statusBoardLabel``, its accessibility label), which a
    /// screen reader says for the region and a page of only the board takes as its title. The root's
    /// behaviour (``Presentation/Behavior/board(_:)``) is the board's policy's visible limit, its
    /// accessibility multiplier and whether assistive technology is running.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The board's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "statusBoard",
            root: Presentation.Element(
                id: "status-board",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: .localized(.statusBoardLabel), role: .group),
                children: self.visible.map { entry in
                    entry.presentation(in: context).root.prefixingIdentifiers(with: "message-\(entry.token.rawValue)-")
                },
                behavior: .board(
                    .init(
                        policy: self.policy,
                        checkedMultiplier: self.accessibilityMultiplier,
                        isAssistiveTechnologyRunning: self.isAssistiveTechnologyRunning
                    )
                )
            )
        )
    }
}

extension Presentation.Element {
    /// The element with a prefix on its identifier, its children's and the identifiers it refers to.
    func prefixingIdentifiers(with prefix: String) -> Self {
        var copy = self
        copy.id = prefix + self.id
        if case .container(let labelledBy, let describedBy) = self.kind {
            copy.kind = .container(
                labelledBy: labelledBy.map { prefix + $0 },
                describedBy: describedBy.map { prefix + $0 }
            )
        }
        copy.children = self.children.map { $0.prefixingIdentifiers(with: prefix) }
        return copy
    }
}
