import Anshin
import Foundation
import Testing

/// A fade is equal to another exactly when front ends draw and write them alike: in whole
/// milliseconds, a negative time being none.
@Suite("Fade equality follows what is drawn")
struct FadeEqualityTests {
    private func roundTrip(_ transition: Transition) throws -> (json: String, back: Transition) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(transition)
        return (String(decoding: data, as: UTF8.self), try JSONDecoder().decode(Transition.self, from: data))
    }

    @Test func aFadeOfPartsOfAMillisecondEqualsItselfAfterJSON() throws {
        let transition = Transition(
            show: Transition.Fade(duration: .microseconds(1500)),
            hide: Transition.Fade(duration: .milliseconds(300), delay: .nanoseconds(250_000_001))
        )
        let (json, back) = try self.roundTrip(transition)
        #expect(
            json
                == #"{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"show":{"delayMilliseconds":0,"durationMilliseconds":1}}"#
        )
        #expect(back == transition)
        #expect(back.hashValue == transition.hashValue)
    }

    @Test func aNegativeTimeIsNoTime() throws {
        let fade = Transition.Fade(duration: .milliseconds(-5), delay: .seconds(-1))
        #expect(fade == Transition.Fade(duration: .zero))
        let (json, back) = try self.roundTrip(Transition(show: fade, hide: nil))
        #expect(json == #"{"show":{"delayMilliseconds":0,"durationMilliseconds":0}}"#)
        #expect(back.show == fade)
        #expect(Transition.Fade(duration: .milliseconds(2)) != Transition.Fade(duration: .milliseconds(1)))
        #expect(
            Transition.Fade(duration: .milliseconds(1), delay: .milliseconds(2))
                != Transition.Fade(duration: .milliseconds(2), delay: .milliseconds(1))
        )
    }
}
