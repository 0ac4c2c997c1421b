extension StatusMessage: WireWritable {
    /// Writes the message as `{"duration", "kind", "text"}`: the duration in whole milliseconds or
    /// `"sticky"`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        withUnsafePointer(to: self) { Self.write($0, to: &writer) }
    }

    /// Writes the message at `message` member by member, each read where the message holds it: the
    /// message itself is never copied (a copy of the whole goes through its value witnesses, about
    /// 0.5 k instructions with its destruction).
    /// - Parameters:
    ///   - message: The message, read in place.
    ///   - writer: The writer.
    package static func write(_ message: UnsafePointer<StatusMessage>, to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("duration")
        if let milliseconds = message.pointee.duration.milliseconds {
            writer.integer(milliseconds)
        } else {
            writer.literalString("sticky")
        }
        writer.key("kind")
        // A known kind's name is a literal that needs no escaping; another is written as it came.
        switch message.pointee.kind.known {
        case .normal: writer.literalString("normal")
        case .success: writer.literalString("success")
        case .caution: writer.literalString("caution")
        case .error: writer.literalString("error")
        case .debug: writer.literalString("debug")
        case .internalError: writer.literalString("internalError")
        case nil: writer.string(message.pointee.kind.rawValue)
        }
        writer.key("text")
        writer.text(message.pointee.text)
        writer.endObject(enclosing)
    }
}
