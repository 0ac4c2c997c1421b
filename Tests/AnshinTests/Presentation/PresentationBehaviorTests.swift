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

/// The decoding error's description and the coding path it names, joined by dots.
private func decodingFailure<T: Decodable>(_ type: T.Type, _ string: String) -> (path: String, message: String)? {
    do {
        _ = try decode(type, string)
        return nil
    } catch let DecodingError.dataCorrupted(context) {
        return (context.codingPath.map(\.stringValue).joined(separator: "."), context.debugDescription)
    } catch {
        return ("", "\(error)")
    }
}

private let standardConfigurationJSON =
    #"{"cap":0.9,"graceTimeMilliseconds":0,"initialValue":0.05,"maximumIncrement":0.15,"#
    + #""maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"minimumIntervalMilliseconds":500,"#
    + #""minimumShowTimeMilliseconds":0}"#

@Suite("Presentation behaviour")
struct PresentationBehaviorTests {
    // MARK: The rules each model states

    @Test func aSuccessMessageExpiresAfterItsStandardDuration() throws {
        let behavior = StatusMessage("Deleted 3 items", kind: .success).presentation.root.behavior
        #expect(behavior == .expiring(try .init(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: false)))
    }

    @Test func aMessageWithAnActionLivesItsKindsLongDurationAndStaysForAssistiveTechnology() throws {
        let message = StatusMessage("Deleted 3 items", kind: .success, action: .undo("items.restore"))
        guard case .expiring(let expiry) = message.presentation.root.behavior else {
            Issue.record("a status message's root expires")
            return
        }
        #expect(expiry.timeToLive == .seconds(6))
        #expect(expiry.timeToLiveMilliseconds == 6000)
        #expect(expiry.staysWhileAssistiveTechnologyRuns)
        let error = StatusMessage("Not saved", kind: .error, duration: .errorShort, action: .undo("retry"))
        #expect(
            error.presentation.root.behavior
                == .expiring(try .init(timeToLive: .seconds(12), staysWhileAssistiveTechnologyRuns: true))
        )
    }

    @Test func aBlankActionNeitherLengthensNorKeepsTheMessage() throws {
        let message = StatusMessage("Deleted", kind: .success, action: StatusMessage.Action(title: " ", action: "x"))
        #expect(
            message.presentation.root.behavior
                == .expiring(try .init(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: false))
        )
    }

    @Test func anInternalErrorIsSticky() throws {
        let behavior = StatusMessage("Crashed", kind: .internalError).presentation.root.behavior
        #expect(behavior == .expiring(try .init(timeToLive: nil, staysWhileAssistiveTechnologyRuns: false)))
    }

    @Test func onlyTheRootOfAMessageBehaves() {
        let presentation = StatusMessage("Saved", kind: .success, action: .undo("x")).presentation
        #expect(presentation.elements.dropFirst().allSatisfy { $0.behavior == nil })
    }

    @Test func aBoardCarriesItsPolicyMultiplierAndAssistiveTechnology() throws {
        var board = try StatusBoard(policy: .stack(limit: 3), accessibilityMultiplier: 2)
        board.post(StatusMessage("One", kind: .success), at: .zero)
        board.setAssistiveTechnologyRunning(true, at: .zero)
        let root = board.presentation.root
        #expect(
            root.behavior
                == .board(try .init(visibleLimit: 3, accessibilityMultiplier: 2, isAssistiveTechnologyRunning: true))
        )
        // The messages on it keep their own expiry (the message's, not lengthened: the board's rules say how).
        #expect(
            root.children.map(\.behavior)
                == [.expiring(try .init(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: false))]
        )
        #expect(StatusBoard().presentation.root.behavior == .board(try .init(visibleLimit: nil)))
        #expect(
            StatusBoard(policy: .queue).presentation.root.behavior
                == .board(try .init(visibleLimit: 1, accessibilityMultiplier: 1, isAssistiveTechnologyRunning: false))
        )
    }

    @Test func aRunningTrickleCarriesItsConfigurationSeedAndAnnouncement() throws {
        let configuration = try TrickleProgress.Configuration(cap: 0.8, graceTime: .milliseconds(250))
        var progress = TrickleProgress(label: "Signing up…", configuration: configuration, seed: 42)
        #expect(
            progress.presentation.root.behavior
                == .trickle(
                    .init(
                        configuration: configuration,
                        seed: 42,
                        completionAnnouncement: Announcement(.localized(.completed), politeness: .polite)
                    )
                )
        )
        #expect(progress.presentation.elements.dropFirst().allSatisfy { $0.behavior == nil })
        _ = progress.complete(at: .seconds(1))
        #expect(progress.presentation.root.behavior == nil)
    }

    @Test func aTrickleWithoutASeedLeavesTheSeedToTheRenderer() {
        guard case .trickle(let trickle) = TrickleProgress().presentation.root.behavior else {
            Issue.record("a running trickle's root trickles")
            return
        }
        #expect(trickle.seed == nil)
        #expect(trickle.configuration == .standard)
    }

    @Test func modelsWithoutTimeHaveNoBehaviour() {
        let presentation = ErrorScreen(.preset(.network)).presentation
        #expect(presentation.elements.allSatisfy { $0.behavior == nil })
    }

    // MARK: Checked initializers

    @Test func anExpiryRoundsUpToWholeMillisecondsAndRejectsZero() throws {
        #expect(
            try Presentation.Behavior.Expiry(
                timeToLive: .microseconds(1500),
                staysWhileAssistiveTechnologyRuns: false
            ).timeToLive == .milliseconds(2)
        )
        #expect(throws: ValidationError.self) {
            try Presentation.Behavior.Expiry(timeToLive: .zero, staysWhileAssistiveTechnologyRuns: false)
        }
        #expect(throws: ValidationError.self) {
            try Presentation.Behavior.Expiry(
                timeToLive: .seconds(8 * 24 * 3600),
                staysWhileAssistiveTechnologyRuns: false
            )
        }
    }

    @Test func boardRulesRejectANoLimitAndAShorteningMultiplier() {
        do {
            _ = try Presentation.Behavior.BoardRules(visibleLimit: 0)
            Issue.record("a limit of 0 is rejected")
        } catch {
            #expect(error.parameter == "limit")
        }
        do {
            _ = try Presentation.Behavior.BoardRules(visibleLimit: nil, accessibilityMultiplier: 0.5)
            Issue.record("a multiplier below 1 is rejected")
        } catch {
            #expect(
                error.description
                    == "Invalid accessibilityMultiplier (0.5): the multiplier must be from 1 to 10, since it may only lengthen durations."
            )
        }
    }

    // MARK: Wire form

    @Test func eachBehaviourHasItsWireForm() throws {
        #expect(
            try json(
                Presentation.Behavior.expiring(
                    try .init(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: true)
                )
            )
                == #"{"expiry":{"staysWhileAssistiveTechnologyRuns":true,"timeToLive":4000},"kind":"expiring"}"#
        )
        #expect(
            try json(
                Presentation.Behavior.expiring(try .init(timeToLive: nil, staysWhileAssistiveTechnologyRuns: false))
            )
                == #"{"expiry":{"staysWhileAssistiveTechnologyRuns":false,"timeToLive":"sticky"},"kind":"expiring"}"#
        )
        #expect(
            try json(Presentation.Behavior.board(try .init(visibleLimit: 3, accessibilityMultiplier: 1.5)))
                == #"{"board":{"accessibilityMultiplier":1.5,"isAssistiveTechnologyRunning":false,"visibleLimit":3},"kind":"board"}"#
        )
        #expect(
            try json(Presentation.Behavior.board(try .init(visibleLimit: nil)))
                == #"{"board":{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false},"kind":"board"}"#
        )
        let trickle = Presentation.Behavior.trickle(
            .init(
                configuration: .standard,
                seed: 18_446_744_073_709_551_615,
                completionAnnouncement: Announcement("Done", politeness: .polite)
            )
        )
        let trickleJSON =
            #"{"kind":"trickle","trickle":{"completionAnnouncement":{"politeness":"polite","text":"Done"},"#
            + #""configuration":"# + standardConfigurationJSON + #","seed":"18446744073709551615"}}"#
        #expect(try json(trickle) == trickleJSON)
        #expect(try decode(Presentation.Behavior.self, trickleJSON) == trickle)
    }

    @Test func anElementWritesItsBehaviourOnlyWhenItHasOne() throws {
        let plain = Presentation.Element(id: "text", kind: .paragraph, text: "Hi")
        #expect(try json(plain) == #"{"accessibility":{},"id":"text","kind":"paragraph","text":"Hi"}"#)
        var timed = plain
        timed.behavior = .expiring(try .init(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: false))
        let timedJSON =
            #"{"accessibility":{},"behavior":{"expiry":{"staysWhileAssistiveTechnologyRuns":false,"timeToLive":4000},"#
            + #""kind":"expiring"},"id":"text","kind":"paragraph","text":"Hi"}"#
        #expect(try json(timed) == timedJSON)
        #expect(try decode(Presentation.Element.self, timedJSON) == timed)
        #expect(try decode(Presentation.Element.self, try json(plain)) == plain)
    }

    @Test func aMessagesPresentationRoundTrips() throws {
        let presentation = StatusMessage("Saved", kind: .caution, action: .undo("items.restore")).presentation
        #expect(try decode(Presentation.self, try json(presentation)) == presentation)
    }

    @Test func anUnknownBehaviourIsIgnoredAndTheElementKept() throws {
        let element = try decode(
            Presentation.Element.self,
            #"{"behavior":{"kind":"pulsing","pulse":{"hz":2}},"id":"text","kind":"paragraph","text":"Hi"}"#
        )
        #expect(element == Presentation.Element(id: "text", kind: .paragraph, text: "Hi"))
        let null = try decode(Presentation.Element.self, #"{"behavior":null,"id":"a","kind":"label"}"#)
        #expect(null.behavior == nil)
    }

    @Test func badValuesAreErrorsNamingThem() {
        let cases: [(json: String, path: String, message: String)] = [
            (
                #"{"expiry":{"staysWhileAssistiveTechnologyRuns":false,"timeToLive":0},"kind":"expiring"}"#,
                "expiry.timeToLive",
                "Invalid duration (0.0 seconds): a display duration must be greater than zero."
            ),
            (
                #"{"board":{"accessibilityMultiplier":1,"isAssistiveTechnologyRunning":false,"visibleLimit":0},"kind":"board"}"#,
                "board.visibleLimit",
                "A board's visible limit must be at least 1, not 0."
            ),
            (
                #"{"board":{"accessibilityMultiplier":0.5,"isAssistiveTechnologyRunning":false},"kind":"board"}"#,
                "board.accessibilityMultiplier",
                "Invalid accessibilityMultiplier (0.5): the multiplier must be from 1 to 10, since it may only lengthen durations."
            ),
            (
                #"{"kind":"trickle","trickle":{"completionAnnouncement":{"politeness":"polite","text":"Done"},"configuration":{},"seed":"01"}}"#,
                "trickle.seed",
                #"A seed must be an unsigned 64-bit integer in decimal ("0" to "18446744073709551615", no leading zeros), not "01"."#
            ),
            (
                #"{"kind":"trickle","trickle":{"completionAnnouncement":{"politeness":"polite","text":"Done"},"configuration":{},"seed":"18446744073709551616"}}"#,
                "trickle.seed",
                #"A seed must be an unsigned 64-bit integer in decimal ("0" to "18446744073709551615", no leading zeros), not "18446744073709551616"."#
            ),
            (
                #"{"kind":"wobbling"}"#,
                "kind",
                "A behaviour's kind must be expiring, board or trickle, not wobbling."
            ),
        ]
        for (json, path, message) in cases {
            let failure = decodingFailure(Presentation.Behavior.self, json)
            #expect(failure?.path == path, "\(json)")
            #expect(failure?.message == message, "\(json)")
        }
    }

    // MARK: The trickle's seed

    @Test func aTrickleWritesItsSeedAsADecimalString() throws {
        let progress = TrickleProgress(label: "Signing up…", seed: 9_007_199_254_740_993)
        let encoded = try json(progress)
        #expect(
            encoded == #"{"configuration":"# + standardConfigurationJSON
                + #","label":"Signing up…","phase":"running","seed":"9007199254740993","value":0.05}"#
        )
        #expect(try decode(TrickleProgress.self, encoded).seed == 9_007_199_254_740_993)
        #expect(try decode(TrickleProgress.self, #"{"label":"x"}"#).seed == nil)
        let failure = decodingFailure(TrickleProgress.self, #"{"seed":42}"#)
        #expect(failure != nil)
        #expect(decodingFailure(TrickleProgress.self, #"{"seed":"-1"}"#)?.path == "seed")
    }
}
