import Anshin

extension DocumentPayload {
    /// Whether the document can be written with a ``WireWriter``: its model, if any, is
    /// ``WireWritable``.
    var isDirectlyWritable: Bool {
        self.model.map { $0 is any WireWritable } ?? true
    }

    /// Writes the document as its `encode(to:)` does, when ``isDirectlyWritable``.
    /// - Parameter writer: The writer.
    func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let language = self.language {
            writer.key("language")
            writer.string(language)
        }
        if let model = self.model as? any WireWritable {
            writer.key("model")
            model.write(to: &writer)
        }
        if let presentation = self.presentation {
            writer.key("presentation")
            let payload = writer.beginObject()
            writer.key("root")
            presentation.root.write(to: &writer)
            if let transition = presentation.transition {
                writer.key("transition")
                transition.write(to: &writer)
            }
            writer.endObject(payload)
        }
        writer.key("type")
        writer.string(self.type)
        writer.key("version")
        writer.integer(Int64(self.version))
        writer.endObject(enclosing)
    }
}
