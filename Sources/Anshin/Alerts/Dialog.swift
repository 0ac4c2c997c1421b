/// A dialog that asks the user to respond: an ``Alert`` for one or two buttons, or an
/// ``ActionSheet`` for three or more choices.
///
/// Code that offers a number of recoveries known only at run time (such as Foundation's
/// `RecoverableError`) builds a `Dialog` with ``init(_:recoveries:)`` and gets the right one.
public enum Dialog: Sendable, Hashable {
    /// An alert: a confirmation or a suggestion.
    case alert(Alert)
    /// An action sheet: two or more choices and a cancel button.
    case actionSheet(ActionSheet)

    /// The dialog for content and any number of recoveries: a confirmation for none, a suggestion for
    /// one, an action sheet of them all, in order, for two or more.
    ///
    /// A suggestion's buttons are ordered by the arrangement asked for when they are drawn
    /// (``buttons(arrangement:)``, or the ``PresentationContext/buttonArrangement`` of its
    /// presentation), ``Alert/ButtonArrangement/destructiveLeading`` by default.
    ///
    /// A recovery never runs ``ActionIdentifier/cancel``, so no choice can be a second cancel button;
    /// what can be wrong is two recoveries that run the same action, which an ``ActionSheet`` refuses.
    /// - Parameters:
    ///   - content: The title and message.
    ///   - recoveries: The ways out, in display order, each running its own action.
    /// - Throws: ``ValidationError`` naming the `recoveries` when two of them run the same action (it
    ///   names the action and the two recoveries' positions, from 0).
    public init(_ content: Alert.Content, recoveries: [Alert.Recovery]) throws(ValidationError) {
        switch recoveries.count {
        case 0: self = .alert(.confirmation(content))
        case 1: self = .alert(.suggestion(content, recoveries[0]))
        default: self = .actionSheet(try ActionSheet(content, choices: recoveries, parameter: "recoveries"))
        }
    }

    /// The dialog's buttons in display order, leading first.
    /// - Parameter arrangement: Where an alert's cancel button goes; the seed's rule,
    ///   ``Alert/ButtonArrangement/destructiveLeading``, by default. An action sheet's buttons do not
    ///   depend on it: its choices in order, then Cancel.
    /// - Returns: The buttons.
    public func buttons(arrangement: Alert.ButtonArrangement = .destructiveLeading) -> [Alert.Button] {
        switch self {
        case .alert(let alert): alert.buttons(arrangement: arrangement)
        case .actionSheet(let sheet): sheet.buttons
        }
    }
}
