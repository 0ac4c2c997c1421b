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

extension Dialog: Codable {
    private enum CodingKeys: String, CodingKey {
        case alert
        case actionSheet
    }

    /// Decodes `{"alert": …}` or `{"actionSheet": …}`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let alert = try container.decodeIfPresent(Alert.self, forKey: .alert) {
            self = .alert(alert)
        } else if let sheet = try container.decodeIfPresent(ActionSheet.self, forKey: .actionSheet) {
            self = .actionSheet(sheet)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "A dialog must have an \"alert\" or an \"actionSheet\" member."
                )
            )
        }
    }

    /// Encodes the dialog as `{"alert": …}` or `{"actionSheet": …}`.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .alert(let alert): try container.encode(alert, forKey: .alert)
        case .actionSheet(let sheet): try container.encode(sheet, forKey: .actionSheet)
        }
    }
}
