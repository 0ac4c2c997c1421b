import Anshin

/// A board of `size` live messages, each shown for `size` milliseconds, one posted every millisecond.
public struct BoardRun: Sendable {
    /// The board.
    public var board: StatusBoard
    var tokens: [StatusBoard.Token]
    var clock: Int64
    let size: Int
    let messages: [StatusMessage]

    /// Posts `size` messages, a millisecond apart.
    /// - Parameter size: The number of live messages.
    public init(size: Int) throws {
        self.size = size
        self.board = try StatusBoard(policy: size == 1 ? .queue : .stack(limit: size))
        let duration = try StatusMessage.DisplayDuration.timed(.milliseconds(size))
        // Two messages in turn, so no post merges with the one before it.
        self.messages = [
            StatusMessage("Saved", kind: .success, duration: duration),
            StatusMessage("Uploaded", kind: .normal, duration: duration),
        ]
        self.tokens = []
        self.tokens.reserveCapacity(size)
        self.clock = 0
        for index in 0..<size {
            self.tokens.append(self.board.post(self.messages[index & 1], at: .milliseconds(self.clock)))
            self.clock += 1
        }
    }

    /// Expires the oldest message at its deadline and posts the next one.
    /// - Returns: Whether the oldest message expired.
    public mutating func step() -> Bool {
        let slot = Int(self.clock % Int64(self.size))
        let now = Duration.milliseconds(self.clock)
        let expired = self.board.expire(self.tokens[slot], at: now)
        self.tokens[slot] = self.board.post(self.messages[Int(self.clock & 1)], at: now)
        self.clock += 1
        return expired
    }
}
