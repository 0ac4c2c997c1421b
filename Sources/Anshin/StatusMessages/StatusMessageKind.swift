extension StatusMessage {
    /// What kind of message a status message is: normal, success, caution, error, debug or internal
    /// error.
    ///
    /// Each kind has a colour token, a prefix word, an icon, an announcement politeness and a default
    /// duration. A kind this version does not know (from a newer peer's JSON) is kept with its name
    /// and presented as ``normal``.
    public struct Kind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        enum Known: String, CaseIterable {
            case normal
            case success
            case caution
            case error
            case debug
            case internalError
        }

        /// The kind's wire name, such as `success`.
        public let rawValue: String

        /// The kind this version knows by the name, looked up once: every property of the kind
        /// reads it. Derived from `rawValue`, so it takes no part in equality or hashing.
        let known: Known?

        /// Creates a kind from its wire name; a name this version does not know is kept.
        /// - Parameter rawValue: The wire name.
        public init(rawValue: String) {
            self.rawValue = rawValue
            self.known = Known(rawValue: rawValue)
        }

        private init(_ known: Known) {
            self.rawValue = known.rawValue
            self.known = known
        }

        /// Whether two kinds have the same wire name.
        /// - Parameters:
        ///   - lhs: A kind.
        ///   - rhs: Another kind.
        /// - Returns: Whether their names are equal.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue == rhs.rawValue
        }

        /// Hashes the kind's wire name.
        /// - Parameter hasher: The hasher to feed.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(self.rawValue)
        }

        /// Whether this version knows the kind.
        public var isKnown: Bool { self.known != nil }

        /// The kind's wire name.
        public var description: String { self.rawValue }

        /// An ordinary message.
        public static var normal: Self { Self(.normal) }
        /// Something worked.
        public static var success: Self { Self(.success) }
        /// Something needs attention.
        public static var caution: Self { Self(.caution) }
        /// Something failed.
        public static var error: Self { Self(.error) }
        /// Output for developers.
        public static var debug: Self { Self(.debug) }
        /// A failure inside the app itself.
        public static var internalError: Self { Self(.internalError) }

        /// Every kind this version knows.
        public static var allKnown: [Self] { Known.allCases.map(Self.init) }

        /// The kind's semantic colour: success green, caution blue, error red, debug purple, internal
        /// error orange.
        public var colorToken: ColorToken {
            switch self.known ?? .normal {
            case .normal: .neutral
            case .success: .success
            case .caution: .caution
            case .error: .error
            case .debug: .debug
            case .internalError: .internalError
            }
        }

        /// How urgently the kind is announced: polite for normal, success and debug; assertive for
        /// caution, error and internal error.
        public var politeness: Announcement.Politeness {
            switch self.known ?? .normal {
            case .normal, .success, .debug: .polite
            case .caution, .error, .internalError: .assertive
            }
        }

        /// The word put before the text, so the kind is never told by colour alone ("Error"); a
        /// normal message has none.
        public var prefix: UserText? {
            switch self.known ?? .normal {
            case .normal: nil
            case .success: .localized(.statusKindSuccess)
            case .caution: .localized(.statusKindCaution)
            case .error: .localized(.statusKindError)
            case .debug: .localized(.statusKindDebug)
            case .internalError: .localized(.statusKindInternalError)
            }
        }

        /// The kind's icon.
        public var symbol: Icon.Symbol {
            switch self.known ?? .normal {
            case .normal: .info
            case .success: .checkmark
            case .caution: .exclamation
            case .error: .xmark
            case .debug: .bug
            case .internalError: .bolt
            }
        }

        /// The kind's long duration, which a message with an action is never shorter than (see
        /// ``StatusMessage/effectiveDuration``): normal 4 s, success 6 s, caution 10 s, error 12 s,
        /// debug 4 s; an internal error stays until it is replaced or dismissed.
        public var longDuration: DisplayDuration {
            switch self.known ?? .normal {
            case .normal, .debug: .normal
            case .success: .successLong
            case .caution: .cautionLong
            case .error: .errorLong
            case .internalError: .sticky
            }
        }

        /// How long a message of the kind is shown unless told otherwise: normal 4 s, success 4 s,
        /// caution 6 s, error 9 s, debug 4 s; an internal error stays until it is replaced or dismissed.
        public var defaultDuration: DisplayDuration {
            switch self.known ?? .normal {
            case .normal, .debug: .normal
            case .success: .successShort
            case .caution: .cautionShort
            case .error: .errorMedium
            case .internalError: .sticky
            }
        }
    }
}

extension StatusMessage.Kind: Codable, WireRepresentable {
    /// Decodes a kind from its wire name; a name this version does not know is kept.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the kind as its wire name.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.string(self.rawValue)
    }

    /// Encodes the value as its wire name, as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }
}
