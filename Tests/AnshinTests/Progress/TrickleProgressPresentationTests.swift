import Anshin
import Testing

@Suite("Trickle progress presentation")
struct TrickleProgressPresentationTests {
    @Test func runningIsBusyWithASimulatedValueThatIsNotAnnounced() throws {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        _ = progress.delay(using: &generator)
        progress.step(using: &generator)  // 0.116, the pinned run's first step
        let presentation = progress.presentation
        #expect(presentation.type == "trickleProgress")
        #expect(presentation.transition == nil)
        let root = presentation.root
        #expect(root.id == "progress")
        #expect(root.kind == .container(labelledBy: "label"))
        #expect(root.tone == .accent)
        #expect(root.accessibility.role == .progressIndicator)
        #expect(root.accessibility.isBusy)
        #expect(root.accessibility.label == "Signing up…")
        #expect(root.accessibility.announcement == nil)
        #expect(root.accessibility.value == nil)
        #expect(root.children.map(\.id) == ["bar", "label"])
        let bar = try #require(presentation.element(withID: "bar"))
        #expect(bar.kind == .progress(.init(fraction: 0.116, isSimulated: true)))
        #expect(bar.accessibility.isBusy)
        #expect(bar.accessibility.traits == .updatesFrequently)
        #expect(bar.accessibility.role == .progressIndicator)
        #expect(bar.accessibility.value == nil)
        let label = try #require(presentation.element(withID: "label"))
        #expect(label.kind == .paragraph)
        #expect(label.text == "Signing up…")
    }

    @Test func completedIsNotBusyAndAnnouncesDone() throws {
        var progress = TrickleProgress(label: "Signing up…")
        _ = progress.complete(at: .seconds(2))
        let root = progress.presentation.root
        #expect(!root.accessibility.isBusy)
        #expect(root.tone == .success)
        #expect(root.accessibility.announcement == Announcement(.localized(.completed), politeness: .polite))
        #expect(root.accessibility.announcement?.text.resolved(using: Catalog.english) == "Done")
        let bar = try #require(progress.presentation.element(withID: "bar"))
        #expect(bar.kind == .progress(.init(fraction: 1.0, isSimulated: false)))
        #expect(!bar.accessibility.isBusy)
        #expect(bar.accessibility.announcement == nil)
    }

    @Test func defaultLabelIsLoadingInEachLanguage() {
        let root = TrickleProgress().presentation.root
        #expect(root.accessibility.label?.resolved(using: Catalog.english) == "Loading…")
        #expect(root.accessibility.label?.resolved(using: Catalog.japanese) == "読み込み中…")
    }
}
