extension UserText {
    /// The key of a catalog entry, such as `errorScreen.forbidden.title`.
    ///
    /// The keys of every string the package supplies are static members, for example
    /// ``UserText/Key/ok``; a host adds its own keys with a string literal.
    public struct Key: Sendable, Hashable, Codable, WireRepresentable, RawRepresentable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The key as written in a catalog.
        public var rawValue: String

        /// Creates a key from its catalog spelling.
        /// - Parameter rawValue: The key as written in a catalog.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a key from a string literal.
        /// - Parameter value: The key as written in a catalog.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// Creates a key from its catalog spelling, as a single string value.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            self.rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Writes the key as a string.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.string(self.rawValue)
        }

        /// Encodes the value as its wire name, as ``write(to:)`` states it.
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            try self.encodeWireForm(to: encoder)
        }

        /// The key as written in a catalog.
        public var description: String { self.rawValue }
    }
}
