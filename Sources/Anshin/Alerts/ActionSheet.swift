/// Three or more choices: two or more recoveries and a cancel button, presented as an action sheet
/// (a confirmation dialog) instead of an alert.
///
/// The HIG gives an alert one or two buttons; more choices belong in an action sheet. The sheet
/// adds its one cancel button itself, last, so it cannot have two.
///
/// ```swift
/// let sheet = try ActionSheet(
///     Alert.Content(title: "Unsaved changes"),
///     choices: [
///         Alert.Recovery("Save", style: .nondestructive, action: "save"),
///         Alert.Recovery("Discard", style: .destructive, action: "discard"),
///     ]
/// )
/// sheet.buttons.map(\.role)   // [.default, .destructive, .cancel]
/// ```
public struct ActionSheet: Sendable, Hashable {
    /// The sheet's title and message.
    public var content: Alert.Content

    /// The choices, in display order; the cancel button follows them.
    public private(set) var choices: [Alert.Recovery]

    /// Creates an action sheet.
    /// - Parameters:
    ///   - content: The sheet's title and message.
    ///   - choices: Two or more choices, in display order.
    /// - Throws: ``ValidationError`` when there are fewer than two choices (one choice is an
    ///   ``Alert/suggestion(_:_:)``), or when a choice runs ``ActionIdentifier/cancel``.
    public init(_ content: Alert.Content, choices: [Alert.Recovery]) throws(ValidationError) {
        guard choices.count >= 2 else {
            throw ValidationError(
                parameter: "choices",
                value: "\(choices.count) choice\(choices.count == 1 ? "" : "s")",
                requirement: "an action sheet needs at least two choices; use Alert.suggestion for one"
            )
        }
        if let index = choices.firstIndex(where: { $0.action == .cancel }) {
            throw ValidationError(
                parameter: "choices[\(index)]",
                value: "action \"cancel\"",
                requirement: "an action sheet adds its one cancel button itself; a choice cannot be a second cancel"
            )
        }
        self.content = content
        self.choices = choices
    }

    /// The sheet's buttons in display order: each choice, then the one cancel button.
    public var buttons: [Alert.Button] {
        self.choices.map { choice in
            Alert.Button(
                title: choice.name,
                role: choice.style == .destructive ? .destructive : .default,
                action: choice.action
            )
        } + [Alert.Button(title: .localized(.cancel), role: .cancel, action: .cancel)]
    }
}
