extension ProblemDetails: Codable {
    /// Decodes a problem details object; extension members are kept, and a standard member of the
    /// wrong type is ignored (RFC 9457, section 3.1).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.init()
        for key in container.allKeys {
            switch key.stringValue {
            case "type": self.type = (try? container.decode(String.self, forKey: key)) ?? "about:blank"
            case "title": self.title = try? container.decode(String.self, forKey: key)
            case "status":
                self.status = (try? container.decode(Int.self, forKey: key)).flatMap {
                    (100...599).contains($0) ? $0 : nil
                }
            case "detail": self.detail = try? container.decode(String.self, forKey: key)
            case "instance": self.instance = try? container.decode(String.self, forKey: key)
            default: self.extensions[key.stringValue] = try container.decode(Value.self, forKey: key)
            }
        }
    }

    /// Encodes the standard members that are present (`type` always) and every extension member.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: AnyCodingKey("type"))
        try container.encodeIfPresent(self.title, forKey: AnyCodingKey("title"))
        try container.encodeIfPresent(self.status, forKey: AnyCodingKey("status"))
        try container.encodeIfPresent(self.detail, forKey: AnyCodingKey("detail"))
        try container.encodeIfPresent(self.instance, forKey: AnyCodingKey("instance"))
        for (name, value) in self.extensions where !["type", "title", "status", "detail", "instance"].contains(name) {
            try container.encode(value, forKey: AnyCodingKey(name))
        }
    }
}
