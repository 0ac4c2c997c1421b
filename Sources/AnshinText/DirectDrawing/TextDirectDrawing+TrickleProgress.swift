import Anshin

extension TextDirectDrawing {
    /// Appends a trickle progress's drawing — its bar and percentage, then its label — when its
    /// label is drawn as it is on one line.
    /// - Parameters:
    ///   - progress: The progress, read in place.
    ///   - settings: What the drawing is made with.
    ///   - output: The array to append to.
    /// - Returns: Whether the drawing was appended; if not, the array is as it was.
    static func append(
        _ progress: UnsafePointer<TrickleProgress>,
        settings: Settings,
        to output: inout [UInt8]
    ) -> Bool {
        Self.withShape(of: progress, in: settings.context) { shape in
            let cells = TextLayout.barCells(width: settings.width)
            let (filled, percent) = TextLayout.barFilling(fraction: shape.fraction, cells: cells)
            // `[`, the cells, `] 100%`, a newline and the label.
            let capacity = Self.bytes(ofColumns: cells) + 8 + Self.bytes(ofColumns: settings.width)
            return Self.append(capacity: capacity, settings: settings, to: &output) { writer in
                // The bar has no colour of its own: its runs are plain.
                writer.write("[")
                if let bar = TextDirectRepeat.barCells(filled: filled, of: cells) {
                    writer.write(bar)
                } else {
                    writer.decline()
                }
                writer.write("] ")
                writer.write(percent: percent)
                writer.newline()
                let width = writer.plainText(shape.texts[0], catalog: settings.catalog, position: settings.position)
                if width > settings.width { writer.decline() }
            }
        }
    }
}
