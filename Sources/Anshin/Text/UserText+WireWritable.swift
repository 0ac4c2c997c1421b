extension UserText: WireWritable {
    /// Writes the text as its `Codable` conformance does: a string when verbatim or resolved, and
    /// otherwise an object.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        writer.text(self)
    }
}
