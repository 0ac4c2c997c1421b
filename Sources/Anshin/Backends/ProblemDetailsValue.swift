extension ProblemDetails {
    /// The value of an extension member: any JSON value.
    ///
    /// Its numbers are read as the package reads every whole number, exactly or not at all: a number
    /// from -2^63 to 2^63 - 1 is kept, a whole one exactly, and one outside that range is an error
    /// (see ``init(from:)``).
    public enum Value: Sendable, Hashable {
        /// JSON `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number: `30`, and also `1.0` or `1.5e1`, which are whole.
        case integer(Int)
        /// A number that is not whole (`0.5`), as the nearest `Double`. A whole value is written as a
        /// whole number, so it reads back as ``integer(_:)``; one of magnitude 2^63 or more is written,
        /// but reading refuses it.
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([Value])
        /// An object.
        case object([String: Value])
    }
}

extension ProblemDetails.Value: Decodable {
    /// Decodes any JSON value; a number as ``integer(_:)`` when it is whole, exactly, and otherwise as
    /// ``number(_:)``.
    ///
    /// A number outside `Int`'s range, from -2^63 to 2^63 - 1, is an error that names the member,
    /// never a rounded value: a whole number there (`12345678901234567890`) fits no `Int`, a `Double`
    /// would round it, and a decoder does not say whether a number that large was written whole. A
    /// number too large for a `Double` (`1.5e400`) is the same error. An error inside an array or an
    /// object names the element's path (`list[0]`, `limits.daily`).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        // Each kind is recognized by the container it offers, so that an error within an array or an
        // object is the one reported, not a guess at another kind.
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: ProblemDetails.Value] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(ProblemDetails.Value.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [ProblemDetails.Value] = []
            while !array.isAtEnd {
                elements.append(try array.decode(ProblemDetails.Value.self))
            }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else {
                // A number that is not a whole Int: inside Int's range it is not whole, and its nearest
                // Double is what it means; outside, a whole one would be rounded.
                guard let number = try? container.decode(Double.self), number.magnitude < 0x1p63 else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription:
                                "The number is out of range: an extension member's numbers must be from -2^63 to "
                                + "2^63 - 1, so that a whole number is never rounded."
                        )
                    )
                }
                self = .number(number)
            }
        }
    }
}

extension ProblemDetails.Value: WireRepresentable {
    /// Writes the value as the JSON value it is; an object's members in the order of their names.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let bool): writer.bool(bool)
        case .integer(let integer): writer.integer(integer)
        case .number(let number): writer.number(number)
        case .string(let string): writer.string(string)
        case .array(let array): array.write(to: &writer)
        case .object(let object):
            writer.beginObject()
            for name in object.keys.sorted() {
                if let value = object[name] { writer.member(name, value) }
            }
            writer.endObject()
        }
    }
}
