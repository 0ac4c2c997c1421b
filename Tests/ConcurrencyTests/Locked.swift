import Foundation

/// A value behind a lock that ThreadSanitizer understands, for the logs that the tests' tasks share.
///
/// On Linux, `Synchronization.Mutex` locks with a futex inside the standard library, which is not
/// instrumented, so ThreadSanitizer sees no order between the accesses it guards and reports races
/// that cannot happen. `NSLock` is a `pthread_mutex_t`, whose locking ThreadSanitizer intercepts.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        self.lock.lock()
        defer { self.lock.unlock() }
        return try body(&self.state)
    }
}
