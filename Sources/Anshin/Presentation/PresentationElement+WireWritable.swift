extension Presentation.Element: WireWritable {
    /// Writes the element as its `Codable` conformance does: its kind's name and parameters, its
    /// text and tone when present, its accessibility, and its children when it has any.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("accessibility")
        self.accessibility.write(to: &writer)
        if case .button(let button) = self.kind {
            writer.key("button")
            button.write(to: &writer)
        }
        if !self.children.isEmpty {
            writer.key("children")
            writer.array(self.children)
        }
        self.writeKind(to: &writer)
        if let text = self.text {
            writer.key("text")
            writer.text(text)
        }
        if let tone = self.tone {
            writer.key("tone")
            writer.string(tone.rawValue)
        }
        writer.endObject(enclosing)
    }

    /// Writes the members from `describedBy` to `progress`: the identifier, the kind's name and the
    /// kind's parameters, in the order of their names.
    private func writeKind(to writer: inout WireWriter) {
        switch self.kind {
        case .container(let labelledBy, let describedBy):
            if let describedBy {
                writer.key("describedBy")
                writer.string(describedBy)
            }
            self.writeIdentifier(kind: "container", to: &writer)
            if let labelledBy {
                writer.key("labelledBy")
                writer.string(labelledBy)
            }
        case .heading(let level):
            self.writeIdentifier(kind: "heading", to: &writer)
            writer.key("level")
            writer.integer(Int64(level))
        case .paragraph:
            self.writeIdentifier(kind: "paragraph", to: &writer)
        case .label:
            self.writeIdentifier(kind: "label", to: &writer)
        case .icon(let icon):
            writer.key("icon")
            icon.write(to: &writer)
            self.writeIdentifier(kind: "icon", to: &writer)
        case .button:
            self.writeIdentifier(kind: "button", to: &writer)
        case .progress(let progress):
            self.writeIdentifier(kind: "progress", to: &writer)
            writer.key("progress")
            progress.write(to: &writer)
        }
    }

    /// Writes the `id` and `kind` members.
    private func writeIdentifier(kind: StaticString, to writer: inout WireWriter) {
        writer.key("id")
        writer.string(self.id)
        writer.key("kind")
        writer.literalString(kind)
    }
}
