/// A HIG-style alert: a confirmation with one OK button, or a suggestion with a cancel button and a
/// ``Recovery``.
///
/// An alert has one or two buttons, never more: three or more choices are an ``ActionSheet``. It
/// has exactly one cancel button, by construction: a ``Recovery`` never runs
/// ``ActionIdentifier/cancel``.
///
/// ```swift
/// let alert = Alert.suggestion(
///     Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
///     try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
/// )
/// alert.buttons().map(\.role)   // [.destructive, .cancel]: the seed's rule puts a destructive recovery leading
/// alert.buttons(arrangement: .cancelLeading).map(\.role)   // [.cancel, .destructive]
/// ```
public enum Alert: Sendable, Hashable {
    /// Reports something: one OK button.
    case confirmation(Content)
    /// Reports something and offers a way out: a cancel button and a recovery.
    case suggestion(Content, Recovery)

    /// The alert's title and message.
    public var content: Content {
        switch self {
        case .confirmation(let content), .suggestion(let content, _): content
        }
    }

    /// The recovery a suggestion offers, or `nil` for a confirmation.
    public var recovery: Recovery? {
        if case .suggestion(_, let recovery) = self { return recovery }
        return nil
    }

    /// Creates the alert for an error: a suggestion when it offers a recovery, otherwise a confirmation.
    /// - Parameter error: The error, with its user-facing text.
    public init(_ error: some UserFacingError) {
        let content = Content(title: error.userFacingTitle, message: error.userFacingMessage)
        if let recovery = error.recovery {
            self = .suggestion(content, recovery)
        } else {
            self = .confirmation(content)
        }
    }

    /// The alert's buttons in display order, leading first.
    ///
    /// A confirmation has one OK button with the cancel role. A suggestion has a cancel button and
    /// its recovery; ``ButtonArrangement`` decides their order.
    /// - Parameter arrangement: Where the cancel button goes; the seed's rule by default.
    /// - Returns: One or two buttons.
    public func buttons(arrangement: ButtonArrangement = .destructiveLeading) -> [Button] {
        switch self.orderedButtons(arrangement: arrangement) {
        case (let only, nil): [only]
        case (let leading, let trailing?): [leading, trailing]
        }
    }

    /// The alert's buttons in display order without building an array: the leading button, and the
    /// trailing one a suggestion has.
    /// - Parameter arrangement: Where the cancel button goes.
    /// - Returns: The leading button and, for a suggestion, the trailing one.
    func orderedButtons(arrangement: ButtonArrangement) -> (Button, Button?) {
        switch self {
        case .confirmation:
            return (Button(title: .localized(.ok), role: .cancel, action: .dismiss), nil)
        case .suggestion(_, let recovery):
            let cancel = Button(title: .localized(.cancel), role: .cancel, action: .cancel)
            let recover = Button(
                title: recovery.name,
                role: recovery.style == .destructive ? .destructive : .default,
                action: recovery.action
            )
            return arrangement.recoveryLeads(recovery.style) ? (recover, cancel) : (cancel, recover)
        }
    }

    /// The button that takes focus when the alert appears: the least destructive one.
    ///
    /// A destructive suggestion focuses its cancel button (WAI-ARIA APG); a nondestructive one its
    /// recovery; a confirmation its OK button.
    public var initialFocus: Button.Role {
        switch self {
        case .confirmation: .cancel
        case .suggestion(_, let recovery): recovery.style == .destructive ? .cancel : .default
        }
    }
}
