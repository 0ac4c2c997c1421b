extension UserText {
    /// A value substituted into a catalog template at `{0}`, `{1}`, ….
    public enum Argument: Sendable, Hashable {
        /// A string shown as given.
        case string(String)
        /// A whole number, written with the localizer's digit grouping.
        case integer(Int)
        /// Text resolved in the same language as the template.
        case text(UserText)
    }
}

extension UserText.Argument: ExpressibleByStringLiteral {
    /// Creates a string argument from a string literal.
    /// - Parameter value: The string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension UserText.Argument: ExpressibleByIntegerLiteral {
    /// Creates an integer argument from an integer literal.
    /// - Parameter value: The number.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension UserText.Argument: Codable {
    /// Decodes a JSON string as ``string(_:)``, a whole number as ``integer(_:)`` and an object as ``text(_:)``.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let text = try? container.decode(UserText.self) {
            self = .text(text)
        } else {
            throw DecodingError.typeMismatch(
                UserText.Argument.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "An argument must be a string, a whole number or a text object."
                )
            )
        }
    }

    /// Writes a string as a JSON string, an integer as a number and text unresolved, as an object.
    ///
    /// Text arguments that are verbatim are written as an object, `{"verbatim": …}`, so that they stay
    /// distinct from string arguments.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        switch self {
        case .string(let string): writer.string(string)
        case .integer(let number): writer.integer(number)
        case .text(let text): text.writeUnresolved(to: &writer, verbatimAsObject: true)
        }
    }
}

extension UserText.Argument: WireRepresentable {}
