/// A clock that moves only when a test calls ``advance(by:)``, so timers run deterministically.
///
/// `sleep(until:tolerance:)` suspends until the clock is advanced to or past the deadline, and
/// throws `CancellationError` at once when the sleeping task is cancelled — unless the clock is
/// made to ignore cancellation, as some clocks do, so a cancelled timer still wakes at its deadline.
/// Its state is behind a ``Locked`` value, so ThreadSanitizer sees its locking.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ManualClock: Clock, Sendable {
    typealias Duration = Swift.Duration

    /// A point on the manual clock: the time since the clock was made.
    struct Instant: InstantProtocol {
        var offset: Swift.Duration

        func advanced(by duration: Swift.Duration) -> Self {
            Self(offset: self.offset + duration)
        }

        func duration(to other: Self) -> Swift.Duration {
            other.offset - self.offset
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        var sleepers: [UInt64: Sleeper] = [:]
        var cancelled: Set<UInt64> = []
    }

    private let state = Locked(State())
    private let ignoresCancellation: Bool

    /// Creates a clock at zero.
    /// - Parameter ignoresCancellation: Whether a cancelled sleep goes on until its deadline.
    init(ignoresCancellation: Bool = false) {
        self.ignoresCancellation = ignoresCancellation
    }

    var now: Instant {
        self.state.withLock { $0.now }
    }

    var minimumResolution: Swift.Duration { .zero }

    /// The deadlines of the tasks sleeping now, earliest first.
    var pendingDeadlines: [Swift.Duration] {
        self.state.withLock { state in state.sleepers.values.map(\.deadline.offset).sorted() }
    }

    func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        let id = self.state.withLock { state in
            state.nextID += 1
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
                    if state.cancelled.remove(id) != nil { return .cancel }
                    if deadline <= state.now { return .wake }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
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
            let continuation = self.state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return CheckedContinuation<Void, any Error>?.none
                }
                return sleeper.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes every task whose deadline has come, earliest first.
    /// - Parameter duration: How far to move; not negative.
    func advance(by duration: Swift.Duration) {
        precondition(duration >= .zero, "a manual clock only moves forward")
        let due = self.state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }.sorted {
                $0.value.deadline < $1.value.deadline
            }
            for (id, _) in due { state.sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
