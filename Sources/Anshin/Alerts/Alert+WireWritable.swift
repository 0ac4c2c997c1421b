extension Alert: WireWritable {
    /// Writes the alert as `{"kind", "message", "recovery", "title"}`, without an absent message or
    /// recovery.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("kind")
        switch self {
        case .confirmation: writer.literalString("confirmation")
        case .suggestion: writer.literalString("suggestion")
        }
        let content = self.content
        if let message = content.message {
            writer.key("message")
            writer.text(message)
        }
        if let recovery = self.recovery {
            writer.key("recovery")
            recovery.write(to: &writer)
        }
        writer.key("title")
        writer.text(content.title)
        writer.endObject(enclosing)
    }
}
