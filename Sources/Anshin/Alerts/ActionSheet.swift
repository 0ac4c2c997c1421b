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

extension ActionSheet: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case title
        case message
        case choices
    }

    /// Decodes an action sheet; fewer than two choices is an error naming the `choices` member.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let content = Alert.Content(
            title: try container.decode(UserText.self, forKey: .title),
            message: try container.decodeIfPresent(UserText.self, forKey: .message)
        )
        let choices = try container.decode([Alert.Recovery].self, forKey: .choices)
        do {
            try self.init(content, choices: choices)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .choices, in: container, debugDescription: error.description)
        }
    }

    /// Writes the sheet as `{"choices": […], "message": …, "title": …}`, without a missing message.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("choices", self.choices)
        writer.member("message", ifPresent: self.content.message)
        writer.member("title", self.content.title)
        writer.endObject()
    }
}

extension ActionSheet: Presentable {
    /// A modal dialog labelled by its title and described by its message, with its buttons in
    /// display order; the cancel button takes focus.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The sheet's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        DialogPresentation.make(
            type: "actionSheet",
            role: .dialog,
            content: self.content,
            buttons: self.buttons,
            initialFocus: .cancel
        )
    }
}
