import Anshin

extension TextDirectDrawing {
    /// Appends a status message's drawing — its mark, prefix and text on one line — when its text is
    /// drawn as it is and the line fits.
    /// - Parameters:
    ///   - message: The message, read in place.
    ///   - settings: What the drawing is made with.
    ///   - output: The array to append to.
    /// - Returns: Whether the drawing was appended; if not, the array is as it was.
    static func append(
        _ message: UnsafePointer<StatusMessage>,
        settings: Settings,
        to output: inout [UInt8]
    ) -> Bool {
        Self.withShape(of: message, in: settings.context) { shape in
            let pieces = settings.pieces
            guard let line = pieces.statusLines[shape.index] else { return false }
            let head = settings.colors ? line.head.colored : line.head.plain
            let tail = settings.colors ? line.tail.colored : line.tail.plain
            let textWidth = TextLayout.liveRegionTextWidth(lineWidth: settings.width, markWidth: line.markWidth)
            let capacity = head.count + tail.count + Self.bytes(ofColumns: textWidth)
            return Self.append(capacity: capacity, settings: settings, to: &output) { writer in
                writer.write(head)
                let width = writer.plainText(shape.texts[0], catalog: settings.catalog, position: settings.position)
                writer.write(tail)
                // The prefix and text wrap as one sentence beside the mark.
                if line.sentenceWidth + width > textWidth { writer.decline() }
            }
        }
    }
}
