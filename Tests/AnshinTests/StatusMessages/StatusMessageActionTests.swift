import Anshin
import Foundation
import Testing

@Suite("A status message with an action")
struct StatusMessageActionTests {
    private let undo = StatusMessage.Action.undo("photos.restore")

    private func deleted(
        kind: StatusMessage.Kind = .success,
        duration: StatusMessage.DisplayDuration? = nil
    )
        -> StatusMessage
    {
        StatusMessage("Deleted 3 photos", kind: kind, duration: duration, action: self.undo)
    }

    // MARK: - The model

    @Test func theUndoActionIsLocalized() {
        #expect(self.undo.title == .localized(.undo))
        #expect(self.undo.action == "photos.restore")
        #expect(self.undo.title.resolved(using: Catalog.english) == "Undo")
        #expect(self.undo.title.resolved(using: Catalog.japanese) == "取り消す")
        #expect(StatusMessage.Action(title: "Undo", action: "x") != StatusMessage.Action(title: "Undo", action: "y"))
    }

    @Test(
        "Each kind's long duration",
        arguments: [
            (StatusMessage.Kind.normal, StatusMessage.DisplayDuration.normal),
            (.success, .successLong),
            (.caution, .cautionLong),
            (.error, .errorLong),
            (.debug, .normal),
            (.internalError, .sticky),
            (StatusMessage.Kind(rawValue: "celebration"), .normal),
        ]
    )
    func longDuration(kind: StatusMessage.Kind, expected: StatusMessage.DisplayDuration) {
        #expect(kind.longDuration == expected)
        // A message with an action and the kind's default duration is shown the long one.
        #expect(self.deleted(kind: kind).effectiveDuration == expected)
        // Without an action, the duration is the one asked for.
        #expect(StatusMessage("Deleted 3 photos", kind: kind).effectiveDuration == kind.defaultDuration)
    }

    @Test func aMessageWithAnActionIsNeverShorterThanItsKindsLongDuration() throws {
        #expect(self.deleted(duration: try .timed(.seconds(1))).effectiveDuration == .successLong)
        #expect(self.deleted(duration: .successShort).effectiveDuration.milliseconds == 6000)
        // A longer duration, or sticky, is kept.
        #expect(self.deleted(duration: try .timed(.seconds(20))).effectiveDuration.milliseconds == 20_000)
        #expect(self.deleted(duration: .sticky).effectiveDuration == .sticky)
        // The duration asked for is what the model keeps, and what the wire carries.
        #expect(self.deleted(duration: try .timed(.seconds(1))).duration.milliseconds == 1000)
    }

    /// An empty or blank identifier names no code (a recovery refuses one): its button would do nothing.
    @Test(arguments: ["", " ", "\n", "\u{00A0}\u{FEFF}"])
    func anActionWithABlankIdentifierIsNotShownAndDoesNotLengthenTheMessage(identifier: String) {
        let empty = StatusMessage(
            "Deleted",
            kind: .success,
            action: StatusMessage.Action(title: "Undo", action: ActionIdentifier(rawValue: identifier))
        )
        #expect(empty.action != nil)
        #expect(empty.shownAction == nil)
        #expect(empty.effectiveDuration == .successShort)
        #expect(empty.presentation.element(withID: "action") == nil)
        #expect(empty.presentation.root.children.map(\.id) == ["icon", "kind", "text"])
    }

    @Test func anActionWithABlankTitleIsNotShownAndDoesNotLengthenTheMessage() {
        let blank = StatusMessage("Deleted", kind: .success, action: StatusMessage.Action(title: " \n", action: "x"))
        #expect(blank.action != nil)
        #expect(blank.shownAction == nil)
        #expect(blank.effectiveDuration == .successShort)
        #expect(blank.presentation.element(withID: "action") == nil)
        #expect(self.deleted().shownAction == self.undo)
    }

    // MARK: - The presentation

    @Test func theActionIsAButtonInsideTheLiveRegionAfterTheText() throws {
        let presentation = self.deleted().presentation
        #expect(presentation.elements.map(\.id) == ["status-message", "icon", "kind", "text", "action"])
        let button = try #require(presentation.element(withID: "action"))
        #expect(button.kind == .button(.init(role: .default, action: "photos.restore")))
        #expect(button.text == .localized(.undo))
        #expect(button.tone == .accent)
        #expect(button.accessibility == .button(.localized(.undo)))
        #expect(presentation.root.accessibility.role == .status)
        // The announcement stays the message's own.
        #expect(presentation.root.accessibility.announcement == self.deleted().announcement)
    }

    @Test func aMergedMessageShowsItsCountBeforeItsAction() {
        var board = StatusBoard()
        board.post(self.deleted(), at: .zero)
        board.post(self.deleted(), at: .seconds(1))
        let ids = board.current?.presentation.elements.map(\.id)
        #expect(ids == ["status-message", "icon", "kind", "text", "repeat-count", "action"])
    }

    @Test func aMessageWithAnActionPassesTheAudit() {
        #expect(AccessibilityAudit.run(on: self.deleted()).isEmpty)
        #expect(AccessibilityAudit.run(on: self.deleted(), localizer: Catalog.japanese).isEmpty)
    }

    /// A localized title that resolves to nothing draws an empty button: the audit says so.
    @Test(
        "A title that resolves blank is an audit error at the button",
        arguments: [
            Catalog(languageCode: "en", entries: ["photos.undo": " "]),
            Catalog(languageCode: "ja", entries: ["photos.undo": "　"]),
        ]
    )
    func aBlankLocalizedTitleIsAnAuditError(catalog: Catalog) {
        let message = StatusMessage(
            "Deleted 3 photos",
            kind: .success,
            action: StatusMessage.Action(title: .localized("photos.undo"), action: "photos.restore")
        )
        let diagnostics = AccessibilityAudit.run(on: message, localizer: catalog)
        #expect(diagnostics.map(\.path) == ["status-message/action"])
        #expect(diagnostics.map(\.rule) == [.buttonWithoutName])
        #expect(diagnostics.map(\.severity) == [.error])
    }

    // MARK: - The wire format

    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func theActionIsWrittenBeforeTheOtherMembersAndReadBack() throws {
        let json = try self.encoded(self.deleted())
        #expect(
            json
                == #"{"action":{"action":"photos.restore","title":{"key":"button.undo"}},"#
                + #""duration":4000,"kind":"success","text":"Deleted 3 photos"}"#
        )
        #expect(try JSONDecoder().decode(StatusMessage.self, from: Data(json.utf8)) == self.deleted())
        // A message without an action writes no action member.
        #expect(try self.encoded(StatusMessage("Saved")) == #"{"duration":4000,"kind":"normal","text":"Saved"}"#)
    }

    @Test func anActionWithoutItsIdentifierIsADecodingErrorAtThePath() {
        let json = #"{"text":"Deleted","action":{"title":"Undo"}}"#
        do {
            _ = try JSONDecoder().decode(StatusMessage.self, from: Data(json.utf8))
            Issue.record("decoded an action without its identifier")
        } catch let DecodingError.keyNotFound(key, context) {
            #expect((context.codingPath + [key]).map(\.stringValue) == ["action", "action"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite("A status message with an action on a board")
struct StatusBoardActionTests {
    private let deleted = StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))

    @Test func itIsShownItsKindsLongDurationTimesTheMultiplier() throws {
        var plain = StatusBoard()
        plain.post(self.deleted, at: .zero)
        #expect(plain.nextDeadline == .seconds(6))

        var lengthened = try StatusBoard(accessibilityMultiplier: 1.5)
        lengthened.post(self.deleted, at: .zero)
        #expect(lengthened.nextDeadline == .seconds(9))
        #expect(lengthened.current?.timer == .running(deadline: .seconds(9), timeToLive: .seconds(9)))

        // The same text without the action is another message, shown its own 4 s.
        var board = try StatusBoard(policy: .stack(limit: 2))
        board.post(self.deleted, at: .zero)
        board.post(StatusMessage("Deleted 3 photos", kind: .success), at: .zero)
        #expect(board.visible.map(\.deadline) == [.seconds(6), .seconds(4)])
    }

    @Test func whileAssistiveTechnologyRunsItStaysUntilDismissed() throws {
        var board = StatusBoard(policy: .queue)
        board.setAssistiveTechnologyRunning(true, at: .zero)
        #expect(board.isAssistiveTechnologyRunning)
        let token = board.post(self.deleted, at: .zero)
        let next = board.post(StatusMessage("Synced"), at: .zero)
        #expect(board.current?.timer == .sticky)
        #expect(board.nextDeadline == nil)
        #expect(board.advance(to: .seconds(3600)) == [])
        #expect(board.expire(token, at: .seconds(3600)) == false)
        #expect(board.current?.token == token)
        // Acting on it is the app's: it runs the action and dismisses the message.
        #expect(board.dismiss(token, at: .seconds(3601))?.token == token)
        // A message without an action keeps its time.
        #expect(board.current?.token == next)
        #expect(board.current?.deadline == .seconds(3605))
    }

    @Test func aShownMessageIsHeldWhenAssistiveTechnologyStartsAndTimedAgainWhenItStops() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        let token = board.post(self.deleted, at: .zero)
        let other = board.post(StatusMessage("Synced"), at: .zero)
        board.setAssistiveTechnologyRunning(true, at: .seconds(5))
        #expect(board.entry(for: token)?.timer == .sticky)
        // (The message without an action was due at 4 s: it cleared before the change.)
        #expect(board.entry(for: other) == nil)
        #expect(board.advance(to: .seconds(100)) == [])
        // Telling it again changes nothing.
        board.setAssistiveTechnologyRunning(true, at: .seconds(100))
        #expect(board.entry(for: token)?.timer == .sticky)

        board.setAssistiveTechnologyRunning(false, at: .seconds(200))
        #expect(!board.isAssistiveTechnologyRunning)
        #expect(board.entry(for: token)?.timer == .running(deadline: .seconds(206), timeToLive: .seconds(6)))
        #expect(board.advance(to: .seconds(206)).map(\.token) == [token])
    }

    @Test func whatWasDueClearsBeforeAssistiveTechnologyStarts() {
        var board = StatusBoard()
        let token = board.post(self.deleted, at: .zero)
        board.setAssistiveTechnologyRunning(true, at: .seconds(6))
        #expect(board.entry(for: token) == nil)
    }

    @Test func onAPausedBoardItGetsItsFullTimePausedWhenAssistiveTechnologyStops() {
        var board = StatusBoard()
        board.setAssistiveTechnologyRunning(true, at: .zero)
        board.post(self.deleted, at: .zero)
        board.pause(at: .seconds(1))
        #expect(board.current?.timer == .sticky)
        board.setAssistiveTechnologyRunning(false, at: .seconds(2))
        #expect(board.current?.timer == .paused(remaining: .seconds(6), timeToLive: .seconds(6)))
        board.resume(at: .seconds(10))
        #expect(board.nextDeadline == .seconds(16))
    }

    @Test func aWaitingMessageIsHeldWhenItIsShown() throws {
        var board = StatusBoard(policy: .queue)
        board.setAssistiveTechnologyRunning(true, at: .zero)
        let first = board.post(StatusMessage("Synced"), at: .zero)
        let second = board.post(self.deleted, at: .zero)
        #expect(board.waiting.first?.timer == .waiting(timeToLive: .seconds(6)))
        #expect(board.advance(to: .seconds(4)).map(\.token) == [first])
        #expect(board.current?.token == second)
        #expect(board.current?.timer == .sticky)
    }

    @Test func aMergeIntoAHeldMessageCountsAndKeepsItHeld() {
        var board = StatusBoard()
        board.setAssistiveTechnologyRunning(true, at: .zero)
        let token = board.post(self.deleted, at: .zero)
        #expect(board.post(self.deleted, at: .seconds(30)) == token)
        #expect(board.current?.repeatCount == 2)
        #expect(board.current?.timer == .sticky)
    }

    @Test func theFlagIsPartOfTheBoardsStateAndItsJSON() throws {
        var board = StatusBoard()
        board.setAssistiveTechnologyRunning(true, at: .zero)
        board.post(self.deleted, at: .zero)
        #expect(board != StatusBoard())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(board), as: UTF8.self)
        #expect(json.contains(#""isAssistiveTechnologyRunning":true"#))
        let decoded = try JSONDecoder().decode(StatusBoard.self, from: Data(json.utf8))
        #expect(decoded == board)
        #expect(decoded.isAssistiveTechnologyRunning)
        // An older board's JSON, without the member, reads as not running.
        let older = #"{"policy":{"mode":"replace"},"visible":[],"waiting":[]}"#
        #expect(
            try JSONDecoder().decode(StatusBoard.self, from: Data(older.utf8)).isAssistiveTechnologyRunning == false
        )
    }
}
