extension ProblemDetails: Decodable {
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
}

extension ProblemDetails: WireRepresentable {
    /// Writes the standard members that are present (`type` always) and every extension member, all
    /// in the order of the UTF-8 bytes of their names; an extension member named like a standard one
    /// is left out.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        var standard: [(name: String, value: Value)] = []
        if let detail = self.detail { standard.append(("detail", .string(detail))) }
        if let instance = self.instance { standard.append(("instance", .string(instance))) }
        if let status = self.status { standard.append(("status", .integer(status))) }
        if let title = self.title { standard.append(("title", .string(title))) }
        standard.append(("type", .string(self.type)))
        let extensionNames = self.extensions.keys
            .filter { !Self.standardMemberNames.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        writer.beginObject()
        var next = standard[...]
        for name in extensionNames {
            while let member = next.first, member.name.utf8.lexicographicallyPrecedes(name.utf8) {
                writer.member(member.name, member.value)
                next = next.dropFirst()
            }
            if let value = self.extensions[name] { writer.member(name, value) }
        }
        for member in next { writer.member(member.name, member.value) }
        writer.endObject()
    }

    /// The names of the standard members, which extension members cannot take.
    private static var standardMemberNames: Set<String> { ["type", "title", "status", "detail", "instance"] }
}
