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
            let array = writer.beginArray()
            for child in self.children {
                writer.element()
                child.write(to: &writer)
            }
            writer.endArray(array)
        }
        if case .container(_, let describedBy?) = self.kind {
            writer.key("describedBy")
            writer.string(describedBy)
        }
        if case .icon(let icon) = self.kind {
            writer.key("icon")
            icon.write(to: &writer)
        }
        writer.key("id")
        writer.string(self.id)
        writer.key("kind")
        switch self.kind {
        case .container: writer.string("container")
        case .heading: writer.string("heading")
        case .paragraph: writer.string("paragraph")
        case .label: writer.string("label")
        case .icon: writer.string("icon")
        case .button: writer.string("button")
        case .progress: writer.string("progress")
        }
        if case .container(let labelledBy?, _) = self.kind {
            writer.key("labelledBy")
            writer.string(labelledBy)
        }
        if case .heading(let level) = self.kind {
            writer.key("level")
            writer.integer(Int64(level))
        }
        if case .progress(let progress) = self.kind {
            writer.key("progress")
            progress.write(to: &writer)
        }
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
}
