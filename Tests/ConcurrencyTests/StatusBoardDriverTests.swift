import Anshin
import AnshinTesting
import Testing

/// The shown messages a driver reported, in order.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ChangeLog: Sendable {
    private let changes = Locked<[[StatusBoard.Token]]>([])

    /// Every change so far, as the tokens shown after it.
    var all: [[StatusBoard.Token]] { self.changes.withLock { $0 } }

    func append(_ entries: [StatusBoard.Entry]) {
        self.changes.withLock { $0.append(entries.map(\.token)) }
    }
}

@Suite("Status board driver on a manual clock", .timeLimit(.minutes(1)))
struct StatusBoardDriverTests {
    /// Subscribes to a driver's changes and records them until the returned task is cancelled.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func record(_ driver: StatusBoardDriver<ManualClock>) async -> (ChangeLog, Task<Void, Never>) {
        let stream = await driver.changes()
        let log = ChangeLog()
        let task = Task {
            for await entries in stream { log.append(entries) }
        }
        return (log, task)
    }

    /// Lets other tasks run until a condition holds, a bounded number of times, and says whether it
    /// held.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if await condition() { return true }
            await Task.yield()
        }
        return await condition()
    }

    /// Lets other tasks run for a while, for checks that nothing happens.
    private func letTasksRun() async {
        for _ in 0..<200 { await Task.yield() }
    }

    private func message(_ text: String, seconds: Int64) throws -> StatusMessage {
        StatusMessage(UserText(verbatim: text), duration: try .timed(.seconds(seconds)))
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aMessageClearsAtItsDeadlineAndNotBefore() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.all == [[]] })

        let token = await driver.post(StatusMessage("Saved", kind: .success))
        #expect(await self.eventually { log.all == [[], [token]] })
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(4)] })

        clock.advance(by: .milliseconds(3999))
        await self.letTasksRun()
        #expect(clock.pendingDeadlines == [.seconds(4)])
        #expect(await driver.board.current?.token == token)
        #expect(log.all == [[], [token]])

        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { log.all == [[], [token], []] })
        #expect(await driver.board.visible.isEmpty)
        #expect(await driver.now == .seconds(4))
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func anOlderMessagesTimerNeverClearsTheNewerOne() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let first = await driver.post(try self.message("A", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })
        clock.advance(by: .seconds(4))
        let second = await driver.post(try self.message("B", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(9)] })

        clock.advance(by: .seconds(1))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == second)
        #expect(log.all == [[], [first], [second]])

        // A late tick at A's deadline, as a timer that was not stopped in time would make, keeps B.
        await driver.tick()
        #expect(await driver.board.current?.token == second)

        clock.advance(by: .milliseconds(3999))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == second)

        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { log.all == [[], [first], [second], []] })
        #expect(await driver.board.visible.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aTimerThatWakesAfterCancellationStillLeavesTheNewerMessage() async throws {
        let clock = ManualClock(ignoresCancellation: true)
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let first = await driver.post(try self.message("A", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })
        clock.advance(by: .seconds(4))
        let second = await driver.post(try self.message("B", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5), .seconds(9)] })

        // A's timer wakes although it was cancelled; its tick reschedules B's timer and clears nothing.
        clock.advance(by: .seconds(1))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(9), .seconds(9)] })
        #expect(await driver.board.current?.token == second)
        #expect(log.all == [[], [first], [second]])

        clock.advance(by: .seconds(4))
        #expect(await self.eventually { log.all == [[], [first], [second], []] })
        await self.letTasksRun()
        #expect(log.all == [[], [first], [second], []])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func pausingStopsTheTimerAndResumingKeepsTheRemainingTime() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let token = await driver.post(try self.message("A", seconds: 6))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(6)] })
        clock.advance(by: .seconds(2))
        await driver.pause()
        #expect(await driver.board.isPaused)
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })

        clock.advance(by: .seconds(8))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == token)

        await driver.resume()
        #expect(await driver.board.current?.deadline == .seconds(14))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(14)] })
        clock.advance(by: .milliseconds(3999))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == token)

        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { log.all.last == [] })
        #expect(await driver.board.visible.isEmpty)
        #expect(log.all == [[], [token], [token], [token], []])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func dismissingStopsTheTimer() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let token = await driver.post(try self.message("A", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })
        #expect(await driver.dismiss(token))
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
        #expect(await self.eventually { log.all == [[], [token], []] })
        #expect(await driver.dismiss(token) == false)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aQueueShowsTheNextMessageWhenTheFirstClears() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(board: StatusBoard(policy: .queue), clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let first = await driver.post(try self.message("A", seconds: 5))
        let second = await driver.post(try self.message("B", seconds: 3))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })

        clock.advance(by: .seconds(5))
        #expect(await self.eventually { log.all.last == [second] })
        #expect(await driver.board.current?.deadline == .seconds(8))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(8)] })

        clock.advance(by: .seconds(3))
        #expect(await self.eventually { log.all.last == [] })
        #expect(log.all == [[], [first], [first], [second], []])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aLateWakeUpClearsEveryMessageThatIsDue() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(board: try StatusBoard(policy: .stack(limit: 2)), clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        await driver.post(try self.message("A", seconds: 2))
        await driver.post(try self.message("B", seconds: 3))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(2)] })
        clock.advance(by: .seconds(10))
        #expect(await self.eventually { log.all.last == [] })
        #expect(await driver.board.visible.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func changesStartWithTheMessagesShownNow() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let token = await driver.post(StatusMessage("Saved"))
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.all == [[token]] })

        let (other, otherRecording) = await self.record(driver)
        defer { otherRecording.cancel() }
        await driver.dismiss(token)
        #expect(await self.eventually { log.all == [[token], []] && other.all == [[token], []] })
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aMessageOnTheBoardItStartsWithClearsAtItsDeadline() async throws {
        var board = StatusBoard()
        let token = board.post(try self.message("A", seconds: 5), at: .zero)
        let clock = ManualClock()
        let driver = StatusBoardDriver(board: board, clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.all == [[token]] })
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })

        clock.advance(by: .seconds(5))
        #expect(await self.eventually { log.all == [[token], []] })
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func changesFinishWhenTheDriverIsReleased() async throws {
        var driver: StatusBoardDriver<ManualClock>? = StatusBoardDriver(clock: ManualClock())
        let stream = await driver!.changes()
        driver = nil
        var received: [[StatusBoard.Entry]] = []
        for await entries in stream { received.append(entries) }
        #expect(received == [[]])
    }

    /// The pattern of the driver's documentation: the listening task gets the stream, not the
    /// driver, so letting go of the driver ends the stream and the task.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theDocumentedPatternReleasesTheDriverAndEndsTheListener() async throws {
        let clock = ManualClock()
        let log = ChangeLog()
        weak var released: StatusBoardDriver<ManualClock>?
        let listener: Task<Void, Never>
        let token: StatusBoard.Token
        do {
            let driver = StatusBoardDriver(clock: clock)
            released = driver
            let changes = await driver.changes()
            listener = Task {
                for await entries in changes { log.append(entries) }
            }
            token = await driver.post(try self.message("Saved", seconds: 5))
            #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })
        }
        // Its timer holds it weakly: released, the driver cancels it and ends the stream.
        #expect(await self.eventually { released == nil })
        await listener.value
        #expect(log.all == [[], [token]])
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func finishEndsEveryStreamAndStopsTheTimerWhileTheDriverIsHeld() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let (log, recording) = await self.record(driver)
        let (other, otherRecording) = await self.record(driver)
        let token = await driver.post(try self.message("A", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })

        await driver.finish()
        await recording.value
        await otherRecording.value
        #expect(log.all == [[], [token]])
        #expect(other.all == [[], [token]])
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })

        // Finished for good: nothing clears on its own, nothing is published, and a new
        // subscription gets the shown messages once.
        clock.advance(by: .seconds(5))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == token)
        let second = await driver.post(try self.message("B", seconds: 5))
        await self.letTasksRun()
        #expect(clock.pendingDeadlines.isEmpty)
        var late: [[StatusBoard.Token]] = []
        for await entries in await driver.changes() { late.append(entries.map(\.token)) }
        #expect(late == [[second]])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aTimerThatWakesAfterFinishClearsNothing() async throws {
        // A clock that lets a cancelled sleep run on: the timer finish() cancelled still wakes.
        let clock = ManualClock(ignoresCancellation: true)
        let driver = StatusBoardDriver(clock: clock)
        let token = await driver.post(try self.message("A", seconds: 5))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })

        await driver.finish()
        clock.advance(by: .seconds(5))
        #expect(clock.pendingDeadlines.isEmpty)
        await self.letTasksRun()
        // Finished for good: nothing clears on its own, whenever a stale timer wakes.
        #expect(await driver.board.current?.token == token)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func tickAfterFinishClearsNothing() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        let token = await driver.post(try self.message("A", seconds: 5))
        await driver.finish()
        clock.advance(by: .seconds(5))
        // What a timer woken before finish() but run after it does.
        await driver.tick()
        #expect(await driver.board.current?.token == token)
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func dismissAllRemovesShownAndWaitingMessagesAndStopsTheTimer() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(board: StatusBoard(policy: .queue), clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }

        let first = await driver.post(try self.message("A", seconds: 5))
        await driver.post(try self.message("B", seconds: 3))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(5)] })

        await driver.dismissAll()
        #expect(await self.eventually { log.all == [[], [first], [first], []] })
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
        // The waiting message went too: nothing shows when the first one's time would have come.
        clock.advance(by: .seconds(10))
        await self.letTasksRun()
        #expect(await driver.board.visible.isEmpty)
        #expect(log.all == [[], [first], [first], []])
    }
}

@Suite("Status board driver with assistive technology", .timeLimit(.minutes(1)))
struct StatusBoardDriverAssistiveTechnologyTests {
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if await condition() { return true }
            await Task.yield()
        }
        return await condition()
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aMessageWithAnActionStaysWhileAssistiveTechnologyRunsAndIsTimedWhenItStops() async throws {
        let clock = ManualClock()
        let driver = StatusBoardDriver(clock: clock)
        await driver.setAssistiveTechnologyRunning(true)
        #expect(await driver.board.isAssistiveTechnologyRunning)
        let token = await driver.post(
            StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))
        )
        // No timer: the message stays however long the user takes.
        await self.letTasksRun()
        #expect(clock.pendingDeadlines.isEmpty)
        clock.advance(by: .seconds(3600))
        await self.letTasksRun()
        #expect(await driver.board.current?.token == token)

        // When assistive technology stops, the message gets its full 6 s from now.
        await driver.setAssistiveTechnologyRunning(false)
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(3606)] })
        clock.advance(by: .seconds(6))
        #expect(await self.eventually { await driver.board.visible.isEmpty })
    }

    private func letTasksRun() async {
        for _ in 0..<200 { await Task.yield() }
    }
}
