import Anshin
import AnshinTesting
import Foundation
import Synchronization
import Testing

/// The manual clock the package's own tests run the drivers on (the AnshinTesting product).
@Suite("Manual clock", .timeLimit(.minutes(1)))
struct ManualClockTests {
    /// Lets other tasks run until a condition holds, a bounded number of times.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if await condition() { return true }
            await Task.yield()
        }
        return await condition()
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func itStartsAtZeroAndMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.Instant(offset: .zero))
        #expect(clock.minimumResolution == .zero)
        clock.advance(by: .milliseconds(1500))
        #expect(clock.now.offset == .milliseconds(1500))
        clock.advance(to: ManualClock.Instant(offset: .seconds(4)))
        #expect(clock.now.offset == .seconds(4))
        // An instant that has passed leaves the clock where it is.
        clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(4))
        #expect(clock.now.description == "4.0 seconds")
        #expect(ManualClock.Instant(offset: .seconds(1)).duration(to: clock.now) == .seconds(3))
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("Tasks that advance to the same instant at once leave the clock at that instant")
    func concurrentAdvancesToAnInstantMoveTheClockOnce() async {
        // Two tasks (the cooperative pool may have only two threads) meet at a spinning barrier, then
        // advance at once, many times over: reading the time and moving it were two steps, and the
        // clock moved twice as far.
        for round in 1...2_000 {
            let clock = ManualClock()
            let target = ManualClock.Instant(offset: .seconds(round))
            let barrier = SpinBarrier()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        barrier.arrive(of: 2)
                        clock.advance(to: target)
                    }
                }
            }
            #expect(clock.now == target, "round \(round)")
            if clock.now != target { return }
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func eachSleeperWakesWhenItsDeadlineComesAndNotBefore() async throws {
        let clock = ManualClock()
        let woken = WakeLog()
        let tasks = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(until: clock.now.advanced(by: .seconds(seconds)))
                woken.append(seconds)
            }
        }
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(1), .seconds(2), .seconds(3)] })
        clock.advance(by: .milliseconds(999))
        for _ in 0..<100 { await Task.yield() }
        #expect(woken.all.isEmpty)
        #expect(clock.pendingDeadlines.count == 3)

        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { woken.all == [1] })
        #expect(clock.pendingDeadlines == [.seconds(2), .seconds(3)])
        clock.advance(by: .seconds(1))
        #expect(await self.eventually { woken.all == [1, 2] })
        // One advance past several deadlines wakes them all.
        clock.advance(by: .seconds(5))
        for task in tasks { try await task.value }
        #expect(woken.all == [1, 2, 3])
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aDeadlineThatHasComeReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(10)))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(2)))
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aCancelledSleeperEndsAtOnceWithCancellationError() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(60))) }
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(60)] })
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingDeadlines.isEmpty)

        // A task cancelled before it sleeps does not sleep at all.
        let cancelledFirst = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: clock.now.advanced(by: .seconds(60)))
        }
        await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aClockThatIgnoresCancellationWakesTheSleeperAtItsDeadline() async throws {
        let clock = ManualClock(ignoresCancellation: true)
        #expect(clock.ignoresCancellation)
        let task = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(5))) }
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })
        task.cancel()
        await Task.yield()
        #expect(clock.pendingDeadlines == [.seconds(5)])
        clock.advance(by: .seconds(5))
        try await task.value
    }
}

/// The example at the top of `ManualClock`'s documentation, run as it is written there.
@Suite("ManualClock's documented example", .timeLimit(.minutes(1)))
struct ManualClockDocumentationTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of the first ```` ```swift ```` block of a file's comments (or of an article), each
    /// without its `///` and indentation.
    static func firstSwiftBlock(in text: String) -> [String] {
        var lines: [String]?
        for line in text.components(separatedBy: "\n") {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") { trimmed = String(trimmed.dropFirst(3)) }
            trimmed = trimmed.trimmingCharacters(in: .whitespaces)
            if lines == nil {
                if trimmed == "```swift" { lines = [] }
            } else if trimmed == "```" {
                return lines ?? []
            } else {
                lines?.append(trimmed)
            }
        }
        return []
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("The example's message is cleared once the driver has run after the clock's advance")
    func example() async throws {
        // ManualClock example: begin
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let token = await driver.post(StatusMessage("Saved", kind: .success))  // shown for 4 s
        while clock.pendingDeadlines != [.seconds(4)] { await Task.yield() }  // its timer sleeps
        clock.advance(by: .seconds(4))  // the timer wakes…
        while await driver.board.entry(for: token) != nil { await Task.yield() }  // …and the message clears
        // ManualClock example: end
        #expect(await driver.board.visible.isEmpty)
        #expect(clock.now.offset == .seconds(4))
    }

    @Test("The example in the doc comment is the code the test above runs, line for line")
    func exampleIsTheTestedCode() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/AnshinTesting/ManualClock.swift"),
            encoding: .utf8
        )
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let begin = test.range(of: "// ManualClock example: begin\n"),
            let end = test.range(of: "        // ManualClock example: end", range: begin.upperBound..<test.endIndex)
        else {
            Issue.record("ManualClockTests.swift has no region between \"// ManualClock example: begin\" and \"end\"")
            return
        }
        let tested = test[begin.upperBound..<end.lowerBound].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let documented = Self.firstSwiftBlock(in: source)
        #expect(!documented.isEmpty, "ManualClock.swift's documentation has no ```swift example")
        #expect(
            documented == tested,
            "ManualClock's documented example differs from the code ManualClockDocumentationTests.example() runs"
        )
    }
}

/// What woke, in order, shared by the sleeping tasks.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class WakeLog: Sendable {
    private let woken = Locked<[Int]>([])

    var all: [Int] { self.woken.withLock { $0 } }

    func append(_ seconds: Int) {
        self.woken.withLock { $0.append(seconds) }
    }
}

/// Holds back each task that arrives until the last of them has, or for a bounded number of turns
/// (a pool with one thread runs the tasks one after the other: the first must not wait forever).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class SpinBarrier: Sendable {
    private let arrived = Atomic(0)

    /// Counts this task in and spins until `count` tasks have arrived, at most a million turns.
    func arrive(of count: Int) {
        self.arrived.add(1, ordering: .sequentiallyConsistent)
        var turns = 0
        while self.arrived.load(ordering: .sequentiallyConsistent) < count, turns < 1_000_000 { turns += 1 }
    }
}
