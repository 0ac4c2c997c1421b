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
    /// in the order of their names; an extension member named like a standard one is left out.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        var extensionNames = self.extensions.keys.filter { !Self.isStandardMember($0) }.sorted()[...]
        writer.beginObject()
        self.writeExtensions(before: "detail", from: &extensionNames, to: &writer)
        if let detail = self.detail { writer.member("detail", detail) }
        self.writeExtensions(before: "instance", from: &extensionNames, to: &writer)
        if let instance = self.instance { writer.member("instance", instance) }
        self.writeExtensions(before: "status", from: &extensionNames, to: &writer)
        if let status = self.status { writer.member("status", status) }
        self.writeExtensions(before: "title", from: &extensionNames, to: &writer)
        if let title = self.title { writer.member("title", title) }
        self.writeExtensions(before: "type", from: &extensionNames, to: &writer)
        writer.member("type", self.type)
        self.writeExtensions(before: nil, from: &extensionNames, to: &writer)
        writer.endObject()
    }

    /// Writes the extension members whose names sort before a standard member's (all that are left,
    /// for `nil`), taking them from the sorted names.
    private func writeExtensions(
        before name: String?,
        from names: inout ArraySlice<String>,
        to writer: inout some WireWriter
    ) {
        while let next = names.first, name.map({ next < $0 }) ?? true {
            if let value = self.extensions[next] { writer.member(next, value) }
            names = names.dropFirst()
        }
    }

    /// Whether a name is one of the standard members', which extension members cannot take.
    private static func isStandardMember(_ name: String) -> Bool {
        switch name {
        case "type", "title", "status", "detail", "instance": true
        default: false
        }
    }
}
