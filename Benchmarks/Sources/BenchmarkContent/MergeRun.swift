import Anshin

/// A board of `size` live messages, each shown for a week, where every post is identical to a
/// message already on it: the post finds its twin, counts it and restarts its time.
public struct MergeRun: Sendable {
    /// The board.
    public var board: StatusBoard
    let messages: [StatusMessage]
    let tokens: [StatusBoard.Token]
    var clock: Int64
    var next: Int

    /// Posts `size` different messages, a millisecond apart.
    /// - Parameter size: The number of live messages.
    public init(size: Int) throws {
        self.board = size == 1 ? StatusBoard(policy: .queue) : StatusBoard(policy: try .stack(limit: size))
        let week = try StatusMessage.DisplayDuration.timed(StatusMessage.DisplayDuration.longestTimed)
        self.messages = (0..<size).map { index in
            StatusMessage(UserText(verbatim: "Copied \(index)"), kind: .success, duration: week)
        }
        var tokens: [StatusBoard.Token] = []
        tokens.reserveCapacity(size)
        self.clock = 0
        for message in self.messages {
            tokens.append(self.board.post(message, at: .milliseconds(self.clock)))
            self.clock += 1
        }
        self.tokens = tokens
        self.next = 0
    }

    /// Posts again a message on the board, a millisecond later, stepping through them by a stride
    /// so the merged message is anywhere on the board.
    /// - Returns: Whether the post merged (returned the message's own token).
    public mutating func step() -> Bool {
        let index = self.next
        self.next = (self.next + 7919) % self.messages.count
        let token = self.board.post(self.messages[index], at: .milliseconds(self.clock))
        self.clock += 1
        return token == self.tokens[index]
    }
}
