extension StatusMessage: PresentationShaped {
    /// A status message's shape is its kind: its one text, at position 0, is always drawn, and it
    /// reads nothing from the context and has no action.
    package static var shapeCount: Int { Kind.Known.allCases.count }

    /// No: the message's one text is a stored property, and a message has no action.
    package static var fillsRoom: Bool { false }

    /// The message's shape, its kind's index among the known kinds (a kind this version does not
    /// know being presented as ``Kind/normal``), with its text, pointed at where the message holds it.
    /// - Parameters:
    ///   - model: The message, read in place.
    ///   - context: The preferences the message presents itself with, which it does not read.
    ///   - room: Left as it is.
    /// - Returns: The shape.
    @inline(__always)
    package static func shape(
        of model: UnsafePointer<StatusMessage>,
        in context: PresentationContext,
        room: UnsafeMutablePointer<PresentationShapeRoom>
    ) -> PresentationShape {
        let index =
            switch model.pointee.kind.known ?? .normal {
            case .normal: 0
            case .success: 1
            case .caution: 2
            case .error: 3
            case .debug: 4
            case .internalError: 5
            }
        // The text's own storage, a stored property of the message.
        return PresentationShape(index: index, texts: UnsafeBufferPointer(start: model.pointer(to: \.text), count: 1))
    }

    /// A status message of a kind.
    /// - Parameters:
    ///   - shape: The kind's index among the known kinds.
    ///   - text: The text to put at a position.
    ///   - action: Not asked: a status message has no action.
    ///   - fraction: Not asked: a status message draws no fraction.
    /// - Returns: The message and the standard context, or `nil` for an index that is no kind.
    package static func skeleton(
        ofShape shape: Int,
        text: (Int) -> UserText,
        action: (Int) -> ActionIdentifier,
        fraction: Double
    ) -> (model: StatusMessage, context: PresentationContext)? {
        let kinds = Kind.Known.allCases
        guard kinds.indices.contains(shape) else { return nil }
        return (StatusMessage(text(0), kind: Kind(rawValue: kinds[shape].rawValue)), .standard)
    }
}
