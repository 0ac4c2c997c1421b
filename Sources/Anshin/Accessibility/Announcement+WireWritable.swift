extension Announcement: WireWritable {
    /// Writes the announcement as `{"politeness", "text"}`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("politeness")
        writer.string(self.politeness.rawValue)
        writer.key("text")
        writer.text(self.text)
        writer.endObject(enclosing)
    }
}
