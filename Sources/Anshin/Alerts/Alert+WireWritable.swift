extension Alert: WireWritable {
    /// Writes the alert as `{"kind", "message", "recovery", "title"}`, without an absent message or
    /// recovery.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        // One switch binds the payload where it is: the `content` and `recovery` properties would each
        // copy it out through the runtime's generic tuple witnesses.
        let enclosing = writer.beginObject()
        switch self {
        case .confirmation(let content):
            writer.key("kind")
            writer.literalString("confirmation")
            Self.writeMembers(of: content, recovery: nil, to: &writer)
        case .suggestion(let content, let recovery):
            writer.key("kind")
            writer.literalString("suggestion")
            Self.writeMembers(of: content, recovery: recovery, to: &writer)
        }
        writer.endObject(enclosing)
    }

    /// Writes the members after `kind`: the message, the recovery and the title.
    @inline(__always)
    private static func writeMembers(of content: Content, recovery: Recovery?, to writer: inout WireWriter) {
        if let message = content.message {
            writer.key("message")
            writer.text(message)
        }
        if let recovery {
            writer.key("recovery")
            recovery.write(to: &writer)
        }
        writer.key("title")
        writer.text(content.title)
    }
}
