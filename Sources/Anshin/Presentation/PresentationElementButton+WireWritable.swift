extension Presentation.Element.Button: WireWritable {
    /// Writes the button as `{"action", "isInitialFocus", "role"}`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("action")
        writer.string(self.action.rawValue)
        writer.key("isInitialFocus")
        writer.bool(self.isInitialFocus)
        writer.key("role")
        writer.string(self.role.rawValue)
        writer.endObject(enclosing)
    }
}
