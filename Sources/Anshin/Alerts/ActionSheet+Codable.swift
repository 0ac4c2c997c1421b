extension ActionSheet: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case title
        case message
        case choices
    }

    /// Decodes an action sheet; fewer than two choices is an error naming the `choices` member, and a
    /// choice that runs `cancel` one naming its `action` (as every recovery's decoding does).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let content = Alert.Content(
            title: try container.decode(UserText.self, forKey: .title),
            message: try container.decodeIfPresent(UserText.self, forKey: .message)
        )
        let choices = try container.decode([Alert.Recovery].self, forKey: .choices)
        do {
            try self.init(content, choices: choices)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .choices, in: container, debugDescription: error.description)
        }
    }

    /// Writes the sheet as `{"choices": […], "message": …, "title": …}`, without a missing message.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.key("choices")
        writer.beginArray()
        for choice in self.choices { choice.write(to: &writer) }
        writer.endArray()
        writer.member("message", ifPresent: self.content.message)
        writer.member("title", self.content.title)
        writer.endObject()
    }
}
