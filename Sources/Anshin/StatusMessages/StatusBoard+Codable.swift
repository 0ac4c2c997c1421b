extension StatusBoard: Codable {
    private enum CodingKeys: String, CodingKey {
        case policy
        case accessibilityMultiplier
        case visible
        case waiting
        case isPaused
        case isAssistiveTechnologyRunning
        case lastToken
    }

    /// Decodes a board's state, and rejects a state the board could never reach, naming the path:
    /// a multiplier outside 1…10; more shown messages than the policy allows; waiting messages on a
    /// replacing board or while there is room; a timer in another state than the board gives its
    /// message: sticky exactly for a message that never expires
    /// (its ``StatusMessage/effectiveDuration`` is sticky: a sticky duration, or an internal error
    /// with an action) and for one shown with an action while assistive technology is running, and
    /// otherwise running on a running board, paused on a paused one, and waiting while it waits (its
    /// time starts when it is shown); a repeat count under 1; a time to live that is not positive, is
    /// longer than the longest timed duration times the multiplier, or is shorter than the duration
    /// its message asks for (which the board only lengthens); a paused time left that is not positive
    /// or is longer than its time to live; duplicate tokens; tokens out of posting order (shown
    /// messages oldest first, then waiting ones, each posted after the one before); or a token above
    /// `lastToken`. Each error names the member: `visible[0].timer`,
    /// `waiting[1].timer.timeToLiveMilliseconds`.
    ///
    /// It reads what a board can hold although its own operations never make it, and whose
    /// operations go on safely: a message on the board twice (an older version merged only into the
    /// newest message; a post merges into the newer twin), and a running timer's deadline, which a
    /// board without a clock cannot check against its time to live (``Entry/remaining(at:)`` never
    /// gives more than the time to live).
    ///
    /// `lastToken` and repeat counts must also be at most 2⁵³ − 1 (9,007,199,254,740,991), the largest
    /// whole number every JSON reader keeps exact, so a restored board can always post and merge again.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var board: StatusBoard
        do {
            board = try StatusBoard(
                policy: try container.decodeIfPresent(Policy.self, forKey: .policy) ?? .replace,
                accessibilityMultiplier: try container.decodeIfPresent(Double.self, forKey: .accessibilityMultiplier)
                    ?? 1
            )
        } catch let error as ValidationError {
            throw DecodingError.dataCorruptedError(
                forKey: .accessibilityMultiplier,
                in: container,
                debugDescription: error.description
            )
        }
        board.visible = try container.decodeIfPresent([Entry].self, forKey: .visible) ?? []
        board.waiting = try container.decodeIfPresent([Entry].self, forKey: .waiting) ?? []
        board.isPaused = try container.decodeIfPresent(Bool.self, forKey: .isPaused) ?? false
        board.isAssistiveTechnologyRunning =
            try container.decodeIfPresent(Bool.self, forKey: .isAssistiveTechnologyRunning) ?? false
        let tokens = (board.visible + board.waiting).map(\.token.rawValue)
        board.lastToken = try container.decodeIfPresent(UInt64.self, forKey: .lastToken) ?? tokens.max() ?? 0
        self = board
        if self.visible.count > (self.policy.visibleLimit ?? 1) {
            throw DecodingError.dataCorruptedError(
                forKey: .visible,
                in: container,
                debugDescription:
                    "\(self.visible.count) messages are shown, but the \(self.policy) policy shows at most \(self.policy.visibleLimit ?? 1)."
            )
        }
        if !board.waiting.isEmpty
            && (board.policy.visibleLimit == nil || board.visible.count < board.policy.visibleLimit!)
        {
            throw DecodingError.dataCorruptedError(
                forKey: .waiting,
                in: container,
                debugDescription: "Messages wait although the \(board.policy) policy has room to show them."
            )
        }
        for (key, entries) in [(CodingKeys.visible, board.visible), (.waiting, board.waiting)] {
            for (index, entry) in entries.enumerated() {
                if let problem = board.timerStateProblem(entry, shown: key == .visible) {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: container.codingPath + [
                                key, AnyCodingKey(index: index), AnyCodingKey("timer"),
                            ],
                            debugDescription: problem
                        )
                    )
                }
            }
        }
        for (key, entries) in [(CodingKeys.visible, board.visible), (.waiting, board.waiting)] {
            for (index, entry) in entries.enumerated() where entry.repeatCount < 1 {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: container.codingPath + [
                            key, AnyCodingKey(index: index), AnyCodingKey("repeatCount"),
                        ],
                        debugDescription: "A repeat count must be at least 1, not \(entry.repeatCount)."
                    )
                )
            }
        }
        for (key, entries) in [(CodingKeys.visible, board.visible), (.waiting, board.waiting)] {
            for (index, entry) in entries.enumerated() {
                let entryPath = container.codingPath + [key, AnyCodingKey(index: index)]
                if entry.repeatCount > Self.largestWireInteger {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: entryPath + [AnyCodingKey("repeatCount")],
                            debugDescription:
                                "A repeat count must be at most \(Self.largestWireInteger), not \(entry.repeatCount)."
                        )
                    )
                }
                if let problem = board.timerProblem(entry.timer) ?? Self.timeToLiveProblem(entry) {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: entryPath + [AnyCodingKey("timer"), AnyCodingKey(problem.member)],
                            debugDescription: problem.message
                        )
                    )
                }
            }
        }
        if self.lastToken > UInt64(Self.largestWireInteger) {
            throw DecodingError.dataCorruptedError(
                forKey: .lastToken,
                in: container,
                debugDescription: "The last token must be at most \(Self.largestWireInteger), not \(self.lastToken)."
            )
        }
        // A token used twice is reported where it is used the second time. Tokens rise in posting
        // order, so the shown messages (oldest first), then the waiting ones (a message waits only
        // while the board is full, so after every shown one), are in rising order.
        var firstUse: [UInt64: String] = [:]
        var previous: (token: UInt64, place: String)?
        for (key, entries) in [(CodingKeys.visible, board.visible), (.waiting, board.waiting)] {
            for (index, entry) in entries.enumerated() {
                let place = "\(key.stringValue)[\(index)]"
                let token = entry.token.rawValue
                let tokenPath = container.codingPath + [key, AnyCodingKey(index: index), AnyCodingKey("token")]
                if let first = firstUse[token] {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: tokenPath,
                            debugDescription: "Two messages on the board have the same token: #\(token) "
                                + "is \(first)'s too."
                        )
                    )
                }
                if let previous, token < previous.token {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: tokenPath,
                            debugDescription: "Messages are shown oldest first, then wait in the order they were "
                                + "posted, so tokens rise: #\(token) comes after #\(previous.token) "
                                + "(\(previous.place))."
                        )
                    )
                }
                firstUse[token] = place
                previous = (token, place)
            }
        }
        if let highest = tokens.max(), highest > self.lastToken {
            throw DecodingError.dataCorruptedError(
                forKey: .lastToken,
                in: container,
                debugDescription: "Token #\(highest) is above the last token issued (#\(self.lastToken))."
            )
        }
    }

    /// The largest token and repeat count a board reads: 2⁵³ − 1, the largest whole number every JSON
    /// reader keeps exact.
    static var largestWireInteger: Int { 9_007_199_254_740_991 }

    /// What is wrong with the state of an entry's timer, or `nil`: the state the board gives the
    /// message (``staysUntilDismissed(_:shown:)``) — sticky for one that never expires or is shown
    /// with an action while assistive technology is running, else running (paused on a paused board)
    /// when shown and waiting when waiting.
    /// - Parameters:
    ///   - entry: The entry read.
    ///   - shown: Whether it is shown, not waiting.
    /// - Returns: The problem, said for a person.
    private func timerStateProblem(_ entry: Entry, shown: Bool) -> String? {
        let actual = entry.timer.state
        if self.staysUntilDismissed(entry.message, shown: shown) {
            guard actual != "sticky" else { return nil }
            return entry.message.effectiveDuration.isSticky
                ? "The message never expires (its duration, at least its kind's long one for an action, is sticky), "
                    + "so its timer must be sticky, not \(actual)."
                : "A shown message with an action stays until it is acted on or dismissed while assistive technology "
                    + "is running, so its timer must be sticky, not \(actual)."
        }
        let expected = !shown ? "waiting" : self.isPaused ? "paused" : "running"
        guard actual != expected else { return nil }
        if actual == "sticky" {
            let milliseconds = entry.message.effectiveDuration.milliseconds ?? 0
            let why =
                !shown
                ? " once it is shown"
                : self.isAssistiveTechnologyRunning
                    ? " and has no action to wait for"
                    : entry.message.shownAction != nil ? " and assistive technology is not running" : ""
            return "The message is shown for \(milliseconds) ms\(why), so its timer must be \(expected), not sticky."
        }
        if !shown {
            return "A waiting message's timer must be waiting or sticky: its time starts when it is shown."
        }
        return self.isPaused
            ? "A shown message on a paused board must be sticky or paused."
            : "A shown message on a running board must be sticky or running."
    }

    /// What is wrong with an entry's time to live beside its message, and the member it is about, or
    /// `nil`: it is never shorter than the duration the message asks for, which the board only
    /// lengthens (for an action, and by the accessibility multiplier).
    private static func timeToLiveProblem(_ entry: Entry) -> (member: String, message: String)? {
        let timeToLive: Duration
        switch entry.timer {
        case .sticky: return nil
        case .waiting(let time), .running(_, let time), .paused(_, let time): timeToLive = time
        }
        guard let duration = entry.message.duration.timeToLive, timeToLive < duration else { return nil }
        return (
            "timeToLiveMilliseconds",
            "A timer's time to live (\(timeToLive.wholeMilliseconds) ms) must be at least its message's duration "
                + "(\(duration.wholeMilliseconds) ms), which the board only lengthens."
        )
    }

    /// What is wrong with a timer read into this board, and the member it is about, or `nil`: a time
    /// to live must be positive and at most the longest timed duration times the multiplier, and a
    /// paused time left positive and at most the time to live.
    private func timerProblem(_ timer: Entry.Timer) -> (member: String, message: String)? {
        let longest = self.lengthened(StatusMessage.DisplayDuration.longestTimed.wholeMilliseconds)
        let timeToLive: Duration
        switch timer {
        case .sticky: return nil
        case .waiting(let time), .running(_, let time): timeToLive = time
        case .paused(let remaining, let time):
            timeToLive = time
            if remaining <= .zero || remaining > time {
                return (
                    "remainingMilliseconds",
                    "A paused timer's time left must be more than 0 and at most its time to live "
                        + "(\(time.wholeMilliseconds) ms), not \(remaining.wholeMilliseconds) ms."
                )
            }
        }
        if timeToLive <= .zero || timeToLive > longest {
            return (
                "timeToLiveMilliseconds",
                "A timer's time to live must be more than 0 and at most \(longest.wholeMilliseconds) ms "
                    + "(7 days times the accessibility multiplier), not \(timeToLive.wholeMilliseconds) ms."
            )
        }
        return nil
    }

    /// Encodes the board's whole state — policy, multiplier, shown and waiting entries, pause,
    /// whether assistive technology is running, and the last token — so a board can be saved and
    /// restored.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.policy, forKey: .policy)
        try container.encode(self.accessibilityMultiplier, forKey: .accessibilityMultiplier)
        try container.encode(self.visible, forKey: .visible)
        try container.encode(self.waiting, forKey: .waiting)
        try container.encode(self.isPaused, forKey: .isPaused)
        try container.encode(self.isAssistiveTechnologyRunning, forKey: .isAssistiveTechnologyRunning)
        try container.encode(self.lastToken, forKey: .lastToken)
    }
}
