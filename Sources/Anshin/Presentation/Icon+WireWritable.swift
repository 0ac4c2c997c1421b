extension Icon: WireWritable {
    /// Writes the icon as `{"label", "symbol"}`, without a label when it is decorative.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let label = self.label {
            writer.key("label")
            writer.text(label)
        }
        writer.key("symbol")
        writer.string(self.symbol.rawValue)
        writer.endObject(enclosing)
    }
}
