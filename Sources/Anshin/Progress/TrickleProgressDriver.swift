/// Runs a ``TrickleProgress`` on a real clock: it steps the trickle at the times its delays say,
/// shows and hides the indicator at its grace and minimum show times, and reports every change.
///
/// The rules live in the trickle; the driver only tells it the time. Give it any `Clock` — a
/// `ContinuousClock` in an app, a manual clock in tests (the `AnshinTesting` library has one).
/// The work starts when the driver is made; call ``complete()`` when it finishes.
///
/// ```swift
/// let driver = TrickleProgressDriver(progress: TrickleProgress(label: "Signing up…"), clock: ContinuousClock())
/// let changes = await driver.changes()
/// Task {
///     for await progress in changes {   // the task holds the stream, not the driver
///         if let progress { show(progress) } else { hide() }
///     }
/// }
/// do {
///     try await signUp()
///     await driver.complete()   // 1.0, "Done" announced once, hidden after the minimum show time
/// } catch {
///     await driver.finish()     // hidden at once, nothing announced
///     throw error
/// }
/// ```
///
/// Give the listening task the stream, not the driver: a task that captures the driver keeps it
/// alive, and a driver whose work never completes then never ends its stream. Every stream ends
/// with the indicator hidden (`nil`, if it was shown): after completion and the minimum show time —
/// a completed driver stays alive until then on its own — or at once when ``finish()`` is called or
/// the driver is released before its work completed.
///
/// Steps happen at the elapsed times the trickle's delays add up to, not when a timer happens to
/// wake: a late wake-up makes every step that was due, in order, so a run with a seeded generator
/// reaches the same values at the same times on every machine (the test vector of the trickle's
/// algorithm, step for step). What a late wake-up publishes is the state those steps leave, once:
/// values that were due while nothing could draw them are not sent after the fact.
public actor TrickleProgressDriver<C: Clock> where C.Duration == Duration {
    /// The trickle as it is now, shown or not.
    public private(set) var progress: TrickleProgress

    private var generator: SplitMix64
    private let clock: C
    private let origin: C.Instant
    /// The elapsed time of the next step, or `nil` when no step can move the value.
    private var nextStep: Duration?
    private var timer: Task<Void, Never>?
    private var subscribers: [Int: AsyncStream<TrickleProgress?>.Continuation] = [:]
    private var nextSubscriber = 0
    /// What subscribers were last told: the indicator shown, or `nil` while it is hidden.
    private var published: TrickleProgress?
    /// Whether the indicator is gone for good: the work completed and it was hidden, or ``finish()``
    /// was called.
    private var isFinished = false

    /// Creates a driver, which starts the work's time now.
    /// - Parameters:
    ///   - progress: The trickle to run; a new one labelled "Loading…" by default.
    ///   - generator: The random source of its steps; seed it to pin a run. By default a generator
    ///     seeded by the trickle's ``TrickleProgress/seed``, or at random when it has none.
    ///   - clock: The clock that tells the time.
    public init(
        progress: TrickleProgress = TrickleProgress(),
        generator: SplitMix64? = nil,
        clock: C
    ) {
        var generator = generator ?? SplitMix64(seed: progress.seed ?? UInt64.random(in: .min ... .max))
        self.nextStep = progress.delay(using: &generator)
        self.progress = progress
        self.generator = generator
        self.clock = clock
        self.origin = clock.now
        self.published = progress.isVisible(at: .zero) ? progress : nil
        Task { [weak self] in await self?.tick() }
    }

    deinit {
        self.timer?.cancel()
        // Released before it finished: the indicator goes with it.
        for continuation in self.subscribers.values {
            if self.published != nil { continuation.yield(nil) }
            continuation.finish()
        }
    }

    /// The time since the work started: how long the driver has run.
    public var now: Duration {
        self.origin.duration(to: self.clock.now)
    }

    /// Whether the indicator is shown now (see ``TrickleProgress/isVisible(at:)``); never after
    /// ``finish()``.
    public var isVisible: Bool {
        !self.isFinished && self.progress.isVisible(at: self.now)
    }

    /// Subscribes to the indicator: the stream yields it now and after every change — a step while
    /// it is shown, its showing at the grace time, its completion, its hiding — with `nil` while it
    /// is hidden. A late wake-up that makes several due steps at once yields the state they leave. It ends once the work has completed and the indicator is hidden, or — after `nil`
    /// if the indicator was shown — when ``finish()`` is called or the driver is released before its
    /// work completed. Each call makes a new subscription.
    ///
    /// Hand the stream, not the driver, to the task that reads it: a task that captures the driver
    /// keeps it alive.
    /// - Returns: The stream of the indicator to show.
    public func changes() -> AsyncStream<TrickleProgress?> {
        let (stream, continuation) = AsyncStream<TrickleProgress?>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.yield(self.published)
        if self.isFinished {
            continuation.finish()
            return stream
        }
        let id = self.nextSubscriber
        self.nextSubscriber += 1
        self.subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    /// Completes the work now: the value becomes 1 and never moves again, completion is announced
    /// once if the indicator was shown, and the indicator hides after its minimum show time.
    ///
    /// An indicator that was shown is always reported completed — at 1, announcing "Done" — before
    /// it is reported hidden, even when it hides at once (no minimum show time), so the completion
    /// is drawn and announced.
    ///
    /// The driver keeps itself alive until the indicator is hidden, so a caller may let go of it
    /// right after completing: its subscribers still see the indicator hidden at its time.
    /// - Returns: The announcement and the hiding time, or `nil` when the work had already completed
    ///   (see ``TrickleProgress/complete(at:)``) or the driver was finished (see ``finish()``).
    @discardableResult
    public func complete() -> TrickleProgress.Completion? {
        guard !self.isFinished else { return nil }
        let now = self.now
        self.makeDueSteps(at: now)
        let wasShown = self.progress.isVisible(at: now)
        guard let completion = self.progress.complete(at: now) else { return nil }
        self.nextStep = nil
        if wasShown { self.publish(self.progress) }
        self.update(at: now)
        return completion
    }

    /// Stops the indicator without completing the work — it failed or was cancelled: the indicator
    /// hides at once, nothing is announced (the work is not done), no step is made any more, and every
    /// stream from ``changes()`` yields `nil` if the indicator was shown, then ends.
    ///
    /// The driver is finished for good: ``complete()`` does nothing after it, and a later
    /// ``changes()`` yields `nil` and ends. It does nothing once the driver is finished, and it cuts
    /// short the minimum show time of a completed indicator that is still shown.
    public func finish() {
        guard !self.isFinished else { return }
        self.isFinished = true
        self.nextStep = nil
        self.timer?.cancel()
        self.timer = nil
        if self.published != nil { self.publish(nil) }
        for continuation in self.subscribers.values { continuation.finish() }
        self.subscribers.removeAll()
    }

    /// Does whatever is due now: the steps whose times have come, and showing or hiding the
    /// indicator. The driver's timer calls this at each of those times; after ``finish()`` it does
    /// nothing.
    public func tick() {
        guard !self.isFinished else { return }
        let now = self.now
        self.makeDueSteps(at: now)
        self.update(at: now)
    }

    /// Makes every step whose time has come, in order, each at its own time.
    private func makeDueSteps(at now: Duration) {
        while let step = self.nextStep, step <= now {
            let result = self.progress.step(using: &self.generator)
            self.nextStep = result.nextDelay.map { step + $0 }
        }
    }

    /// Publishes the indicator if it changed, ends the subscriptions once it is gone for good, and
    /// sets the timer for the next thing due.
    private func update(at now: Duration) {
        let shown = self.progress.isVisible(at: now) ? self.progress : nil
        if shown != self.published { self.publish(shown) }
        let next = self.nextEvent(after: now)
        if next == nil && self.progress.isCompleted {
            self.isFinished = true
            // Gone for good, so every stream ends hidden — also for a trickle restored as completed
            // without its completion time, which cannot say when it hides and is still shown.
            if self.published != nil { self.publish(nil) }
            for continuation in self.subscribers.values { continuation.finish() }
            self.subscribers.removeAll()
        }
        self.schedule(next)
    }

    /// The elapsed time of the next step, showing or hiding after `now`, or `nil` when nothing more
    /// will happen on its own.
    private func nextEvent(after now: Duration) -> Duration? {
        let configuration = self.progress.configuration
        var candidates: [Duration] = []
        if let step = self.nextStep { candidates.append(step) }
        if !self.progress.isCompleted, now < configuration.graceTime { candidates.append(configuration.graceTime) }
        if let completedAt = self.progress.completedAt, completedAt >= configuration.graceTime {
            let hideAt = max(completedAt, configuration.graceTime + configuration.minimumShowTime)
            if now < hideAt { candidates.append(hideAt) }
        }
        return candidates.min()
    }

    private func schedule(_ next: Duration?) {
        self.timer?.cancel()
        guard let next else {
            self.timer = nil
            return
        }
        let instant = self.origin.advanced(by: next)
        if self.progress.isCompleted {
            // Completed, the driver owes its subscribers the hiding: its timer holds it until then
            // (the minimum show time at most), and lets go of it when it has run or is cancelled.
            self.timer = Task.wakingUp(on: self.clock, at: instant) { await self.tick() }
        } else {
            self.timer = Task.wakingUp(on: self.clock, at: instant) { [weak self] in await self?.tick() }
        }
    }

    private func publish(_ shown: TrickleProgress?) {
        self.published = shown
        for continuation in self.subscribers.values { continuation.yield(shown) }
    }

    private func unsubscribe(_ id: Int) {
        self.subscribers[id] = nil
    }
}
