import Anshin
import AnshinText

/// The state machines run over time: message sequences on a board and a pinned trickle run.
enum Scenarios {
    /// The seed's scenario: a message for 5 s at t=0, another at t=4; the first one's expiry at t=5
    /// does not clear the second, which clears at t=9.
    static func seedScenario(localizer: Catalog) throws -> [String] {
        var board = StatusBoard()
        var lines: [String] = []
        let fiveSeconds = try StatusMessage.DisplayDuration.timed(.seconds(5))
        let first = board.post(
            StatusMessage("Saved the draft.", kind: .success, duration: fiveSeconds),
            at: .seconds(0)
        )
        lines.append("t=0s  post \(first): \(self.describe(board, localizer))")
        let second = board.post(
            StatusMessage("Uploaded 3 photos.", kind: .success, duration: fiveSeconds),
            at: .seconds(4)
        )
        lines.append("t=4s  post \(second): \(self.describe(board, localizer))")
        let cleared = board.expire(first, at: .seconds(5))
        lines.append(
            "t=5s  expire \(first) → \(cleared ? "cleared" : "ignored (replaced)"): \(self.describe(board, localizer))"
        )
        board.advance(to: .seconds(9))
        lines.append("t=9s  advance: \(self.describe(board, localizer))")
        return lines
    }

    /// Identical consecutive messages merge; a queue shows one message at a time.
    static func queueScenario(localizer: Catalog) throws -> [String] {
        var board = try StatusBoard(policy: .queue, accessibilityMultiplier: 1.5)
        var lines: [String] = ["queue policy, accessibility multiplier 1.5:"]
        board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(0))
        board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(1))
        lines.append("t=1s  same error twice: \(self.describe(board, localizer)) ×\(board.current?.repeatCount ?? 0)")
        board.post(StatusMessage(.localized(.itemsSaved, count: 1), kind: .success), at: .seconds(2))
        lines.append("t=2s  success waits: \(self.describe(board, localizer)), \(board.waiting.count) waiting")
        board.pause(at: .seconds(3))
        board.resume(at: .seconds(60))
        lines.append("t=3s…60s paused and resumed: next deadline \(board.nextDeadline.map { "\($0)" } ?? "none")")
        board.advance(to: .seconds(74))
        lines.append("t=74s advance: \(self.describe(board, localizer))")
        board.advance(to: .seconds(80))
        lines.append("t=80s advance: \(self.describe(board, localizer))")
        return lines
    }

    /// A message with an "Undo" action on a stack while assistive technology runs: it stays until
    /// dismissed, a second post merges into it where it is, and when assistive technology stops it
    /// gets its full time, its kind's long duration.
    static func actionScenario(localizer: Catalog) throws -> [String] {
        var board = try StatusBoard(policy: .stack(limit: 3))
        var lines = ["stack of three, a message with an action, assistive technology running:"]
        board.setAssistiveTechnologyRunning(true, at: .zero)
        let deleted = StatusMessage(.localized(.itemsDeleted, count: 3), kind: .success, action: .undo("items.restore"))
        let token = board.post(deleted, at: .seconds(0))
        lines.append(
            "t=0s  post \(token): \(self.describeAll(board, localizer)), next deadline \(self.deadline(board))"
        )
        board.post(StatusMessage("Synced."), at: .seconds(1))
        let again = board.post(deleted, at: .seconds(2))
        lines.append("t=2s  the same message again (\(again)): \(self.describeAll(board, localizer))")
        board.advance(to: .seconds(60))
        lines.append("t=60s advance: \(self.describeAll(board, localizer))")
        board.setAssistiveTechnologyRunning(false, at: .seconds(60))
        lines.append("t=60s assistive technology stops: next deadline \(self.deadline(board))")
        board.advance(to: .seconds(66))
        lines.append("t=66s advance: \(self.describeAll(board, localizer))")
        return lines
    }

    /// A trickle run pinned by its seed, step by step, then completion.
    static func trickleRun(seed: UInt64, localizer: Catalog) -> [String] {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: seed)
        var lines = ["trickle run, SplitMix64(seed: \(seed)):"]
        var elapsed = Duration.zero
        lines.append("  \(elapsed)  \(Self.bar(progress, localizer))")
        var wait = progress.delay(using: &generator)
        while let delay = wait {
            elapsed += delay
            wait = progress.step(using: &generator).nextDelay
            lines.append("  \(elapsed)  \(Self.bar(progress, localizer))")
        }
        elapsed += .seconds(3)
        let completion = progress.complete(at: elapsed)
        lines.append("  \(elapsed)  completed: \(Self.bar(progress, localizer))")
        if let announcement = completion?.announcement {
            lines.append("  announces once: “\(announcement.text.resolved(using: localizer))”")
        }
        return lines
    }

    private static func bar(_ progress: TrickleProgress, _ localizer: Catalog) -> String {
        progress.rendered(using: .text(localizer: localizer)).split(separator: "\n")[0].description
    }

    /// Every shown message, oldest first, with its count and its action's title.
    private static func describeAll(_ board: StatusBoard, _ localizer: Catalog) -> String {
        guard !board.visible.isEmpty else { return "(nothing shown)" }
        return board.visible.map { entry in
            var line = "“\(entry.message.prefixedText.resolved(using: localizer))”"
            if entry.repeatCount > 1 { line += " ×\(entry.repeatCount)" }
            if let action = entry.message.shownAction { line += " [\(action.title.resolved(using: localizer))]" }
            return line
        }
        .joined(separator: ", ")
    }

    private static func deadline(_ board: StatusBoard) -> String {
        board.nextDeadline.map { "\($0)" } ?? "none"
    }

    private static func describe(_ board: StatusBoard, _ localizer: Catalog) -> String {
        guard let current = board.current else { return "(nothing shown)" }
        return "“\(current.message.prefixedText.resolved(using: localizer))”"
    }
}
