import Testing

@testable import Anshin

/// A preset's own screen presents itself from a table built once, and front ends find it there to
/// use what they prepared for it: the lookup must find exactly the screens the presets make, with
/// their presentations, and nothing else.
@Suite("Error screen preset table")
struct ErrorScreenPresetTableTests {
    static let contexts = [PresentationContext(reduceMotion: false), PresentationContext(reduceMotion: true)]

    /// The table index of a screen, found by its bits alone and by the whole lookup.
    static func indexes(of screen: ErrorScreen, in context: PresentationContext) -> (bits: Int?, table: Int?) {
        withUnsafePointer(to: screen) {
            (ErrorScreen.presetScreenIndex(bitsOf: $0), ErrorScreen.presetTableIndex(of: $0, in: context))
        }
    }

    @Test(
        "Every preset's own screen is found by its bits, at the presentation it builds",
        arguments: ErrorScreen.Preset.allKnown
    )
    func presetScreensAreFoundByTheirBits(preset: ErrorScreen.Preset) throws {
        let table = ErrorScreen.presetTablePresentations
        for placement in ErrorScreen.Placement.allCases {
            var screen = ErrorScreen(.preset(preset), placement: placement)
            for context in Self.contexts {
                let (bits, index) = Self.indexes(of: screen, in: context)
                let found = try #require(bits)
                #expect(index == 2 * found + (context.reduceMotion ? 1 : 0))
                #expect(table[try #require(index)] == screen.buildPresentation(in: context))
            }
            // A developer note is not part of the presentation.
            screen.developerNote = "upstream said 503"
            #expect(
                Self.indexes(of: screen, in: .standard).bits
                    == Self.indexes(of: ErrorScreen(.preset(preset), placement: placement), in: .standard).bits
            )
        }
    }

    @Test("A screen changed from its preset's is found neither by its bits nor by equality")
    func changedScreensAreNotFound() {
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        var noMessage = ErrorScreen(.preset(.server))
        noMessage.message = nil
        var otherIcon = ErrorScreen(.preset(.server))
        otherIcon.icon = .decorative(.bug)
        var otherRetry = ErrorScreen(.preset(.network))
        otherRetry.retry = ErrorScreen.Retry(title: "Reload", action: "reload")
        var otherPreset = ErrorScreen(.preset(.network))
        otherPreset.preset = .offline
        var noPreset = ErrorScreen(.preset(.network))
        noPreset.preset = nil
        var unknownPreset = ErrorScreen(.preset(.network))
        unknownPreset.preset = ErrorScreen.Preset(rawValue: "networkish")
        for screen in [retitled, noMessage, otherIcon, otherRetry, otherPreset, noPreset, unknownPreset] {
            #expect(Self.indexes(of: screen, in: .standard).bits == nil)
            #expect(Self.indexes(of: screen, in: .standard).table == nil)
        }
    }

    @Test("A screen equal to a preset's but built apart is still found, by equality")
    func equalScreensBuiltApartAreFound() throws {
        var rebuilt = ErrorScreen(.preset(.timeout), placement: .compact)
        rebuilt.title = .localized(UserText.Key(rawValue: "errorScreen." + "timeout" + ".title"))
        rebuilt.preset = ErrorScreen.Preset(rawValue: String("timeout".reversed().reversed()))
        #expect(rebuilt == ErrorScreen(.preset(.timeout), placement: .compact))
        let index = try #require(Self.indexes(of: rebuilt, in: .standard).table)
        #expect(ErrorScreen.presetTablePresentations[index] == rebuilt.buildPresentation(in: .standard))
    }
}
