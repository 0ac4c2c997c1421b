import Anshin
import Foundation
import Testing

private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decode<T: Decodable>(_ type: T.Type, _ string: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(string.utf8))
}

private let standardConfigurationJSON =
    #""configuration":{"cap":0.9,"graceTimeMilliseconds":0,"initialValue":0.05,"maximumIncrement":0.15,"#
    + #""maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"minimumIntervalMilliseconds":500,"#
    + #""minimumShowTimeMilliseconds":0}"#

@Suite("Trickle progress JSON")
struct TrickleProgressCodableTests {
    @Test func newTrickleJSON() throws {
        let encoded = try json(TrickleProgress())
        #expect(
            encoded == "{" + standardConfigurationJSON
                + #","label":{"key":"progress.loading"},"phase":"running","value":0.05}"#
        )
        #expect(try decode(TrickleProgress.self, encoded) == TrickleProgress())
    }

    @Test func runningTrickleRoundTripsAndKeepsTrickling() throws {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        _ = progress.delay(using: &generator)
        for _ in 0..<4 { progress.step(using: &generator) }
        #expect(progress.value == 0.4673)
        let encoded = try json(progress)
        #expect(
            encoded == "{" + standardConfigurationJSON + #","label":"Signing up…","phase":"running","value":0.4673}"#
        )
        var restored = try decode(TrickleProgress.self, encoded)
        #expect(restored == progress)
        var restoredGenerator = generator
        #expect(restored.step(using: &restoredGenerator) == progress.step(using: &generator))
    }

    @Test func completedTrickleJSON() throws {
        var progress = TrickleProgress(
            label: "Signing up…",
            configuration: try .init(graceTime: .milliseconds(200), minimumShowTime: .milliseconds(600))
        )
        _ = progress.complete(at: .milliseconds(1234))
        let encoded = try json(progress)
        #expect(
            encoded == #"{"completedAtMilliseconds":1234,"#
                + #""configuration":{"cap":0.9,"graceTimeMilliseconds":200,"initialValue":0.05,"#
                + #""maximumIncrement":0.15,"maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"#
                + #""minimumIntervalMilliseconds":500,"minimumShowTimeMilliseconds":600},"#
                + #""label":"Signing up…","phase":"completed","value":1}"#
        )
        var restored = try decode(TrickleProgress.self, encoded)
        #expect(restored == progress)
        #expect(restored.isCompleted)
        #expect(restored.completedAt == .milliseconds(1234))
        #expect(restored.isVisible(at: .milliseconds(1233)))
        #expect(!restored.isVisible(at: .milliseconds(1234)))
        let again = restored.complete(at: .seconds(5))
        #expect(again == nil)
    }

    @Test func absentMembersTakeTheirDefaults() throws {
        #expect(try decode(TrickleProgress.self, "{}") == TrickleProgress())
    }

    @Test(arguments: [
        (#"{"value":1.5}"#, "A running trickle's value must be from 0 to its cap (0.9), not 1.5."),
        (#"{"value":-0.1}"#, "A running trickle's value must be from 0 to its cap (0.9), not -0.1."),
        (#"{"value":0.95}"#, "A running trickle's value must be from 0 to its cap (0.9), not 0.95."),
        (#"{"phase":"completed","value":0.5}"#, "A completed trickle's value must be 1, not 0.5."),
        (#"{"phase":"completed"}"#, "A completed trickle's value must be 1, not 0.05."),
    ])
    func valueOutOfRangeNamesValue(_ string: String, _ description: String) throws {
        let error = #expect(throws: DecodingError.self) { try decode(TrickleProgress.self, string) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["value"])
        #expect(context.debugDescription == description)
    }

    @Test func valueWithinACustomCapIsAccepted() throws {
        let decoded = try decode(TrickleProgress.self, #"{"configuration":{"cap":0.99},"value":0.95}"#)
        #expect(decoded.value == 0.95)
        #expect(decoded.configuration.cap == 0.99)
    }

    @Test func unknownPhaseIsAnError() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(TrickleProgress.self, #"{"phase":"paused"}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["phase"])
    }
}
