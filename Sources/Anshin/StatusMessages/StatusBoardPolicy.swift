extension StatusBoard {
    /// What a board does with a message posted while another is shown.
    public struct Policy: Sendable, Hashable, CustomStringConvertible {
        /// How many messages are shown at once, or `nil` when a new message replaces the shown one.
        public let visibleLimit: Int?

        private init(visibleLimit: Int?) {
            self.visibleLimit = visibleLimit
        }

        /// The new message replaces the shown one at once (the seed's label): one message shown,
        /// nothing waits.
        public static var replace: Self { Self(visibleLimit: nil) }

        /// One message shown; new messages wait in order and each is shown when the one before it clears.
        public static var queue: Self { Self(visibleLimit: 1) }

        /// Up to `limit` messages shown at once, newest last; more wait in order.
        /// - Parameter limit: How many messages are shown at once, at least 1.
        /// - Returns: The policy.
        /// - Throws: ``ValidationError`` when the limit is less than 1.
        public static func stack(limit: Int) throws(ValidationError) -> Self {
            guard limit >= 1 else {
                throw ValidationError(
                    parameter: "limit",
                    value: "\(limit)",
                    requirement: "a stack must show at least one message"
                )
            }
            return Self(visibleLimit: limit)
        }

        /// "replace", "queue" or "stack(3)".
        public var description: String {
            switch self.visibleLimit {
            case nil: "replace"
            case 1: "queue"
            case let limit?: "stack(\(limit))"
            }
        }
    }
}

extension StatusBoard.Policy: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode
        case limit
    }

    /// Decodes `{"mode": "replace"}`, `{"mode": "queue"}` or `{"mode": "stack", "limit": 3}`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .mode) {
        case "replace": self = .replace
        case "queue": self = .queue
        case "stack":
            do {
                self = try .stack(limit: try container.decode(Int.self, forKey: .limit))
            } catch let error as ValidationError {
                throw DecodingError.dataCorruptedError(
                    forKey: .limit,
                    in: container,
                    debugDescription: error.description
                )
            }
        case let mode:
            throw DecodingError.dataCorruptedError(
                forKey: .mode,
                in: container,
                debugDescription: "Unknown policy \"\(mode)\": expected \"replace\", \"queue\" or \"stack\"."
            )
        }
    }

    /// Encodes the policy as `{"mode": …}`, with `limit` for a stack.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self.visibleLimit {
        case nil: try container.encode("replace", forKey: .mode)
        case 1: try container.encode("queue", forKey: .mode)
        case let limit?:
            try container.encode("stack", forKey: .mode)
            try container.encode(limit, forKey: .limit)
        }
    }
}
