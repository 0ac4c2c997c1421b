extension ErrorScreen.Retry: WireWritable {
    /// Writes the retry button as `{"action", "title"}`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("action")
        writer.string(self.action.rawValue)
        writer.key("title")
        writer.text(self.title)
        writer.endObject(enclosing)
    }
}
