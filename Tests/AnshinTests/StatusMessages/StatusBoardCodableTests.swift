import Anshin
import Foundation
import Testing

@Suite("Status boards as JSON")
struct StatusBoardCodableTests {
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func corruption(of error: (any Error)?) -> (path: [String], description: String)? {
        guard case .dataCorrupted(let context) = error as? DecodingError else { return nil }
        return (context.codingPath.map(\.stringValue), context.debugDescription)
    }

    private static let savedJSON = #"{"duration":4000,"kind":"success","text":"Saved"}"#
    /// A message that never expires, whose timer is sticky.
    private static let stickyJSON = #"{"duration":"sticky","kind":"success","text":"Saved"}"#

    @Test func anEmptyBoard() throws {
        #expect(
            try self.encoded(StatusBoard())
                == #"{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false,"isPaused":false,"lastToken":0,"policy":{"mode":"replace"},"visible":[],"waiting":[]}"#
        )
    }

    @Test func aQueueWithAShownAndAWaitingMessage() throws {
        var board = StatusBoard(policy: .queue)
        board.post(StatusMessage("Saved", kind: .success), at: .seconds(1))
        board.post(StatusMessage("Enter a name.", kind: .error, duration: .errorShort), at: .seconds(2))
        board.post(StatusMessage("Enter a name.", kind: .error, duration: .errorShort), at: .seconds(3))
        let expected =
            #"{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false,"isPaused":false,"lastToken":2,"policy":{"mode":"queue"},"#
            + #""visible":[{"message":\#(Self.savedJSON),"repeatCount":1,"#
            + #""timer":{"deadlineMilliseconds":5000,"state":"running","timeToLiveMilliseconds":4000},"token":1}],"#
            + #""waiting":[{"message":{"duration":6000,"kind":"error","text":"Enter a name."},"repeatCount":2,"#
            + #""timer":{"state":"waiting","timeToLiveMilliseconds":6000},"token":2}]}"#
        let json = try self.encoded(board)
        #expect(json == expected)
        #expect(try self.decoded(StatusBoard.self, from: json) == board)
    }

    @Test func aPausedStackWithAMultiplierAndAStickyMessage() throws {
        var board = try StatusBoard(policy: .stack(limit: 3), accessibilityMultiplier: 1.5)
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        board.post(StatusMessage("Crashed", kind: .internalError), at: .zero)
        board.pause(at: .seconds(1))
        let expected =
            #"{"accessibilityMultiplier":1.5,"isAssistiveTechnologyRunning":false,"isPaused":true,"lastToken":2,"policy":{"limit":3,"mode":"stack"},"#
            + #""visible":[{"message":\#(Self.savedJSON),"repeatCount":1,"#
            + #""timer":{"remainingMilliseconds":5000,"state":"paused","timeToLiveMilliseconds":6000},"token":1},"#
            + #"{"message":{"duration":"sticky","kind":"internalError","text":"Crashed"},"repeatCount":1,"#
            + #""timer":{"state":"sticky"},"token":2}],"waiting":[]}"#
        let json = try self.encoded(board)
        #expect(json == expected)
        let decoded = try self.decoded(StatusBoard.self, from: json)
        #expect(decoded == board)

        var resumed = decoded
        resumed.resume(at: .seconds(10))
        #expect(resumed.current?.timer == .sticky)
        #expect(resumed.visible.first?.deadline == .seconds(15))
    }

    @Test func aRestoredBoardKeepsIssuingLargerTokens() throws {
        var board = StatusBoard()
        let old = board.post(StatusMessage("A"), at: .zero)
        board.dismissAll()
        var restored = try self.decoded(StatusBoard.self, from: try self.encoded(board))
        let new = restored.post(StatusMessage("B"), at: .zero)
        #expect(new > old)
        #expect(new.rawValue == 2)
    }

    @Test func aRestoredBoardStillIgnoresAnOlderExpiry() throws {
        var board = StatusBoard()
        let first = board.post(StatusMessage("A", duration: try .timed(.seconds(5))), at: .zero)
        let second = board.post(StatusMessage("B", duration: try .timed(.seconds(5))), at: .seconds(4))
        var restored = try self.decoded(StatusBoard.self, from: try self.encoded(board))
        #expect(restored.expire(first, at: .seconds(5)) == false)
        #expect(restored.current?.token == second)
        #expect(restored.expire(second, at: .seconds(9)) == true)
    }

    @Test func missingFieldsTakeTheDefaults() throws {
        let board = try self.decoded(StatusBoard.self, from: "{}")
        #expect(board == StatusBoard())
        let withEntry = try self.decoded(
            StatusBoard.self,
            from: #"{"visible":[{"message":"# + Self.stickyJSON
                + #","repeatCount":1,"timer":{"state":"sticky"},"token":7}]}"#
        )
        var next = withEntry
        #expect(next.post(StatusMessage("Other"), at: .zero).rawValue == 8)
    }

    @Test(
        "Each policy's wire form",
        arguments: [
            (StatusBoard.Policy.replace, #"{"mode":"replace"}"#),
            (.queue, #"{"mode":"queue"}"#),
            (try StatusBoard.Policy.stack(limit: 3), #"{"limit":3,"mode":"stack"}"#),
        ]
    )
    func policy(policy: StatusBoard.Policy, json: String) throws {
        #expect(try self.encoded(policy) == json)
        #expect(try self.decoded(StatusBoard.Policy.self, from: json) == policy)
    }

    @Test(
        "Each timer's wire form",
        arguments: [
            (StatusBoard.Entry.Timer.sticky, #"{"state":"sticky"}"#),
            (.waiting(timeToLive: .seconds(4)), #"{"state":"waiting","timeToLiveMilliseconds":4000}"#),
            (
                .running(deadline: .milliseconds(9500), timeToLive: .seconds(6)),
                #"{"deadlineMilliseconds":9500,"state":"running","timeToLiveMilliseconds":6000}"#
            ),
            (
                .paused(remaining: .milliseconds(1250), timeToLive: .seconds(6)),
                #"{"remainingMilliseconds":1250,"state":"paused","timeToLiveMilliseconds":6000}"#
            ),
        ]
    )
    func timer(timer: StatusBoard.Entry.Timer, json: String) throws {
        #expect(try self.encoded(timer) == json)
        #expect(try self.decoded(StatusBoard.Entry.Timer.self, from: json) == timer)
    }

    // MARK: - Decoding errors

    @Test func aMultiplierBelowOneIsADecodingErrorAtItsKey() {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"accessibilityMultiplier":0.5}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["accessibilityMultiplier"])
        #expect(
            corruption?.description
                == "Invalid accessibilityMultiplier (0.5): the multiplier must be from 1 to 10, since it may only lengthen durations."
        )
    }

    @Test func moreShownMessagesThanThePolicyAllowsIsADecodingErrorAtVisible() {
        let entry = #"{"message":\#(Self.stickyJSON),"repeatCount":1,"timer":{"state":"sticky"},"token":1}"#
        let other = #"{"message":\#(Self.stickyJSON),"repeatCount":1,"timer":{"state":"sticky"},"token":2}"#
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"policy":{"mode":"queue"},"visible":[\#(entry),\#(other)]}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["visible"])
        #expect(corruption?.description == "2 messages are shown, but the queue policy shows at most 1.")

        let replace = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"visible":[\#(entry),\#(other)]}"#)
        }
        #expect(self.corruption(of: replace)?.path == ["visible"])
    }

    @Test func aStackMayShowUpToItsLimit() throws {
        let entries = (1...3).map {
            #"{"message":\#(Self.stickyJSON),"repeatCount":1,"timer":{"state":"sticky"},"token":\#($0)}"#
        }
        let json = #"{"policy":{"limit":3,"mode":"stack"},"visible":[\#(entries.joined(separator: ","))]}"#
        #expect(try self.decoded(StatusBoard.self, from: json).visible.count == 3)
    }

    @Test func anUnknownPolicyModeIsADecodingErrorAtMode() {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"policy":{"mode":"shuffle"}}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["policy", "mode"])
        #expect(
            corruption?.description == #"Unknown policy "shuffle": expected "replace", "queue" or "stack"."#
        )
    }

    @Test func aStackWithoutAPositiveLimitIsADecodingErrorAtLimit() {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.Policy.self, from: #"{"limit":0,"mode":"stack"}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["limit"])
        #expect(corruption?.description == "Invalid limit (0): a stack must show at least one message.")
    }

    @Test func aTokenAboveTheLastTokenIsADecodingErrorAtLastToken() {
        let entry = #"{"message":\#(Self.stickyJSON),"repeatCount":1,"timer":{"state":"sticky"},"token":5}"#
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"lastToken":4,"visible":[\#(entry)]}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["lastToken"])
        #expect(corruption?.description == "Token #5 is above the last token issued (#4).")
    }

    @Test func anUnknownTimerStateIsADecodingErrorAtState() {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.Entry.Timer.self, from: #"{"state":"frozen"}"#)
        }
        #expect(self.corruption(of: error)?.path == ["state"])
    }

    @Test func aNegativeMessageDurationInsideABoardNamesItsPath() {
        let entry = #"{"message":{"duration":-5,"text":"A"},"repeatCount":1,"timer":{"state":"sticky"},"token":1}"#
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"visible":[\#(entry)]}"#)
        }
        #expect(self.corruption(of: error)?.path == ["visible", "Index 0", "message", "duration"])
    }

    // MARK: - Hostile states (a board read from JSON must be able to go on)

    /// A restored board with the last token at `UInt64.max` trapped on its next post, and one with a
    /// repeat count at `Int.max` on its next merge (found by the decoder fuzz target).
    @Test func aLastTokenAboveTwoToTheFiftyThreeIsADecodingErrorAtLastToken() throws {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: #"{"lastToken":18446744073709551615}"#)
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["lastToken"])
        #expect(corruption?.description == "The last token must be at most 9007199254740991, not 18446744073709551615.")

        var largest = try self.decoded(StatusBoard.self, from: #"{"lastToken":9007199254740991}"#)
        #expect(largest.post(StatusMessage("Next"), at: .zero) == StatusBoard.Token(rawValue: 9_007_199_254_740_992))
    }

    @Test func aRepeatCountAboveTwoToTheFiftyThreeIsADecodingErrorAtTheCount() throws {
        func board(repeatCount: Int) -> String {
            #"{"lastToken":1,"visible":[{"message":\#(Self.stickyJSON),"repeatCount":\#(repeatCount),"#
                + #""timer":{"state":"sticky"},"token":1}]}"#
        }
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusBoard.self, from: board(repeatCount: Int.max))
        }
        let corruption = self.corruption(of: error)
        #expect(corruption?.path == ["visible", "Index 0", "repeatCount"])
        #expect(corruption?.description == "A repeat count must be at most 9007199254740991, not 9223372036854775807.")

        var largest = try self.decoded(StatusBoard.self, from: board(repeatCount: 9_007_199_254_740_991))
        let message = largest.visible[0].message
        #expect(largest.post(message, at: .zero) == StatusBoard.Token(rawValue: 1))
        #expect(largest.visible[0].repeatCount == 9_007_199_254_740_992)
    }

    @Test(
        "A time to live or time left that the board could never have is a decoding error at the timer",
        arguments: [
            (#"{"state":"waiting","timeToLiveMilliseconds":0}"#, "time to live", "0"),
            (#"{"deadlineMilliseconds":5,"state":"running","timeToLiveMilliseconds":-5}"#, "time to live", "-5"),
            (
                #"{"deadlineMilliseconds":5,"state":"running","timeToLiveMilliseconds":9223372036854775807}"#,
                "time to live", "9223372036854775807"
            ),
            (#"{"state":"waiting","timeToLiveMilliseconds":907200001}"#, "time to live", "907200001"),
            (#"{"remainingMilliseconds":0,"state":"paused","timeToLiveMilliseconds":4000}"#, "time left", "0"),
            (#"{"remainingMilliseconds":4001,"state":"paused","timeToLiveMilliseconds":4000}"#, "time left", "4001"),
        ]
    )
    func impossibleTimers(timer: String, what: String, milliseconds: String) {
        let paused = timer.contains("paused")
        let waiting = timer.contains("waiting")
        let shown = #"{"message":\#(Self.stickyJSON),"repeatCount":1,"timer":{"state":"sticky"},"token":1}"#
        let entry = #"{"message":\#(Self.savedJSON),"repeatCount":1,"timer":\#(timer),"token":2}"#
        let json =
            waiting
            ? #"{"accessibilityMultiplier":1.5,"policy":{"mode":"queue"},"visible":[\#(shown)],"waiting":[\#(entry)]}"#
            : #"{"accessibilityMultiplier":1.5,"isPaused":\#(paused),"visible":[\#(entry)]}"#
        let error = #expect(throws: DecodingError.self) { try self.decoded(StatusBoard.self, from: json) }
        let corruption = self.corruption(of: error)
        let member = what == "time left" ? "remainingMilliseconds" : "timeToLiveMilliseconds"
        #expect(corruption?.path == [waiting ? "waiting" : "visible", "Index 0", "timer", member])
        let expected =
            what == "time left"
            ? "A paused timer's time left must be more than 0 and at most its time to live (4000 ms), "
                + "not \(milliseconds) ms."
            : "A timer's time to live must be more than 0 and at most 907200000 ms "
                + "(7 days times the accessibility multiplier), not \(milliseconds) ms."
        #expect(corruption?.description == expected)
    }

    @Test func theLongestTimeToLiveAndAFullTimeLeftAreRead() throws {
        let entry =
            #"{"message":\#(Self.savedJSON),"repeatCount":1,"#
            + #""timer":{"remainingMilliseconds":907200000,"state":"paused","timeToLiveMilliseconds":907200000},"#
            + #""token":1}"#
        let board = try self.decoded(
            StatusBoard.self,
            from:
                #"{"accessibilityMultiplier":1.5,"isAssistiveTechnologyRunning":false,"isPaused":true,"visible":[\#(entry)]}"#
        )
        #expect(board.visible[0].timer == .paused(remaining: .seconds(907_200), timeToLive: .seconds(907_200)))
    }
}

@Suite("Status boards restored with a message twice")
struct StatusBoardRestoredTwinTests {
    /// A stack of `count` shown sticky messages, each token's text "M<token>" but for the tokens in
    /// `saved`, whose text is "Saved": a state an older version's board could reach (it merged only
    /// into the newest message), which this version reads as it is.
    private func restored(count: Int, saved: [Int]) throws -> StatusBoard {
        let entries = (1...count).map { token in
            let text = saved.contains(token) ? "Saved" : "M\(token)"
            return #"{"message":{"duration":"sticky","text":"\#(text)"},"repeatCount":1,"#
                + #""timer":{"state":"sticky"},"token":\#(token)}"#
        }
        let json =
            #"{"lastToken":\#(count),"policy":{"limit":\#(count),"mode":"stack"},"#
            + #""visible":[\#(entries.joined(separator: ","))]}"#
        return try JSONDecoder().decode(StatusBoard.self, from: Data(json.utf8))
    }

    /// A post merges into the twin with the highest token; when that one goes, into the next; a board
    /// of a few slots finds them by comparing, one of more than eight through its index.
    @Test("A post merges into the newest twin, then the next", arguments: [3, 20])
    func mergesIntoTheNewestTwinThenTheNext(count: Int) throws {
        var board = try self.restored(count: count, saved: [1, 2])
        let saved = StatusMessage("Saved", duration: .sticky)
        let first = StatusBoard.Token(rawValue: 1)
        let second = StatusBoard.Token(rawValue: 2)
        #expect(board.post(saved, at: .zero) == second)
        #expect(board.entry(for: second)?.repeatCount == 2)
        #expect(board.entry(for: first)?.repeatCount == 1)

        #expect(board.dismiss(second, at: .zero) != nil)
        #expect(board.post(saved, at: .zero) == first)
        #expect(board.entry(for: first)?.repeatCount == 2)

        #expect(board.dismiss(first, at: .zero) != nil)
        let fresh = board.post(saved, at: .zero)
        #expect(fresh.rawValue == UInt64(count) + 1)
        #expect(board.entry(for: fresh)?.repeatCount == 1)
        #expect(board.post(saved, at: .zero) == fresh)
    }

    @Test("The older twin's going keeps the newer one found", arguments: [3, 20])
    func theOlderTwinsGoingKeepsTheNewerOne(count: Int) throws {
        var board = try self.restored(count: count, saved: [1, 3])
        let saved = StatusMessage("Saved", duration: .sticky)
        #expect(board.dismiss(StatusBoard.Token(rawValue: 1), at: .zero) != nil)
        #expect(board.post(saved, at: .zero) == StatusBoard.Token(rawValue: 3))
        #expect(board.entry(for: StatusBoard.Token(rawValue: 3))?.repeatCount == 2)
    }
}

@Suite("Status boards as JSON: waiting timers")
struct StatusBoardWaitingTimerCodableTests {
    private static func board(waitingTimer: String) -> String {
        #"{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false,"isPaused":false,"lastToken":2,"policy":{"mode":"queue"},"#
            + #""visible":[{"message":{"duration":1000,"text":"A"},"repeatCount":1,"#
            + #""timer":{"deadlineMilliseconds":1000,"state":"running","timeToLiveMilliseconds":1000},"token":1}],"#
            + #""waiting":[{"message":{"duration":1000,"text":"B"},"repeatCount":1,"timer":\#(waitingTimer),"token":2}]}"#
    }

    @Test(
        "A waiting message's timer is waiting or sticky: its time starts when it is shown",
        arguments: [
            #"{"deadlineMilliseconds":1000,"state":"running","timeToLiveMilliseconds":1000}"#,
            #"{"remainingMilliseconds":1000,"state":"paused","timeToLiveMilliseconds":1000}"#,
        ]
    )
    func aRunningOrPausedTimerOnAWaitingMessageIsADecodingErrorAtItsTimer(timer: String) {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StatusBoard.self, from: Data(Self.board(waitingTimer: timer).utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["waiting", "Index 0", "timer"])
        #expect(
            context.debugDescription
                == "A waiting message's timer must be waiting or sticky: its time starts when it is shown."
        )
    }

    @Test func aWaitingTimerOnATimedWaitingMessageIsRead() throws {
        let timer = #"{"state":"waiting","timeToLiveMilliseconds":1000}"#
        var board = try JSONDecoder().decode(StatusBoard.self, from: Data(Self.board(waitingTimer: timer).utf8))
        board.advance(to: .seconds(1))
        #expect(board.visible.map(\.message.text) == ["B"])
        #expect(board.visible[0].timer == .running(deadline: .seconds(2), timeToLive: .seconds(1)))
    }
}

/// A restored board's timers are the ones its own operations give: a board read with a timer its
/// message could not have went on wrongly — a timed message that never cleared, a sticky or critical
/// one that cleared, an Undo that went while a screen reader user was on their way to it.
@Suite("Status boards as JSON: a timer the board could not have given is refused")
struct StatusBoardImpossibleTimerCodableTests {
    private static let running = #"{"deadlineMilliseconds":4000,"state":"running","timeToLiveMilliseconds":4000}"#

    /// A board with one shown entry and, for a queue, one waiting entry.
    private static func board(
        message: String,
        timer: String,
        assistiveTechnology: Bool = false,
        waiting: (message: String, timer: String)? = nil
    ) -> String {
        let shown = #"{"message":\#(message),"repeatCount":1,"timer":\#(timer),"token":1}"#
        let queued = waiting.map { #"[{"message":\#($0.message),"repeatCount":1,"timer":\#($0.timer),"token":2}]"# }
        return #"{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":\#(assistiveTechnology),"#
            + #""isPaused":false,"lastToken":2,"policy":{"mode":"queue"},"visible":[\#(shown)],"#
            + #""waiting":\#(queued ?? "[]")}"#
    }

    private static func corruption(_ json: String) -> (path: [String], message: String)? {
        do {
            _ = try JSONDecoder().decode(StatusBoard.self, from: Data(json.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return (context.codingPath.map(\.stringValue), context.debugDescription)
        } catch {
            return ([], "\(error)")
        }
    }

    @Test func aTimedMessageWithAStickyTimerIsRefused() {
        let refused = Self.corruption(
            Self.board(message: #"{"duration":4000,"text":"A"}"#, timer: #"{"state":"sticky"}"#)
        )
        #expect(refused?.path == ["visible", "Index 0", "timer"])
        #expect(refused?.message == "The message is shown for 4000 ms, so its timer must be running, not sticky.")
    }

    @Test func aMessageThatNeverExpiresWithARunningTimerIsRefused() {
        let expected =
            "The message never expires (its duration, at least its kind's long one for an action, is sticky), so its "
            + "timer must be sticky, not running."
        let sticky = Self.corruption(Self.board(message: #"{"duration":"sticky","text":"A"}"#, timer: Self.running))
        #expect(sticky?.path == ["visible", "Index 0", "timer"])
        #expect(sticky?.message == expected)
        // An internal error with an action is shown at least its kind's long duration, which is sticky.
        let critical = Self.corruption(
            Self.board(
                message:
                    #"{"action":{"action":"log.send","title":"Send"},"duration":4000,"kind":"internalError","text":"A"}"#,
                timer: Self.running
            )
        )
        #expect(critical?.path == ["visible", "Index 0", "timer"])
        #expect(critical?.message == expected)
    }

    @Test func whileAssistiveTechnologyRunsAShownActionIsHeldAndNothingElse() {
        let undo = #"{"action":{"action":"undo","title":"Undo"},"duration":4000,"text":"A"}"#
        let held = Self.corruption(Self.board(message: undo, timer: Self.running, assistiveTechnology: true))
        #expect(held?.path == ["visible", "Index 0", "timer"])
        #expect(
            held?.message
                == "A shown message with an action stays until it is acted on or dismissed while assistive technology "
                + "is running, so its timer must be sticky, not running."
        )
        let plain = Self.corruption(
            Self.board(
                message: #"{"duration":4000,"text":"A"}"#,
                timer: #"{"state":"sticky"}"#,
                assistiveTechnology: true
            )
        )
        #expect(
            plain?.message
                == "The message is shown for 4000 ms and has no action to wait for, so its timer must be running, not sticky."
        )
        let notRunning = Self.corruption(Self.board(message: undo, timer: #"{"state":"sticky"}"#))
        #expect(
            notRunning?.message
                == "The message is shown for 4000 ms and assistive technology is not running, so its timer must be "
                + "running, not sticky."
        )
        // An action that is not drawn (a blank identifier) holds nothing: its message is timed.
        let blank = #"{"action":{"action":" ","title":"Undo"},"duration":4000,"text":"A"}"#
        #expect(Self.corruption(Self.board(message: blank, timer: Self.running, assistiveTechnology: true)) == nil)
        #expect(
            Self.corruption(Self.board(message: undo, timer: #"{"state":"sticky"}"#, assistiveTechnology: true)) == nil
        )
    }

    @Test func aWaitingTimerIsStickyExactlyForAMessageThatNeverExpires() {
        let shown = (message: #"{"duration":"sticky","text":"A"}"#, timer: #"{"state":"sticky"}"#)
        let timed = Self.corruption(
            Self.board(
                message: shown.message,
                timer: shown.timer,
                waiting: (#"{"duration":1000,"text":"B"}"#, #"{"state":"sticky"}"#)
            )
        )
        #expect(timed?.path == ["waiting", "Index 0", "timer"])
        #expect(
            timed?.message
                == "The message is shown for 1000 ms once it is shown, so its timer must be waiting, not sticky."
        )
        let sticky = Self.corruption(
            Self.board(
                message: shown.message,
                timer: shown.timer,
                waiting: (#"{"duration":"sticky","text":"B"}"#, #"{"state":"waiting","timeToLiveMilliseconds":1000}"#)
            )
        )
        #expect(sticky?.path == ["waiting", "Index 0", "timer"])
        #expect(
            sticky?.message
                == "The message never expires (its duration, at least its kind's long one for an action, is sticky), so "
                + "its timer must be sticky, not waiting."
        )
        // A waiting message's action holds nothing until it is shown.
        let undo = #"{"action":{"action":"undo","title":"Undo"},"duration":1000,"text":"B"}"#
        let waiting = #"{"state":"waiting","timeToLiveMilliseconds":4000}"#
        #expect(
            Self.corruption(
                Self.board(
                    message: shown.message,
                    timer: shown.timer,
                    assistiveTechnology: true,
                    waiting: (undo, waiting)
                )
            )
                == nil
        )
    }

    @Test func aTimeToLiveShorterThanTheMessagesDurationIsRefused() {
        let short = #"{"deadlineMilliseconds":3999,"state":"running","timeToLiveMilliseconds":3999}"#
        let refused = Self.corruption(Self.board(message: #"{"duration":4000,"text":"A"}"#, timer: short))
        #expect(refused?.path == ["visible", "Index 0", "timer", "timeToLiveMilliseconds"])
        #expect(
            refused?.message
                == "A timer's time to live (3999 ms) must be at least its message's duration (4000 ms), which the board "
                + "only lengthens."
        )
        // Lengthened for an action or by the multiplier, it is read.
        let long = #"{"deadlineMilliseconds":6000,"state":"running","timeToLiveMilliseconds":6000}"#
        #expect(Self.corruption(Self.board(message: #"{"duration":4000,"text":"A"}"#, timer: long)) == nil)
    }
}
