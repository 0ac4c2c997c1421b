extension TrickleProgress: PresentationShaped {
    /// A trickle's shape is its phase and, once completed, whether it announces its completion: 0
    /// running, 1 completed and announcing "Done" (it was shown), 2 completed within the grace time
    /// (never shown, so nothing is announced). Its one text, at position 0, is its label; its value
    /// is the fraction the bar draws; it reads nothing from the context and has no action.
    package static var shapeCount: Int { 3 }

    /// No: the label is a stored property, and a trickle has no action.
    package static var fillsRoom: Bool { false }

    /// The trickle's shape, with its label, pointed at where the trickle holds it, and its value.
    /// - Parameters:
    ///   - model: The trickle, read in place.
    ///   - context: The preferences the trickle presents itself with, which it does not read.
    ///   - room: Left as it is.
    /// - Returns: The shape.
    @inline(__always)
    package static func shape(
        of model: UnsafePointer<TrickleProgress>,
        in context: PresentationContext,
        room: UnsafeMutablePointer<PresentationShapeRoom>
    ) -> PresentationShape {
        let index = model.pointee.phase == .running ? 0 : model.pointee.announcesCompletion ? 1 : 2
        // The label's own storage, a stored property of the trickle.
        return PresentationShape(
            index: index,
            texts: UnsafeBufferPointer(start: model.pointer(to: \.label), count: 1),
            fraction: model.pointee.value
        )
    }

    /// A trickle of a shape.
    /// - Parameters:
    ///   - shape: 0 running, 1 completed and announcing, 2 completed silently.
    ///   - text: The text to put at a position: the label is at 0.
    ///   - action: Not asked: a trickle has no action.
    ///   - fraction: The value of a running trickle; a completed one is at 1.
    /// - Returns: The trickle and the standard context, or `nil` for an index that is no shape.
    package static func skeleton(
        ofShape shape: Int,
        text: (Int) -> UserText,
        action: (Int) -> ActionIdentifier,
        fraction: Double
    ) -> (model: TrickleProgress, context: PresentationContext)? {
        switch shape {
        case 0:
            return (TrickleProgress(label: text(0), runningAt: fraction), .standard)
        case 1, 2:
            // Completed at its grace time, a trickle was shown; completed before it, it was not.
            // (A grace time of one second satisfies every rule, so this cannot throw.)
            let configuration = try! Configuration(graceTime: shape == 1 ? .zero : .seconds(1))
            var progress = TrickleProgress(label: text(0), configuration: configuration)
            _ = progress.complete(at: .zero)
            return (progress, .standard)
        default:
            return nil
        }
    }
}
