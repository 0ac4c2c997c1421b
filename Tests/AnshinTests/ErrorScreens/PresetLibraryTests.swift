import Anshin
import Foundation
import Testing

extension ErrorScreen.Preset {
    /// An app's own preset, as the ErrorScreens article shows.
    fileprivate static var subscriptionExpired: Self { Self(rawValue: "subscriptionExpired") }
    /// Another app preset, without a retry button or icon.
    fileprivate static var accountSuspended: Self { Self(rawValue: "accountSuspended") }
}

private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decode<T: Decodable>(_ type: T.Type, _ string: String, presets: PresetLibrary? = nil) throws -> T {
    let decoder = JSONDecoder()
    if let presets { decoder.userInfo[.presetLibrary] = presets }
    return try decoder.decode(type, from: Data(string.utf8))
}

private let transitionJSON =
    #""transition":{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
    + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}"#

@Suite("An app's own presets")
struct PresetLibraryTests {
    static let expiredContent = ErrorScreen.Preset.Content(
        icon: .decorative(.lock),
        title: "Your subscription has ended",
        message: "Renew it to keep syncing your notes.",
        retry: ErrorScreen.Retry(title: "Renew", action: "subscription.renew")
    )

    static let suspendedContent = ErrorScreen.Preset.Content(title: "Your account is suspended")

    static var appPresets: PresetLibrary {
        try! PresetLibrary(errorScreens: [.subscriptionExpired: expiredContent, .accountSuspended: suspendedContent])
    }

    /// The screen an app preset stands for, built from its parts.
    static var expiredByHand: ErrorScreen {
        var screen = ErrorScreen(
            icon: .decorative(.lock),
            title: "Your subscription has ended",
            message: "Renew it to keep syncing your notes.",
            retry: ErrorScreen.Retry(title: "Renew", action: "subscription.renew")
        )
        screen.preset = .subscriptionExpired
        return screen
    }

    @Test func anAppPresetBuildsItsScreenByName() {
        let screen = ErrorScreen(.preset(.subscriptionExpired), presets: Self.appPresets)
        #expect(screen == Self.expiredByHand)
        #expect(screen.preset == .subscriptionExpired)
        #expect(screen.title == "Your subscription has ended")
        #expect(screen.retryAction == "subscription.renew")
        #expect(screen.presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
        let compact = ErrorScreen(.preset(.subscriptionExpired), placement: .compact, presets: Self.appPresets)
        #expect(compact.presentation.root.children.map(\.id) == ["title", "message", "retry"])
        let suspended = ErrorScreen(.preset(.accountSuspended), presets: Self.appPresets)
        #expect(suspended.presentation.root.children.map(\.id) == ["title"])
        #expect(suspended.icon == nil && suspended.message == nil && suspended.retry == nil)
    }

    /// `offersRetry` knows no library: an app's preset answers as an unknown one does, and its
    /// content says whether its screen has a button.
    @Test func offersRetryAnswersForAnAppPresetAsForAnUnknownOne() {
        #expect(ErrorScreen.Preset.accountSuspended.offersRetry)
        #expect(Self.appPresets.content(for: .accountSuspended)?.retry == nil)
        #expect(ErrorScreen(.preset(.accountSuspended), presets: Self.appPresets).retry == nil)
        #expect(Self.appPresets.content(for: .subscriptionExpired)?.retry != nil)
    }

    @Test func theLibraryGivesBuiltInContentAndItsOwn() {
        let library = Self.appPresets
        #expect(library.content(for: .subscriptionExpired) == Self.expiredContent)
        #expect(
            library.content(for: .forbidden)
                == ErrorScreen.Preset.Content(
                    icon: .decorative(.lock),
                    title: .localized(.forbiddenTitle),
                    message: .localized(.forbiddenMessage)
                )
        )
        #expect(library.content(for: .network)?.retry == ErrorScreen.Retry())
        #expect(library.content(for: ErrorScreen.Preset(rawValue: "teapot")) == nil)
        #expect(PresetLibrary().content(for: .subscriptionExpired) == nil)
        #expect(library.errorScreenPresets == [.accountSuspended, .subscriptionExpired])
        #expect(!library.isEmpty && PresetLibrary().isEmpty)
    }

    @Test func aBuiltInOrEmptyNameIsRejected() {
        #expect(throws: ValidationError.self) { try PresetLibrary(errorScreens: [.forbidden: Self.suspendedContent]) }
        do {
            _ = try PresetLibrary(errorScreens: [.network: Self.suspendedContent])
            Issue.record("a built-in name was accepted")
        } catch {
            #expect(
                error.description
                    == "Invalid errorScreens (network): network is a built-in preset; give your own preset another "
                    + "name, or reword the built-in one through its catalog keys."
            )
        }
        // An empty or blank name names nothing a reader can key on.
        for name in ["", " ", "\t\u{3000}", "\u{200B}"] {
            do {
                _ = try PresetLibrary(errorScreens: [ErrorScreen.Preset(rawValue: name): Self.suspendedContent])
                Issue.record("the blank name \(name.debugDescription) was accepted")
            } catch {
                #expect(
                    error.description
                        == "Invalid errorScreens (\"\(name)\"): a preset needs a name that is not blank, such as "
                        + "\"subscriptionExpired\"."
                )
            }
        }
    }

    @Test func withoutTheLibraryAnAppPresetShowsTheUnexpectedScreen() {
        let screen = ErrorScreen(.preset(.subscriptionExpired))
        let unexpected = ErrorScreen(.preset(.unexpected))
        #expect(screen.preset == .subscriptionExpired)
        #expect(screen.title == unexpected.title)
        #expect(screen.icon == unexpected.icon && screen.message == unexpected.message)
        #expect(screen.retry == unexpected.retry)
        #expect(screen.presentation == unexpected.presentation)
        // A library that does not know the name changes nothing.
        let other = try! PresetLibrary(errorScreens: [.accountSuspended: Self.suspendedContent])
        #expect(ErrorScreen(.preset(.subscriptionExpired), presets: other) == screen)
        #expect(screen.presentation(in: PresentationContext(presets: other)) == unexpected.presentation)
    }

    @Test func aContextThatKnowsThePresetDrawsItsContent() {
        let screen = ErrorScreen(.preset(.subscriptionExpired))
        let context = PresentationContext(presets: Self.appPresets)
        #expect(screen.presentation(in: context) == Self.expiredByHand.presentation(in: context))
        #expect(screen.resolvingPreset(using: Self.appPresets) == Self.expiredByHand)
        let reduced = PresentationContext(reduceMotion: true, presets: Self.appPresets)
        #expect(screen.presentation(in: reduced).transition == Transition.none)
        #expect(screen.presentation(in: reduced).root.children.map(\.id) == ["icon", "title", "message", "retry"])
    }

    @Test func aPartSetByTheAppIsKeptWhenTheContextFillsTheRest() {
        var screen = ErrorScreen(.preset(.subscriptionExpired))
        screen.title = "Renew to keep going"
        screen.retry = nil
        let drawn = screen.presentation(in: PresentationContext(presets: Self.appPresets))
        var expected = Self.expiredByHand
        expected.title = "Renew to keep going"
        expected.retry = nil
        #expect(drawn == expected.presentation)
        #expect(drawn.root.children.map(\.id) == ["icon", "title", "message"])
    }

    @Test func aBuiltInPresetIsNotChangedByTheContext() {
        let screen = ErrorScreen(.preset(.forbidden))
        #expect(screen.presentation(in: PresentationContext(presets: Self.appPresets)) == screen.presentation)
        #expect(screen.resolvingPreset(using: Self.appPresets) == screen)
    }

    @Test func aScreenMadeWithTheLibraryWritesItsWholeContent() throws {
        let screen = ErrorScreen(.preset(.subscriptionExpired), presets: Self.appPresets)
        let encoded = try json(screen)
        #expect(
            encoded == #"{"icon":{"symbol":"lock"},"message":"Renew it to keep syncing your notes.","#
                + #""placement":"fillBody","preset":"subscriptionExpired","#
                + #""retry":{"action":"subscription.renew","title":"Renew"},"#
                + #""title":"Your subscription has ended","# + transitionJSON + "}"
        )
        // A client without the library still shows the whole screen: the content is on the wire.
        #expect(try decode(ErrorScreen.self, encoded) == screen)
    }

    @Test func aScreenMadeWithoutTheLibraryLeavesThePresetsPartsToTheReader() throws {
        let screen = ErrorScreen(.preset(.subscriptionExpired))
        let encoded = try json(screen)
        #expect(encoded == #"{"placement":"fillBody","preset":"subscriptionExpired","# + transitionJSON + "}")
        #expect(try decode(ErrorScreen.self, encoded) == screen)
        #expect(
            try decode(ErrorScreen.self, encoded, presets: Self.appPresets)
                == ErrorScreen(.preset(.subscriptionExpired), presets: Self.appPresets)
        )
        var retitled = screen
        retitled.title = "Renew to keep going"
        let retitledJSON = try json(retitled)
        #expect(
            retitledJSON
                == #"{"placement":"fillBody","preset":"subscriptionExpired","title":"Renew to keep going","#
                + transitionJSON + "}"
        )
        let read = try decode(ErrorScreen.self, retitledJSON, presets: Self.appPresets)
        #expect(read.title == "Renew to keep going")
        #expect(read.message == "Renew it to keep syncing your notes.")
    }

    @Test func aClientDecodesAnAppPresetByName() throws {
        let decoded = try decode(ErrorScreen.self, #"{"preset":"subscriptionExpired"}"#, presets: Self.appPresets)
        #expect(decoded == ErrorScreen(.preset(.subscriptionExpired), presets: Self.appPresets))
        #expect(decoded == Self.expiredByHand)
        let partial = try decode(
            ErrorScreen.self,
            #"{"preset":"subscriptionExpired","retry":null,"placement":"compact"}"#,
            presets: Self.appPresets
        )
        #expect(partial.retry == nil)
        #expect(partial.placement == .compact)
        #expect(partial.title == "Your subscription has ended")
        // An unknown name still degrades to the unexpected screen.
        let unknown = try decode(ErrorScreen.self, #"{"preset":"solarFlare"}"#, presets: Self.appPresets)
        #expect(unknown.presentation == ErrorScreen(.preset(.unexpected)).presentation)
        #expect(unknown.preset?.rawValue == "solarFlare")
    }

    @Test func aProblemNamingAnAppPresetSelectsIt() {
        let problem = ProblemDetails(status: 402, extensions: ["preset": .string("subscriptionExpired")])
        let screen = ErrorScreen(problem, presets: Self.appPresets)
        #expect(screen == Self.expiredByHand)
        // Without the library, the name is not known: the status decides, as before.
        #expect(ErrorScreen(problem).preset == .unexpected)
        let forbidden = ProblemDetails(status: 403, extensions: ["preset": .string("subscriptionExpired")])
        #expect(ErrorScreen(forbidden).preset == .forbidden)
        #expect(ProblemDetails(screen).extensions["preset"] == .string("subscriptionExpired"))
    }

    @Test func theLibraryIsCodableAsDocumented() throws {
        let encoded = try json(Self.appPresets)
        #expect(
            encoded
                == #"{"errorScreens":{"accountSuspended":{"title":"Your account is suspended"},"#
                + #""subscriptionExpired":{"icon":{"symbol":"lock"},"message":"Renew it to keep syncing your notes.","#
                + #""retry":{"action":"subscription.renew","title":"Renew"},"title":"Your subscription has ended"}}}"#
        )
        #expect(try decode(PresetLibrary.self, encoded) == Self.appPresets)
        #expect(try decode(PresetLibrary.self, "{}") == PresetLibrary())
    }

    @Test func aBadLibraryFileNamesTheKeyAndWhatIsWrong() throws {
        do {
            _ = try decode(PresetLibrary.self, #"{"errorScreens":{"forbidden":{"title":"No"}}}"#)
            Issue.record("a built-in name was read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["errorScreens", "forbidden"])
            #expect(
                context.debugDescription.hasPrefix("Invalid errorScreens (forbidden): forbidden is a built-in preset")
            )
        }
        do {
            _ = try decode(PresetLibrary.self, #"{"errorScreens":{"quota":{"message":"Full"}}}"#)
            Issue.record("content without a title was read")
        } catch let DecodingError.keyNotFound(key, context) {
            #expect(key.stringValue == "title")
            #expect(context.codingPath.map(\.stringValue) == ["errorScreens", "quota"])
        }
    }

    @Test func theContextCarriesTheLibraryAndReadsOldContexts() throws {
        let context = PresentationContext(buttonArrangement: .cancelLeading, presets: Self.appPresets)
        #expect(try decode(PresentationContext.self, try json(context)) == context)
        #expect(context != PresentationContext(buttonArrangement: .cancelLeading))
        #expect(
            try decode(PresentationContext.self, #"{"buttonArrangement":"cancelLeading","reduceMotion":true}"#)
                == PresentationContext(buttonArrangement: .cancelLeading, reduceMotion: true)
        )
        #expect(
            try json(PresentationContext.standard)
                == #"{"buttonArrangement":"destructiveLeading","reduceMotion":false}"#
        )
    }
}
