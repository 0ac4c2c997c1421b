extension ProblemDetails {
    /// The value of an extension member: any JSON value.
    public enum Value: Sendable, Hashable {
        /// JSON `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number.
        case integer(Int)
        /// A number with a fraction or exponent.
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
    /// Decodes any JSON value.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([ProblemDetails.Value].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: ProblemDetails.Value].self))
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
