/// Three or more choices: two or more recoveries and a cancel button, presented as an action sheet
/// (a confirmation dialog) instead of an alert.
///
/// The HIG gives an alert one or two buttons; more choices belong in an action sheet. The sheet
/// adds its one cancel button itself, last, so it cannot have two: no ``Alert/Recovery`` runs
/// ``ActionIdentifier/cancel`` (its initializer and decoder reject one).
///
/// ```swift
/// let sheet = try ActionSheet(
///     Alert.Content(title: "Unsaved changes"),
///     choices: [
///         try Alert.Recovery("Save", style: .nondestructive, action: "save"),
///         try Alert.Recovery("Discard", style: .destructive, action: "discard"),
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
    ///   - choices: Two or more choices, in display order. None runs ``ActionIdentifier/cancel``: a
    ///     recovery never does.
    /// - Throws: ``ValidationError`` when there are fewer than two choices (one choice is an
    ///   ``Alert/suggestion(_:_:)``).
    public init(_ content: Alert.Content, choices: [Alert.Recovery]) throws(ValidationError) {
        guard choices.count >= 2 else {
            throw ValidationError(
                parameter: "choices",
                value: "\(choices.count) choice\(choices.count == 1 ? "" : "s")",
                requirement: "an action sheet needs at least two choices; use Alert.suggestion for one"
            )
        }
        self.init(content, twoOrMoreChoices: choices)
    }

    /// Creates an action sheet from choices the caller has counted: two or more.
    /// - Parameters:
    ///   - content: The sheet's title and message.
    ///   - choices: Two or more choices, in display order.
    init(_ content: Alert.Content, twoOrMoreChoices choices: [Alert.Recovery]) {
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
