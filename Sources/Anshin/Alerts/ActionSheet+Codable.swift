extension ActionSheet: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case title
        case message
        case choices
    }

    /// Decodes an action sheet, checked as ``init(_:choices:)`` checks one: fewer than two choices is an
    /// error naming the `choices` member, and a choice that runs the action of an earlier one an error
    /// naming its `action` (`choices[2].action`), whose message names the action and both positions; a
    /// choice that runs `cancel` or a blank action is an error naming its `action` (as every
    /// recovery's decoding does).
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
            // A repeated action is the later choice's fault; too few choices, the list's.
            var path: [any CodingKey] = container.codingPath + [CodingKeys.choices]
            if let (_, _, second) = Self.repeatedAction(in: choices) {
                path += [AnyCodingKey(index: second), AnyCodingKey("action")]
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: error.description
                )
            )
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
