extension ErrorScreen: WireWritable {
    /// Writes the screen as its `Codable` conformance does for the wire format's encoder (which
    /// never asks for the developer note): a part a preset has but this screen lacks is `null`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        let writesNull = self.preset != nil
        if let icon = self.icon {
            writer.key("icon")
            icon.write(to: &writer)
        } else if writesNull {
            writer.key("icon")
            writer.null()
        }
        if let message = self.message {
            writer.key("message")
            writer.text(message)
        } else if writesNull {
            writer.key("message")
            writer.null()
        }
        writer.key("placement")
        writer.string(self.placement.rawValue)
        if let preset = self.preset {
            writer.key("preset")
            writer.string(preset.rawValue)
        }
        if let retry = self.retry {
            writer.key("retry")
            retry.write(to: &writer)
        } else if writesNull {
            writer.key("retry")
            writer.null()
        }
        if let title = self.title {
            writer.key("title")
            writer.text(title)
        } else if writesNull {
            writer.key("title")
            writer.null()
        }
        writer.key("transition")
        self.transition.write(to: &writer)
        writer.endObject(enclosing)
    }
}
