import Anshin
import Testing

@Suite("Status board: replacing, expiring, merging, pausing")
struct StatusBoardTests {
    private func message(_ text: String, seconds: Int64, kind: StatusMessage.Kind = .normal) throws -> StatusMessage {
        StatusMessage(UserText(verbatim: text), kind: kind, duration: try .timed(.seconds(seconds)))
    }

    // MARK: - The seed's scenario

    @Test func anOlderExpiryNeverClearsTheNewerMessage() throws {
        var board = StatusBoard()
        let first = board.post(try self.message("A", seconds: 5), at: .seconds(0))
        let second = board.post(try self.message("B", seconds: 5), at: .seconds(4))
        #expect(first < second)
        #expect(board.entry(for: first) == nil)

        #expect(board.expire(first, at: .seconds(5)) == false)
        #expect(board.current?.token == second)
        #expect(board.current?.message.text == "B")
        #expect(board.current?.deadline == .seconds(9))

        #expect(board.advance(to: .milliseconds(8999)) == [])
        #expect(board.current?.token == second)

        #expect(board.expire(second, at: .seconds(9)) == true)
        #expect(board.current == nil)
        #expect(board.visible.isEmpty)
    }

    @Test func theNewerMessageClearsAtItsOwnDeadlineThroughAdvance() throws {
        var board = StatusBoard()
        board.post(try self.message("A", seconds: 5), at: .seconds(0))
        let second = board.post(try self.message("B", seconds: 5), at: .seconds(4))
        #expect(board.advance(to: .seconds(5)) == [])
        let cleared = board.advance(to: .seconds(9))
        #expect(cleared.map(\.token) == [second])
        #expect(board.current == nil)
    }

    @Test func aThousandRapidPostsLeaveOnlyTheLastUntilItsDeadline() throws {
        var board = StatusBoard()
        var tokens: [StatusBoard.Token] = []
        for index in 0..<1000 {
            let message = try self.message("Message \(index)", seconds: 5)
            tokens.append(board.post(message, at: .milliseconds(index)))
            #expect(board.visible.count == 1)
        }
        #expect(tokens == tokens.sorted())
        #expect(Set(tokens).count == 1000)
        let last = tokens[999]
        #expect(board.current?.token == last)
        #expect(board.current?.deadline == .milliseconds(5999))

        for (index, token) in tokens.dropLast().enumerated() {
            let deadline = Duration.milliseconds(index) + .seconds(5)
            #expect(board.expire(token, at: deadline) == false, "expiry of message \(index) at \(deadline)")
            #expect(board.current?.token == last, "message \(index)'s expiry cleared the last message")
        }
        #expect(board.expire(last, at: .milliseconds(5998)) == false)
        #expect(board.current?.token == last)
        #expect(board.expire(last, at: .milliseconds(5999)) == true)
        #expect(board.current == nil)
    }

    // MARK: - Tokens

    /// A board finds a token's message by comparing tokens while it has a few slots, and through a
    /// dictionary once it has more than eight: every message must be found, once, whichever way, on
    /// boards that stay small, cross the point and shrink again.
    @Test("Every message is found by its token on boards of every size", arguments: [1, 7, 8, 9, 10, 30])
    func tokensAreFoundAtEverySize(count: Int) throws {
        var board = try StatusBoard(policy: .stack(limit: 50))
        var tokens: [StatusBoard.Token] = []
        for index in 0..<count {
            tokens.append(board.post(try self.message("M\(index)", seconds: 1_000), at: .seconds(Int64(index))))
        }
        for (index, token) in tokens.enumerated() {
            #expect(board.entry(for: token)?.message.text == UserText(verbatim: "M\(index)"))
        }
        // Dismiss every other message, newest first, then post as many again into the freed slots.
        for index in stride(from: count - 1, through: 0, by: -2) {
            let dismissed = board.dismiss(tokens[index], at: .seconds(100))
            let again = board.dismiss(tokens[index], at: .seconds(100))
            #expect(dismissed?.token == tokens[index])
            #expect(again == nil)
            #expect(board.entry(for: tokens[index]) == nil)
        }
        var kept = stride(from: count - 2, through: 0, by: -2).map { tokens[$0] }
        for index in 0..<(count + 1) / 2 {
            kept.append(board.post(try self.message("N\(index)", seconds: 1_000), at: .seconds(200)))
        }
        #expect(board.visible.count == kept.count)
        for token in kept {
            #expect(board.entry(for: token)?.token == token)
            let dismissed = board.dismiss(token, at: .seconds(300))
            #expect(dismissed?.token == token)
            #expect(board.entry(for: token) == nil)
        }
        #expect(board.visible.isEmpty)
        // An unknown token is found nowhere.
        #expect(board.entry(for: StatusBoard.Token(rawValue: 1_000_000)) == nil)
    }

    @Test func tokensStartAtOneAndStrictlyIncrease() throws {
        var board = try StatusBoard(policy: .stack(limit: 2))
        var previous: StatusBoard.Token?
        for index in 1...10 {
            let token = board.post(try self.message("Message \(index)", seconds: 5), at: .seconds(Int64(index)))
            #expect(token.rawValue == UInt64(index))
            if let previous { #expect(previous < token) }
            previous = token
        }
        #expect(StatusBoard.Token(rawValue: 7).description == "#7")
    }

    @Test func tokensKeepIncreasingAfterTheBoardEmpties() throws {
        var board = StatusBoard()
        let first = board.post(try self.message("A", seconds: 1), at: .zero)
        board.advance(to: .seconds(10))
        #expect(board.visible.isEmpty)
        let second = board.post(try self.message("A", seconds: 1), at: .seconds(10))
        #expect(second > first)
        board.dismissAll()
        let third = board.post(try self.message("A", seconds: 1), at: .seconds(10))
        #expect(third > second)
    }

    @Test func anEntryIsFoundByItsToken() throws {
        var board = StatusBoard(policy: .queue)
        let shown = board.post(try self.message("A", seconds: 5), at: .zero)
        let waiting = board.post(try self.message("B", seconds: 5), at: .zero)
        #expect(board.entry(for: shown)?.message.text == "A")
        #expect(board.entry(for: waiting)?.message.text == "B")
        #expect(board.entry(for: StatusBoard.Token(rawValue: 99)) == nil)
    }

    // MARK: - De-duplication

    @Test func anIdenticalMessageMergesAndRefreshesItsDeadline() throws {
        var board = StatusBoard()
        let saved = try self.message("Saved", seconds: 4, kind: .success)
        let first = board.post(saved, at: .zero)
        let second = board.post(saved, at: .seconds(3))
        #expect(second == first)
        #expect(board.visible.count == 1)
        #expect(board.current?.repeatCount == 2)
        #expect(board.current?.deadline == .seconds(7))

        #expect(board.expire(first, at: .seconds(4)) == false)
        #expect(board.current?.token == first)
        #expect(board.expire(first, at: .seconds(7)) == true)
        #expect(board.current == nil)
    }

    @Test func theRepeatCountIsShownInThePresentation() throws {
        var board = StatusBoard()
        let saved = StatusMessage("Saved", kind: .success)
        board.post(saved, at: .zero)
        let single = try #require(board.current).presentation
        #expect(single.element(withID: "repeat-count") == nil)

        board.post(saved, at: .seconds(1))
        let entry = try #require(board.current)
        let count = try #require(entry.presentation.element(withID: "repeat-count"))
        #expect(count.kind == .label)
        #expect(count.text?.resolved(using: Catalog.english) == "2 times")
        #expect(count.text?.resolved(using: Catalog.japanese) == "2回")
        #expect(count.accessibility.label?.resolved(using: Catalog.english) == "2 times")
        #expect(entry.presentation.elements.map(\.id) == ["status-message", "icon", "kind", "text", "repeat-count"])

        board.post(saved, at: .seconds(2))
        let third = try #require(board.current?.presentation.element(withID: "repeat-count"))
        #expect(third.text?.resolved(using: Catalog.english) == "3 times")
    }

    /// The report: on a stack, A, B, then A again showed A twice.
    @Test func aStackMergesAnIdenticalMessageThatIsNotTheNewest() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        let a = board.post(try self.message("A", seconds: 5), at: .zero)
        let b = board.post(try self.message("B", seconds: 5), at: .seconds(1))
        #expect(board.post(try self.message("A", seconds: 5), at: .seconds(2)) == a)
        // Nothing moves: A stays first, B second, and no token was issued.
        #expect(board.visible.map(\.token) == [a, b])
        #expect(board.visible.map(\.repeatCount) == [2, 1])
        #expect(board.visible.map(\.deadline) == [.seconds(7), .seconds(6)])
        #expect(board.nextDeadline == .seconds(6))
        #expect(board.post(try self.message("C", seconds: 6), at: .seconds(2)).rawValue == 3)
        // The expiry at A's old deadline clears nothing; B clears at 6 s and A at 7 s.
        #expect(board.expire(a, at: .seconds(5)) == false)
        #expect(board.entry(for: a)?.repeatCount == 2)
        #expect(board.advance(to: .seconds(6)).map(\.token) == [b])
        #expect(board.expire(a, at: .seconds(7)) == true)
        #expect(board.visible.map(\.message.text) == ["C"])
    }

    @Test func aMergeIntoAStackedMessageShowsItsCountWhereItIs() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        board.post(StatusMessage("Copied"), at: .zero)
        board.post(StatusMessage("Uploaded"), at: .seconds(1))
        board.post(StatusMessage("Copied"), at: .seconds(2))
        let lines = board.visible.map { entry in
            entry.presentation.elements.compactMap { $0.text?.resolved(using: Catalog.english) }
        }
        #expect(lines == [["Copied", "2 times"], ["Uploaded"]])
    }

    @Test func aMessageThatWasReplacedDoesNotMerge() throws {
        var board = StatusBoard()
        let saved = try self.message("Saved", seconds: 4)
        let first = board.post(saved, at: .zero)
        let other = board.post(try self.message("Deleted", seconds: 4), at: .seconds(1))
        let again = board.post(saved, at: .seconds(2))
        #expect(first < other)
        #expect(other < again)
        #expect(board.current?.token == again)
        #expect(board.current?.repeatCount == 1)
    }

    @Test func messagesThatDifferOnlyInKindOrDurationDoNotMerge() throws {
        var board = StatusBoard()
        let first = board.post(StatusMessage("Saved", kind: .success), at: .zero)
        let second = board.post(StatusMessage("Saved", kind: .normal), at: .zero)
        let third = board.post(StatusMessage("Saved", kind: .normal, duration: .successLong), at: .zero)
        #expect(first < second)
        #expect(second < third)
        #expect(board.current?.repeatCount == 1)
    }

    @Test func aMessageRepostedAfterItClearedStartsAgainWithANewToken() throws {
        var board = StatusBoard()
        let saved = try self.message("Saved", seconds: 4)
        let first = board.post(saved, at: .zero)
        let second = board.post(saved, at: .seconds(4))
        #expect(second > first)
        #expect(board.current?.repeatCount == 1)
        #expect(board.current?.deadline == .seconds(8))
    }

    @Test func aRepeatedStickyMessageCountsAndStays() {
        var board = StatusBoard()
        let crash = StatusMessage("Internal error: VAZ31", kind: .internalError)
        let first = board.post(crash, at: .zero)
        #expect(board.post(crash, at: .seconds(100)) == first)
        #expect(board.current?.repeatCount == 2)
        #expect(board.current?.timer == .sticky)
        #expect(board.advance(to: .seconds(1_000_000)) == [])
        #expect(board.current?.token == first)
    }

    // MARK: - Dismissing

    @Test func dismissingTheShownMessage() throws {
        var board = StatusBoard()
        let token = board.post(try self.message("A", seconds: 5), at: .zero)
        let removed = board.dismiss(token, at: .seconds(1))
        #expect(removed?.token == token)
        #expect(removed?.message.text == "A")
        #expect(board.current == nil)
        #expect(board.dismiss(token, at: .seconds(2)) == nil)
        #expect(board.expire(token, at: .seconds(5)) == false)
    }

    @Test func dismissingAnAlreadyClearedMessageIsANoOp() throws {
        var board = StatusBoard()
        let first = board.post(try self.message("A", seconds: 5), at: .zero)
        let second = board.post(try self.message("B", seconds: 5), at: .seconds(1))
        #expect(board.dismiss(first, at: .seconds(2)) == nil)
        #expect(board.current?.token == second)

        #expect(board.dismiss(second, at: .seconds(6)) == nil)
        #expect(board.current == nil)
    }

    @Test func dismissAllEmptiesTheBoard() throws {
        var board = try StatusBoard(policy: .stack(limit: 2))
        for index in 0..<4 { board.post(try self.message("M\(index)", seconds: 5), at: .zero) }
        #expect(board.visible.count == 2)
        #expect(board.waiting.count == 2)
        board.dismissAll()
        #expect(board.visible.isEmpty)
        #expect(board.waiting.isEmpty)
        #expect(board.nextDeadline == nil)
        #expect(board.advance(to: .seconds(100)) == [])
    }

    // MARK: - Sticky messages

    @Test func aStickyMessageStaysUntilReplaced() throws {
        var board = StatusBoard()
        let sticky = board.post(StatusMessage("Internal error", kind: .internalError), at: .zero)
        #expect(board.current?.timer == .sticky)
        #expect(board.current?.deadline == nil)
        #expect(board.current?.remaining(at: .seconds(5)) == nil)
        #expect(board.nextDeadline == nil)
        #expect(board.advance(to: .seconds(86_400)) == [])
        #expect(board.expire(sticky, at: .seconds(86_400)) == false)
        #expect(board.current?.token == sticky)

        let next = board.post(try self.message("Saved", seconds: 4), at: .seconds(86_401))
        #expect(board.entry(for: sticky) == nil)
        #expect(board.current?.token == next)
    }

    @Test func aStickyMessageStaysUntilDismissed() {
        var board = StatusBoard()
        let sticky = board.post(StatusMessage("Stuck", duration: .sticky), at: .zero)
        board.advance(to: .seconds(36_000))
        #expect(board.current?.token == sticky)
        #expect(board.dismiss(sticky, at: .seconds(36_001))?.token == sticky)
        #expect(board.current == nil)
    }

    // MARK: - Pausing

    @Test func pausingKeepsTheRemainingTimeExactly() throws {
        var board = StatusBoard()
        let token = board.post(try self.message("A", seconds: 6), at: .zero)
        board.pause(at: .seconds(2))
        #expect(board.isPaused)
        #expect(board.current?.timer == .paused(remaining: .seconds(4), timeToLive: .seconds(6)))
        #expect(board.current?.deadline == nil)
        #expect(board.current?.remaining(at: .seconds(9)) == .seconds(4))
        #expect(board.nextDeadline == nil)

        board.resume(at: .seconds(10))
        #expect(!board.isPaused)
        #expect(board.current?.deadline == .seconds(14))
        #expect(board.nextDeadline == .seconds(14))
        #expect(board.expire(token, at: .milliseconds(13_999)) == false)
        #expect(board.current?.token == token)
        #expect(board.expire(token, at: .seconds(14)) == true)
        #expect(board.current == nil)
    }

    @Test func nothingClearsWhilePaused() throws {
        var board = StatusBoard()
        let token = board.post(try self.message("A", seconds: 1), at: .zero)
        board.pause(at: .milliseconds(500))
        #expect(board.advance(to: .seconds(60)) == [])
        #expect(board.expire(token, at: .seconds(60)) == false)
        #expect(board.current?.token == token)
        #expect(board.current?.remaining(at: .seconds(60)) == .milliseconds(500))
    }

    @Test func pausingClearsWhatWasAlreadyDue() throws {
        var board = StatusBoard()
        board.post(try self.message("A", seconds: 1), at: .zero)
        board.pause(at: .seconds(2))
        #expect(board.visible.isEmpty)
        #expect(board.isPaused)
    }

    @Test func aMessagePostedWhilePausedStartsWhenResumed() throws {
        var board = StatusBoard()
        board.pause(at: .zero)
        let token = board.post(try self.message("A", seconds: 3), at: .seconds(1))
        #expect(board.current?.timer == .paused(remaining: .seconds(3), timeToLive: .seconds(3)))
        #expect(board.advance(to: .seconds(10)) == [])
        board.resume(at: .seconds(20))
        #expect(board.current?.deadline == .seconds(23))
        #expect(board.advance(to: .seconds(23)).map(\.token) == [token])
    }

    @Test func aMergeWhilePausedRestoresTheFullTime() throws {
        var board = StatusBoard()
        let saved = try self.message("Saved", seconds: 4)
        board.post(saved, at: .zero)
        board.pause(at: .seconds(3))
        board.post(saved, at: .seconds(5))
        #expect(board.current?.repeatCount == 2)
        #expect(board.current?.timer == .paused(remaining: .seconds(4), timeToLive: .seconds(4)))
        board.resume(at: .seconds(6))
        #expect(board.current?.deadline == .seconds(10))
    }

    @Test func pauseAndResumeAreIdempotent() throws {
        var board = StatusBoard()
        board.post(try self.message("A", seconds: 6), at: .zero)
        board.pause(at: .seconds(1))
        board.pause(at: .seconds(3))
        #expect(board.current?.timer == .paused(remaining: .seconds(5), timeToLive: .seconds(6)))
        board.resume(at: .seconds(4))
        board.resume(at: .seconds(8))
        #expect(board.current?.deadline == .seconds(9))
    }

    @Test func aStickyMessageStaysStickyThroughPauseAndResume() {
        var board = StatusBoard()
        board.post(StatusMessage("Stuck", duration: .sticky), at: .zero)
        board.pause(at: .seconds(1))
        board.resume(at: .seconds(2))
        #expect(board.current?.timer == .sticky)
    }

    // MARK: - Accessibility multiplier

    @Test func theMultiplierLengthensTimedMessages() throws {
        var board = try StatusBoard(accessibilityMultiplier: 1.5)
        #expect(board.accessibilityMultiplier == 1.5)
        let token = board.post(StatusMessage("Saved"), at: .zero)
        #expect(board.current?.timer == .running(deadline: .seconds(6), timeToLive: .seconds(6)))
        #expect(board.current?.message.duration == .normal)
        #expect(board.expire(token, at: .milliseconds(5999)) == false)
        #expect(board.expire(token, at: .seconds(6)) == true)
    }

    @Test func theMultiplierLeavesStickyMessagesSticky() throws {
        var board = try StatusBoard(accessibilityMultiplier: 3)
        board.post(StatusMessage("Crashed", kind: .internalError), at: .zero)
        #expect(board.current?.timer == .sticky)
    }

    @Test func aMultiplierOfOneChangesNothing() throws {
        var board = try StatusBoard(accessibilityMultiplier: 1)
        board.post(StatusMessage("Oops", kind: .error), at: .zero)
        #expect(board.current?.deadline == .seconds(9))
        #expect(try StatusBoard(accessibilityMultiplier: 1) == StatusBoard())
    }

    @Test(
        "A multiplier that would shorten or break durations is rejected",
        arguments: [
            (0.5, "0.5"),
            (0.999, "0.999"),
            (0, "0.0"),
            (-2, "-2.0"),
            (Double.nan, "nan"),
            (Double.infinity, "inf"),
        ]
    )
    func invalidMultiplier(multiplier: Double, written: String) {
        let expected = ValidationError(
            parameter: "accessibilityMultiplier",
            value: written,
            requirement: "the multiplier must be from 1 to 10, since it may only lengthen durations"
        )
        #expect(throws: expected) { try StatusBoard(accessibilityMultiplier: multiplier) }
    }

    /// Only an initializer that can fail throws: this function does not throw, so it would not
    /// compile if `StatusBoard(policy:)` or `StatusBoard()` did.
    @Test func aBoardWithoutAMultiplierIsMadeWithoutTry() {
        let queue = StatusBoard(policy: .queue)
        let replacing = StatusBoard()
        #expect(queue.policy == .queue)
        #expect(queue.accessibilityMultiplier == 1)
        #expect(replacing.policy == .replace)
        #expect(replacing == StatusBoard(policy: .replace))
        #expect(queue.visible.isEmpty && queue.waiting.isEmpty && !queue.isPaused)
    }

    @Test func theMultiplierInitializerKeepsThePolicy() throws {
        let board = try StatusBoard(policy: .queue, accessibilityMultiplier: 2)
        #expect(board.policy == .queue)
        #expect(board.accessibilityMultiplier == 2)
        #expect(try StatusBoard(accessibilityMultiplier: 1) == StatusBoard())
    }

    // MARK: - Deadlines

    @Test func nextDeadlineIsTheEarliestShownDeadline() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        #expect(board.nextDeadline == nil)
        board.post(try self.message("A", seconds: 9), at: .zero)
        #expect(board.nextDeadline == .seconds(9))
        board.post(try self.message("B", seconds: 4), at: .seconds(1))
        #expect(board.nextDeadline == .seconds(5))
        board.post(StatusMessage("C", duration: .sticky), at: .seconds(2))
        #expect(board.nextDeadline == .seconds(5))
        board.advance(to: .seconds(5))
        #expect(board.nextDeadline == .seconds(9))
        board.advance(to: .seconds(9))
        #expect(board.nextDeadline == nil)
        #expect(board.visible.count == 1)
    }

    @Test func remainingTimeCountsDownAndNeverGoesNegative() throws {
        var board = StatusBoard()
        board.post(try self.message("A", seconds: 5), at: .zero)
        let entry = try #require(board.current)
        #expect(entry.remaining(at: .zero) == .seconds(5))
        #expect(entry.remaining(at: .seconds(2)) == .seconds(3))
        #expect(entry.remaining(at: .seconds(7)) == .zero)
    }

    @Test func advanceReportsClearedEntriesInDeadlineOrder() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        let slow = board.post(try self.message("Slow", seconds: 9), at: .zero)
        let fast = board.post(try self.message("Fast", seconds: 2), at: .zero)
        let middle = board.post(try self.message("Middle", seconds: 5), at: .zero)
        #expect(board.advance(to: .seconds(20)).map(\.token) == [fast, middle, slow])
    }

    // MARK: - Presentation

    @Test func theBoardPrefixesElementIdentifiersWithEachToken() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        board.post(StatusMessage("Enter a name.", kind: .error), at: .zero)
        let presentation = board.presentation
        #expect(presentation.type == "statusBoard")
        #expect(presentation.root.id == "status-board")
        #expect(presentation.root.accessibility.role == .group)
        #expect(presentation.root.accessibility.label == .localized(.statusBoardLabel))
        #expect(
            presentation.elements.map(\.id) == [
                "status-board",
                "message-1-status-message", "message-1-icon", "message-1-kind", "message-1-text",
                "message-2-status-message", "message-2-icon", "message-2-kind", "message-2-text",
            ]
        )
        #expect(Set(presentation.elements.map(\.id)).count == presentation.elements.count)
        #expect(presentation.element(withID: "message-1-text")?.text == "Saved")
        #expect(presentation.element(withID: "message-2-text")?.text == "Enter a name.")
    }

    @Test func eachMessageOnTheBoardIsAStatusOrAnAlertByPoliteness() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        board.post(StatusMessage("Check the date.", kind: .caution), at: .zero)
        board.post(StatusMessage("Verbose", kind: .debug), at: .zero)
        let presentation = board.presentation
        #expect(presentation.element(withID: "message-1-status-message")?.accessibility.role == .status)
        #expect(presentation.element(withID: "message-2-status-message")?.accessibility.role == .alert)
        #expect(presentation.element(withID: "message-3-status-message")?.accessibility.role == .status)
        #expect(presentation.element(withID: "message-2-status-message")?.tone == .caution)
    }

    @Test func theBoardShowsRepeatCountsAndNoWaitingMessages() throws {
        var board = StatusBoard(policy: .queue)
        board.post(StatusMessage("Saved"), at: .zero)
        board.post(StatusMessage("Saved"), at: .zero)
        board.post(StatusMessage("Waiting"), at: .zero)
        let ids = board.presentation.elements.map(\.id)
        #expect(
            ids == [
                "status-board", "message-1-status-message", "message-1-icon", "message-1-text",
                "message-1-repeat-count",
            ]
        )
    }

    @Test func anEmptyBoardPresentsAnEmptyGroup() {
        let presentation = StatusBoard().presentation
        #expect(presentation.root.children.isEmpty)
        #expect(presentation.root.accessibility.role == .group)
    }
}
