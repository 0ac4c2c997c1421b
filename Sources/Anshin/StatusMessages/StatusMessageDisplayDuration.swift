extension StatusMessage {
    /// How long a message is shown: a time, or until it is replaced or dismissed (sticky).
    ///
    /// The standard durations follow the seed's table, by purpose, short and long: ``normal`` 4 s;
    /// ``successShort`` 4 s and ``successLong`` 6 s; ``cautionShort`` 6 s and ``cautionLong`` 10 s;
    /// ``errorShort`` 6 s, ``errorMedium`` 9 s and ``errorLong`` 12 s. A critical message is
    /// ``sticky``. Other times come from ``timed(_:)``, which rejects zero and less.
    public struct DisplayDuration: Sendable, Hashable, CustomStringConvertible {
        /// The time shown, or `nil` for a sticky message.
        public let timeToLive: Duration?

        private init(timeToLive: Duration?) {
            self.timeToLive = timeToLive
        }

        /// A message shown for a time, kept in whole milliseconds, rounded up (1.5 ms is 2 ms): the
        /// wire format's unit, so a message is equal to itself after JSON, and a board's deadlines
        /// are the same on every platform that replays it.
        /// - Parameter duration: How long it is shown.
        /// - Returns: The display duration.
        /// - Throws: ``ValidationError`` when the duration is zero or less, or longer than
        ///   ``longestTimed`` (a message meant to stay that long is ``sticky``).
        public static func timed(_ duration: Duration) throws(ValidationError) -> Self {
            guard duration > .zero else {
                throw ValidationError(
                    parameter: "duration",
                    value: "\(duration)",
                    requirement: "a display duration must be greater than zero"
                )
            }
            guard duration <= Self.longestTimed else {
                throw ValidationError(
                    parameter: "duration",
                    value: "\(duration)",
                    requirement: "a timed display duration must be at most 7 days; use .sticky for a message that stays"
                )
            }
            let whole = duration.wholeMilliseconds
            return Self(timeToLive: .milliseconds(Duration.milliseconds(whole) < duration ? whole + 1 : whole))
        }

        /// The longest timed duration: 7 days. Longer is ``sticky`` in all but name (the seed faked
        /// sticky messages with 10 and 24 hours), and the bound keeps every deadline computable.
        public static var longestTimed: Duration { .seconds(7 * 24 * 60 * 60) }

        /// A message that stays until it is replaced or dismissed.
        public static var sticky: Self { Self(timeToLive: nil) }

        /// A normal message: 4 s.
        public static var normal: Self { Self(timeToLive: .seconds(4)) }
        /// A short success message: 4 s.
        public static var successShort: Self { Self(timeToLive: .seconds(4)) }
        /// A long success message: 6 s.
        public static var successLong: Self { Self(timeToLive: .seconds(6)) }
        /// A short caution: 6 s.
        public static var cautionShort: Self { Self(timeToLive: .seconds(6)) }
        /// A long caution: 10 s.
        public static var cautionLong: Self { Self(timeToLive: .seconds(10)) }
        /// A short error: 6 s.
        public static var errorShort: Self { Self(timeToLive: .seconds(6)) }
        /// An error of medium length: 9 s.
        public static var errorMedium: Self { Self(timeToLive: .seconds(9)) }
        /// A long error: 12 s.
        public static var errorLong: Self { Self(timeToLive: .seconds(12)) }

        /// Whether the message stays until it is replaced or dismissed.
        public var isSticky: Bool { self.timeToLive == nil }

        /// The duration in whole milliseconds, or `nil` for a sticky message.
        public var milliseconds: Int64? {
            self.timeToLive.map(\.wholeMilliseconds)
        }

        /// The longer of two durations; sticky is longer than any time.
        func atLeast(_ other: Self) -> Self {
            guard let mine = self.timeToLive, let theirs = other.timeToLive else { return .sticky }
            return mine >= theirs ? self : other
        }

        /// "4000 ms", or "sticky".
        public var description: String {
            self.milliseconds.map { "\($0) ms" } ?? "sticky"
        }
    }
}

extension StatusMessage.DisplayDuration: Codable, WireRepresentable {
    /// Decodes a duration from whole milliseconds, or the string `"sticky"`; zero or less, or any
    /// other string, is an error naming the path.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let milliseconds = try? container.decode(Int64.self) {
            do {
                self = try .timed(.milliseconds(milliseconds))
            } catch {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
            }
        } else if let string = try? container.decode(String.self), string == "sticky" {
            self = .sticky
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A display duration must be a whole number of milliseconds or \"sticky\"."
            )
        }
    }

    /// Writes the duration as whole milliseconds (`4000`), or `"sticky"`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        if let milliseconds = self.milliseconds {
            writer.integer(Int(clamping: milliseconds))
        } else {
            writer.string("sticky")
        }
    }
}
