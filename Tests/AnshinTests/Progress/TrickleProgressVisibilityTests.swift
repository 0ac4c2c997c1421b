import Anshin
import Testing

/// Shown after 500 ms of work; once shown, stays at least 1 s.
private func progressWithGraceAndMinimumShowTime() throws -> TrickleProgress {
    TrickleProgress(configuration: try .init(graceTime: .milliseconds(500), minimumShowTime: .seconds(1)))
}

@Suite("Trickle progress grace time and minimum show time")
struct TrickleProgressVisibilityTests {
    @Test func hiddenDuringTheGraceTimeThenShownWhileRunning() throws {
        let progress = try progressWithGraceAndMinimumShowTime()
        #expect(!progress.isVisible(at: .zero))
        #expect(!progress.isVisible(at: .milliseconds(499)))
        #expect(progress.isVisible(at: .milliseconds(500)))
        #expect(progress.isVisible(at: .seconds(60)))
    }

    @Test func workCompletedWithinTheGraceTimeIsNeverShownNorAnnounced() throws {
        var progress = try progressWithGraceAndMinimumShowTime()
        let completion = progress.complete(at: .milliseconds(300))
        #expect(completion?.announcement == nil)
        #expect(completion?.hideAt == nil)
        #expect(progress.value == 1.0)
        for milliseconds in [0, 300, 499, 500, 800, 1500, 10_000] as [Int64] {
            #expect(!progress.isVisible(at: .milliseconds(milliseconds)), "at \(milliseconds) ms")
        }
        // The presentation a front end draws agrees: nothing to announce for work never shown.
        #expect(progress.presentation.root.accessibility.announcement == nil)
        #expect(!progress.presentation.root.accessibility.isBusy)
    }

    @Test func shortWorkAfterTheGraceTimeStaysForTheMinimumShowTime() throws {
        var progress = try progressWithGraceAndMinimumShowTime()
        let completion = progress.complete(at: .milliseconds(800))
        #expect(completion?.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(completion?.hideAt == .milliseconds(1500))
        #expect(!progress.isVisible(at: .milliseconds(499)))
        #expect(progress.isVisible(at: .milliseconds(500)))
        #expect(progress.isVisible(at: .milliseconds(800)))
        #expect(progress.isVisible(at: .milliseconds(1499)))
        #expect(!progress.isVisible(at: .milliseconds(1500)))
        #expect(progress.presentation.root.accessibility.announcement == completion?.announcement)
    }

    @Test func longWorkHidesWhenItCompletes() throws {
        var progress = try progressWithGraceAndMinimumShowTime()
        let completion = progress.complete(at: .seconds(4))
        #expect(completion?.announcement == progress.completionAnnouncement)
        #expect(completion?.hideAt == .seconds(4))
        #expect(progress.isVisible(at: .milliseconds(3999)))
        #expect(!progress.isVisible(at: .seconds(4)))
    }

    @Test func workCompletingExactlyAtTheGraceTimeIsShownForTheMinimumShowTime() throws {
        var progress = try progressWithGraceAndMinimumShowTime()
        let completion = progress.complete(at: .milliseconds(500))
        #expect(completion?.announcement != nil)
        #expect(completion?.hideAt == .milliseconds(1500))
        #expect(progress.isVisible(at: .milliseconds(500)))
        #expect(!progress.isVisible(at: .milliseconds(1500)))
    }

    @Test func withoutGraceOrMinimumShowTimeItShowsAtOnceAndHidesOnCompletion() {
        var progress = TrickleProgress()
        #expect(progress.isVisible(at: .zero))
        let completion = progress.complete(at: .milliseconds(700))
        #expect(completion?.announcement != nil)
        #expect(completion?.hideAt == .milliseconds(700))
        #expect(progress.isVisible(at: .milliseconds(699)))
        #expect(!progress.isVisible(at: .milliseconds(700)))
    }

    @Test func minimumShowTimeWithoutGraceTime() throws {
        var progress = TrickleProgress(configuration: try .init(minimumShowTime: .milliseconds(400)))
        let completion = progress.complete(at: .milliseconds(100))
        #expect(completion?.hideAt == .milliseconds(400))
        #expect(progress.isVisible(at: .milliseconds(399)))
        #expect(!progress.isVisible(at: .milliseconds(400)))
    }
}
