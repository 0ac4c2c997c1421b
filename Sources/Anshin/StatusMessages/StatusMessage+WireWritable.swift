extension StatusMessage: WireWritable {
    /// Writes the message as `{"duration", "kind", "text"}`: the duration in whole milliseconds or
    /// `"sticky"`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("duration")
        if let milliseconds = self.duration.milliseconds {
            writer.integer(milliseconds)
        } else {
            writer.literalString("sticky")
        }
        writer.key("kind")
        writer.string(self.kind.rawValue)
        writer.key("text")
        writer.text(self.text)
        writer.endObject(enclosing)
    }
}
