import Synchronization
import Testing

@testable import AnshinTesting

/// A task executor that runs its jobs only when a test says so, so a test can act between a
/// sleeper's wake-up and the moment its task runs again.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class SteppedExecutor: TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        self.jobs.withLock { $0.append(job) }
    }

    /// Runs the jobs enqueued so far and those they enqueue, until none is left.
    func runUntilIdle() {
        while let job = self.jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}

/// What the manual clock keeps about sleeps: nothing once they have ended, however they ended.
@Suite("Manual clock bookkeeping", .timeLimit(.minutes(1)))
struct ManualClockBookkeepingTests {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("A sleeper cancelled after its wake-up, before it runs again, leaves nothing behind")
    func cancelledAfterWakingUp() async throws {
        let clock = ManualClock()
        let executor = SteppedExecutor()
        let task = Task(executorPreference: executor) {
            try await clock.sleep(until: ManualClock.Instant(offset: .seconds(5)))
        }
        executor.runUntilIdle()
        #expect(clock.pendingDeadlines == [.seconds(5)])
        clock.advance(by: .seconds(5))  // woken: its task waits for the executor
        task.cancel()  // too late to matter to the sleep, which has ended
        executor.runUntilIdle()
        try await task.value  // it woke at its deadline: no CancellationError
        #expect(clock.pendingDeadlines.isEmpty)
        #expect(clock.retainedSleepCount == 0)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test("Sleeps that end every way leave nothing behind: the clock's memory stays flat")
    func everyEndingLeavesNothing() async throws {
        let clock = ManualClock()
        for round in 1...50 {
            // Woken at its deadline.
            let woken = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
            while clock.pendingDeadlines.isEmpty { await Task.yield() }
            clock.advance(by: .seconds(1))
            try await woken.value
            // A deadline that has come.
            try await clock.sleep(until: clock.now)
            // Cancelled while it sleeps.
            let cancelled = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
            while clock.pendingDeadlines.isEmpty { await Task.yield() }
            cancelled.cancel()
            await #expect(throws: CancellationError.self) { try await cancelled.value }
            // Cancelled before it sleeps.
            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
            }
            await #expect(throws: CancellationError.self) { try await early.value }
            #expect(clock.retainedSleepCount == 0, "after round \(round)")
        }
    }
}
