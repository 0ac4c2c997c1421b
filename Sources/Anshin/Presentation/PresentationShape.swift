/// A model's shape (see ``PresentationShaped``), with the texts, the action and the fraction that a
/// template of the shape draws, read from the model in place: valid only during the call that hands it over.
package struct PresentationShape {
    /// The shape's index, below the model type's `shapeCount`.
    package var index: Int

    /// The model's texts by position (its own numbering): the model's own storage where it can point
    /// at it, so reading them copies nothing.
    package var texts: UnsafeBufferPointer<UserText>

    /// The model's action, where the model or the room holds it, or `nil` for a model without one.
    package var action: UnsafePointer<ActionIdentifier>?

    /// The model's fraction from 0 to 1 that its presentation draws as a number (a progress value),
    /// or 0 for a model that draws none.
    package var fraction: Double

    /// Creates a shape.
    /// - Parameters:
    ///   - index: The shape's index.
    ///   - texts: The texts by position, valid while the shape is used.
    ///   - action: The model's action, valid while the shape is used, if it has one.
    ///   - fraction: The model's fraction drawn as a number.
    package init(
        index: Int,
        texts: UnsafeBufferPointer<UserText>,
        action: UnsafePointer<ActionIdentifier>? = nil,
        fraction: Double = 0
    ) {
        self.index = index
        self.texts = texts
        self.action = action
        self.fraction = fraction
    }
}
