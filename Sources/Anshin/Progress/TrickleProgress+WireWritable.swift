extension TrickleProgress: WireWritable {
    /// Writes the progress as `{"completedAtMilliseconds", "configuration", "label", "phase",
    /// "value"}`, without a completion time while it runs.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        withUnsafePointer(to: self) { Self.write($0, to: &writer) }
    }

    /// Writes the progress at `progress` member by member, each read where the progress holds it:
    /// the progress itself is never copied (a copy of the whole goes through its value witnesses).
    /// - Parameters:
    ///   - progress: The progress, read in place.
    ///   - writer: The writer.
    package static func write(_ progress: UnsafePointer<TrickleProgress>, to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let completedAt = progress.pointee.completedAt {
            writer.key("completedAtMilliseconds")
            writer.integer(completedAt.wholeMilliseconds)
        }
        writer.key("configuration")
        progress.pointee.configuration.write(to: &writer)
        writer.key("label")
        writer.text(progress.pointee.label)
        writer.key("phase")
        switch progress.pointee.phase {
        case .running: writer.literalString("running")
        case .completed: writer.literalString("completed")
        }
        writer.key("value")
        writer.number(progress.pointee.value)
        writer.endObject(enclosing)
    }
}
