extension StatusMessage: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case text
        case kind
        case duration
    }

    /// Decodes a message; a missing duration takes the kind's default.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(UserText.self, forKey: .text),
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .normal,
            duration: try container.decodeIfPresent(DisplayDuration.self, forKey: .duration)
        )
    }

    /// Writes the message as `{"duration": …, "kind": …, "text": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("duration", self.duration)
        writer.member("kind", self.kind)
        writer.member("text", self.text)
        writer.endObject()
    }
}
