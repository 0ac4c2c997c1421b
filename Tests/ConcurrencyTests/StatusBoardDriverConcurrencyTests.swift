import Anshin
import AnshinTestSupport
import AnshinTesting
import Testing

/// Many tasks drive one live board at once — posting, dismissing, pausing, resuming, ticking and
/// subscribing while the clock moves — and the board keeps every rule. Run under ThreadSanitizer by
/// the hardening script (`swift test --sanitize=thread`).
@Suite("Status board driver under concurrent use", .timeLimit(.minutes(2)))
struct StatusBoardDriverConcurrencyTests {
    /// What the tasks did, for the final checks.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    final class Tally: Sendable {
        struct State {
            var posted: [StatusBoard.Token] = []
            var dismissed = 0
            var operations = 0
            var changesSeen = 0
        }

        let state = Locked(State())
    }

    static let tasks = 48
    static let operationsPerTask = 250

    /// A message from a small set, so identical posts merge, with a timed or sticky duration, or its
    /// kind's standard one (4 to 12 s) when `longest` allows.
    static func message(using generator: inout SplitMix64, longest: Int64) throws -> StatusMessage {
        let texts: [UserText] = ["Saved", "Synced", "Uploaded", .localized(.itemsSaved, count: 2)]
        let kinds = StatusMessage.Kind.allKnown
        let duration: StatusMessage.DisplayDuration? =
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: .sticky
            case 1 where longest >= 12_000: nil
            default: try .timed(.milliseconds(Int64.random(in: 1...longest, using: &generator)))
            }
        return StatusMessage(
            texts[Int.random(in: 0..<texts.count, using: &generator)],
            kind: kinds[Int.random(in: 0..<kinds.count, using: &generator)],
            duration: duration
        )
    }

    /// One task's random operations on the driver.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    static func drive<C: Clock>(
        _ driver: StatusBoardDriver<C>,
        seed: UInt64,
        operations: Int = Self.operationsPerTask,
        longest: Int64,
        tally: Tally,
        advance: @Sendable (Duration) -> Void
    ) async throws {
        var generator = SplitMix64(seed: seed)
        var mine: [StatusBoard.Token] = []
        for _ in 0..<operations {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<45:
                let token = await driver.post(try Self.message(using: &generator, longest: longest))
                mine.append(token)
                tally.state.withLock { $0.posted.append(token) }
            case 45..<60:
                if let token = mine.randomElement(using: &generator), await driver.dismiss(token) {
                    tally.state.withLock { $0.dismissed += 1 }
                }
            case 60..<66:
                await driver.pause()
            case 66..<75:
                await driver.resume()
            case 75..<80:
                await driver.tick()
            case 80..<95:
                advance(.milliseconds(Int64.random(in: 0...longest / 4, using: &generator)))
            default:
                let board = await driver.board
                let limit = board.policy.visibleLimit ?? 1
                try #require(board.visible.count <= limit)
                try #require(board.waiting.isEmpty || board.visible.count == limit)
                _ = await driver.now
            }
            tally.state.withLock { $0.operations += 1 }
            if Int.random(in: 0..<8, using: &generator) == 0 { await Task.yield() }
        }
    }

    /// The rules that must hold after any interleaving: every post got a token that was issued once,
    /// the board holds only issued tokens, never more than the policy shows, and nothing waits while
    /// there is room.
    static func checkBoard(_ board: StatusBoard, posted: [StatusBoard.Token]) throws {
        // Tokens were issued once each, in order: the posts got exactly 1…n (a merge returns an old one).
        let issued = Set(posted)
        let highest = posted.map(\.rawValue).max() ?? 0
        try #require(issued == Set((0..<highest).map { StatusBoard.Token(rawValue: $0 + 1) }))
        let onBoard = (board.visible + board.waiting).map(\.token)
        try #require(Set(onBoard).count == onBoard.count)
        try #require(Set(onBoard).isSubset(of: issued))
        let limit = board.policy.visibleLimit ?? 1
        try #require(board.visible.count <= limit)
        try #require(board.waiting.isEmpty || board.visible.count == limit)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("Many tasks on a manual clock", arguments: [StatusBoard.Policy.replace, .queue, try! .stack(limit: 3)])
    func manyTasksOnAManualClock(policy: StatusBoard.Policy) async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(
            board: try StatusBoard(policy: policy, accessibilityMultiplier: 1.5),
            clock: clock
        )
        let tally = Tally()
        let seed = Hardening.seed(0xC0_C0_0001)
        let changes = await driver.changes()
        let watcher = Task {
            for await entries in changes {
                tally.state.withLock { $0.changesSeen += 1 }
                if entries.count > (policy.visibleLimit ?? 1) { Issue.record("a change showed \(entries.count)") }
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<Self.tasks {
                group.addTask {
                    try await Self.drive(
                        driver,
                        seed: seed &+ UInt64(index),
                        longest: 12_000,
                        tally: tally,
                        advance: { clock.advance(by: $0) }
                    )
                }
            }
            try await group.waitForAll()
        }
        let posted = tally.state.withLock { $0.posted }
        try Self.checkBoard(await driver.board, posted: posted)

        // Resumed, every timed message shown clears at its deadline and the next takes its place, until
        // only sticky messages are shown (in a queue or stack, messages may wait behind them). Ten
        // minutes at a time: a timer that wakes late clears every message due by then, each shown
        // from the deadline of the one before, and a queue may hold over a thousand messages.
        // Each time, the test waits for the driver's timer to go to sleep before it moves the clock (as
        // ManualClock's documentation says): moved at once, the clock could run ahead of a timer task
        // not yet started, over and over, while the tasks of the other cases took the threads.
        await driver.resume()
        await driver.tick()
        for _ in 0..<200 {
            let board = await driver.board
            if board.visible.allSatisfy({ $0.message.duration.isSticky }) { break }
            var turns = 0
            while clock.pendingDeadlines.isEmpty, turns < 10_000 {
                await Task.yield()
                turns += 1
            }
            clock.advance(by: .seconds(600))
        }
        let board = await driver.board
        try Self.checkBoard(board, posted: posted)
        let now = await driver.now
        for entry in board.visible {
            if let deadline = entry.deadline {
                try #require(
                    deadline > now,
                    """
                    overdue: \(entry); the board's next deadline \(String(describing: board.nextDeadline)), \
                    \(board.waiting.count) waiting; the clock's sleepers \(clock.pendingDeadlines)
                    """
                )
            }
        }
        try #require(board.visible.allSatisfy { $0.message.duration.isSticky })

        // Dismissing what is left empties the board, and the next post gets the next token.
        for entry in board.visible + board.waiting { await driver.dismiss(entry.token) }
        let emptied = await driver.board
        #expect(emptied.visible.isEmpty && emptied.waiting.isEmpty)
        let next = await driver.post(StatusMessage("Last"))
        #expect(next.rawValue == (posted.map(\.rawValue).max() ?? 0) + 1)
        watcher.cancel()
        let operations = tally.state.withLock { $0.operations }
        try #require(operations == Self.tasks * Self.operationsPerTask)
        Hardening.report(
            "status board driver (\(policy), manual clock): \(Self.tasks) concurrent tasks, \(operations) operations, "
                + "\(posted.count) posts, \(next.rawValue - 1) tokens"
        )
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("Many tasks on the continuous clock, with timers firing for real")
    func manyTasksOnTheContinuousClock() async throws {
        let driver = StatusBoardDriver(board: try StatusBoard(policy: .stack(limit: 2)), clock: ContinuousClock())
        let tally = Tally()
        let seed = Hardening.seed(0xC0_C0_0002)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try await Self.drive(
                        driver,
                        seed: seed &+ UInt64(index),
                        operations: 150,
                        longest: 5,
                        tally: tally,
                        advance: { _ in }
                    )
                }
            }
            try await group.waitForAll()
        }
        let posted = tally.state.withLock { $0.posted }
        try Self.checkBoard(await driver.board, posted: posted)
        await driver.resume()
        // Every timed message lasts at most 5 ms; wait for the driver's own timers to clear the shown ones
        // until only sticky messages are shown.
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < .seconds(30) {
            let board = await driver.board
            if board.visible.allSatisfy({ $0.message.duration.isSticky }) { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let board = await driver.board
        try Self.checkBoard(board, posted: posted)
        try #require(board.visible.allSatisfy { $0.message.duration.isSticky })
        Hardening.report(
            "status board driver (continuous clock): 8 concurrent tasks, "
                + "\(tally.state.withLock { $0.operations }) operations"
        )
    }
}
