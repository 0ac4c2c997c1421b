import Anshin
import Foundation

/// The status board's vectors: sequences of operations under each policy, with the board's state
/// after every one, produced by running ``StatusBoard``.
enum BoardVectors {
    /// A message as a vector gives it: verbatim text, a kind's wire name, a duration (the kind's
    /// default when `nil`), and an optional action.
    struct MessageSpec {
        enum DurationSpec {
            case kindDefault
            case milliseconds(Int64)
            case sticky
        }

        var text: String
        var kind: StatusMessage.Kind = .normal
        var duration: DurationSpec = .kindDefault
        var action: (title: String, action: String)?

        var message: StatusMessage {
            let duration: StatusMessage.DisplayDuration? =
                switch self.duration {
                case .kindDefault: nil
                case .sticky: .sticky
                // Every duration a vector uses is positive and short.
                case .milliseconds(let value): try! .timed(.milliseconds(value))
                }
            return StatusMessage(
                UserText(verbatim: self.text),
                kind: self.kind,
                duration: duration,
                action: self.action.map {
                    StatusMessage.Action(
                        title: UserText(verbatim: $0.title),
                        action: ActionIdentifier(rawValue: $0.action)
                    )
                }
            )
        }

        var json: VectorJSON {
            var members: [(String, VectorJSON)] = [("text", .string(self.text)), ("kind", .string(self.kind.rawValue))]
            switch self.duration {
            case .kindDefault: break
            case .milliseconds(let value): members.append(("duration", .integer(value)))
            case .sticky: members.append(("duration", .string("sticky")))
            }
            if let action = self.action {
                members.append(
                    ("action", .object([("title", .string(action.title)), ("action", .string(action.action))]))
                )
            }
            return .object(members)
        }
    }

    /// One operation on a board, at a time in milliseconds.
    enum Operation {
        case post(MessageSpec, at: Int64)
        case expire(token: UInt64, at: Int64)
        case advance(to: Int64)
        case pause(at: Int64)
        case resume(at: Int64)
        case dismiss(token: UInt64, at: Int64)
        case assistiveTechnology(running: Bool, at: Int64)
    }

    static func policyJSON(_ policy: StatusBoard.Policy) -> VectorJSON {
        switch policy.visibleLimit {
        case nil: .object([("mode", .string("replace"))])
        case 1: .object([("mode", .string("queue"))])
        case let limit?: .object([("mode", .string("stack")), ("limit", .int(limit))])
        }
    }

    /// Runs the operations on a new board and records each with the state after it.
    static func run(policy: StatusBoard.Policy, multiplier: String, _ operations: [Operation]) -> [(String, VectorJSON)]
    {
        // Every multiplier a vector uses is from 1 to 10.
        var board = try! StatusBoard(policy: policy, accessibilityMultiplier: Double(multiplier)!)
        var steps: [VectorJSON] = []
        for operation in operations {
            var members: [(String, VectorJSON)]
            var result: (String, VectorJSON)
            switch operation {
            case .post(let spec, let at):
                members = [("op", .string("post")), ("at", .integer(at)), ("message", spec.json)]
                result = ("token", .integer(Int64(board.post(spec.message, at: .milliseconds(at)).rawValue)))
            case .expire(let token, let at):
                members = [("op", .string("expire")), ("at", .integer(at)), ("token", .integer(Int64(token)))]
                result = ("cleared", .bool(board.expire(StatusBoard.Token(rawValue: token), at: .milliseconds(at))))
            case .advance(let at):
                members = [("op", .string("advance")), ("at", .integer(at))]
                let cleared = board.advance(to: .milliseconds(at))
                result = ("cleared", .array(cleared.map { .integer(Int64($0.token.rawValue)) }))
            case .pause(let at):
                members = [("op", .string("pause")), ("at", .integer(at))]
                board.pause(at: .milliseconds(at))
                result = ("paused", .bool(board.isPaused))
            case .resume(let at):
                members = [("op", .string("resume")), ("at", .integer(at))]
                board.resume(at: .milliseconds(at))
                result = ("paused", .bool(board.isPaused))
            case .dismiss(let token, let at):
                members = [("op", .string("dismiss")), ("at", .integer(at)), ("token", .integer(Int64(token)))]
                let dismissed = board.dismiss(StatusBoard.Token(rawValue: token), at: .milliseconds(at))
                result = ("dismissed", dismissed.map { .integer(Int64($0.token.rawValue)) } ?? .null)
            case .assistiveTechnology(let running, let at):
                members = [("op", .string("assistiveTechnology")), ("at", .integer(at)), ("running", .bool(running))]
                board.setAssistiveTechnologyRunning(running, at: .milliseconds(at))
                result = ("running", .bool(board.isAssistiveTechnologyRunning))
            }
            let expected: [(String, VectorJSON)] = [
                result,
                ("visible", .array(board.visible.map(Self.entryJSON))),
                ("waiting", .array(board.waiting.map(Self.entryJSON))),
                ("nextDeadline", .milliseconds(board.nextDeadline)),
            ]
            members.append(("expect", .object(expected)))
            steps.append(.compact(.object(members)))
        }
        return [
            ("policy", Self.policyJSON(policy)),
            ("accessibilityMultiplier", .string(multiplier)),
            ("steps", .array(steps)),
        ]
    }

    static func entryJSON(_ entry: StatusBoard.Entry) -> VectorJSON {
        var members: [(String, VectorJSON)] = [
            ("token", .integer(Int64(entry.token.rawValue))),
            ("repeatCount", .int(entry.repeatCount)),
        ]
        switch entry.timer {
        case .sticky:
            members.append(("timer", .string("sticky")))
        case .waiting(let timeToLive):
            members += [("timer", .string("waiting")), ("timeToLive", .milliseconds(timeToLive))]
        case .running(let deadline, let timeToLive):
            members += [
                ("timer", .string("running")), ("deadline", .milliseconds(deadline)),
                ("timeToLive", .milliseconds(timeToLive)),
            ]
        case .paused(let remaining, let timeToLive):
            members += [
                ("timer", .string("paused")), ("remaining", .milliseconds(remaining)),
                ("timeToLive", .milliseconds(timeToLive)),
            ]
        }
        return .object(members)
    }

    // MARK: - The scenarios

    static func scenarios() -> [VectorJSON] {
        func message(
            _ text: String,
            _ kind: StatusMessage.Kind = .normal,
            _ duration: MessageSpec.DurationSpec = .kindDefault,
            action: (String, String)? = nil
        ) -> MessageSpec {
            MessageSpec(text: text, kind: kind, duration: duration, action: action)
        }
        let stack3 = try! StatusBoard.Policy.stack(limit: 3)
        var cases: [VectorJSON] = []
        cases.append(
            vectorCase(
                "board-seed-000",
                "The seed's scenario: B replaces A, and A's expiry at 5 s does not clear B, which clears at its own deadline",
                Self.run(
                    policy: .replace,
                    multiplier: "1",
                    [
                        .post(message("A", .normal, .milliseconds(5000)), at: 0),
                        .post(message("B", .normal, .milliseconds(5000)), at: 4000),
                        .expire(token: 1, at: 5000),
                        .advance(to: 8999),
                        .expire(token: 2, at: 9000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-rapid-1000-distinct",
                "1,000 different messages posted 1 ms apart under replace: only the last is shown, until its own deadline",
                Self.run(
                    policy: .replace,
                    multiplier: "1",
                    (0..<1000).map { .post(message("Message \($0)", .normal, .milliseconds(5000)), at: Int64($0)) }
                        + [.expire(token: 1, at: 5000), .expire(token: 999, at: 5998), .advance(to: 5999)]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-rapid-1000-identical",
                "1,000 identical messages posted 1 ms apart under queue merge into one, counted 1,000 times, its deadline refreshed",
                Self.run(
                    policy: .queue,
                    multiplier: "1",
                    (0..<1000).map { .post(message("Saved", .success), at: Int64($0)) } + [
                        .expire(token: 1, at: 4000), .advance(to: 5000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-kind-defaults",
                "Each kind's default duration: normal, success and debug 4 s, caution 6 s, error 9 s, internal error sticky",
                Self.run(
                    policy: try! .stack(limit: 6),
                    multiplier: "1",
                    StatusMessage.Kind.allKnown.map { .post(message("A \($0.rawValue) message", $0), at: 0) } + [
                        .advance(to: 4000), .advance(to: 6000), .advance(to: 9000), .advance(to: 1_000_000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-action-lengthens",
                "A message with an action is shown at least its kind's long duration: success 6 s, caution 10 s, error 12 s",
                Self.run(
                    policy: try! .stack(limit: 4),
                    multiplier: "1",
                    [
                        .post(message("Deleted 3 photos", .success, action: ("Undo", "photos.restore")), at: 0),
                        .post(
                            message("Sync paused", .caution, .milliseconds(2000), action: ("Resume", "sync.resume")),
                            at: 0
                        ),
                        .post(
                            message("Upload failed", .error, .milliseconds(20000), action: ("Retry", "upload.retry")),
                            at: 0
                        ),
                        .post(message("Copied", .normal, action: ("Undo", "copy.undo")), at: 0),
                        .advance(to: 4000), .advance(to: 6000), .advance(to: 10000), .advance(to: 20000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-queue-order",
                "Under queue, messages wait in order and each is timed from the moment it is shown",
                Self.run(
                    policy: .queue,
                    multiplier: "1",
                    [
                        .post(message("One", .normal, .milliseconds(3000)), at: 0),
                        .post(message("Two", .error), at: 1000),
                        .post(message("Three", .success, .milliseconds(1500)), at: 2000),
                        .advance(to: 3000), .expire(token: 2, at: 11999), .expire(token: 2, at: 12000),
                        .advance(to: 13499), .advance(to: 13500),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-stack-limit",
                "Under a stack of 3, a fourth and fifth message wait; dismissing a shown one shows the first waiting at once",
                Self.run(
                    policy: stack3,
                    multiplier: "1",
                    [
                        .post(message("One", .normal, .milliseconds(8000)), at: 0),
                        .post(message("Two", .normal, .milliseconds(8000)), at: 100),
                        .post(message("Three", .normal, .milliseconds(8000)), at: 200),
                        .post(message("Four", .caution), at: 300),
                        .post(message("Five", .internalError), at: 400),
                        .dismiss(token: 2, at: 1000), .dismiss(token: 5, at: 1100), .dismiss(token: 5, at: 1200),
                        .advance(to: 8000), .advance(to: 8200), .advance(to: 7000 + 1000 + 6000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-merge-refresh",
                "An identical message merges: the count goes up, the deadline starts again, the old deadline clears nothing",
                Self.run(
                    policy: .replace,
                    multiplier: "1",
                    [
                        .post(message("Saved", .success), at: 0),
                        .post(message("Saved", .success), at: 3000),
                        .expire(token: 1, at: 4000),
                        .post(message("Saved", .success, .milliseconds(4001)), at: 4500),
                        .post(message("Saved", .success), at: 5000),
                        .advance(to: 8499), .advance(to: 8500),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-merge-waiting",
                "Under queue, a message identical to a waiting one merges into it and keeps its place",
                Self.run(
                    policy: .queue,
                    multiplier: "1",
                    [
                        .post(message("Uploading", .normal, .milliseconds(2000)), at: 0),
                        .post(message("Saved", .success), at: 100),
                        .post(message("Offline", .caution), at: 200),
                        .post(message("Saved", .success), at: 300),
                        .advance(to: 2000), .advance(to: 6000), .advance(to: 12000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-multiplier",
                "An accessibility multiplier of 1.5 lengthens every timed message, rounded up to whole milliseconds; sticky stays sticky",
                Self.run(
                    policy: try! .stack(limit: 3),
                    multiplier: "1.5",
                    [
                        .post(message("Saved", .success), at: 0),
                        .post(message("Odd", .normal, .milliseconds(1)), at: 0),
                        .post(message("Crashed", .internalError), at: 0),
                        .advance(to: 1), .advance(to: 2), .advance(to: 5999), .advance(to: 6000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-multiplier-binary-product",
                "The time to live is the product of two binary64 numbers, rounded up: a message's 6000 ms times "
                    + "1.1 comes out a hair above 6600 and lives 6601 ms (exact decimal arithmetic would give 6600)",
                Self.run(
                    policy: .replace,
                    multiplier: "1.1",
                    [
                        .post(message("Saved", .success, .milliseconds(6000)), at: 0), .advance(to: 6600),
                        .advance(to: 6601),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-multiplier-maximum",
                "The largest multiplier, 10, turns the longest standard duration (12 s) into two minutes",
                Self.run(
                    policy: .replace,
                    multiplier: "10",
                    [
                        .post(message("Failed", .error, .milliseconds(12000)), at: 0), .advance(to: 119_999),
                        .advance(to: 120_000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-sticky",
                "A sticky message has no deadline and stays until it is replaced or dismissed",
                Self.run(
                    policy: .replace,
                    multiplier: "1",
                    [
                        .post(message("Internal error: VAZ31", .internalError), at: 0),
                        .advance(to: 604_800_000),
                        .post(message("Signed out", .caution, .sticky), at: 604_800_001),
                        .dismiss(token: 1, at: 604_800_002),
                        .dismiss(token: 2, at: 604_800_003),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-pause-resume",
                "Pausing keeps each shown message's remaining time; nothing clears while paused; resuming restarts from the remainder",
                Self.run(
                    policy: try! .stack(limit: 2),
                    multiplier: "1",
                    [
                        .post(message("One", .normal, .milliseconds(4000)), at: 0),
                        .post(message("Two", .normal, .milliseconds(6000)), at: 1000),
                        .pause(at: 3000), .pause(at: 3500), .advance(to: 50000),
                        .post(message("Three", .normal, .milliseconds(2000)), at: 50000),
                        .post(message("One", .normal, .milliseconds(4000)), at: 50100),
                        .resume(at: 60000), .resume(at: 60001), .advance(to: 63999), .advance(to: 64000),
                        .advance(to: 66000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-assistive-technology",
                "While a screen reader runs, a shown message with an action stays until dismissed; when it stops, "
                    + "the message gets its full time again; messages without an action keep their times",
                Self.run(
                    policy: try! .stack(limit: 2),
                    multiplier: "1",
                    [
                        .post(message("Deleted 3 photos", .success, action: ("Undo", "photos.restore")), at: 0),
                        .post(message("Saved", .normal), at: 0),
                        .assistiveTechnology(running: true, at: 1000),
                        .assistiveTechnology(running: true, at: 1500),
                        .advance(to: 30000),
                        .post(message("Moved 2 files", .success, action: ("Undo", "files.restore")), at: 30000),
                        .assistiveTechnology(running: false, at: 40000),
                        .advance(to: 45999), .advance(to: 46000),
                    ]
                )
            )
        )
        cases.append(
            vectorCase(
                "board-dismiss-cleared",
                "Dismissing or expiring a token whose message already cleared does nothing",
                Self.run(
                    policy: .replace,
                    multiplier: "1",
                    [
                        .post(message("A", .normal, .milliseconds(1000)), at: 0),
                        .dismiss(token: 1, at: 1000), .expire(token: 1, at: 1000), .dismiss(token: 7, at: 1000),
                    ]
                )
            )
        )
        return cases
    }

    // MARK: - Seeded random sequences

    /// The policies the random sequences run under.
    static let randomPolicies: [StatusBoard.Policy] = [.replace, .queue, try! .stack(limit: 3)]

    /// How many seeded sequences each policy gets.
    static let sequencesPerPolicy = 200

    /// Seeded random sequences of 6 to 20 operations, `sequencesPerPolicy` per policy: texts from
    /// a small set, so identical messages merge; every kind; default, explicit and sticky durations;
    /// actions; expiries and dismissals of earlier tokens (and of a token not issued yet); pauses
    /// and resumes; times that go forward by 0 to 6 s.
    static func random() -> [VectorJSON] {
        let texts = ["Saved", "Uploaded", "Offline", "Deleted 3 photos", "Copied"]
        let kinds = StatusMessage.Kind.allKnown
        let durations: [MessageSpec.DurationSpec] = [
            .kindDefault, .kindDefault, .kindDefault, .milliseconds(1500), .milliseconds(4000), .milliseconds(7250),
            .milliseconds(1), .sticky,
        ]
        let multipliers = ["1", "1", "1.5", "2.25"]
        var cases: [VectorJSON] = []
        for policy in Self.randomPolicies {
            for index in 0..<Self.sequencesPerPolicy {
                var random = SplitMix64(seed: UInt64(index))
                func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
                let multiplier = multipliers[pick(multipliers.count)]
                var now: Int64 = 0
                var posted: UInt64 = 0
                var operations: [Operation] = []
                for _ in 0..<(6 + pick(15)) {
                    now += Int64(pick(7)) * Int64([0, 250, 1000][pick(3)])
                    let roll = pick(100)
                    if roll < 50 || posted == 0 {
                        let action: (String, String)? = pick(5) == 0 ? ("Undo", "undo") : nil
                        let spec = MessageSpec(
                            text: texts[pick(texts.count)],
                            kind: kinds[pick(kinds.count)],
                            duration: durations[pick(durations.count)],
                            action: action
                        )
                        operations.append(.post(spec, at: now))
                        posted += 1
                    } else if roll < 65 {
                        operations.append(.advance(to: now))
                    } else if roll < 78 {
                        operations.append(.expire(token: UInt64(pick(Int(posted) + 1)) + 1, at: now))
                    } else if roll < 88 {
                        operations.append(.dismiss(token: UInt64(pick(Int(posted) + 1)) + 1, at: now))
                    } else if roll < 94 {
                        operations.append(.pause(at: now))
                    } else {
                        operations.append(.resume(at: now))
                    }
                }
                let name = policy.description.replacingOccurrences(of: "(", with: "-").replacingOccurrences(
                    of: ")",
                    with: ""
                )
                cases.append(
                    vectorCase(
                        "board-random-\(name)-\(String(format: "%03d", index))",
                        "Seeded random sequence \(index) under \(policy) (SplitMix64 seed \(index))",
                        Self.run(policy: policy, multiplier: multiplier, operations)
                    )
                )
            }
        }
        return cases
    }

    static func files() -> [VectorFile] {
        [
            VectorFile(
                name: "board.json",
                schema: "board.schema.json",
                description:
                    "The status board: operations in order with the board's state after each (times in milliseconds since the board's origin)",
                cases: Self.scenarios()
            ),
            VectorFile(
                name: "board-random.json",
                schema: "board.schema.json",
                description:
                    "The status board: \(Self.sequencesPerPolicy) seeded random sequences per policy (replace, queue, stack of 3)",
                cases: Self.random()
            ),
        ]
    }
}
