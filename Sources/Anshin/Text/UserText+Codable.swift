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
    /// `arguments`, `count` and `fallback`; a count is a whole number, or a string with fraction
    /// digits such as `"2.50"`); an object with `joined` (and optional `separator`) is
    /// joined text; an object with `verbatim` is verbatim text.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        // Only "not a string" moves on to the object forms: a string that cannot be read keeps the
        // decoder's own error.
        do {
            self.init(verbatim: try decoder.singleValueContainer().decode(String.self))
            return
        } catch DecodingError.typeMismatch {}
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw Self.notText(decoder)
        }
        if let key = try container.decodeIfPresent(Key.self, forKey: .key) {
            self.init(
                representation: .localized(
                    Localized(
                        key: key,
                        arguments: try container.decodeIfPresent([Argument].self, forKey: .arguments) ?? [],
                        count: try container.decodeIfPresent(Count.self, forKey: .count),
                        fallback: try container.decodeIfPresent(String.self, forKey: .fallback)
                    )
                )
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

    /// The error for a value that is neither a string nor an object, naming what it is (`null`, a
    /// boolean, an array or a number), so a reader says "text" rather than only "an object". What is
    /// left is a number, whether or not a `Double` holds it (`1e999`).
    private static func notText(_ decoder: any Decoder) -> DecodingError {
        let value = try? decoder.singleValueContainer()
        let found: String
        if value?.decodeNil() == true {
            found = "null"
        } else if (try? value?.decode(Bool.self)) != nil {
            found = "a boolean"
        } else if (try? decoder.unkeyedContainer()) != nil {
            found = "an array"
        } else {
            found = "a number"
        }
        let context = DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "Expected text (a string or an object) but found \(found)."
        )
        return found == "null" ? .valueNotFound(UserText.self, context) : .typeMismatch(UserText.self, context)
    }

    /// Writes the text as ``WireWriter/text(_:)`` does: resolved when the writer resolves text,
    /// and otherwise in its unresolved form (``writeUnresolved(to:)``). Encoding with an encoder
    /// whose `userInfo` asks for ``TextResolution/resolved(using:)`` writes every text resolved.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.text(self)
    }

    /// Writes the text unresolved: verbatim text as a string; localized text as an object with its
    /// `key` and, when present, `arguments`, `count` and `fallback`; joined text as an object with
    /// `joined` and `separator`. A whole count is a JSON number; a count with fraction digits is a
    /// string that keeps them (``UserText/Count``).
    ///
    /// ```json
    /// "Saved"
    /// {"count":2,"key":"message.itemsRegistered"}
    /// {"count":"2.5","key":"unit.kilometre.short"}
    /// {"joined":["Workouts",{"count":100,"key":"unit.item.short"}],"separator":", "}
    /// ```
    /// - Parameter writer: The writer.
    public func writeUnresolved(to writer: inout some WireWriter) {
        self.writeUnresolved(to: &writer, verbatimAsObject: false)
    }

    /// Writes the text unresolved; verbatim text as `{"verbatim": …}` when `verbatimAsObject`, as a
    /// text argument is written so that it stays distinct from a string argument.
    func writeUnresolved(to writer: inout some WireWriter, verbatimAsObject: Bool) {
        switch self.representation {
        case .verbatim(let string) where !verbatimAsObject:
            writer.string(string)
        case .verbatim(let string):
            writer.beginObject()
            writer.member("verbatim", string)
            writer.endObject()
        case .localized(let localized):
            writer.beginObject()
            if !localized.arguments.isEmpty {
                writer.key("arguments")
                writer.beginArray()
                for argument in localized.arguments { argument.write(to: &writer) }
                writer.endArray()
            }
            if let count = localized.count { writer.member("count", count) }
            writer.member("fallback", ifPresent: localized.fallback)
            writer.member("key", localized.key.rawValue)
            writer.endObject()
        case .joined(let parts, let separator):
            writer.beginObject()
            writer.key("joined")
            writer.beginArray()
            for part in parts { part.writeUnresolved(to: &writer) }
            writer.endArray()
            writer.member("separator", separator)
            writer.endObject()
        }
    }
}

extension UserText: WireRepresentable {}
