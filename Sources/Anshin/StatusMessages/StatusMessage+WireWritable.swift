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
        // A known kind's name is a literal that needs no escaping; another is written as it came.
        switch self.kind.known {
        case .normal: writer.literalString("normal")
        case .success: writer.literalString("success")
        case .caution: writer.literalString("caution")
        case .error: writer.literalString("error")
        case .debug: writer.literalString("debug")
        case .internalError: writer.literalString("internalError")
        case nil: writer.string(self.kind.rawValue)
        }
        writer.key("text")
        writer.text(self.text)
        writer.endObject(enclosing)
    }
}
