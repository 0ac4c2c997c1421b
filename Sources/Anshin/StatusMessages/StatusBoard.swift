/// The place status messages are shown — the seed's label — as a pure state machine over time.
///
/// Time is an input: every operation takes the board's current time, `now`, as a duration since an
/// origin of the caller's choosing, so tests are deterministic. (``StatusBoardDriver`` runs a board
/// on a real clock.)
///
/// The rule the board is built around: **an older message's expiry never clears a newer message
/// that replaced it.** Each post returns a ``Token``, tokens only increase, and an expiry acts only
/// on a message that is still shown and whose own deadline has come.
///
/// ```swift
/// var board = StatusBoard()
/// let first = board.post(StatusMessage("Saved", duration: try .timed(.seconds(5))), at: .seconds(0))
/// board.post(StatusMessage("Uploaded", duration: try .timed(.seconds(5))), at: .seconds(4))
/// board.expire(first, at: .seconds(5))   // false: "Uploaded" replaced it and stays
/// board.advance(to: .seconds(9))         // "Uploaded" clears at its own deadline
/// ```
///
/// A board also merges a message identical to one on it, shown or waiting (the count goes up and a
/// shown message's deadline is refreshed), queues or stacks messages by its ``Policy``, pauses and resumes with each message's
/// remaining time, and lengthens every timed message by an accessibility multiplier.
///
/// Posting, expiring and dismissing cost O(log n) in the number of messages on the board, and once
/// the board has grown to its size an expiry allocates nothing (``advance(to:onClear:)`` hands the
/// cleared entries over without collecting them); pausing and resuming touch every shown message.
public struct StatusBoard: Sendable {
    /// What the board does with a message posted while another is shown.
    public let policy: Policy

    /// The factor every timed message's duration is multiplied by, at least 1: a user who needs more
    /// time to read gets it (Android's recommended timeout).
    ///
    /// A message's time to live is its ``StatusMessage/effectiveDuration`` in whole milliseconds
    /// times this factor — a double-precision product — rounded up to whole milliseconds: 1001 ms ×
    /// 1.5 is 1502 ms.
    public let accessibilityMultiplier: Double

    /// The messages shown, oldest first.
    public internal(set) var visible: [Entry] {
        get { self.storage.visible }
        set { self.storage.setVisible(newValue) }
    }

    /// The messages waiting to be shown, in the order they will be.
    public internal(set) var waiting: [Entry] {
        get { self.storage.waiting }
        set { self.storage.setWaiting(newValue) }
    }

    /// The entries, shown and waiting, with their timers in a heap.
    var storage: Storage

    /// Whether the board is paused: no message clears until it resumes.
    public internal(set) var isPaused: Bool

    /// Whether assistive technology — a screen reader such as VoiceOver or TalkBack, switch control,
    /// full keyboard access — is running, as the app last told the board with
    /// ``setAssistiveTechnologyRunning(_:at:)``.
    ///
    /// While it is, a shown message with an action stays until it is acted on or dismissed (its
    /// timer is ``Entry/Timer/sticky``), because a user who moves through the screen element by
    /// element may need any amount of time to reach its button (WCAG 2.2.1). Other messages keep
    /// their times.
    public internal(set) var isAssistiveTechnologyRunning: Bool

    /// The number of the last token issued.
    var lastToken: UInt64

    /// Creates an empty board with no accessibility multiplier.
    ///
    /// Nothing can fail here, so it does not throw: `StatusBoard(policy: .queue)`.
    /// - Parameter policy: What the board does with a message posted while another is shown; by
    ///   default the new message replaces the shown one.
    public init(policy: Policy = .replace) {
        self.init(policy: policy, checkedMultiplier: 1)
    }

    /// Creates an empty board whose timed messages are lengthened by an accessibility multiplier.
    ///
    /// Only the multiplier can be invalid, so only this initializer throws.
    /// - Parameters:
    ///   - policy: What the board does with a message posted while another is shown.
    ///   - accessibilityMultiplier: The factor timed durations are multiplied by, from 1 to
    ///     ``largestAccessibilityMultiplier``.
    /// - Throws: ``ValidationError`` when the multiplier is less than 1 (it may only lengthen
    ///   durations), more than ``largestAccessibilityMultiplier``, or not finite.
    public init(policy: Policy = .replace, accessibilityMultiplier: Double) throws(ValidationError) {
        self.init(policy: policy, checkedMultiplier: try Self.checkedMultiplier(accessibilityMultiplier))
    }

    /// The rule for an accessibility multiplier: from 1 to ``largestAccessibilityMultiplier``, and
    /// finite. A board's and a board's presentation rules (``Presentation/Behavior/BoardRules``) both
    /// check it here.
    static func checkedMultiplier(_ accessibilityMultiplier: Double) throws(ValidationError) -> Double {
        guard accessibilityMultiplier.isFinite, accessibilityMultiplier >= 1,
            accessibilityMultiplier <= Self.largestAccessibilityMultiplier
        else {
            throw ValidationError(
                parameter: "accessibilityMultiplier",
                value: "\(accessibilityMultiplier)",
                requirement: "the multiplier must be from 1 to 10, since it may only lengthen durations"
            )
        }
        return accessibilityMultiplier
    }

    private init(policy: Policy, checkedMultiplier: Double) {
        self.policy = policy
        self.accessibilityMultiplier = checkedMultiplier
        self.storage = Storage()
        self.isPaused = false
        self.isAssistiveTechnologyRunning = false
        self.lastToken = 0
    }

    /// The largest accessibility multiplier: 10, which turns the longest standard duration (12 s)
    /// into two minutes.
    public static var largestAccessibilityMultiplier: Double { 10 }

    /// The newest message shown, if any.
    public var current: Entry? { self.storage.lastVisible }

    /// The earliest time a shown message clears, or `nil` when none will (the board is paused, or
    /// every shown message is sticky).
    public var nextDeadline: Duration? {
        self.storage.earliestDeadline
    }

    /// The entry for a token, shown or waiting.
    /// - Parameter token: The token a post returned.
    /// - Returns: The entry, or `nil` when its message was cleared or replaced.
    public func entry(for token: Token) -> Entry? {
        self.storage.slot(of: token).map { self.storage[$0] }
    }

    /// Posts a message.
    ///
    /// Messages whose deadlines have passed by `now` clear first. A message identical to one on the
    /// board, shown or waiting — equal text, kind, duration and action: the whole
    /// ``StatusMessage`` — merges into it, and nothing moves: its repeat count goes up; a shown
    /// message's time starts again from `now` (on a paused board, its full time is left); a waiting
    /// message keeps its place and gets its full time when it is shown; and its token is returned,
    /// so an expiry with that token at the old deadline clears nothing. Otherwise the policy
    /// decides: replace the shown message, or show it beside the others, or let it wait.
    ///
    /// The twin is found through an index, not a scan: posting costs O(log n) in the number of
    /// messages on the board.
    /// - Parameters:
    ///   - message: The message.
    ///   - now: The board's current time.
    /// - Returns: The message's token, for expiring or dismissing it.
    @discardableResult
    public mutating func post(_ message: StatusMessage, at now: Duration) -> Token {
        self.advance(to: now) { _ in }
        let timeToLive = message.effectiveDuration.milliseconds.map { self.lengthened($0) }
        let key = self.storage.twinKey(for: message)
        if let twin = self.storage.twin(of: message, key: key) {
            self.refresh(twin, at: now)
            return self.storage[twin].token
        }
        self.lastToken += 1
        let token = Token(rawValue: self.lastToken)
        switch self.policy.visibleLimit {
        case nil:
            while let last = self.storage.lastVisibleSlot { _ = self.storage.removeVisible(last) }
            self.storage.appendVisible(
                Entry(
                    token: token,
                    message: message,
                    repeatCount: 1,
                    timer: self.startedTimer(timeToLive, for: message, at: now)
                ),
                key: key
            )
        case let limit?:
            if self.storage.visibleCount < limit {
                self.storage.appendVisible(
                    Entry(
                        token: token,
                        message: message,
                        repeatCount: 1,
                        timer: self.startedTimer(timeToLive, for: message, at: now)
                    ),
                    key: key
                )
            } else {
                self.storage.appendWaiting(
                    Entry(
                        token: token,
                        message: message,
                        repeatCount: 1,
                        timer: timeToLive.map { .waiting(timeToLive: $0) } ?? .sticky
                    ),
                    key: key
                )
            }
        }
        return token
    }

    /// Clears every shown message whose deadline has come by `now`, in the order of their deadlines,
    /// and shows waiting messages in their place, each timed from the moment it is shown.
    ///
    /// A deadline at `now` has come. Messages with the same deadline clear in the board's order,
    /// oldest shown first. A waiting message shown because a message cleared is timed from that
    /// message's deadline, and clears in the same call when its own deadline has come by `now` too.
    /// Nothing clears while the board is paused.
    /// - Parameter now: The board's current time.
    /// - Returns: The entries cleared, in the order they cleared.
    @discardableResult
    public mutating func advance(to now: Duration) -> [Entry] {
        var cleared: [Entry] = []
        self.advance(to: now) { cleared.append($0) }
        return cleared
    }

    /// Clears every shown message whose deadline has come by `now`, as ``advance(to:)`` does, and
    /// hands each cleared entry to `onClear` instead of collecting them: a board driven this way
    /// allocates nothing when its messages expire.
    ///
    /// Nothing clears while the board is paused.
    /// - Parameters:
    ///   - now: The board's current time.
    ///   - onClear: Receives each cleared entry, in the order they cleared.
    public mutating func advance(to now: Duration, onClear: (Entry) -> Void) {
        guard !self.isPaused else { return }
        while let slot = self.storage.due(at: now) {
            let entry = self.storage.removeVisible(slot)
            self.promoteWaiting(at: entry.deadline ?? now)
            onClear(entry)
        }
    }

    /// Handles the expiry of one message's timer — the seed's `clearMsgWIdF`.
    ///
    /// It clears every message due by `now`, as ``advance(to:)`` does, and nothing else, so it acts
    /// on the token's message only when that message is still on the board and its deadline has
    /// come; an older message's expiry never clears a newer message.
    /// - Parameters:
    ///   - token: The token of the message whose timer fired.
    ///   - now: The board's current time.
    /// - Returns: Whether the token's message was among the messages cleared — also a message that was
    ///   waiting when its timer was set, shown and due by `now` in this clearing; `false` when only
    ///   other messages cleared.
    @discardableResult
    public mutating func expire(_ token: Token, at now: Duration) -> Bool {
        var cleared = false
        self.advance(to: now) { entry in
            if entry.token == token { cleared = true }
        }
        return cleared
    }

    /// Removes a message at once, shown or waiting; a waiting message takes its place, timed from
    /// `now`.
    ///
    /// Messages due by `now` clear first, as ``advance(to:)`` clears them; a message whose deadline
    /// has come by `now` is among them, and is not dismissed.
    /// - Parameters:
    ///   - token: The token of the message.
    ///   - now: The board's current time.
    /// - Returns: The removed entry, or `nil` when the message had already cleared, at its deadline
    ///   by `now` included.
    @discardableResult
    public mutating func dismiss(_ token: Token, at now: Duration) -> Entry? {
        self.advance(to: now) { _ in }
        guard let slot = self.storage.slot(of: token) else { return nil }
        if self.storage.isVisible(slot) {
            let entry = self.storage.removeVisible(slot)
            self.promoteWaiting(at: now)
            return entry
        }
        return self.storage.removeWaiting(slot)
    }

    /// Removes every message, shown or waiting.
    public mutating func dismissAll() {
        self.storage.removeAll()
    }

    /// Pauses the board: each shown message keeps the time it has left until ``resume(at:)``.
    ///
    /// Messages due by `now` clear first. Pausing a paused board changes nothing. Apps pause while
    /// the user touches a message or while the app is in the background. The time a message keeps
    /// is its ``Entry/remaining(at:)``: never more than its time to live, even when `now` is before
    /// the message was shown (a clock that went backwards).
    /// - Parameter now: The board's current time.
    public mutating func pause(at now: Duration) {
        guard !self.isPaused else { return }
        self.advance(to: now) { _ in }
        self.isPaused = true
        self.storage.updateAllVisible { entry in
            if case .running(_, let timeToLive) = entry.timer, let remaining = entry.remaining(at: now) {
                entry.timer = .paused(remaining: remaining, timeToLive: timeToLive)
            }
        }
    }

    /// Tells the board whether assistive technology is running (see
    /// ``isAssistiveTechnologyRunning``); apps call it at launch and whenever the system says it
    /// changed.
    ///
    /// Messages due by `now` clear first, even when the setting does not change. When it starts,
    /// every shown message with an action stays until it is acted on or dismissed. When it stops,
    /// each such message gets its full time again from `now` (paused, on a paused board). Waiting
    /// messages are timed as they are shown.
    /// - Parameters:
    ///   - isRunning: Whether assistive technology is running.
    ///   - now: The board's current time.
    public mutating func setAssistiveTechnologyRunning(_ isRunning: Bool, at now: Duration) {
        self.advance(to: now) { _ in }
        guard isRunning != self.isAssistiveTechnologyRunning else { return }
        self.isAssistiveTechnologyRunning = isRunning
        let multiplier = self.accessibilityMultiplier
        let isPaused = self.isPaused
        self.storage.updateAllVisible { entry in
            guard entry.message.shownAction != nil else { return }
            if isRunning {
                entry.timer = .sticky
            } else if case .sticky = entry.timer,
                let milliseconds = entry.message.effectiveDuration.milliseconds
            {
                let timeToLive = Self.lengthened(milliseconds, by: multiplier)
                entry.timer =
                    isPaused
                    ? .paused(remaining: timeToLive, timeToLive: timeToLive)
                    : .running(deadline: now + timeToLive, timeToLive: timeToLive)
            }
        }
    }

    /// Resumes a paused board: each shown message gets the time it had left when the board paused,
    /// counted from `now`.
    ///
    /// It clears nothing (nothing is due on a paused board), and on a board that is not paused it
    /// changes nothing.
    /// - Parameter now: The board's current time.
    public mutating func resume(at now: Duration) {
        guard self.isPaused else { return }
        self.isPaused = false
        self.storage.updateAllVisible { entry in
            if case .paused(let remaining, let timeToLive) = entry.timer {
                entry.timer = .running(deadline: now + remaining, timeToLive: timeToLive)
            }
        }
    }

    // MARK: - Internals

    /// Counts one more post of the entry in a slot; a shown entry's time starts again.
    private mutating func refresh(_ slot: Int32, at now: Duration) {
        let isVisible = self.storage.isVisible(slot)
        self.storage.update(slot) { entry in
            entry.repeatCount += 1
            switch entry.timer {
            case .running(_, let timeToLive) where isVisible:
                entry.timer = .running(deadline: now + timeToLive, timeToLive: timeToLive)
            case .paused(_, let timeToLive) where isVisible:
                entry.timer = .paused(remaining: timeToLive, timeToLive: timeToLive)
            default:
                break
            }
        }
    }

    /// Whether a shown message stays until it is acted on or dismissed: it has an action and
    /// assistive technology is running.
    private func holdsUntilActedOn(_ message: StatusMessage) -> Bool {
        self.isAssistiveTechnologyRunning && message.shownAction != nil
    }

    /// Whether the board gives a message a sticky timer: when it never expires (its
    /// ``StatusMessage/effectiveDuration`` is sticky, so it has no time to live), and when it is shown
    /// with an action while assistive technology is running. Every other message's timer runs (is
    /// paused, on a paused board) when it is shown, and waits before. Showing a message asks this, and
    /// so does decoding a board, which refuses a timer the board could not have given.
    /// - Parameters:
    ///   - message: The message.
    ///   - shown: Whether the message is shown, not waiting.
    /// - Returns: Whether its timer is sticky.
    func staysUntilDismissed(_ message: StatusMessage, shown: Bool) -> Bool {
        message.effectiveDuration.isSticky || (shown && self.holdsUntilActedOn(message))
    }

    /// A duration in whole milliseconds times the accessibility multiplier, rounded up to whole
    /// milliseconds, so a board's times survive JSON exactly and never shorten a message.
    func lengthened(_ milliseconds: Int64) -> Duration {
        Self.lengthened(milliseconds, by: self.accessibilityMultiplier)
    }

    /// A duration in whole milliseconds times a multiplier, rounded up to whole milliseconds.
    private static func lengthened(_ milliseconds: Int64, by multiplier: Double) -> Duration {
        let exact = Double(milliseconds) * multiplier
        var whole = Int64(exact)
        if Double(whole) < exact { whole += 1 }
        return .milliseconds(whole)
    }

    /// The timer of a message shown now: sticky without a time to live, or while assistive
    /// technology is running and the message has an action; otherwise running (paused on a paused
    /// board) with its full time.
    private func startedTimer(_ timeToLive: Duration?, for message: StatusMessage, at now: Duration) -> Entry.Timer {
        guard let timeToLive, !self.staysUntilDismissed(message, shown: true) else { return .sticky }
        return self.isPaused
            ? .paused(remaining: timeToLive, timeToLive: timeToLive)
            : .running(deadline: now + timeToLive, timeToLive: timeToLive)
    }

    private mutating func promoteWaiting(at now: Duration) {
        guard let limit = self.policy.visibleLimit else { return }
        while self.storage.visibleCount < limit, let entry = self.storage.firstWaiting {
            var timer = entry.timer
            if case .waiting(let timeToLive) = timer {
                timer = self.startedTimer(timeToLive, for: entry.message, at: now)
            }
            self.storage.showFirstWaiting(timer: timer)
        }
    }
}

extension StatusBoard: Hashable {
    /// Whether two boards are in the same state: policy, multiplier, shown and waiting entries in
    /// order, pause, assistive technology and last token.
    /// - Parameters:
    ///   - lhs: A board.
    ///   - rhs: Another board.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.policy == rhs.policy && lhs.accessibilityMultiplier == rhs.accessibilityMultiplier
            && lhs.isPaused == rhs.isPaused && lhs.isAssistiveTechnologyRunning == rhs.isAssistiveTechnologyRunning
            && lhs.lastToken == rhs.lastToken && lhs.visible == rhs.visible
            && lhs.waiting == rhs.waiting
    }

    /// Hashes the board's state.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.policy)
        hasher.combine(self.accessibilityMultiplier)
        hasher.combine(self.visible)
        hasher.combine(self.waiting)
        hasher.combine(self.isPaused)
        hasher.combine(self.isAssistiveTechnologyRunning)
        hasher.combine(self.lastToken)
    }
}
