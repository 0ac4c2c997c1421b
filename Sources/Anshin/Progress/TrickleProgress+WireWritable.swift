extension TrickleProgress: WireWritable {
    /// Writes the progress as `{"completedAtMilliseconds", "configuration", "label", "phase",
    /// "value"}`, without a completion time while it runs.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let completedAt = self.completedAt {
            writer.key("completedAtMilliseconds")
            writer.integer(completedAt.wholeMilliseconds)
        }
        writer.key("configuration")
        self.configuration.write(to: &writer)
        writer.key("label")
        writer.text(self.label)
        writer.key("phase")
        writer.string(self.phase.rawValue)
        writer.key("value")
        writer.number(self.value)
        writer.endObject(enclosing)
    }
}
