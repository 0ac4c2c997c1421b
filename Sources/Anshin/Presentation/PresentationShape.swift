/// A model's shape (see ``PresentationShaped``), with the texts and the action that a template of
/// the shape draws, read from the model in place: valid only during the call that hands it over.
package struct PresentationShape {
    /// The shape's index, below the model type's `shapeCount`.
    package var index: Int

    /// The model's texts by position (its own numbering): the model's own storage where it can point
    /// at it, so reading them copies nothing.
    package var texts: UnsafeBufferPointer<UserText>

    /// The model's action, or ``ActionIdentifier/dismiss`` for a model without one.
    package var action: ActionIdentifier

    /// Creates a shape.
    /// - Parameters:
    ///   - index: The shape's index.
    ///   - texts: The texts by position, valid while the shape is used.
    ///   - action: The model's action.
    package init(index: Int, texts: UnsafeBufferPointer<UserText>, action: ActionIdentifier = .dismiss) {
        self.index = index
        self.texts = texts
        self.action = action
    }
}
