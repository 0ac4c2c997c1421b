import Anshin

/// A board of `size` live messages, each shown for `size` milliseconds, one posted every millisecond.
public struct BoardRun: Sendable {
    /// The board.
    public var board: StatusBoard
    var tokens: [StatusBoard.Token]
    var clock: Int64
    let size: Int
    /// `size + 1` different messages, posted in turn: the one posted is never on the board, so no
    /// post merges (a board merges a message identical to any of its messages).
    let messages: [StatusMessage]

    /// Posts `size` messages, a millisecond apart.
    /// - Parameter size: The number of live messages.
    public init(size: Int) throws {
        self.size = size
        self.board = size == 1 ? StatusBoard(policy: .queue) : StatusBoard(policy: try .stack(limit: size))
        let duration = try StatusMessage.DisplayDuration.timed(.milliseconds(size))
        // Short texts ("Saved 12345"), so the messages hold no heap-allocated strings either.
        self.messages = (0...size).map { index in
            StatusMessage(
                UserText(verbatim: "\(index & 1 == 0 ? "Saved" : "Sent") \(index)"),
                kind: index & 1 == 0 ? .success : .normal,
                duration: duration
            )
        }
        self.tokens = []
        self.tokens.reserveCapacity(size)
        self.clock = 0
        for index in 0..<size {
            self.tokens.append(self.board.post(self.messages[index], at: .milliseconds(self.clock)))
            self.clock += 1
        }
    }

    /// Expires the oldest message at its deadline and posts the next one.
    /// - Returns: Whether the oldest message expired.
    public mutating func step() -> Bool {
        let slot = Int(self.clock % Int64(self.size))
        let now = Duration.milliseconds(self.clock)
        let expired = self.board.expire(self.tokens[slot], at: now)
        // Posts at times t − size + 1 … t − 1 are on the board, and their messages are t's
        // neighbours modulo size + 1: message t is not among them.
        self.tokens[slot] = self.board.post(self.messages[Int(self.clock % Int64(self.size + 1))], at: now)
        self.clock += 1
        return expired
    }
}
