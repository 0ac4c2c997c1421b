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

/// A trickle's times are whole milliseconds, the wire format's unit: so a trickle equals itself after
/// JSON, and its grace time decides the same way on both sides.
@Suite("Trickle progress times in whole milliseconds")
struct TrickleProgressMillisecondsTests {
    @Test func configurationTimesAreKeptInWholeMillisecondsAsTheWireWritesThem() throws {
        let configuration = try TrickleProgress.Configuration(
            minimumInterval: .microseconds(500),
            maximumInterval: .microseconds(1_500),
            graceTime: .nanoseconds(1),
            minimumShowTime: .microseconds(2_001)
        )
        #expect(configuration.minimumInterval == .zero)
        #expect(configuration.maximumInterval == .milliseconds(1))
        #expect(configuration.graceTime == .zero)
        #expect(configuration.minimumShowTime == .milliseconds(2))
        #expect(try TrickleProgress.Configuration(graceTime: .milliseconds(250)).graceTime == .milliseconds(250))
    }

    @Test func aConfigurationWithSubmillisecondTimesRoundTrips() throws {
        let progress = TrickleProgress(
            configuration: try TrickleProgress.Configuration(graceTime: .microseconds(1_500))
        )
        let encoded = try json(progress)
        #expect(encoded.contains(#""graceTimeMilliseconds":1,"#))
        let decoded = try decode(TrickleProgress.self, encoded)
        #expect(decoded == progress)
        #expect(progress.isVisible(at: .microseconds(1_200)))
        #expect(decoded.isVisible(at: .microseconds(1_200)))
    }

    @Test func theCompletionTimeIsKeptInWholeMillisecondsAndRoundTrips() throws {
        var progress = TrickleProgress(configuration: try TrickleProgress.Configuration(graceTime: .milliseconds(2)))
        let completion = progress.complete(at: .microseconds(1_999))  // before the grace time: never shown
        #expect(completion?.announcement == nil)
        #expect(completion?.hideAt == nil)
        #expect(progress.completedAt == .milliseconds(1))
        let encoded = try json(progress)
        #expect(encoded.hasPrefix(#"{"completedAtMilliseconds":1,"#))
        #expect(try decode(TrickleProgress.self, encoded) == progress)
    }

    @Test func aCompletionBeforeTheWorkStartedIsAtItsStart() throws {
        var progress = TrickleProgress()
        let completion = progress.complete(at: .seconds(-1))  // a clock that went backwards
        #expect(progress.completedAt == .zero)
        #expect(completion?.hideAt == .zero)
        #expect(completion?.announcement == progress.completionAnnouncement)
        let encoded = try json(progress)
        #expect(encoded.hasPrefix(#"{"completedAtMilliseconds":0,"#))
        #expect(try decode(TrickleProgress.self, encoded) == progress)
    }

    @Test func timesTooLongForMillisecondsAreKeptAtTheLongestTheWireHolds() throws {
        let forever = Duration.seconds(Int64.max) * 10
        let configuration = try TrickleProgress.Configuration(graceTime: forever, minimumShowTime: forever)
        #expect(configuration.graceTime == .milliseconds(Int64.max))
        #expect(configuration.minimumShowTime == .milliseconds(Int64.max))
        var progress = TrickleProgress(configuration: configuration)
        #expect(progress.isVisible(at: forever))
        let completion = progress.complete(at: forever)  // no overflow adding the two times
        #expect(completion?.hideAt == .milliseconds(Int64.max) * 2)
        #expect(progress.isVisible(at: .milliseconds(Int64.max) * 2 - .milliseconds(1)))
        #expect(!progress.isVisible(at: forever))
    }
}
