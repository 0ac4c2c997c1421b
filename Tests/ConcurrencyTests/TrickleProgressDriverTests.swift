import Anshin
import AnshinTesting
import Foundation
import Testing

/// What a trickle driver reported: each change as the value shown (`nil` while hidden) and whether
/// the stream has ended.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ProgressLog: Sendable {
    private struct State {
        var values: [Double?] = []
        var last: TrickleProgress?
        var finished = false
    }

    private let state = Locked(State())

    var values: [Double?] { self.state.withLock { $0.values } }
    var last: TrickleProgress? { self.state.withLock { $0.last } }
    var isFinished: Bool { self.state.withLock { $0.finished } }

    func append(_ progress: TrickleProgress?) {
        self.state.withLock { state in
            state.values.append(progress?.value)
            state.last = progress
        }
    }

    func finish() {
        self.state.withLock { $0.finished = true }
    }
}

@Suite("Trickle progress driver on a manual clock", .timeLimit(.minutes(1)))
struct TrickleProgressDriverTests {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func record(_ driver: TrickleProgressDriver<ManualClock>) async -> (ProgressLog, Task<Void, Never>) {
        let stream = await driver.changes()
        let log = ProgressLog()
        let task = Task {
            for await progress in stream { log.append(progress) }
            log.finish()
        }
        return (log, task)
    }

    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if await condition() { return true }
            await Task.yield()
        }
        return await condition()
    }

    private func letTasksRun() async {
        for _ in 0..<200 { await Task.yield() }
    }

    /// The trickle's test vector (seed 7, the seed's parameters): the elapsed time of each step in
    /// milliseconds, and the value after it.
    private static let vector: [(milliseconds: Int64, value: Double)] = [
        (1085, 0.1017), (2936, 0.21), (4115, 0.2849), (5317, 0.3677), (6018, 0.459),
        (6673, 0.605), (8550, 0.7421), (10_346, 0.8469), (12_165, 0.9),
    ]

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func itStepsAtTheTestVectorsTimesAndNotBefore() async throws {
        let clock = ManualClock()
        let driver = TrickleProgressDriver(
            progress: TrickleProgress(label: "Signing up…"),
            generator: SplitMix64(seed: 7),
            clock: clock
        )
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.values == [0.05] })

        var expected: [Double?] = [0.05]
        var elapsed: Int64 = 0
        for (milliseconds, value) in Self.vector {
            #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(milliseconds)] })
            clock.advance(by: .milliseconds(milliseconds - elapsed - 1))
            await self.letTasksRun()
            #expect(log.values == expected, "a step before \(milliseconds) ms")
            clock.advance(by: .milliseconds(1))
            expected.append(value)
            #expect(await self.eventually { log.values == expected })
            elapsed = milliseconds
        }
        // At the cap nothing is due: the bar waits.
        await self.letTasksRun()
        #expect(clock.pendingDeadlines.isEmpty)
        #expect(await driver.progress.value == 0.9)

        clock.advance(by: .seconds(3))
        let completion = await driver.complete()
        #expect(completion?.announcement?.text == .localized(.completed))
        #expect(completion?.hideAt == .milliseconds(15_165))
        // Shown at 1, announcing completion, then hidden at once (no minimum show time); the stream ends.
        #expect(await self.eventually { log.isFinished })
        #expect(log.values == expected + [1, nil])
        #expect(await driver.complete() == nil)
        #expect(await driver.isVisible == false)
    }

    /// Without a generator, the driver seeds its own with the trickle's seed: seed 7 steps at the
    /// vector's times.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theTricklesSeedPinsTheDefaultGenerator() async throws {
        let clock = ManualClock()
        let driver = TrickleProgressDriver(progress: TrickleProgress(label: "Signing up…", seed: 7), clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(1085)] })
        clock.advance(by: .milliseconds(2936))
        #expect(await self.eventually { log.values == [0.05, 0.21] })
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(4115)] })
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aLateWakeUpMakesEveryDueStepInOrder() async throws {
        let clock = ManualClock()
        let driver = TrickleProgressDriver(generator: SplitMix64(seed: 7), clock: clock)
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(1085)] })
        clock.advance(by: .seconds(5))
        // Steps at 1.085, 2.936 and 4.115 s, one report; the next step is still at 5.317 s.
        #expect(await self.eventually { log.values == [0.05, 0.2849] })
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(5317)] })
        clock.advance(by: .seconds(60))
        #expect(await self.eventually { log.values == [0.05, 0.2849, 0.9] })
        await self.letTasksRun()
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theIndicatorShowsAtTheGraceTimeAndStaysItsMinimumShowTime() async throws {
        let clock = ManualClock()
        let configuration = try TrickleProgress.Configuration(graceTime: .seconds(5), minimumShowTime: .seconds(2))
        let driver = TrickleProgressDriver(
            progress: TrickleProgress(configuration: configuration),
            generator: SplitMix64(seed: 7),
            clock: clock
        )
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.values == [nil] })
        // The bar trickles while hidden; at 5 s it is shown at the value it reached.
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(1085)] })
        clock.advance(by: .milliseconds(4999))
        await self.letTasksRun()
        #expect(log.values == [nil])
        #expect(await driver.isVisible == false)
        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { log.values == [nil, 0.2849] })
        #expect(await driver.isVisible)

        // Completed at 5.5 s: shown at 1 until 7 s (5 s + 2 s), then hidden, and the stream ends.
        clock.advance(by: .milliseconds(500))
        let completion = await driver.complete()
        #expect(completion?.hideAt == .seconds(7))
        #expect(await self.eventually { log.values == [nil, 0.2849, 1] })
        #expect(log.last?.presentation.root.accessibility.announcement?.text == .localized(.completed))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(7)] })
        clock.advance(by: .milliseconds(1499))
        await self.letTasksRun()
        #expect(log.values == [nil, 0.2849, 1])
        #expect(!log.isFinished)
        clock.advance(by: .milliseconds(1))
        #expect(await self.eventually { log.isFinished })
        #expect(log.values == [nil, 0.2849, 1, nil])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func workThatCompletesWithinTheGraceTimeIsNeverShown() async throws {
        let clock = ManualClock()
        let configuration = try TrickleProgress.Configuration(graceTime: .milliseconds(500))
        let driver = TrickleProgressDriver(
            progress: TrickleProgress(configuration: configuration),
            generator: SplitMix64(seed: 7),
            clock: clock
        )
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        clock.advance(by: .milliseconds(300))
        let completion = await driver.complete()
        #expect(completion?.announcement == nil)
        #expect(completion?.hideAt == nil)
        #expect(await self.eventually { log.isFinished })
        #expect(log.values == [nil])
        #expect(clock.pendingDeadlines.isEmpty)
        // A later subscriber sees it hidden, and its stream ends at once.
        var late: [TrickleProgress?] = []
        for await progress in await driver.changes() { late.append(progress) }
        #expect(late == [nil])
    }

    /// Released before its work completed, the driver takes its indicator with it: a listener is
    /// told it is hidden, and its stream ends.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func changesEndHiddenWhenTheDriverIsReleased() async throws {
        var driver: TrickleProgressDriver<ManualClock>? = TrickleProgressDriver(clock: ManualClock())
        let stream = await driver!.changes()
        driver = nil
        var received: [Double?] = []
        for await progress in stream { received.append(progress?.value) }
        #expect(received == [0.05, nil])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func finishHidesTheIndicatorAtOnceAnnouncesNothingAndEndsEveryStream() async throws {
        let clock = ManualClock()
        let driver = TrickleProgressDriver(generator: SplitMix64(seed: 7), clock: clock)
        let (log, recording) = await self.record(driver)
        let (other, otherRecording) = await self.record(driver)
        #expect(await self.eventually { clock.pendingDeadlines == [.milliseconds(1085)] })
        clock.advance(by: .milliseconds(1085))
        #expect(await self.eventually { log.values == [0.05, 0.1017] && other.values == [0.05, 0.1017] })

        await driver.finish()
        await recording.value
        await otherRecording.value
        #expect(log.values == [0.05, 0.1017, nil])
        #expect(other.values == [0.05, 0.1017, nil])
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
        #expect(await driver.isVisible == false)
        #expect(await driver.progress.isCompleted == false)

        // Finished for good: no step, no completion, and a late subscriber sees it hidden.
        clock.advance(by: .seconds(60))
        await driver.tick()
        #expect(await driver.progress.value == 0.1017)
        #expect(await driver.complete() == nil)
        #expect(await driver.progress.isCompleted == false)
        #expect(clock.pendingDeadlines.isEmpty)
        var late: [TrickleProgress?] = []
        for await progress in await driver.changes() { late.append(progress) }
        #expect(late == [nil])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func finishWhileHiddenEndsTheStreamWithoutAChange() async throws {
        let clock = ManualClock()
        let configuration = try TrickleProgress.Configuration(graceTime: .seconds(1))
        let driver = TrickleProgressDriver(
            progress: TrickleProgress(configuration: configuration),
            generator: SplitMix64(seed: 7),
            clock: clock
        )
        let (log, recording) = await self.record(driver)
        #expect(await self.eventually { log.values == [nil] })
        await driver.finish()
        await recording.value
        #expect(log.values == [nil])
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
    }

    /// Signing up as the driver's documentation shows, with work that fails.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func signUpAsDocumented(
        clock: ManualClock,
        log: ProgressLog,
        released: (TrickleProgressDriver<ManualClock>) -> Void,
        signUp: () async throws -> Void
    ) async throws -> Task<Void, Never> {
        let driver = TrickleProgressDriver(
            progress: TrickleProgress(label: "Signing up…"),
            generator: SplitMix64(seed: 7),
            clock: clock
        )
        released(driver)
        let changes = await driver.changes()
        let listener = Task {
            for await progress in changes { log.append(progress) }
            log.finish()
        }
        do {
            try await signUp()
            await driver.complete()
        } catch {
            await driver.finish()
            throw error
        }
        return listener
    }

    private struct SignUpFailed: Error {}

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theDocumentedPatternEndsCleanlyWhenTheWorkFails() async throws {
        let clock = ManualClock()
        let log = ProgressLog()
        weak var released: TrickleProgressDriver<ManualClock>?
        await #expect(throws: SignUpFailed.self) {
            _ = try await self.signUpAsDocumented(
                clock: clock,
                log: log,
                released: { released = $0 },
                signUp: {
                    clock.advance(by: .milliseconds(1085))
                    throw SignUpFailed()
                }
            )
        }
        #expect(await self.eventually { released == nil })
        #expect(await self.eventually { log.isFinished })
        // Shown, then hidden with nothing announced.
        #expect(log.values.last == .some(nil))
        #expect(log.values.dropLast().allSatisfy { $0 != nil })
        #expect(log.last == nil)
        #expect(await self.eventually { clock.pendingDeadlines.isEmpty })
    }

    /// A completed driver that its caller lets go of at once still hides its indicator after the
    /// minimum show time, then lets itself go.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func theDocumentedPatternHidesAfterTheMinimumShowTimeWhenTheWorkSucceeds() async throws {
        let clock = ManualClock()
        let log = ProgressLog()
        weak var released: TrickleProgressDriver<ManualClock>?
        let configuration = try TrickleProgress.Configuration(minimumShowTime: .seconds(2))
        let listener: Task<Void, Never>
        do {
            let driver = TrickleProgressDriver(
                progress: TrickleProgress(label: "Signing up…", configuration: configuration),
                generator: SplitMix64(seed: 7),
                clock: clock
            )
            released = driver
            let changes = await driver.changes()
            listener = Task {
                for await progress in changes { log.append(progress) }
                log.finish()
            }
            clock.advance(by: .milliseconds(500))
            await driver.complete()
        }
        #expect(await self.eventually { log.values == [0.05, 1] })
        #expect(log.last?.presentation.root.accessibility.announcement?.text == .localized(.completed))
        #expect(await self.eventually { clock.pendingDeadlines == [.seconds(2)] })
        await self.letTasksRun()
        #expect(released != nil)
        #expect(!log.isFinished)

        clock.advance(by: .milliseconds(1500))
        await listener.value
        #expect(log.values == [0.05, 1, nil])
        #expect(await self.eventually { released == nil })
    }

    /// A trickle restored as completed without its completion time (the wire format reads one) cannot
    /// say when it hides; the driver, which then has nothing more to do, still ends every stream with
    /// the indicator hidden, after drawing it completed once.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func aTrickleRestoredAsCompletedWithoutItsTimeEndsTheStreamHidden() async throws {
        let restored = try JSONDecoder().decode(
            TrickleProgress.self,
            from: Data(#"{"phase":"completed","value":1}"#.utf8)
        )
        let driver = TrickleProgressDriver(progress: restored, clock: ManualClock())
        let (log, recording) = await self.record(driver)
        defer { recording.cancel() }
        #expect(await self.eventually { log.isFinished })
        #expect(log.values == [1, nil])
        #expect(await !driver.isVisible)
    }
}
