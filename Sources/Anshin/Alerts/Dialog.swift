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
    /// one, an action sheet for more.
    /// - Parameters:
    ///   - content: The title and message.
    ///   - recoveries: The ways out, in display order.
    /// - Throws: ``ValidationError`` when a recovery runs ``ActionIdentifier/cancel`` in an action sheet.
    public init(_ content: Alert.Content, recoveries: [Alert.Recovery]) throws(ValidationError) {
        switch recoveries.count {
        case 0: self = .alert(.confirmation(content))
        case 1: self = .alert(.suggestion(content, recoveries[0]))
        default: self = .actionSheet(try ActionSheet(content, choices: recoveries))
        }
    }

    /// The dialog's buttons in display order.
    /// - Parameter arrangement: Where an alert's cancel button goes.
    /// - Returns: The buttons.
    public func buttons(arrangement: Alert.ButtonArrangement = .destructiveLeading) -> [Alert.Button] {
        switch self {
        case .alert(let alert): alert.buttons(arrangement: arrangement)
        case .actionSheet(let sheet): sheet.buttons
        }
    }
}

extension Dialog: Presentable {
    /// The alert's or the action sheet's presentation.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        switch self {
        case .alert(let alert): alert.presentation(in: context)
        case .actionSheet(let sheet): sheet.presentation(in: context)
        }
    }
}

extension Dialog: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case choices
    }

    /// Decodes an alert's or an action sheet's own form: an object with `choices` is an action
    /// sheet, any other an alert.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        if try decoder.container(keyedBy: CodingKeys.self).contains(.choices) {
            self = .actionSheet(try ActionSheet(from: decoder))
        } else {
            self = .alert(try Alert(from: decoder))
        }
    }

    /// Writes the alert or the action sheet in its own form, so a dialog's wire document is the
    /// alert's or the sheet's.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        switch self {
        case .alert(let alert): alert.write(to: &writer)
        case .actionSheet(let sheet): sheet.write(to: &writer)
        }
    }
}
