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

@Suite("Transitions")
struct TransitionTests {
    @Test func errorScreenTransition() {
        let transition = Transition.errorScreen
        #expect(transition.show?.duration == .milliseconds(300))
        #expect(transition.show?.delay == .zero)
        #expect(transition.hide?.duration == .milliseconds(300))
        #expect(transition.hide?.delay == .milliseconds(250))
    }

    @Test func noneShowsAndHidesAtOnce() {
        #expect(Transition.none.show == nil)
        #expect(Transition.none.hide == nil)
        #expect(Transition.none.respectingReducedMotion(false) == .none)
    }

    @Test func errorScreenTransitionJSON() throws {
        let encoded = try json(Transition.errorScreen)
        #expect(
            encoded == #"{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
                + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}"#
        )
        #expect(try decode(Transition.self, encoded) == .errorScreen)
        #expect(try json(Transition.none) == "{}")
        #expect(try decode(Transition.self, "{}") == .none)
    }

    @Test func absentDelayIsZero() throws {
        let fade = try decode(Transition.Fade.self, #"{"durationMilliseconds":300}"#)
        #expect(fade == Transition.Fade(duration: .milliseconds(300)))
        #expect(fade.delay == .zero)
    }

    /// A host may make a fade of any `Duration`; a negative time is no time, and is written as 0 —
    /// the wire format's rule, which its reader enforces — so the document reads back.
    @Test func negativeFadeTimesAreWrittenAsZeroAndReadBack() throws {
        let transition = Transition(
            show: Transition.Fade(duration: .seconds(-1), delay: .milliseconds(-250)),
            hide: nil
        )
        #expect(transition.show?.durationMilliseconds == 0)
        #expect(transition.show?.delayMilliseconds == 0)
        let encoded = try json(transition)
        #expect(encoded == #"{"show":{"delayMilliseconds":0,"durationMilliseconds":0}}"#)
        #expect(try decode(Transition.self, encoded) == Transition(show: Transition.Fade(duration: .zero), hide: nil))
    }

    @Test func fadeTimesTooLongForMillisecondsAreWrittenAsTheLargest() throws {
        let fade = Transition.Fade(duration: .seconds(Int64.max) * 10, delay: .seconds(Int64.min) * 10)
        #expect(fade.durationMilliseconds == Int.max)
        #expect(fade.delayMilliseconds == 0)
        #expect(try json(fade) == #"{"delayMilliseconds":0,"durationMilliseconds":9223372036854775807}"#)
    }

    @Test func subMillisecondDurationsAreWrittenInWholeMilliseconds() throws {
        let fade = Transition.Fade(duration: .microseconds(300_900), delay: .microseconds(999))
        #expect(try json(fade) == #"{"delayMilliseconds":0,"durationMilliseconds":300}"#)
    }

    @Test(arguments: [
        (#"{"durationMilliseconds":-1}"#, "durationMilliseconds", "-1"),
        (#"{"durationMilliseconds":300,"delayMilliseconds":-250}"#, "delayMilliseconds", "-250"),
    ])
    func negativeFadeIsAnErrorNamingTheMember(_ string: String, member: String, value: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(Transition.self, #"{"show":"# + string + "}")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["show", member])
        #expect(context.debugDescription == "A fade's duration and delay must not be negative, not \(value) ms.")
    }
}
