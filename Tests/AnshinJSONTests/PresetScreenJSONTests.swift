import Anshin
import Testing

@testable import AnshinJSON

/// A preset's own error screen is encoded once, and the encoder copies those bytes: they must be the
/// bytes the `Codable` path writes for every preset, placement and formatting, and be used only for
/// a screen the preset made, with text kept as keys.
@Suite("Preset screens' JSON")
struct PresetScreenJSONTests {
    static let formattings: [JSONRenderer.Formatting] = [.compact, .pretty]

    /// Whether the encoder finds a screen among the presets' own and copies its JSON.
    static func isCopied(_ screen: ErrorScreen, pretty: Bool = false) -> Bool {
        var bytes: [UInt8] = []
        return withUnsafePointer(to: screen) { WirePresetScreens.append($0, pretty: pretty, to: &bytes) }
    }

    @Test(
        "A preset's own screen is copied, and its bytes are the Codable path's",
        arguments: ErrorScreen.Preset.allKnown
    )
    func sameBytesAsCodable(preset: ErrorScreen.Preset) throws {
        for placement in ErrorScreen.Placement.allCases {
            var screen = ErrorScreen(.preset(preset), placement: placement)
            for formatting in Self.formattings {
                let encoder = WireEncoder(formatting: formatting)
                var reference: [UInt8] = [0x20]
                try encoder.encodeWithCodable(screen, into: &reference)
                var bytes: [UInt8] = [0x20]
                try encoder.encode(screen, into: &bytes)
                #expect(Self.isCopied(screen, pretty: formatting == .pretty))
                #expect(bytes == reference)
                #expect(try encoder.encode(screen) == String(decoding: reference.dropFirst(), as: UTF8.self))
            }
            // The wire format's encoder never writes a developer note: a screen with one is still copied.
            screen.developerNote = "upstream said 503"
            #expect(Self.isCopied(screen))
            #expect(!(try WireEncoder().encode(screen)).contains("upstream"))
        }
    }

    @Test("The network preset's compact JSON, text kept as keys")
    func networkJSON() throws {
        #expect(
            try WireEncoder().encode(ErrorScreen(.preset(.network), placement: .compact))
                == #"{"icon":{"symbol":"network-error"},"message":{"key":"errorScreen.network.message"},"#
                + #""placement":"compact","preset":"network","retry":{"action":"retry","title":{"key":"button.retry"}},"#
                + #""title":{"key":"errorScreen.network.title"},"transition":"#
                + #"{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"show":{"delayMilliseconds":0,"#
                + #""durationMilliseconds":300}}}"#
        )
    }

    @Test("A changed screen, or text resolved into a language, is written member by member")
    func othersAreWritten() throws {
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        var noRetry = ErrorScreen(.preset(.network))
        noRetry.retry = nil
        for screen in [retitled, noRetry] {
            #expect(!Self.isCopied(screen))
            var reference: [UInt8] = []
            try WireEncoder().encodeWithCodable(screen, into: &reference)
            #expect(try WireEncoder().encode(screen) == String(decoding: reference, as: UTF8.self))
        }
        #expect(try WireEncoder().encode(retitled).contains(#""title":"Gone""#))
        // A part the preset has but the screen lacks is written as null.
        #expect(try WireEncoder().encode(noRetry).contains(#""retry":null"#))

        let japanese = try WireEncoder(text: .resolved(using: Catalog.japanese)).encode(ErrorScreen(.preset(.network)))
        #expect(japanese.contains(#""title":"通信エラー""#))
        #expect(!japanese.contains("errorScreen.network.title"))
    }
}
