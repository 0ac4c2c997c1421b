import Anshin
import Foundation
import Testing

@Suite("Status messages as JSON")
struct StatusMessageCodableTests {
    private func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decoded<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func codingPath(of error: (any Error)?) -> [String]? {
        guard case .dataCorrupted(let context) = error as? DecodingError else { return nil }
        return context.codingPath.map(\.stringValue)
    }

    @Test func aSuccessMessage() throws {
        let message = StatusMessage("Saved", kind: .success)
        #expect(try self.encoded(message) == #"{"duration":4000,"kind":"success","text":"Saved"}"#)
    }

    @Test func aStickyMessage() throws {
        let message = StatusMessage("Internal error: VAZ31", kind: .internalError)
        #expect(
            try self.encoded(message) == #"{"duration":"sticky","kind":"internalError","text":"Internal error: VAZ31"}"#
        )
    }

    @Test func aCountedMessage() throws {
        let message = StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success, duration: .successLong)
        #expect(
            try self.encoded(message)
                == #"{"duration":6000,"kind":"success","text":{"count":2,"key":"message.itemsRegistered"}}"#
        )
    }

    @Test(
        "Messages survive a round trip",
        arguments: [
            StatusMessage("Saved", kind: .success),
            StatusMessage("Enter a name.", kind: .error, duration: .errorLong),
            StatusMessage("Crashed", kind: .internalError),
            StatusMessage(.localized(.itemsRegistered, count: 3), kind: .success),
            StatusMessage("Later", kind: StatusMessage.Kind(rawValue: "celebration")),
        ]
    )
    func roundTrip(message: StatusMessage) throws {
        let json = try self.encoded(message)
        #expect(try self.decoded(StatusMessage.self, from: json) == message)
    }

    @Test func aTimedDurationOfWholeMillisecondsSurvivesARoundTrip() throws {
        let message = StatusMessage("Uploading", duration: try .timed(.milliseconds(2500)))
        let json = try self.encoded(message)
        #expect(json == #"{"duration":2500,"kind":"normal","text":"Uploading"}"#)
        #expect(try self.decoded(StatusMessage.self, from: json).duration.timeToLive == .milliseconds(2500))
    }

    @Test(
        "A positive duration is never written as zero: a part of a millisecond rounds up",
        arguments: [
            (Duration.nanoseconds(1), Int64(1)),
            (.microseconds(500), 1),
            (.microseconds(1500), 2),
            (.milliseconds(2000) + .nanoseconds(1), 2001),
        ]
    )
    func subMillisecondDuration(duration: Duration, milliseconds: Int64) throws {
        let message = StatusMessage("Saved", duration: try .timed(duration))
        let json = try self.encoded(message)
        #expect(json == #"{"duration":\#(milliseconds),"kind":"normal","text":"Saved"}"#)
        let decoded = try self.decoded(StatusMessage.self, from: json)
        #expect(decoded.duration.timeToLive == .milliseconds(milliseconds))
    }

    @Test func aMissingDurationTakesTheKindsDefault() throws {
        let message = try self.decoded(StatusMessage.self, from: #"{"kind":"error","text":"Enter a name."}"#)
        #expect(message == StatusMessage("Enter a name.", kind: .error))
        #expect(message.duration == .errorMedium)
    }

    @Test func aMissingKindIsNormal() throws {
        let message = try self.decoded(StatusMessage.self, from: #"{"text":"Saved"}"#)
        #expect(message.kind == .normal)
        #expect(message.duration == .normal)
    }

    @Test func anUnknownKindIsKeptThroughARoundTrip() throws {
        let json = #"{"duration":4000,"kind":"celebration","text":"Party"}"#
        let message = try self.decoded(StatusMessage.self, from: json)
        #expect(message.kind.rawValue == "celebration")
        #expect(!message.kind.isKnown)
        #expect(try self.encoded(message) == json)
    }

    @Test(
        "A duration of zero or less is a decoding error at its key",
        arguments: ["-1", "0", "-4000"]
    )
    func nonPositiveDuration(json: String) {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusMessage.self, from: #"{"duration":\#(json),"text":"Saved"}"#)
        }
        #expect(self.codingPath(of: error) == ["duration"])
    }

    @Test func aNegativeDurationNamesTheRule() {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusMessage.DisplayDuration.self, from: "-1")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(
            context.debugDescription
                == "Invalid duration (-0.001 seconds): a display duration must be greater than zero."
        )
    }

    @Test(
        "A duration that is neither milliseconds nor sticky is a decoding error",
        arguments: [#""forever""#, #""4000""#, "true", "4000.5", "{}"]
    )
    func malformedDuration(json: String) {
        let error = #expect(throws: DecodingError.self) {
            try self.decoded(StatusMessage.self, from: #"{"duration":\#(json),"text":"Saved"}"#)
        }
        #expect(self.codingPath(of: error) == ["duration"])
    }

    @Test func durationsEncodeAsMillisecondsOrSticky() throws {
        #expect(try self.encoded(StatusMessage.DisplayDuration.errorLong) == "12000")
        #expect(try self.encoded(StatusMessage.DisplayDuration.sticky) == #""sticky""#)
        #expect(try self.decoded(StatusMessage.DisplayDuration.self, from: #""sticky""#) == .sticky)
        #expect(try self.decoded(StatusMessage.DisplayDuration.self, from: "9000") == .errorMedium)
    }

    @Test func aMissingTextIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try self.decoded(StatusMessage.self, from: #"{"duration":4000,"kind":"success"}"#)
        }
    }
}
