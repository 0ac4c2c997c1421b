import Anshin
import AnshinTestSupport
import Foundation
import Testing

/// A seeded run of random operations on a board, checked after every step against a reference model
/// and against the rules a user relies on.
///
/// The normal suite runs 20,000 operations per policy; with `ANSHIN_HARDENING=1` the runs add up to
/// 1,000,000 operations. `ANSHIN_HARDENING_SEED` replaces every run's seed, to replay a failure.
@Suite("Status board: seeded model-based property test")
struct StatusBoardPropertyTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var standardSeed: UInt64
        var policy: StatusBoard.Policy
        var multiplier: Double

        init(seed: UInt64, policy: StatusBoard.Policy, multiplier: Double) {
            self.standardSeed = seed
            self.policy = policy
            self.multiplier = multiplier
        }

        var seed: UInt64 { Hardening.seed(self.standardSeed) }

        /// 20,000 operations, or with hardening on this run's share of 1,000,000.
        var steps: Int {
            let runs = StatusBoardPropertyTests.runs.count
            let index = StatusBoardPropertyTests.runs.firstIndex { $0.standardSeed == self.standardSeed } ?? 0
            let total = 1_000_000
            return Hardening.count(normal: 20_000, hardening: total / runs + (index < total % runs ? 1 : 0))
        }

        var testDescription: String {
            "seed \(Hardening.hex(self.seed)), \(self.policy), multiplier \(self.multiplier)"
        }
    }

    static let runs: [Run] = [
        Run(seed: 0x5EED_0000_0000_0001, policy: .replace, multiplier: 1),
        Run(seed: 0x5EED_0000_0000_0002, policy: .queue, multiplier: 1),
        Run(seed: 0x5EED_0000_0000_0003, policy: try! .stack(limit: 3), multiplier: 1),
        Run(seed: 0x5EED_0000_0000_0004, policy: .replace, multiplier: 1.5),
        Run(seed: 0x5EED_0000_0000_0005, policy: try! .stack(limit: 2), multiplier: 2),
        Run(seed: 0x5EED_0000_0000_0006, policy: .queue, multiplier: 1.25),
        // More than eight slots: tokens and twins are found through the board's dictionaries.
        Run(seed: 0x5EED_0000_0000_0007, policy: try! .stack(limit: 12), multiplier: 1),
    ]

    /// One operation of a run.
    enum Operation: CustomStringConvertible {
        case post(StatusMessage)
        case expire(StatusBoard.Token)
        case dismiss(StatusBoard.Token)
        case dismissAll
        case pause
        case resume
        case advance
        case assistiveTechnology(Bool)

        var name: String {
            switch self {
            case .post: "post"
            case .expire: "expire"
            case .dismiss: "dismiss"
            case .dismissAll: "dismissAll"
            case .pause: "pause"
            case .resume: "resume"
            case .advance: "advance"
            case .assistiveTechnology: "assistiveTechnology"
            }
        }

        var description: String {
            switch self {
            case .post(let message):
                "post(\(message.text), \(message.kind), \(message.duration), \(message.action.map { "\($0)" } ?? "no action"))"
            case .expire(let token): "expire(\(token))"
            case .dismiss(let token): "dismiss(\(token))"
            case .dismissAll: "dismissAll"
            case .pause: "pause"
            case .resume: "resume"
            case .advance: "advance"
            case .assistiveTechnology(let running): "assistiveTechnology(\(running))"
            }
        }
    }

    /// What one entry looks like, for comparing the board with the model.
    struct EntryState: Equatable, CustomStringConvertible {
        var token: UInt64
        var message: StatusMessage
        var repeatCount: Int
        var timer: StatusBoard.Entry.Timer

        init(token: UInt64, message: StatusMessage, repeatCount: Int, timer: StatusBoard.Entry.Timer) {
            self.token = token
            self.message = message
            self.repeatCount = repeatCount
            self.timer = timer
        }

        init(_ entry: StatusBoard.Entry) {
            self.init(
                token: entry.token.rawValue,
                message: entry.message,
                repeatCount: entry.repeatCount,
                timer: entry.timer
            )
        }

        var isSticky: Bool { self.timer == .sticky }

        var description: String { "#\(self.token)×\(self.repeatCount) \(self.message.text) \(self.timer)" }
    }

    /// A plain reference implementation of the board's documented rules.
    struct ReferenceBoard {
        let limit: Int?
        let multiplier: Double
        var shown: [EntryState] = []
        var queue: [EntryState] = []
        var paused = false
        var assistiveTechnology = false
        var issued: UInt64 = 0

        /// Whether a message has an action that is drawn: one whose title and identifier are not blank.
        private static func hasAction(_ message: StatusMessage) -> Bool {
            guard let action = message.action else { return false }
            return !action.title.resolved(using: Catalog.english).allSatisfy(\.isWhitespace)
                && !action.action.rawValue.allSatisfy(\.isWhitespace)
        }

        /// The kind's long duration in milliseconds, or `nil` for an internal error (sticky).
        private static func longMilliseconds(of kind: StatusMessage.Kind) -> Int64? {
            switch kind.rawValue {
            case "success": 6000
            case "caution": 10_000
            case "error": 12_000
            case "internalError": nil
            default: 4000
            }
        }

        private func timeToLive(of message: StatusMessage) -> Duration? {
            // A message with an action is never shorter than its kind's long duration.
            var milliseconds = message.duration.milliseconds
            if Self.hasAction(message) {
                if let asked = milliseconds, let long = Self.longMilliseconds(of: message.kind) {
                    milliseconds = max(asked, long)
                } else {
                    milliseconds = nil
                }
            }
            // The board lengthens in whole milliseconds, rounding up, so its times survive JSON exactly.
            return milliseconds.map { milliseconds in
                let exact = Double(milliseconds) * self.multiplier
                let whole = Int64(exact)
                return .milliseconds(Double(whole) < exact ? whole + 1 : whole)
            }
        }

        private func started(
            _ timeToLive: Duration?,
            for message: StatusMessage,
            at time: Duration
        ) -> StatusBoard.Entry.Timer {
            // While assistive technology runs, a message with an action stays until dismissed.
            guard let timeToLive, !(self.assistiveTechnology && Self.hasAction(message)) else { return .sticky }
            return self.paused
                ? .paused(remaining: timeToLive, timeToLive: timeToLive)
                : .running(deadline: time + timeToLive, timeToLive: timeToLive)
        }

        private mutating func fill(at time: Duration) {
            guard let limit = self.limit else { return }
            while self.shown.count < limit && !self.queue.isEmpty {
                var item = self.queue.removeFirst()
                if case .waiting(let timeToLive) = item.timer {
                    item.timer = self.started(timeToLive, for: item.message, at: time)
                }
                self.shown.append(item)
            }
        }

        mutating func clearDue(at now: Duration) -> [UInt64] {
            guard !self.paused else { return [] }
            var cleared: [UInt64] = []
            while true {
                var earliest: (index: Int, deadline: Duration)?
                for (index, item) in self.shown.enumerated() {
                    guard case .running(let deadline, _) = item.timer, deadline <= now else { continue }
                    if earliest == nil || deadline < earliest!.deadline { earliest = (index, deadline) }
                }
                guard let earliest else { return cleared }
                cleared.append(self.shown.remove(at: earliest.index).token)
                self.fill(at: earliest.deadline)
            }
        }

        mutating func post(_ message: StatusMessage, at now: Duration) -> UInt64 {
            _ = self.clearDue(at: now)
            // An identical message anywhere on the board, shown or waiting, takes the post.
            let twin = (self.shown + self.queue).first { $0.message == message }
            if let twin {
                if let index = self.queue.firstIndex(where: { $0.token == twin.token }) {
                    self.queue[index].repeatCount += 1
                } else if let index = self.shown.firstIndex(where: { $0.token == twin.token }) {
                    self.shown[index].repeatCount += 1
                    switch self.shown[index].timer {
                    case .running(_, let timeToLive):
                        self.shown[index].timer = .running(deadline: now + timeToLive, timeToLive: timeToLive)
                    case .paused(_, let timeToLive):
                        self.shown[index].timer = .paused(remaining: timeToLive, timeToLive: timeToLive)
                    case .sticky, .waiting:
                        break
                    }
                }
                return twin.token
            }
            self.issued += 1
            let timeToLive = self.timeToLive(of: message)
            let started = EntryState(
                token: self.issued,
                message: message,
                repeatCount: 1,
                timer: self.started(timeToLive, for: message, at: now)
            )
            if let limit = self.limit {
                if self.shown.count < limit {
                    self.shown.append(started)
                } else {
                    var waiting = started
                    waiting.timer = timeToLive.map { .waiting(timeToLive: $0) } ?? .sticky
                    self.queue.append(waiting)
                }
            } else {
                self.shown = [started]
            }
            return self.issued
        }

        mutating func dismiss(_ token: UInt64, at now: Duration) -> Bool {
            _ = self.clearDue(at: now)
            if let index = self.shown.firstIndex(where: { $0.token == token }) {
                self.shown.remove(at: index)
                self.fill(at: now)
                return true
            }
            if let index = self.queue.firstIndex(where: { $0.token == token }) {
                self.queue.remove(at: index)
                return true
            }
            return false
        }

        mutating func pause(at now: Duration) {
            guard !self.paused else { return }
            _ = self.clearDue(at: now)
            self.paused = true
            for index in self.shown.indices {
                if case .running(let deadline, let timeToLive) = self.shown[index].timer {
                    self.shown[index].timer = .paused(remaining: deadline - now, timeToLive: timeToLive)
                }
            }
        }

        mutating func setAssistiveTechnology(_ running: Bool, at now: Duration) {
            _ = self.clearDue(at: now)
            guard running != self.assistiveTechnology else { return }
            self.assistiveTechnology = running
            for index in self.shown.indices where Self.hasAction(self.shown[index].message) {
                if running {
                    self.shown[index].timer = .sticky
                } else if self.shown[index].timer == .sticky {
                    let message = self.shown[index].message
                    self.shown[index].timer = self.started(self.timeToLive(of: message), for: message, at: now)
                }
            }
        }

        mutating func resume(at now: Duration) {
            guard self.paused else { return }
            self.paused = false
            for index in self.shown.indices {
                if case .paused(let remaining, let timeToLive) = self.shown[index].timer {
                    self.shown[index].timer = .running(deadline: now + remaining, timeToLive: timeToLive)
                }
            }
        }
    }

    private static let texts: [UserText] = ["Saved", "Deleted", .localized(.itemsRegistered, count: 2)]

    private static func randomMessage(using generator: inout SplitMix64) throws -> StatusMessage {
        let text = Self.texts[Int.random(in: 0..<Self.texts.count, using: &generator)]
        let kind = StatusMessage.Kind.allKnown[Int.random(in: 0..<StatusMessage.Kind.allKnown.count, using: &generator)]
        let duration: StatusMessage.DisplayDuration? =
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: nil
            case 4: .sticky
            case 5: .errorLong
            case 6: .successShort
            case 7 where Int.random(in: 0..<20, using: &generator) == 0:
                // The extremes: the shortest possible and the longest timed duration.
                Bool.random(using: &generator) ? try .timed(.milliseconds(1)) : try .timed(.seconds(7 * 24 * 3600))
            default: try .timed(.milliseconds(Int64.random(in: 1...8000, using: &generator)))
            }
        // Some messages carry an action; a few of those a blank title or identifier, which is not drawn.
        let action: StatusMessage.Action? =
            switch Int.random(in: 0..<20, using: &generator) {
            case 0..<3: .undo("undo")
            case 3: StatusMessage.Action(title: "Restore", action: "restore")
            case 4 where Bool.random(using: &generator): StatusMessage.Action(title: " ", action: "blank")
            case 5 where Bool.random(using: &generator): StatusMessage.Action(title: "Restore", action: " \n")
            default: nil
            }
        return StatusMessage(text, kind: kind, duration: duration, action: action)
    }

    @Test("A random run matches the reference model and keeps every rule", arguments: Self.runs)
    func randomRun(run: Run) throws {
        var generator = SplitMix64(seed: run.seed)
        var board = try StatusBoard(policy: run.policy, accessibilityMultiplier: run.multiplier)
        var model = ReferenceBoard(limit: run.policy.visibleLimit, multiplier: run.multiplier)
        let limit = run.policy.visibleLimit ?? 1
        var now = Duration.zero
        var counts: [String: Int] = [:]

        for step in 0..<run.steps {
            let before = now
            switch Int.random(in: 0..<1000, using: &generator) {
            case 0..<500: now += .milliseconds(Int64.random(in: 0..<1500, using: &generator))
            case 500..<599: now += .milliseconds(Int64.random(in: 0..<20_000, using: &generator))
            // Rarely, a jump of up to 8 days: past every timed duration, the longest included.
            case 599: now += .milliseconds(Int64.random(in: 0..<(8 * 24 * 3_600_000), using: &generator))
            default: break
            }
            let wasPaused = board.isPaused
            let shownBefore = board.visible.map(EntryState.init)
            let waitingBefore = board.waiting.map(EntryState.init)
            let issued = model.issued
            func anyToken() -> StatusBoard.Token {
                if Bool.random(using: &generator), let current = board.current { return current.token }
                return StatusBoard.Token(rawValue: UInt64.random(in: 0...max(issued, 1), using: &generator))
            }

            let operation: Operation =
                switch Int.random(in: 0..<100, using: &generator) {
                case 0..<30: .post(try Self.randomMessage(using: &generator))
                case 30..<50: .expire(anyToken())
                case 50..<60: .dismiss(anyToken())
                case 60..<65: .pause
                case 65..<72: .resume
                case 72..<74: .assistiveTechnology(Bool.random(using: &generator))
                case 74..<99: .advance
                default: .dismissAll
                }
            counts[operation.name, default: 0] += 1
            let context: () -> Comment = {
                Comment(
                    rawValue:
                        "\(run.testDescription): step \(step) at \(now) (previous step at \(before)), \(operation)\n"
                        + "before: shown \(shownBefore), waiting \(waitingBefore), paused \(wasPaused)\n"
                        + "after: shown \(board.visible.map(EntryState.init)), waiting \(board.waiting.map(EntryState.init))"
                )
            }

            var removedOnPurpose: Set<UInt64> = []
            switch operation {
            case .post(let message):
                let token = board.post(message, at: now)
                let expected = model.post(message, at: now)
                try #require(token.rawValue == expected, context())
                if token.rawValue <= issued {
                    // A merge: the identical message on the board, counted once more, and nothing moved.
                    let merged = try #require(board.entry(for: token), context())
                    let previous = try #require((shownBefore + waitingBefore).first { $0.token == token.rawValue })
                    try #require(merged.message == message, context())
                    try #require(merged.repeatCount == previous.repeatCount + 1, context())
                    // (The post's own clearing may show waiting messages: the first waiting ones become
                    // the last shown, so the shown and waiting messages keep their order end to end.)
                    let after = (board.visible + board.waiting).map(\.token.rawValue)
                    let survivors = Set(after)
                    let order = (shownBefore + waitingBefore).map(\.token)
                    try #require(after == order.filter(survivors.contains), context())
                    if board.waiting.contains(where: { $0.token == token }) {
                        // A waiting message keeps its place and its full time.
                        try #require(merged.timer == previous.timer, context())
                        counts["merge into a waiting message", default: 0] += 1
                    } else if case .running(_, let timeToLive) = merged.timer {
                        // A shown message's time starts again from now.
                        try #require(merged.deadline == now + timeToLive, context())
                    }
                    if let newest = (shownBefore + waitingBefore).map(\.token).max(), newest != token.rawValue {
                        counts["merge into an older message", default: 0] += 1
                    }
                    counts["merge", default: 0] += 1
                } else {
                    try #require(token.rawValue == issued + 1, context())
                }
                if run.policy.visibleLimit == nil, token.rawValue > issued {
                    removedOnPurpose.formUnion(shownBefore.map(\.token))
                }
            case .expire(let token):
                let cleared = board.expire(token, at: now)
                let expected = model.clearDue(at: now).contains(token.rawValue)
                try #require(cleared == expected, context())
                if cleared {
                    counts["expired", default: 0] += 1
                } else if let newest = shownBefore.last, token.rawValue < newest.token {
                    counts["stale expiry", default: 0] += 1
                }
                for entry in shownBefore where entry.token != token.rawValue {
                    if case .running(let deadline, _) = entry.timer, deadline <= now { continue }
                    try #require(board.entry(for: StatusBoard.Token(rawValue: entry.token)) != nil, context())
                }
            case .dismiss(let token):
                let removed = board.dismiss(token, at: now)
                let expected = model.dismiss(token.rawValue, at: now)
                try #require((removed != nil) == expected, context())
                try #require(removed.map { $0.token == token } ?? true, context())
                removedOnPurpose.insert(token.rawValue)
            case .dismissAll:
                board.dismissAll()
                model.shown.removeAll()
                model.queue.removeAll()
                removedOnPurpose.formUnion((shownBefore + waitingBefore).map(\.token))
            case .pause:
                board.pause(at: now)
                model.pause(at: now)
                // Pausing keeps each shown message's time left, counted at the moment of the pause.
                for entry in board.visible where !wasPaused {
                    guard case .paused(let remaining, _) = entry.timer else { continue }
                    // (A message promoted by the pause's own clearing started after the step began.)
                    guard let before = shownBefore.first(where: { $0.token == entry.token.rawValue }),
                        case .running(let deadline, _) = before.timer
                    else { continue }
                    try #require(remaining == deadline - now, "pause lost time. \(context())")
                    try #require(entry.remaining(at: now) == remaining, context())
                }
            case .resume:
                board.resume(at: now)
                model.resume(at: now)
                // Resuming gives each message exactly the time it had left when the board paused.
                for entry in board.visible where wasPaused {
                    let before = try #require(shownBefore.first { $0.token == entry.token.rawValue }, context())
                    guard case .paused(let remaining, _) = before.timer else { continue }
                    try #require(entry.deadline == now + remaining, "resume lost time. \(context())")
                }
            case .advance:
                let cleared = board.advance(to: now).map(\.token.rawValue)
                try #require(cleared == model.clearDue(at: now), context())
            case .assistiveTechnology(let running):
                board.setAssistiveTechnologyRunning(running, at: now)
                model.setAssistiveTechnology(running, at: now)
                try #require(board.isAssistiveTechnologyRunning == running, context())
                if running {
                    // Every shown message with a drawn action now stays until dismissed.
                    for entry in board.visible where entry.message.shownAction != nil {
                        try #require(entry.timer == .sticky, context())
                        counts["held", default: 0] += 1
                    }
                }
            }

            let shown = board.visible.map(EntryState.init)
            let waiting = board.waiting.map(EntryState.init)
            if waitingBefore.contains(where: { entry in shown.contains { $0.token == entry.token } }) {
                counts["promotion", default: 0] += 1
            }
            counts["most waiting"] = max(counts["most waiting", default: 0], waiting.count)

            // The board is exactly what the reference model says.
            try #require(shown == model.shown, context())
            try #require(waiting == model.queue, context())
            try #require(board.isPaused == model.paused, context())

            // Each message is on the board once: a post of an identical one merged into it.
            let messages = (shown + waiting).map(\.message)
            try #require(Set(messages).count == messages.count, context())

            // Whatever the board's own operations made, its JSON reads back as the same board: the
            // reader refuses only states no operation reaches. Checked on a sample, since a round trip
            // costs more than the step: every 64th step, and one in eight of the steps after a pause,
            // a resume or a change of assistive technology (the rarer operations, whose timers the
            // reader's rules are about).
            let isRare =
                switch operation {
                case .pause, .resume, .assistiveTechnology: true
                default: false
                }
            if step % 64 == 0 || (isRare && step % 8 == 0) {
                try Self.requireRoundTrip(board, context)
                counts["round trip", default: 0] += 1
            }

            // Never more shown than the policy allows, and nothing waits while there is room.
            try #require(shown.count <= limit, context())
            if !waiting.isEmpty { try #require(shown.count == limit, context()) }

            // Every operation but resume (which only restarts paused timers) first clears what is
            // due, so nothing overdue stays shown; a running board has no paused timers.
            var advances = true
            if case .resume = operation { advances = wasPaused }
            for entry in shown {
                switch entry.timer {
                case .running(let deadline, _):
                    try #require(!board.isPaused && (!advances || deadline > now), context())
                case .paused: try #require(board.isPaused, context())
                case .waiting: Issue.record("A shown message is waiting. \(context())")
                case .sticky: try #require(entry.isSticky, context())
                }
            }

            // No message disappears before its deadline; sticky ones and everything on a paused
            // board stay until dismissed or replaced.
            let remaining = Set((shown + waiting).map(\.token))
            for entry in shownBefore where !remaining.contains(entry.token) && !removedOnPurpose.contains(entry.token) {
                try #require(!wasPaused, "A message cleared while the board was paused. \(context())")
                guard case .running(let deadline, _) = entry.timer else {
                    Issue.record("A message without a running deadline cleared. \(context())")
                    return
                }
                try #require(deadline <= now, "A message cleared before its deadline. \(context())")
            }
            // A waiting message is shown at the earliest when the first shown message clears.
            let earliestPromotion =
                shownBefore.compactMap { entry -> Duration? in
                    guard case .running(let deadline, _) = entry.timer else { return nil }
                    return deadline
                }
                .min() ?? now
            for entry in waitingBefore where !remaining.contains(entry.token) && !removedOnPurpose.contains(entry.token)
            {
                try #require(!wasPaused, "A waiting message cleared while the board was paused. \(context())")
                guard case .waiting(let timeToLive) = entry.timer else {
                    Issue.record("A waiting sticky message cleared. \(context())")
                    return
                }
                try #require(timeToLive <= now - earliestPromotion, "A waiting message cleared too soon. \(context())")
            }
        }

        // The run exercised every operation, merges, stale expiries and, with a limit, the waiting line.
        var exercised = ["post", "expire", "dismiss", "dismissAll", "pause", "resume", "advance"]
        exercised += ["merge", "expired", "stale expiry", "assistiveTechnology", "held", "round trip"]
        if run.policy.visibleLimit != nil {
            exercised += ["promotion", "merge into a waiting message", "merge into an older message"]
        }
        for name in exercised {
            #expect(counts[name, default: 0] > 0, "\(run.testDescription): no \(name) in \(counts)")
        }
        let tally = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        Hardening.report("status board \(run.testDescription): \(run.steps) operations (\(tally))")
    }

    /// Requires a board's JSON to read back as the same board.
    private static func requireRoundTrip(_ board: StatusBoard, _ context: () -> Comment) throws {
        let json = try JSONEncoder().encode(board)
        let read: StatusBoard
        do {
            read = try JSONDecoder().decode(StatusBoard.self, from: json)
        } catch {
            Issue.record(
                "The board's own JSON is refused: \(error)\n\(String(decoding: json, as: UTF8.self))\n\(context())"
            )
            throw error
        }
        try #require(read == board, context())
    }
}
