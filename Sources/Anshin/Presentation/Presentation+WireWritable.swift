extension Presentation: WireWritable {
    /// Writes the presentation as `{"root", "transition", "type"}`, without an absent transition.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("root")
        self.root.write(to: &writer)
        if let transition = self.transition {
            writer.key("transition")
            transition.write(to: &writer)
        }
        writer.key("type")
        writer.string(self.type)
        writer.endObject(enclosing)
    }
}
