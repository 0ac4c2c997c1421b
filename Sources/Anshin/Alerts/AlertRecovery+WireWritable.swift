extension Alert.Recovery: WireWritable {
    /// Writes the recovery as `{"action", "name", "style"}`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("action")
        writer.string(self.action.rawValue)
        writer.key("name")
        writer.text(self.name)
        writer.key("style")
        writer.string(self.style.rawValue)
        writer.endObject(enclosing)
    }
}
