/// A model's shape (see ``PresentationShaped``), with the texts and the action that a template of
/// the shape draws, read from the model once.
package struct PresentationShape: Sendable {
    /// The shape's index, below the model type's `shapeCount`.
    package var index: Int

    /// The model's texts by position (its own numbering), up to three; positions the model does not
    /// have hold empty text.
    package var texts: (UserText, UserText, UserText)

    /// The model's action, or ``ActionIdentifier/dismiss`` for a model without one.
    package var action: ActionIdentifier

    /// Creates a shape.
    /// - Parameters:
    ///   - index: The shape's index.
    ///   - texts: The texts by position; positions the model does not have hold empty text.
    ///   - action: The model's action.
    package init(index: Int, texts: (UserText, UserText, UserText) = ("", "", ""), action: ActionIdentifier = .dismiss)
    {
        self.index = index
        self.texts = texts
        self.action = action
    }

    /// Reads the texts in place, by position.
    /// - Parameter body: Reads the three texts.
    @inlinable @inline(__always)
    package func withTexts(_ body: (UnsafeBufferPointer<UserText>) -> Void) {
        withUnsafePointer(to: self.texts) {
            // A tuple of one type lays its elements out as an array does.
            body(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UserText.self), count: 3))
        }
    }
}
