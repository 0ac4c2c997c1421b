import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Testing

extension ErrorScreen.Preset {
    fileprivate static var subscriptionExpired: Self { Self(rawValue: "subscriptionExpired") }
}

/// An app keeps its shared screens in one library and uses them by name, exactly like the built-in
/// presets: the server makes and sends them, every front end draws them through the context, and the
/// client decodes them by name through the decoder's option.
@Suite("An app's own presets through every front end")
struct AppPresetTests {
    static let appPresets = try! PresetLibrary(errorScreens: [
        .subscriptionExpired: ErrorScreen.Preset.Content(
            icon: .decorative(.lock),
            title: "Your subscription has ended",
            message: "Renew it to keep syncing your notes.",
            retry: ErrorScreen.Retry(title: "Renew", action: "subscription.renew")
        )
    ])

    /// The screen made where the library is known.
    static let known = ErrorScreen(.preset(.subscriptionExpired), presets: appPresets)

    /// The same screen made where the library is not (a shared helper, a problem body, the wire).
    static let byName = ErrorScreen(.preset(.subscriptionExpired))

    static let context = PresentationContext(presets: appPresets)

    @Test func everyFrontEndDrawsTheAppsContentThroughTheContext() {
        #expect(Self.byName.rendered(using: .html(context: Self.context)) == Self.known.rendered(using: .html))
        #expect(Self.byName.rendered(using: .text(context: Self.context)) == Self.known.rendered(using: .text))
        #expect(
            Self.byName.rendered(using: .text(style: .spoken, context: Self.context))
                == Self.known.rendered(using: .text(style: .spoken))
        )
        #expect(
            Self.byName.rendered(using: .text(style: .spoken, context: Self.context))
                == "Your subscription has ended, Heading level 2\nRenew it to keep syncing your notes.\nRenew, Button"
        )
        #expect(Self.byName.rendered(using: .html(context: Self.context)).contains(">Your subscription has ended</h2>"))
        #expect(!Self.byName.rendered(using: .html).contains("subscription has ended"))
        #expect(Self.byName.rendered(using: .html).contains(">Something went wrong</h2>"))
    }

    @Test func theJSONDocumentCarriesTheDrawnContentAndTheNameForTheClient() throws {
        let json = Self.byName.rendered(using: .json(formatting: .compact, context: Self.context))
        let transition =
            #""transition":{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
            + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}"#
        #expect(json.contains(#""model":{"placement":"fillBody","preset":"subscriptionExpired","# + transition + "}"))
        let document = try WireDocument.decode(json)
        #expect(document.presentation == Self.known.presentation)
        // A client with the library reads the whole screen from the name alone.
        let client = try WireDocument.decode(json, presets: Self.appPresets)
        #expect(client.model == .errorScreen(Self.known))
        #expect(try WireDocument.decode(Array(json.utf8), presets: Self.appPresets) == client)
        // A client without it keeps the name and shows the unexpected screen.
        guard case .errorScreen(let degraded) = document.model else {
            Issue.record("expected an error screen, got \(document.model)")
            return
        }
        #expect(degraded == Self.byName)
        #expect(degraded.presentation == ErrorScreen(.preset(.unexpected)).presentation)
    }

    @Test func theWireDecoderTakesTheLibraryAsAnOption() throws {
        let decoder = WireDecoder(presets: Self.appPresets)
        #expect(try decoder.decode(ErrorScreen.self, from: #"{"preset": "subscriptionExpired"}"#) == Self.known)
        #expect(
            try decoder.decode(ErrorScreen.self, from: Array(#"{"preset":"subscriptionExpired"}"#.utf8)) == Self.known
        )
        #expect(try WireDecoder().decode(ErrorScreen.self, from: #"{"preset": "subscriptionExpired"}"#) == Self.byName)
        #expect(decoder != WireDecoder())
        #expect(decoder.presets == Self.appPresets)
        // A screen made with the library sends its content, so any client draws it.
        let sent = Self.known.rendered(using: .json)
        #expect(try WireDocument.decode(sent).model == .errorScreen(Self.known))
    }
}
