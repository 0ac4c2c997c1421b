/// Three or more choices: two or more recoveries and a cancel button, presented as an action sheet
/// (a confirmation dialog) instead of an alert.
///
/// The HIG gives an alert one or two buttons; more choices belong in an action sheet. The sheet
/// adds its one cancel button itself, last, so it cannot have two: no ``Alert/Recovery`` runs
/// ``ActionIdentifier/cancel`` (its initializer and decoder reject one). And no two choices run the
/// same action: two buttons that run the same code offer one choice twice, and the app, told only the
/// action, could not tell which the user chose (the initializer and the decoder reject them).
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
    ///   - choices: Two or more choices, in display order, each running its own action. None runs
    ///     ``ActionIdentifier/cancel``: a recovery never does.
    /// - Throws: ``ValidationError`` when there are fewer than two choices (one choice is an
    ///   ``Alert/suggestion(_:_:)``), or when two choices run the same action (it names the action and
    ///   the two choices' positions, from 0).
    public init(_ content: Alert.Content, choices: [Alert.Recovery]) throws(ValidationError) {
        try self.init(content, choices: choices, parameter: "choices")
    }

    /// Creates an action sheet, checked as ``init(_:choices:)`` checks one, with errors naming the
    /// parameter the choices were given as.
    /// - Parameters:
    ///   - content: The sheet's title and message.
    ///   - choices: Two or more choices, in display order, each running its own action.
    ///   - parameter: The name of the parameter the choices were given as, for the error.
    init(_ content: Alert.Content, choices: [Alert.Recovery], parameter: String) throws(ValidationError) {
        guard choices.count >= 2 else {
            throw ValidationError(
                parameter: parameter,
                value: "\(choices.count) choice\(choices.count == 1 ? "" : "s")",
                requirement: "an action sheet needs at least two choices; use Alert.suggestion for one"
            )
        }
        if let (action, first, second) = Self.repeatedAction(in: choices) {
            throw ValidationError(
                parameter: parameter,
                value: "\(parameter) \(first) and \(second) both run \"\(action.rawValue)\"",
                requirement:
                    "each choice runs its own action: two buttons that run the same code offer one choice twice, "
                    + "and the app could not tell which was chosen"
            )
        }
        self.content = content
        self.choices = choices
    }

    /// The first choice that runs the action of an earlier one: the action, the earlier choice's
    /// position and its own, or `nil` when every choice runs its own action. Actions are compared as
    /// ``ActionIdentifier`` compares them (as Swift compares strings).
    /// - Parameter choices: The choices, in display order.
    /// - Returns: The action and the two positions, from 0.
    static func repeatedAction(
        in choices: [Alert.Recovery]
    ) -> (action: ActionIdentifier, first: Int, second: Int)? {
        var positions: [ActionIdentifier: Int] = [:]
        positions.reserveCapacity(choices.count)
        for (position, choice) in choices.enumerated() {
            if let first = positions.updateValue(position, forKey: choice.action) {
                return (choice.action, first, position)
            }
        }
        return nil
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
