extension UserText: Codable {
    private enum CodingKeys: String, CodingKey {
        case verbatim
        case key
        case arguments
        case count
        case fallback
        case joined
        case separator
    }

    /// Decodes text from the wire format.
    ///
    /// A JSON string is verbatim text. An object with `key` is localized text (with optional
    /// `arguments`, `count` and `fallback`); an object with `joined` (and optional `separator`) is
    /// joined text; an object with `verbatim` is verbatim text.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self.init(verbatim: string)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let key = try container.decodeIfPresent(Key.self, forKey: .key) {
            self = .localized(
                key,
                arguments: try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? [],
                count: try container.decodeIfPresent(Int.self, forKey: .count),
                fallback: try container.decodeIfPresent(String.self, forKey: .fallback)
            )
        } else if let parts = try container.decodeIfPresent([UserText].self, forKey: .joined) {
            self = .joined(parts, separator: try container.decodeIfPresent(String.self, forKey: .separator) ?? ", ")
        } else if let string = try container.decodeIfPresent(String.self, forKey: .verbatim) {
            self.init(verbatim: string)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Text must be a string, or an object with \"key\", \"joined\" or \"verbatim\"."
                )
            )
        }
    }

    /// Encodes verbatim text as a JSON string and other text as an object; or, when the encoder's
    /// `userInfo` asks for ``TextResolution/resolved(using:)``, every text as its resolved string.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encode(to: encoder, verbatimAsObject: false)
    }

    func encode(to encoder: any Encoder, verbatimAsObject: Bool) throws {
        if let localizer = (encoder.userInfo[.textResolution] as? TextResolution)?.localizer {
            var container = encoder.singleValueContainer()
            try container.encode(self.resolved(using: localizer))
            return
        }
        switch self.representation {
        case .verbatim(let string) where !verbatimAsObject:
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .verbatim(let string):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(string, forKey: .verbatim)
        case .localized(let localized):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(localized.key, forKey: .key)
            if !localized.arguments.isEmpty {
                try container.encode(localized.arguments, forKey: .arguments)
            }
            try container.encodeIfPresent(localized.count, forKey: .count)
            try container.encodeIfPresent(localized.fallback, forKey: .fallback)
        case .joined(let parts, let separator):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(parts, forKey: .joined)
            try container.encode(separator, forKey: .separator)
        }
    }
}
