import Anshin
import Foundation
import Testing

@Suite("Status boards stay within bounds and reject states they could never reach")
struct StatusBoardBoundsTests {
    @Test func timedDurationsAreAtMostSevenDays() throws {
        #expect(try StatusMessage.DisplayDuration.timed(.seconds(604_800)).milliseconds == 604_800_000)
        #expect(
            throws: ValidationError(
                parameter: "duration",
                value: "604801.0 seconds",
                requirement: "a timed display duration must be at most 7 days; use .sticky for a message that stays"
            )
        ) {
            try StatusMessage.DisplayDuration.timed(.seconds(604_801))
        }
        #expect(throws: ValidationError.self) { try StatusMessage.DisplayDuration.timed(.seconds(Int64.max)) }
    }

    @Test(arguments: [10.5, 1e300])
    func multipliersAboveTenAreRejected(multiplier: Double) {
        #expect(throws: ValidationError.self) { try StatusBoard(accessibilityMultiplier: multiplier) }
    }

    @Test func theLongestMessageTimesTheLargestMultiplierStillComputes() throws {
        var board = try StatusBoard(accessibilityMultiplier: 10)
        let longest = try StatusMessage.DisplayDuration.timed(StatusMessage.DisplayDuration.longestTimed)
        board.post(StatusMessage("Long", duration: longest), at: .seconds(1))
        #expect(board.nextDeadline == .seconds(6_048_001))
        let data = try JSONEncoder().encode(board)
        #expect(try JSONDecoder().decode(StatusBoard.self, from: data) == board)
    }

    private func decodingError(_ json: String) -> (path: [String], message: String)? {
        do {
            _ = try JSONDecoder().decode(StatusBoard.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return (context.codingPath.map(\.stringValue), context.debugDescription)
        } catch {
            return (["unexpected"], "\(error)")
        }
    }

    private let entry = #"{"token":1,"message":{"text":"A","kind":"normal","duration":4000},"repeatCount":1,"#

    @Test func waitingMessagesOnAReplacingBoardAreRejected() {
        let json =
            #"{"policy":{"mode":"replace"},"visible":[],"waiting":["# + entry
            + #""timer":{"state":"waiting","timeToLiveMilliseconds":4000}}]}"#
        #expect(decodingError(json)?.path == ["waiting"])
        #expect(decodingError(json)?.message == "Messages wait although the replace policy has room to show them.")
    }

    @Test func aPausedTimerOnARunningBoardIsRejected() {
        let json =
            #"{"visible":["# + entry
            + #""timer":{"state":"paused","remainingMilliseconds":10,"timeToLiveMilliseconds":4000}}]}"#
        #expect(decodingError(json)?.path == ["visible", "Index 0", "timer"])
        #expect(decodingError(json)?.message == "A shown message on a running board must be sticky or running.")
    }

    @Test func aRepeatCountUnderOneIsRejected() {
        let json =
            #"{"visible":[{"token":1,"message":{"duration":"sticky","text":"A"},"repeatCount":0,"timer":{"state":"sticky"}}]}"#
        #expect(decodingError(json)?.path == ["visible", "Index 0", "repeatCount"])
    }

    /// Tokens rise in posting order: the board shows its messages oldest first, and a message waits
    /// only while the board is full, so after every shown one.
    @Test func tokensOutOfPostingOrderAreRejected() {
        let entry = { (token: Int, text: String) in
            #"{"token":\#(token),"message":{"duration":"sticky","text":"\#(text)"},"repeatCount":1,"#
                + #""timer":{"state":"sticky"}}"#
        }
        let shown = #"{"policy":{"mode":"stack","limit":3},"visible":["# + entry(2, "B") + "," + entry(1, "A") + "]}"
        #expect(decodingError(shown)?.path == ["visible", "Index 1", "token"])
        #expect(
            decodingError(shown)?.message
                == "Messages are shown oldest first, then wait in the order they were posted, so tokens rise: "
                + "#1 comes after #2 (visible[0])."
        )
        // The same message twice, newer first, is out of order too.
        let twins = #"{"policy":{"mode":"stack","limit":3},"visible":["# + entry(2, "B") + "," + entry(1, "B") + "]}"
        #expect(decodingError(twins)?.path == ["visible", "Index 1", "token"])
        let waitingBefore =
            #"{"policy":{"mode":"queue"},"visible":["# + entry(3, "C") + #"],"waiting":["# + entry(2, "B") + "]}"
        #expect(decodingError(waitingBefore)?.path == ["waiting", "Index 0", "token"])
        #expect(
            decodingError(waitingBefore)?.message
                == "Messages are shown oldest first, then wait in the order they were posted, so tokens rise: "
                + "#2 comes after #3 (visible[0])."
        )
        let waitingOrder =
            #"{"policy":{"mode":"queue"},"visible":["# + entry(1, "A") + #"],"waiting":["# + entry(3, "C") + ","
            + entry(2, "B") + "]}"
        #expect(decodingError(waitingOrder)?.path == ["waiting", "Index 1", "token"])
        // In order, with gaps where messages were cleared, it reads.
        let inOrder =
            #"{"policy":{"mode":"stack","limit":2},"visible":["# + entry(2, "B") + "," + entry(5, "E") + #"],"#
            + #""waiting":["# + entry(7, "G") + "," + entry(9, "I") + "]}"
        #expect(decodingError(inOrder) == nil)
    }

    @Test func duplicateTokensAreRejected() {
        let sticky =
            #"{"token":1,"message":{"duration":"sticky","text":"A"},"repeatCount":1,"timer":{"state":"sticky"}}"#
        let json = #"{"policy":{"mode":"stack","limit":2},"visible":["# + sticky + "," + sticky + "]}"
        #expect(decodingError(json)?.path == ["visible", "Index 1", "token"])
        #expect(
            decodingError(json)?.message == "Two messages on the board have the same token: #1 is visible[0]'s too."
        )
        let waiting =
            #"{"policy":{"mode":"queue"},"visible":["# + sticky + #"],"waiting":["#
            + #"{"token":1,"message":{"duration":"sticky","text":"B"},"repeatCount":1,"timer":{"state":"sticky"}}]}"#
        #expect(decodingError(waiting)?.path == ["waiting", "Index 0", "token"])
        #expect(
            decodingError(waiting)?.message == "Two messages on the board have the same token: #1 is visible[0]'s too."
        )
    }
}
