/// A model whose presentation is decided by a few structural choices and otherwise only carries
/// its texts and actions along: its *shape*.
///
/// A shape is everything the presentation depends on except what the model's texts and actions
/// say and the fraction it draws as a number (a progress value): the model's kind, the parts of the context it reads, which of its texts are drawn (a blank
/// one is left out), and which drawn texts are the same text (a front end may compare them). Two
/// models of one shape have presentations that differ only in those texts, actions and fraction, so
/// a front end may draw every model of a shape from a template compiled once from a *skeleton*: a
/// model of that shape whose texts and actions are markers. The HTML front end does so for fragments.
///
/// The shape and the skeleton are two halves of one rule and must agree: the skeleton of a shape
/// has that shape (tests check it for every shape), and drawing a model from its shape's template
/// gives the same bytes as drawing its presentation (tests compare them on many random models).
package protocol PresentationShaped: Presentable {
    /// The number of shape indices: every shape is below it, though not every index below it is
    /// a shape.
    static var shapeCount: Int { get }

    /// Whether ``shape(of:in:room:)`` fills the room its caller lends, for what it cannot point at in
    /// the model (an alert's texts and action, held inside its cases), or leaves it as it is.
    static var fillsRoom: Bool { get }

    /// Reads the shape of the model at `model` in a context, with its texts and action by position
    /// and its fraction, in one pass.
    ///
    /// The shape points into the model where it can, so that drawing it copies no text, and
    /// otherwise into `room`, which the call initializes when ``fillsRoom`` says so: the shape is
    /// valid while the model and `room` are, and holds no reference of its own. The caller
    /// deinitializes a filled room after it. Returning the shape, rather than handing it to a
    /// closure, lets a caller that knows the model's type read it with one direct call.
    /// - Parameters:
    ///   - model: The model, read in place.
    ///   - context: The preferences the model presents itself with.
    ///   - room: Uninitialized room, initialized on return when ``fillsRoom``.
    /// - Returns: The shape.
    static func shape(
        of model: UnsafePointer<Self>,
        in context: PresentationContext,
        room: UnsafeMutablePointer<PresentationShapeRoom>
    ) -> PresentationShape

    /// A model of a shape with the given texts, actions and fraction, and a context it has that
    /// shape in.
    ///
    /// Equal texts of the shape are all given the text of the first position among them, so the
    /// skeleton's texts are equal exactly where the shape says.
    /// - Parameters:
    ///   - shape: The shape's index.
    ///   - text: The text to put at a position.
    ///   - action: The action to put at a position.
    ///   - fraction: The fraction from 0 to 1 to draw, for a shape that draws one as a number; a
    ///     model that draws none, or a shape whose fraction is fixed (a completed progress is at 1),
    ///     ignores it.
    /// - Returns: The model and context, or `nil` for an index below ``shapeCount`` that is no
    ///   shape.
    static func skeleton(
        ofShape shape: Int,
        text: (Int) -> UserText,
        action: (Int) -> ActionIdentifier,
        fraction: Double
    ) -> (model: Self, context: PresentationContext)?
}

extension PresentationShaped {
    /// The model's shape in a context, with its texts copied out: what tests and tools look at.
    /// - Parameter context: The preferences the model presents itself with.
    /// - Returns: The shape's index, its texts by position, its action (`nil` for a model without
    ///   one) and its fraction.
    package func shape(
        in context: PresentationContext
    ) -> (index: Int, texts: [UserText], action: ActionIdentifier?, fraction: Double) {
        withUnsafePointer(to: self) { model in
            withUnsafeTemporaryAllocation(of: PresentationShapeRoom.self, capacity: 1) { room in
                let room = room.baseAddress!
                let shape = Self.shape(of: model, in: context, room: room)
                defer { if Self.fillsRoom { room.deinitialize(count: 1) } }
                return (shape.index, Array(shape.texts), shape.action?.pointee, shape.fraction)
            }
        }
    }
}
