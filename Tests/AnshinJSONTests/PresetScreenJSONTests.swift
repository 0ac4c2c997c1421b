import Anshin
import Testing

@testable import AnshinJSON

/// A preset's own error screen: its exact JSON, the same bytes through `encode(to:)`, no developer
/// note on the wire, and changed parts written as they are.
@Suite("Preset screens' JSON")
struct PresetScreenJSONTests {
    static let formattings: [JSONRenderer.Formatting] = [.compact, .pretty]

    @Test(
        "A preset's own screen: the same bytes through encode(to:), never a developer note",
        arguments: ErrorScreen.Preset.allKnown
    )
    func sameBytesThroughEncoder(preset: ErrorScreen.Preset) throws {
        for placement in ErrorScreen.Placement.allCases {
            var screen = ErrorScreen(.preset(preset), placement: placement)
            for formatting in Self.formattings {
                let encoder = WireEncoder(formatting: formatting)
                var reference: [UInt8] = [0x20]
                try WireFormAgreementTests.viaEncoder(screen, encoder, into: &reference)
                var bytes: [UInt8] = [0x20]
                try encoder.encode(screen, into: &bytes)
                #expect(bytes == reference)
                #expect(try encoder.encode(screen) == String(decoding: reference.dropFirst(), as: UTF8.self))
            }
            // The wire format's encoder never writes a developer note.
            screen.developerNote = "upstream said 503"
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

    @Test("A changed screen, or text resolved into a language, is written as it is")
    func othersAreWritten() throws {
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        var noRetry = ErrorScreen(.preset(.network))
        noRetry.retry = nil
        for screen in [retitled, noRetry] {
            var reference: [UInt8] = []
            try WireFormAgreementTests.viaEncoder(screen, WireEncoder(), into: &reference)
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
