import Anshin

/// The plain drawings of the models built per request — an alert, a status message, a trickle
/// progress — written straight into bytes when every text of theirs is drawn as it is on one line,
/// without laying out their presentation.
///
/// Such a drawing is what the general layout (``TextLayout`` on a ``TextCanvas``) draws for the
/// model's presentation, byte for byte: its measures come from the layout's own functions
/// (``TextLayout/boxInnerWidth(_:)``, ``TextLayout/barFilling(fraction:cells:)``, …), a status
/// message's line and the package's button titles from lines the layout drew once per catalog
/// (``TextDirectPieces``); an alert's box and button row are restated (see the alert's drawing).
/// Tests compare the two on every shape and on random texts. A text that wraps, holds a character a
/// terminal must not be handed as it is, or starts with a space, and any localizer but a built-in
/// catalog, declines: the model is then drawn the general way.
enum TextDirectDrawing {
    /// What a drawing is made with: the renderer's catalog, width, colour and context.
    struct Settings {
        /// The built-in catalog that resolves text.
        var catalog: Catalog
        /// The catalog's position in `Catalog.builtIn`.
        var position: Int
        /// The columns of a line.
        var width: Int
        /// Whether runs are coloured.
        var colors: Bool
        /// The preferences models present themselves with.
        var context: PresentationContext

        /// The catalog's pieces.
        var pieces: TextDirectPieces {
            TextDirectPieces.builtIn[self.position]
        }
    }

    /// Appends a drawing written into room reserved after the array's end.
    /// - Parameters:
    ///   - capacity: The room: at least the drawing's bytes when it is not declined.
    ///   - settings: What the drawing is made with.
    ///   - output: The array to append to; left as it was when the drawing is declined.
    ///   - draw: Writes the drawing.
    /// - Returns: Whether the drawing was appended.
    static func append(
        capacity: Int,
        settings: Settings,
        to output: inout [UInt8],
        _ draw: (inout TextDirectWriter) -> Void
    ) -> Bool {
        var drawn = false
        output.appendBytes(capacity: capacity) { room in
            var writer = TextDirectWriter(room: room, colors: settings.colors)
            draw(&writer)
            guard !writer.isDeclined else { return 0 }
            drawn = true
            return writer.count
        }
        return drawn
    }

    /// The bytes a text drawn on one line of some columns can take: three a column at most, for the
    /// plain scalars beyond ASCII.
    /// - Parameter columns: The columns.
    /// - Returns: The bytes.
    static func bytes(ofColumns columns: Int) -> Int {
        3 * max(0, columns)
    }

    /// A shape of a model whose shape fills no room, read with room that is never touched.
    /// - Parameters:
    ///   - model: The model, read in place.
    ///   - context: The preferences it presents itself with.
    ///   - body: Given the shape, valid during the call.
    static func withShape<Model: PresentationShaped, Result>(
        of model: UnsafePointer<Model>,
        in context: PresentationContext,
        _ body: (PresentationShape) -> Result
    ) -> Result {
        precondition(!Model.fillsRoom, "a shape that fills its room is read where the room is kept")
        return withUnsafeTemporaryAllocation(of: PresentationShapeRoom.self, capacity: 1) { room in
            body(Model.shape(of: model, in: context, room: room.baseAddress!))
        }
    }
}
