extension Alert: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case kind
        case title
        case message
        case recovery
    }

    /// Decodes an alert: `kind` is `confirmation` or `suggestion`, and a suggestion needs `recovery`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let content = Content(
            title: try container.decode(UserText.self, forKey: .title),
            message: try container.decodeIfPresent(UserText.self, forKey: .message)
        )
        switch try container.decode(String.self, forKey: .kind) {
        case "confirmation":
            self = .confirmation(content)
        case "suggestion":
            self = .suggestion(content, try container.decode(Recovery.self, forKey: .recovery))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind,
                in: container,
                debugDescription: "Unknown alert kind \"\(kind)\": expected \"confirmation\" or \"suggestion\"."
            )
        }
    }

    /// Writes the alert as `{"kind": …, "message": …, "recovery": …, "title": …}`, without a missing
    /// message or recovery; `kind` is `confirmation` or `suggestion`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        switch self {
        case .confirmation(let content):
            writer.member("kind", "confirmation")
            writer.member("message", ifPresent: content.message)
            writer.member("title", content.title)
        case .suggestion(let content, let recovery):
            writer.member("kind", "suggestion")
            writer.member("message", ifPresent: content.message)
            writer.member("recovery", recovery)
            writer.member("title", content.title)
        }
        writer.endObject()
    }
}
