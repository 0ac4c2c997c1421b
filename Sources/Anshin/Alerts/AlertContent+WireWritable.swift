extension Alert.Content: WireWritable {
    /// Writes the content as `{"message", "title"}`, without an absent message.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let message = self.message {
            writer.key("message")
            writer.text(message)
        }
        writer.key("title")
        writer.text(self.title)
        writer.endObject(enclosing)
    }
}
