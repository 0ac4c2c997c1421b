extension Task where Success == Void, Failure == Never {
    /// The drivers' timer: a task that sleeps on a clock until an instant, then runs an action — unless
    /// it is cancelled first, as a driver does when its next deadline changes.
    /// - Parameters:
    ///   - clock: The clock to sleep on.
    ///   - instant: When to wake up.
    ///   - action: What to do then.
    /// - Returns: The task, for cancelling.
    static func wakingUp<C: Clock>(
        on clock: C,
        at instant: C.Instant,
        then action: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        Task {
            do {
                try await clock.sleep(until: instant, tolerance: nil)
            } catch {
                return
            }
            await action()
        }
    }
}
