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

extension ProblemDetails.Value: Codable {
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

    /// Encodes the value as the JSON value it is.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}
