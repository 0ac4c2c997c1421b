import Anshin
import Testing

@Suite("Status board policies: replace, queue and stack")
struct StatusBoardPolicyTests {
    private func message(_ text: String, seconds: Int64) throws -> StatusMessage {
        StatusMessage(UserText(verbatim: text), duration: try .timed(.seconds(seconds)))
    }

    private func texts(_ entries: [StatusBoard.Entry]) -> [String] {
        entries.map { $0.message.text.verbatim ?? "?" }
    }

    // MARK: - The policies themselves

    @Test func thePoliciesAndTheirLimits() throws {
        #expect(StatusBoard.Policy.replace.visibleLimit == nil)
        #expect(StatusBoard.Policy.queue.visibleLimit == 1)
        #expect(try StatusBoard.Policy.stack(limit: 3).visibleLimit == 3)
        #expect(StatusBoard.Policy.replace.description == "replace")
        #expect(StatusBoard.Policy.queue.description == "queue")
        #expect(try StatusBoard.Policy.stack(limit: 3).description == "stack(3)")
        #expect(StatusBoard().policy == .replace)
    }

    @Test(
        "A stack must show at least one message",
        arguments: [(0, "0"), (-1, "-1")]
    )
    func invalidStack(limit: Int, written: String) {
        let expected = ValidationError(
            parameter: "limit",
            value: written,
            requirement: "a stack must show at least one message"
        )
        #expect(throws: expected) { try StatusBoard.Policy.stack(limit: limit) }
        #expect(expected.description == "Invalid limit (\(written)): a stack must show at least one message.")
    }

    // MARK: - Replace

    @Test func replaceShowsOnlyTheNewestAndNothingWaits() throws {
        var board = StatusBoard()
        board.post(try self.message("A", seconds: 5), at: .zero)
        board.post(try self.message("B", seconds: 5), at: .seconds(1))
        board.post(try self.message("C", seconds: 5), at: .seconds(2))
        #expect(self.texts(board.visible) == ["C"])
        #expect(board.waiting.isEmpty)
        #expect(board.advance(to: .seconds(7)).map(\.message.text) == ["C"])
        #expect(board.visible.isEmpty)
    }

    // MARK: - Queue

    @Test func queuedMessagesWaitAndAreTimedFromWhenTheyAreShown() throws {
        var board = StatusBoard(policy: .queue)
        let first = board.post(try self.message("A", seconds: 5), at: .zero)
        let second = board.post(try self.message("B", seconds: 3), at: .seconds(1))
        #expect(self.texts(board.visible) == ["A"])
        #expect(self.texts(board.waiting) == ["B"])
        #expect(board.entry(for: second)?.timer == .waiting(timeToLive: .seconds(3)))
        #expect(board.entry(for: second)?.deadline == nil)
        #expect(board.entry(for: second)?.remaining(at: .seconds(4)) == .seconds(3))

        #expect(board.expire(second, at: .seconds(4)) == false)
        #expect(board.entry(for: second) != nil)
        #expect(board.expire(first, at: .seconds(5)) == true)
        #expect(self.texts(board.visible) == ["B"])
        #expect(board.waiting.isEmpty)
        #expect(board.current?.deadline == .seconds(8))

        #expect(board.advance(to: .milliseconds(7999)) == [])
        #expect(board.advance(to: .seconds(8)).map(\.token) == [second])
        #expect(board.visible.isEmpty)
    }

    @Test func lateAdvanceShowsEachWaitingMessageAtThePreviousDeadline() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        let c = board.post(try self.message("C", seconds: 5), at: .zero)
        let d = board.post(try self.message("D", seconds: 5), at: .zero)

        let cleared = board.advance(to: .seconds(12))
        #expect(cleared.map(\.token) == [a, b])
        #expect(board.current?.token == c)
        #expect(board.current?.deadline == .seconds(15))
        #expect(board.waiting.map(\.token) == [d])

        #expect(board.advance(to: .seconds(20)).map(\.token) == [c, d])
        #expect(board.visible.isEmpty)
    }

    @Test func aWaitingMessageCanBeDismissedBeforeItIsShown() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        let c = board.post(try self.message("C", seconds: 5), at: .zero)
        let removed = board.dismiss(b, at: .seconds(1))
        #expect(removed?.token == b)
        #expect(removed?.timer == .waiting(timeToLive: .seconds(5)))
        #expect(board.current?.token == a)
        #expect(board.waiting.map(\.token) == [c])
        board.advance(to: .seconds(5))
        #expect(board.current?.token == c)
    }

    @Test func dismissingTheShownMessageShowsTheNextOneNow() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        #expect(board.dismiss(a, at: .seconds(2))?.token == a)
        #expect(board.current?.token == b)
        #expect(board.current?.deadline == .seconds(7))
    }

    @Test func anIdenticalWaitingMessageMergesWithoutStartingItsTime() throws {
        var board = StatusBoard(policy: .queue)
        board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        #expect(board.post(try self.message("B", seconds: 5), at: .seconds(1)) == b)
        #expect(board.waiting.count == 1)
        #expect(board.waiting.first?.repeatCount == 2)
        #expect(board.waiting.first?.timer == .waiting(timeToLive: .seconds(5)))
    }

    @Test func aMessageIdenticalToTheShownOneMergesIntoItPastTheWaitingOnes() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        #expect(board.post(try self.message("A", seconds: 5), at: .seconds(2)) == a)
        #expect(board.current?.token == a)
        #expect(board.current?.repeatCount == 2)
        #expect(board.current?.deadline == .seconds(7))
        #expect(board.waiting.map(\.token) == [b])
        #expect(board.waiting.first?.repeatCount == 1)
        // The old deadline is gone: B is shown when A's new one comes, with its full time.
        #expect(board.expire(a, at: .seconds(5)) == false)
        #expect(board.current?.token == a)
        #expect(board.expire(a, at: .seconds(7)) == true)
        #expect(board.current?.token == b)
        #expect(board.current?.deadline == .seconds(12))
    }

    @Test func aMessageIdenticalToAWaitingOneMergesAndKeepsItsPlace() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 3), at: .zero)
        let c = board.post(try self.message("C", seconds: 5), at: .zero)
        #expect(board.post(try self.message("B", seconds: 3), at: .seconds(4)) == b)
        #expect(board.post(try self.message("B", seconds: 3), at: .milliseconds(4500)) == b)
        #expect(board.waiting.map(\.token) == [b, c])
        #expect(board.waiting.map(\.repeatCount) == [3, 1])
        #expect(board.waiting.first?.timer == .waiting(timeToLive: .seconds(3)))
        // A's deadline did not move; B is shown then, for its full 3 s.
        #expect(board.current?.token == a)
        #expect(board.current?.deadline == .seconds(5))
        board.advance(to: .seconds(5))
        #expect(board.current?.token == b)
        #expect(board.current?.repeatCount == 3)
        #expect(board.current?.deadline == .seconds(8))
        #expect(board.waiting.map(\.token) == [c])
    }

    @Test func aStickyMessageBlocksTheQueueUntilDismissed() throws {
        var board = StatusBoard(policy: .queue)
        let sticky = board.post(StatusMessage("Crashed", kind: .internalError), at: .zero)
        let next = board.post(try self.message("B", seconds: 5), at: .zero)
        #expect(board.advance(to: .seconds(1000)) == [])
        #expect(board.current?.token == sticky)
        board.dismiss(sticky, at: .seconds(1000))
        #expect(board.current?.token == next)
        #expect(board.current?.deadline == .seconds(1005))
    }

    @Test func aMessageShownWhilePausedWaitsForResumeToStartItsTime() throws {
        var board = StatusBoard(policy: .queue)
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        board.post(try self.message("B", seconds: 4), at: .zero)
        board.pause(at: .seconds(1))
        board.dismiss(a, at: .seconds(2))
        #expect(board.current?.timer == .paused(remaining: .seconds(4), timeToLive: .seconds(4)))
        board.resume(at: .seconds(10))
        #expect(board.current?.deadline == .seconds(14))
    }

    // MARK: - Stack

    @Test func aStackShowsAtMostItsLimitAndTheRestWait() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        var tokens: [StatusBoard.Token] = []
        for (index, text) in ["A", "B", "C", "D", "E"].enumerated() {
            tokens.append(board.post(try self.message(text, seconds: 5), at: .seconds(Int64(index))))
            #expect(board.visible.count <= 3)
        }
        #expect(self.texts(board.visible) == ["A", "B", "C"])
        #expect(self.texts(board.waiting) == ["D", "E"])
        #expect(board.current?.token == tokens[2])
        #expect(board.visible.map(\.deadline) == [.seconds(5), .seconds(6), .seconds(7)])
    }

    @Test func aStackPromotesWaitingMessagesFirstInFirstOut() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        for (index, text) in ["A", "B", "C", "D", "E"].enumerated() {
            board.post(try self.message(text, seconds: 5), at: .seconds(Int64(index)))
        }
        #expect(self.texts(board.advance(to: .seconds(5))) == ["A"])
        #expect(self.texts(board.visible) == ["B", "C", "D"])
        #expect(board.visible.last?.deadline == .seconds(10))
        #expect(self.texts(board.waiting) == ["E"])

        #expect(self.texts(board.advance(to: .seconds(6))) == ["B"])
        #expect(self.texts(board.visible) == ["C", "D", "E"])
        #expect(board.visible.last?.deadline == .seconds(11))
        #expect(board.waiting.isEmpty)

        #expect(self.texts(board.advance(to: .seconds(11))) == ["C", "D", "E"])
        #expect(board.visible.isEmpty)
    }

    @Test func aLateAdvanceOnAStackPromotesInChronologicalOrder() throws {
        var board = try StatusBoard(policy: .stack(limit: 2))
        board.post(try self.message("A", seconds: 2), at: .zero)
        board.post(try self.message("B", seconds: 6), at: .zero)
        board.post(try self.message("C", seconds: 3), at: .zero)
        board.post(try self.message("D", seconds: 10), at: .zero)
        // A clears at 2 and C shows until 5; C clears at 5 and D shows until 15; B clears at 6.
        let cleared = board.advance(to: .seconds(7))
        #expect(self.texts(cleared) == ["A", "C", "B"])
        #expect(self.texts(board.visible) == ["D"])
        #expect(board.current?.deadline == .seconds(15))
    }

    @Test func dismissingFromAStackPromotesTheOldestWaiting() throws {
        var board = try StatusBoard(policy: .stack(limit: 2))
        board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .zero)
        board.post(try self.message("C", seconds: 5), at: .zero)
        board.post(try self.message("D", seconds: 5), at: .zero)
        board.dismiss(b, at: .seconds(1))
        #expect(self.texts(board.visible) == ["A", "C"])
        #expect(board.visible.last?.deadline == .seconds(6))
        #expect(self.texts(board.waiting) == ["D"])
    }

    @Test func anOlderExpiryOnAStackClearsOnlyItsOwnMessage() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .seconds(4))
        #expect(board.expire(a, at: .seconds(5)) == true)
        #expect(board.visible.map(\.token) == [b])
        #expect(board.expire(a, at: .seconds(6)) == false)
        #expect(board.visible.map(\.token) == [b])
    }

    @Test func aStackOfOneBehavesAsAQueue() throws {
        var stack = try StatusBoard(policy: .stack(limit: 1))
        var queue = StatusBoard(policy: .queue)
        for index in 0..<4 {
            let message = try self.message("M\(index)", seconds: Int64(index + 1))
            stack.post(message, at: .seconds(Int64(index)))
            queue.post(message, at: .seconds(Int64(index)))
        }
        #expect(stack.advance(to: .seconds(5)) == queue.advance(to: .seconds(5)))
        #expect(stack == queue)
    }
}
