import Synchronization

/// A clock that moves only when a test tells it to, so code that sleeps on a clock — a
/// `StatusBoardDriver`, a `TrickleProgressDriver`, your own — runs deterministically.
///
/// Give it to the code under test in place of a `ContinuousClock`, then move it with
/// ``advance(by:)``: every task sleeping until a time that has come wakes, earliest first. Nothing
/// else moves it, so a test decides exactly what has happened by when.
///
/// Moving the clock only wakes the sleepers; each runs on its own task afterwards. So a test waits
/// for the code under test to go to sleep (``pendingDeadlines``) before it moves the clock, and for
/// what the woken code does after:
///
/// ```swift
/// let clock = ManualClock()
/// let driver = StatusBoardDriver(clock: clock)
/// let token = await driver.post(StatusMessage("Saved", kind: .success))  // shown for 4 s
/// while clock.pendingDeadlines != [.seconds(4)] { await Task.yield() }  // its timer sleeps
/// clock.advance(by: .seconds(4))  // the timer wakes…
/// while await driver.board.entry(for: token) != nil { await Task.yield() }  // …and the message clears
/// ```
///
/// A sleeping task that is cancelled stops sleeping at once with `CancellationError`, as with the
/// standard library's clocks; ``init(ignoresCancellation:)`` makes a clock that lets cancelled
/// sleepers sleep on until their deadline, to test code against clocks that do.
///
/// The clock keeps its state behind a `Synchronization.Mutex`, so it is `Sendable` and may be moved
/// from any task; it needs the operating systems that have `Mutex` (macOS 15, iOS 18, tvOS 18,
/// watchOS 11, visionOS 2; any Linux).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class ManualClock: Clock, Sendable {
    /// The clock's durations: the standard library's `Duration`.
    public typealias Duration = Swift.Duration

    /// A point on a manual clock: the time since the clock was made.
    public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
        /// The time since the clock was made.
        public var offset: Swift.Duration

        /// Creates an instant.
        /// - Parameter offset: The time since the clock was made.
        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        /// The instant a duration later (earlier, for a negative one).
        /// - Parameter duration: The duration.
        /// - Returns: The instant.
        public func advanced(by duration: Swift.Duration) -> Self {
            Self(offset: self.offset + duration)
        }

        /// The duration from this instant to another.
        /// - Parameter other: The other instant.
        /// - Returns: The duration; negative when `other` is earlier.
        public func duration(to other: Self) -> Swift.Duration {
            other.offset - self.offset
        }

        /// Whether an instant comes before another.
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: Whether `lhs` is earlier.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, such as "4.0 seconds".
        public var description: String { "\(self.offset)" }
    }

    /// A task sleeping until a deadline.
    private struct Sleeper: Sendable {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Where a sleep that has not ended stands.
    private enum Sleep: Sendable {
        /// Begun, not yet waiting.
        case starting
        /// Cancelled before it began to wait: it ends as soon as it does.
        case cancelled
        /// Waiting for its deadline.
        case waiting(Sleeper)
    }

    /// Everything that changes, behind the lock.
    private struct State: Sendable {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        /// The sleeps that have not ended, and nothing about those that have: a sleep's entry goes
        /// when it wakes or is cancelled, so the clock's memory does not grow with every sleep.
        var sleeps: [UInt64: Sleep] = [:]

        /// The sleepers waiting now.
        var sleepers: [(id: UInt64, sleeper: Sleeper)] {
            self.sleeps.compactMap { id, sleep in
                guard case .waiting(let sleeper) = sleep else { return nil }
                return (id, sleeper)
            }
        }
    }

    private let state = Mutex(State())

    /// Whether a cancelled sleep goes on until its deadline.
    public let ignoresCancellation: Bool

    /// Creates a clock at zero.
    /// - Parameter ignoresCancellation: Whether a cancelled sleep goes on until its deadline (as
    ///   some clocks do), instead of ending at once with `CancellationError`; `false` by default.
    public init(ignoresCancellation: Bool = false) {
        self.ignoresCancellation = ignoresCancellation
    }

    /// The clock's time: zero when it was made, plus every advance since.
    public var now: Instant {
        self.state.withLock { $0.now }
    }

    /// The smallest step the clock can take: none, it moves by any duration.
    public var minimumResolution: Swift.Duration { .zero }

    /// The deadlines of the tasks sleeping now, earliest first, as offsets from the clock's start: a
    /// test waits for the code under test to go to sleep before it moves the clock.
    public var pendingDeadlines: [Swift.Duration] {
        self.state.withLock { state in state.sleepers.map(\.sleeper.deadline.offset).sorted() }
    }

    /// Suspends the calling task until the clock is advanced to or past a deadline; returns at once
    /// when the deadline has come.
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: the clock wakes sleepers exactly when it reaches their deadlines.
    /// - Throws: `CancellationError` when the task is cancelled while it sleeps, unless the clock
    ///   ignores cancellation.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        let id = self.state.withLock { state in
            state.nextID += 1
            state.sleeps[state.nextID] = .starting
            return state.nextID
        }
        let ignoresCancellation = self.ignoresCancellation
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome {
                    case wait
                    case wake
                    case cancel
                }
                let outcome = self.state.withLock { state -> Outcome in
                    if case .cancelled = state.sleeps[id] {
                        state.sleeps[id] = nil
                        return .cancel
                    }
                    if deadline <= state.now {
                        state.sleeps[id] = nil
                        return .wake
                    }
                    state.sleeps[id] = .waiting(Sleeper(deadline: deadline, continuation: continuation))
                    return .wait
                }
                switch outcome {
                case .wait: break
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            guard !ignoresCancellation else { return }
            let continuation = self.state.withLock { state -> CheckedContinuation<Void, any Error>? in
                switch state.sleeps[id] {
                case .starting:
                    // The sleep has not begun to wait: it ends as soon as it does.
                    state.sleeps[id] = .cancelled
                    return nil
                case .waiting(let sleeper):
                    state.sleeps[id] = nil
                    return sleeper.continuation
                case .cancelled, nil:
                    // Cancelled already, or it has ended (woken, its task not yet run again):
                    // nothing to do, and nothing to keep.
                    return nil
                }
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// How many sleeps the clock keeps anything about: only those that have not ended; a test of
    /// the clock's bookkeeping reads it.
    var retainedSleepCount: Int {
        self.state.withLock { $0.sleeps.count }
    }

    /// Moves the clock forward and wakes every task whose deadline has come, earliest first.
    /// - Parameter duration: How far to move; a negative duration is a programming error (a clock
    ///   never goes back).
    public func advance(by duration: Swift.Duration) {
        precondition(duration >= .zero, "A manual clock only moves forward, not by \(duration).")
        self.move { now in now.advanced(by: duration) }
    }

    /// Moves the clock forward to an instant, waking every task whose deadline has come; does
    /// nothing when the instant has passed.
    ///
    /// Tasks that call this at once with the same instant leave the clock at that instant.
    /// - Parameter instant: Where to move.
    public func advance(to instant: Instant) {
        self.move { now in max(now, instant) }
    }

    /// Sets the time from the time it was, in one step under the lock, then wakes every task whose
    /// deadline has come, earliest first.
    private func move(_ time: (Instant) -> Instant) {
        let due = self.state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = time(state.now)
            let now = state.now
            let due = state.sleepers.filter { $0.sleeper.deadline <= now }.sorted {
                ($0.sleeper.deadline, $0.id) < ($1.sleeper.deadline, $1.id)
            }
            for (id, _) in due { state.sleeps[id] = nil }
            return due.map(\.sleeper.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
