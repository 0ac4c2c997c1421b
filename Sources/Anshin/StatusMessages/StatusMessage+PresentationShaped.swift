extension StatusMessage: PresentationShaped {
    /// A status message's shape is its kind: its one text, at position 0, is always drawn, and it
    /// reads nothing from the context and has no action.
    package static var shapeCount: Int { Kind.Known.allCases.count }

    /// The message's shape, its kind's index among the known kinds (a kind this version does not
    /// know being presented as ``Kind/normal``), with its text.
    /// - Parameter context: The preferences the message presents itself with, which it does not read.
    /// - Returns: The shape.
    package func shape(in context: PresentationContext) -> PresentationShape {
        let index =
            switch self.kind.known ?? .normal {
            case .normal: 0
            case .success: 1
            case .caution: 2
            case .error: 3
            case .debug: 4
            case .internalError: 5
            }
        return PresentationShape(index: index, texts: (self.text, "", ""))
    }

    /// A status message of a kind.
    /// - Parameters:
    ///   - shape: The kind's index among the known kinds.
    ///   - text: The text to put at a position.
    ///   - action: Not asked: a status message has no action.
    /// - Returns: The message and the standard context, or `nil` for an index that is no kind.
    package static func skeleton(
        ofShape shape: Int,
        text: (Int) -> UserText,
        action: (Int) -> ActionIdentifier
    ) -> (model: StatusMessage, context: PresentationContext)? {
        let kinds = Kind.Known.allCases
        guard kinds.indices.contains(shape) else { return nil }
        return (StatusMessage(text(0), kind: Kind(rawValue: kinds[shape].rawValue)), .standard)
    }
}
