/// Runs a ``StatusBoard`` on a real clock: it clears each message at its deadline and reports every
/// change.
///
/// The rules live in the board; the driver only tells it the time. Give it any `Clock` — a
/// `ContinuousClock` in an app, a manual clock in tests (the `AnshinTesting` library has one).
///
/// ```swift
/// let driver = StatusBoardDriver(clock: ContinuousClock())   // kept by the screen's model
/// let changes = await driver.changes()
/// Task {
///     for await entries in changes { render(entries) }   // the task holds the stream, not the driver
///     render([])                                         // ended: nothing will clear what is drawn
/// }
/// await driver.post(StatusMessage("Saved", kind: .success))
/// ```
///
/// Give the listening task the stream, not the driver: a task that captures the driver keeps it
/// alive, so its stream never ends and the task runs for ever. The streams end when the driver is
/// released or when ``finish()`` is called.
public actor StatusBoardDriver<C: Clock> where C.Duration == Duration {
    /// The board as it is now.
    public private(set) var board: StatusBoard

    private let clock: C
    private let origin: C.Instant
    private var timer: Task<Void, Never>?
    private var subscribers: [Int: AsyncStream<[StatusBoard.Entry]>.Continuation] = [:]
    private var nextSubscriber = 0
    /// Whether ``finish()`` was called: nothing is published or scheduled any more.
    private var isFinished = false

    /// Creates a driver.
    /// - Parameters:
    ///   - board: The board to run; an empty replacing board by default. Its times count from the
    ///     moment the driver is created, and the messages it already shows clear at their deadlines.
    ///   - clock: The clock that tells the time.
    public init(board: StatusBoard = StatusBoard(), clock: C) {
        self.board = board
        self.clock = clock
        self.origin = clock.now
        if board.nextDeadline != nil {
            Task { [weak self] in await self?.tick() }
        }
    }

    deinit {
        self.timer?.cancel()
        for continuation in self.subscribers.values { continuation.finish() }
    }

    /// Subscribes to the shown messages: the stream yields them now and after every change, and
    /// ends when the driver is released or finished (see ``finish()``). Each call makes a new
    /// subscription; after ``finish()`` the stream yields the shown messages once and ends.
    ///
    /// Hand the stream, not the driver, to the task that reads it: a task that captures the driver
    /// keeps it alive, and the stream never ends.
    /// - Returns: The stream of shown messages.
    public func changes() -> AsyncStream<[StatusBoard.Entry]> {
        let (stream, continuation) = AsyncStream<[StatusBoard.Entry]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        guard !self.isFinished else {
            continuation.yield(self.board.visible)
            continuation.finish()
            return stream
        }
        let id = self.nextSubscriber
        self.nextSubscriber += 1
        self.subscribers[id] = continuation
        continuation.yield(self.board.visible)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    /// The time on the board: how long the driver has run.
    public var now: Duration {
        self.origin.duration(to: self.clock.now)
    }

    /// Posts a message now.
    /// - Parameter message: The message.
    /// - Returns: Its token.
    @discardableResult
    public func post(_ message: StatusMessage) -> StatusBoard.Token {
        let token = self.board.post(message, at: self.now)
        self.changed()
        return token
    }

    /// Removes a message now.
    /// - Parameter token: The message's token.
    /// - Returns: Whether the message was still on the board.
    @discardableResult
    public func dismiss(_ token: StatusBoard.Token) -> Bool {
        let removed = self.board.dismiss(token, at: self.now) != nil
        self.changed()
        return removed
    }

    /// Removes every message now, shown or waiting (see ``StatusBoard/dismissAll()``).
    public func dismissAll() {
        self.board.dismissAll()
        self.changed()
    }

    /// Ends every subscription and stops the timer, for when the messages are no longer shown (the
    /// screen that showed them closed): each stream from ``changes()`` ends, so the tasks reading
    /// them finish, even while something else still holds the driver.
    ///
    /// The driver is finished for good: its board still answers the calls made on it, but nothing
    /// clears on its own any more and no change is published; a later ``changes()`` yields the shown
    /// messages once and ends. Calling it again does nothing.
    public func finish() {
        guard !self.isFinished else { return }
        self.isFinished = true
        self.timer?.cancel()
        self.timer = nil
        for continuation in self.subscribers.values { continuation.finish() }
        self.subscribers.removeAll()
    }

    /// Pauses the board: no message clears until ``resume()``.
    public func pause() {
        self.board.pause(at: self.now)
        self.changed()
    }

    /// Tells the board whether assistive technology is running, now: while it is, a message with an
    /// action stays until it is acted on or dismissed (see
    /// ``StatusBoard/setAssistiveTechnologyRunning(_:at:)``). Call it at launch and whenever the
    /// system reports a change (VoiceOver, TalkBack, Switch Control, full keyboard access).
    /// - Parameter isRunning: Whether assistive technology is running.
    public func setAssistiveTechnologyRunning(_ isRunning: Bool) {
        self.board.setAssistiveTechnologyRunning(isRunning, at: self.now)
        self.changed()
    }

    /// Resumes the board: each message gets the time it had left.
    public func resume() {
        self.board.resume(at: self.now)
        self.changed()
    }

    /// Clears whatever is due now; the driver's timer calls this at each deadline. After
    /// ``finish()`` it does nothing — also when a timer that woke before it runs after it.
    public func tick() {
        guard !self.isFinished else { return }
        let cleared = self.board.advance(to: self.now)
        if !cleared.isEmpty { self.publish() }
        self.schedule()
    }

    private func changed() {
        self.publish()
        self.schedule()
    }

    private func publish() {
        for continuation in self.subscribers.values { continuation.yield(self.board.visible) }
    }

    private func schedule() {
        self.timer?.cancel()
        guard !self.isFinished, let deadline = self.board.nextDeadline else {
            self.timer = nil
            return
        }
        let instant = self.origin.advanced(by: deadline)
        self.timer = Task.wakingUp(on: self.clock, at: instant) { [weak self] in await self?.tick() }
    }

    private func unsubscribe(_ id: Int) {
        self.subscribers[id] = nil
    }
}
