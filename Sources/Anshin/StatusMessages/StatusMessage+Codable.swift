extension StatusMessage: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case text
        case kind
        case duration
        case action
    }

    /// Decodes a message; a missing duration takes the kind's default, a missing action is none.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(UserText.self, forKey: .text),
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .normal,
            duration: try container.decodeIfPresent(DisplayDuration.self, forKey: .duration),
            action: try container.decodeIfPresent(Action.self, forKey: .action)
        )
    }

    /// Writes the message as `{"action": …, "duration": …, "kind": …, "text": …}`, without
    /// `action` when it has none.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        if let action = self.action { writer.member("action", action) }
        writer.member("duration", self.duration)
        writer.member("kind", self.kind)
        writer.member("text", self.text)
        writer.endObject()
    }
}
