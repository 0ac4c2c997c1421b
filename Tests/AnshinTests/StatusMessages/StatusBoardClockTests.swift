import Anshin
import Foundation
import Testing

/// A board's `now` is the caller's: a clock that goes backwards (a restored board driven from a new
/// origin, a wall clock set back) must not give a message more time than it has, nor leave the board
/// in a state its own JSON cannot restore.
@Suite("Status boards on a clock that goes backwards")
struct StatusBoardClockTests {
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func pausingBeforeAMessageWasShownKeepsAtMostItsTimeToLive() throws {
        var board = StatusBoard()
        board.post(StatusMessage("Saved", kind: .success), at: .seconds(10))  // 4 s, until 14 s
        board.pause(at: .seconds(5))  // the clock went back 5 s
        #expect(board.visible.map(\.timer) == [.paused(remaining: .seconds(4), timeToLive: .seconds(4))])
        board.resume(at: .seconds(20))
        #expect(board.nextDeadline == .seconds(24))
    }

    @Test func aBoardPausedAfterTheClockWentBackReadsBackFromItsOwnJSON() throws {
        var board = StatusBoard()
        board.post(StatusMessage("Saved", kind: .success), at: .seconds(10))
        board.pause(at: .seconds(5))
        let json = try self.encoded(board)
        #expect(
            json
                == #"{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false,"isPaused":true,"lastToken":1,"policy":{"mode":"replace"},"#
                + #""visible":[{"message":{"duration":4000,"kind":"success","text":"Saved"},"repeatCount":1,"#
                + #""timer":{"remainingMilliseconds":4000,"state":"paused","timeToLiveMilliseconds":4000},"token":1}],"waiting":[]}"#
        )
        #expect(try JSONDecoder().decode(StatusBoard.self, from: Data(json.utf8)) == board)
    }

    @Test func theTimeLeftBeforeAMessageWasShownIsItsTimeToLive() throws {
        var board = try StatusBoard(accessibilityMultiplier: 1.5)
        let token = board.post(StatusMessage("Saved", kind: .success), at: .seconds(10))  // 6 s, until 16 s
        let entry = try #require(board.entry(for: token))
        #expect(entry.remaining(at: .seconds(2)) == .seconds(6))
        #expect(entry.remaining(at: .seconds(12)) == .seconds(4))
        #expect(entry.remaining(at: .seconds(17)) == .zero)
    }
}
