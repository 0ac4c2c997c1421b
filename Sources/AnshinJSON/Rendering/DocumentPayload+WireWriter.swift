import Anshin

extension DocumentPayload {
    /// Writes the document as its `encode(to:)` does, when its model, if any, is ``WireWritable``.
    /// - Parameter writer: The writer.
    /// - Returns: Whether the document was written; `false`, writing nothing, when the model is not
    ///   ``WireWritable``.
    func write(to writer: inout WireWriter) -> Bool {
        var writable: (any WireWritable)?
        if let model = self.model {
            guard let model = model as? any WireWritable else { return false }
            writable = model
        }
        let enclosing = writer.beginObject()
        if let language = self.language {
            writer.key("language")
            writer.string(language)
        }
        if let model = writable {
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
        return true
    }
}
