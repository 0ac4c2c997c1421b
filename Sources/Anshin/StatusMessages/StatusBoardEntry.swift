extension StatusBoard {
    /// A message on a board: shown or waiting, with its token, how often it was posted while on the
    /// board, and its timer.
    public struct Entry: Sendable, Hashable, Codable {
        /// The state of an entry's timer.
        public enum Timer: Sendable, Hashable {
            /// The message stays until it is replaced or dismissed: a sticky message, or one with an
            /// action while assistive technology is running
            /// (``StatusBoard/isAssistiveTechnologyRunning``).
            case sticky
            /// The message waits to be shown; its time starts when it is.
            case waiting(timeToLive: Duration)
            /// The message is shown and clears at a deadline.
            case running(deadline: Duration, timeToLive: Duration)
            /// The board is paused; this much time is left when it resumes.
            case paused(remaining: Duration, timeToLive: Duration)

            /// The state's wire name: `sticky`, `waiting`, `running` or `paused`.
            var state: String {
                switch self {
                case .sticky: "sticky"
                case .waiting: "waiting"
                case .running: "running"
                case .paused: "paused"
                }
            }
        }

        /// The message's token.
        public let token: Token

        /// The message.
        public let message: StatusMessage

        /// How many times the message was posted while it was on the board (1 unless identical
        /// messages were merged into it).
        public internal(set) var repeatCount: Int

        /// The message's timer.
        public internal(set) var timer: Timer

        /// When the message clears, or `nil` for a sticky, waiting or paused message.
        public var deadline: Duration? {
            if case .running(let deadline, _) = self.timer { return deadline }
            return nil
        }

        /// How long the message has left at a time, or `nil` for a sticky message.
        ///
        /// A running message has the time from `now` to its deadline, but never more than its time to
        /// live: at a `now` before it was shown (a clock that went backwards) it has its whole time
        /// to live, which is what ``StatusBoard/pause(at:)`` keeps for it then.
        /// - Parameter now: The board's current time.
        /// - Returns: The time left, from zero to the time to live.
        public func remaining(at now: Duration) -> Duration? {
            switch self.timer {
            case .sticky: nil
            case .waiting(let timeToLive): timeToLive
            case .running(let deadline, let timeToLive): min(timeToLive, max(.zero, deadline - now))
            case .paused(let remaining, _): remaining
            }
        }
    }
}

extension StatusBoard.Entry.Timer: Codable {
    private enum CodingKeys: String, CodingKey {
        case state
        case deadlineMilliseconds
        case remainingMilliseconds
        case timeToLiveMilliseconds
    }

    /// Decodes a timer from `{"state": …}` with its times in whole milliseconds.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func milliseconds(_ key: CodingKeys) throws -> Duration {
            .milliseconds(try container.decode(Int64.self, forKey: key))
        }
        switch try container.decode(String.self, forKey: .state) {
        case "sticky": self = .sticky
        case "waiting": self = .waiting(timeToLive: try milliseconds(.timeToLiveMilliseconds))
        case "running":
            self = .running(
                deadline: try milliseconds(.deadlineMilliseconds),
                timeToLive: try milliseconds(.timeToLiveMilliseconds)
            )
        case "paused":
            self = .paused(
                remaining: try milliseconds(.remainingMilliseconds),
                timeToLive: try milliseconds(.timeToLiveMilliseconds)
            )
        case let state:
            throw DecodingError.dataCorruptedError(
                forKey: .state,
                in: container,
                debugDescription: "Unknown timer state \"\(state)\": expected sticky, waiting, running or paused."
            )
        }
    }

    /// Encodes the timer as `{"state": …}` with its times in whole milliseconds.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.state, forKey: .state)
        switch self {
        case .sticky:
            break
        case .waiting(let timeToLive):
            try container.encode(timeToLive.wholeMilliseconds, forKey: .timeToLiveMilliseconds)
        case .running(let deadline, let timeToLive):
            try container.encode(deadline.wholeMilliseconds, forKey: .deadlineMilliseconds)
            try container.encode(timeToLive.wholeMilliseconds, forKey: .timeToLiveMilliseconds)
        case .paused(let remaining, let timeToLive):
            try container.encode(remaining.wholeMilliseconds, forKey: .remainingMilliseconds)
            try container.encode(timeToLive.wholeMilliseconds, forKey: .timeToLiveMilliseconds)
        }
    }
}
