/// What a shape's read makes rather than points at in the model, in room its caller lends: the
/// texts and action an alert holds inside its cases, an absent one read as empty.
///
/// A shape points at this room while its caller keeps it, so the shape itself holds no reference to
/// release (see ``PresentationShaped/shape(of:in:room:)``).
package struct PresentationShapeRoom {
    /// The texts, by the model's positions.
    package var texts: (UserText, UserText, UserText)

    /// The model's action.
    package var action: ActionIdentifier

    /// Creates the room's contents.
    /// - Parameters:
    ///   - texts: The texts, by the model's positions.
    ///   - action: The model's action.
    package init(texts: (UserText, UserText, UserText), action: ActionIdentifier) {
        self.texts = texts
        self.action = action
    }
}
