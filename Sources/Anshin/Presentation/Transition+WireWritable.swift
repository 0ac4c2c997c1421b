extension Transition: WireWritable {
    /// Writes the transition as `{"hide", "show"}`, each fade only when present.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let hide = self.hide {
            writer.key("hide")
            hide.write(to: &writer)
        }
        if let show = self.show {
            writer.key("show")
            show.write(to: &writer)
        }
        writer.endObject(enclosing)
    }
}
