import Anshin
import Foundation
import Testing

@Suite("Loading screens")
struct LoadingScreenTests {
    @Test func defaultLabelIsLoading() {
        let loading = LoadingScreen()
        #expect(loading.label == .localized(.loading))
        #expect(loading.label.resolved(using: Catalog.english) == "Loading…")
        #expect(loading.label.resolved(using: Catalog.japanese) == "読み込み中…")
        #expect(loading.placement == .fillBody)
    }

    @Test func presentationIsABusyIndicatorOfUnknownProgress() throws {
        let presentation = LoadingScreen("Signing up…").presentation
        #expect(presentation.type == "loadingScreen")
        #expect(presentation.transition == nil)
        let root = presentation.root
        #expect(root.id == "loading-screen")
        #expect(root.kind == .container(labelledBy: "label"))
        #expect(root.accessibility.role == .progressIndicator)
        #expect(root.accessibility.isBusy)
        #expect(root.accessibility.label == "Signing up…")
        #expect(root.accessibility.announcement == nil)
        #expect(root.children.map(\.id) == ["indicator", "label"])
        let indicator = try #require(presentation.element(withID: "indicator"))
        #expect(indicator.kind == .progress(.init(fraction: nil, isSimulated: false)))
        #expect(indicator.accessibility.role == .progressIndicator)
        #expect(indicator.accessibility.isBusy)
        #expect(indicator.accessibility.traits == .updatesFrequently)
        #expect(indicator.accessibility.value == nil)
        let label = try #require(presentation.element(withID: "label"))
        #expect(label.kind == .paragraph)
        #expect(label.text == "Signing up…")
        #expect(label.accessibility == .text("Signing up…"))
    }

    /// The documentation says a placement changes nothing a loading state draws (its one visual
    /// effect, a compact error screen's missing icon, has nothing to act on): the presentation is
    /// the same in both, so every front end draws the same.
    @Test func placementChangesNothingDrawn() {
        for label: UserText in [.localized(.loading), "Signing up…"] {
            let fillBody = LoadingScreen(label, placement: .fillBody)
            let compact = LoadingScreen(label, placement: .compact)
            #expect(fillBody != compact)
            for context in [PresentationContext(), PresentationContext(reduceMotion: true)] {
                #expect(fillBody.presentation(in: context) == compact.presentation(in: context))
            }
            #expect(!fillBody.presentation.elements.contains { if case .icon = $0.kind { true } else { false } })
        }
    }

    @Test func loadingIsNotTheEmptyPreset() {
        let loading = LoadingScreen().presentation
        let empty = ErrorScreen(.preset(.empty)).presentation
        #expect(loading.type != empty.type)
        #expect(loading.root.accessibility.isBusy)
        #expect(!empty.root.accessibility.isBusy)
        #expect(empty.root.accessibility.role == .region)
        #expect(loading.elements.compactMap { $0.text?.resolved(using: Catalog.english) } == ["Loading…"])
        #expect(
            empty.elements.compactMap { $0.text?.resolved(using: Catalog.english) } == [
                "Nothing here yet", "There's nothing to show right now.",
            ]
        )
    }

    @Test func codableJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let standard = String(decoding: try encoder.encode(LoadingScreen()), as: UTF8.self)
        #expect(standard == #"{"label":{"key":"progress.loading"},"placement":"fillBody"}"#)
        let signingUp = LoadingScreen("Signing up…", placement: .compact)
        let encoded = try encoder.encode(signingUp)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"label":"Signing up…","placement":"compact"}"#)
        #expect(try JSONDecoder().decode(LoadingScreen.self, from: encoded) == signingUp)
    }
}

@Suite("Loading screens decode with defaults")
struct LoadingScreenDecodingTests {
    @Test func absentMembersTakeTheirDefaults() throws {
        #expect(try JSONDecoder().decode(LoadingScreen.self, from: Data("{}".utf8)) == LoadingScreen())
        #expect(
            try JSONDecoder().decode(LoadingScreen.self, from: Data(#"{"label":"Signing up…"}"#.utf8))
                == LoadingScreen("Signing up…")
        )
    }
}
