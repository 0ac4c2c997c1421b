extension StatusBoard {
    /// Identifies one posted message. Tokens increase with every post, so an older message's token is
    /// always smaller than a newer one's and an expiry can tell which message it belongs to.
    public struct Token: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// The token's number: 1 for a board's first post, then 2, 3, ….
        public let rawValue: UInt64

        /// Creates a token from its number.
        /// - Parameter rawValue: The number.
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// Decodes a token from a JSON number.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            self.rawValue = try decoder.singleValueContainer().decode(UInt64.self)
        }

        /// Encodes the token as a JSON number.
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self.rawValue)
        }

        /// Orders tokens by age: the older token is smaller.
        /// - Parameters:
        ///   - lhs: A token.
        ///   - rhs: Another token.
        /// - Returns: Whether `lhs` was issued before `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// "#7".
        public var description: String { "#\(self.rawValue)" }
    }
}
