extension Presentation.Element.Progress: WireWritable {
    /// Writes the progress as `{"fraction", "isSimulated"}`, without an unknown fraction.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let fraction = self.fraction {
            writer.key("fraction")
            writer.number(fraction)
        }
        writer.key("isSimulated")
        writer.bool(self.isSimulated)
        writer.endObject(enclosing)
    }
}
