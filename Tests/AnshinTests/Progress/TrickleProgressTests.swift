import Anshin
import Testing

/// The documented algorithm, written again from its doc comment with other rounding primitives,
/// fed by raw `SplitMix64.next()` output: `u = Double(next() >> 11) × 2⁻⁵³`; an increment is
/// `minimumIncrement + ⌊u × (maximumIncrement − minimumIncrement) × 10⁴ + ½⌋ / 10⁴`; the value is
/// `min(cap, ⌊(value + increment) × 10⁴ + ½⌋ / 10⁴)`; a delay is
/// `minimumInterval + ⌊u × (maximumInterval − minimumInterval) + ½⌋` milliseconds.
private struct ReferenceTrickle {
    var bits: SplitMix64
    var value = 0.05

    mutating func unit() -> Double {
        Double(self.bits.next() >> 11) / 9_007_199_254_740_992  // 2⁵³
    }

    mutating func delayMilliseconds() -> Int64 {
        500 + Int64((self.unit() * 1500 + 0.5).rounded(.down))
    }

    /// One step: the new value, then the delay, drawn only while the value is below the cap.
    mutating func step() -> (value: Double, delay: Int64?) {
        let increment = 0.05 + (self.unit() * 0.1 * 10_000 + 0.5).rounded(.down) / 10_000
        self.value = Swift.min(0.9, ((self.value + increment) * 10_000 + 0.5).rounded(.down) / 10_000)
        return (self.value, self.value < 0.9 ? self.delayMilliseconds() : nil)
    }
}

@Suite("Trickle progress")
struct TrickleProgressTests {
    /// A pinned run: SplitMix64(seed: 42) with the seed's defaults, the first delay, then every step
    /// until the cap. Each entry was checked by hand against the draws u₀…u₁₇ of seed 42:
    /// u₀ = 0.741565 → 500 + ⌊1112.35 + ½⌋ = 1612 ms; u₁ = 0.159910 → +0.0160 + 0.05 → 0.116;
    /// u₂ = 0.278601 → 500 + 418 = 918 ms; u₃ = 0.344191 → +0.0844 → 0.2004; u₄ = 0.038030 → 557 ms;
    /// u₅ = 0.868228 → +0.1368 → 0.3372; u₆ = 0.218405 → 828 ms; u₇ = 0.800632 → +0.1301 → 0.4673;
    /// u₈ = 0.339931 → 1010 ms; u₉ = 0.618482 → +0.1118 → 0.5791; u₁₀ = 0.204902 → 807 ms;
    /// u₁₁ = 0.492989 → +0.0993 → 0.6784; u₁₂ = 0.513396 → 1270 ms; u₁₃ = 0.520013 → +0.1020 → 0.7804;
    /// u₁₄ = 0.665159 → 1498 ms; u₁₅ = 0.203435 → +0.0703 → 0.8507; u₁₆ = 0.103574 → 655 ms;
    /// u₁₇ = 0.495499 → +0.0995 → 0.9502, capped at 0.9, and no delay is drawn.
    static let firstDelay = Duration.milliseconds(1612)
    static let pinnedSteps: [(value: Double, nextDelay: Duration?)] = [
        (0.116, .milliseconds(918)),
        (0.2004, .milliseconds(557)),
        (0.3372, .milliseconds(828)),
        (0.4673, .milliseconds(1010)),
        (0.5791, .milliseconds(807)),
        (0.6784, .milliseconds(1270)),
        (0.7804, .milliseconds(1498)),
        (0.8507, .milliseconds(655)),
        (0.9, nil),
    ]

    @Test func startsAtTheInitialValue() {
        let progress = TrickleProgress()
        #expect(progress.value == 0.05)
        #expect(progress.phase == .running)
        #expect(!progress.isCompleted)
        #expect(progress.completedAt == nil)
        #expect(progress.label == .localized(.loading))
    }

    @Test func seededRunIsPinnedValueByValueAndDelayByDelay() {
        var progress = TrickleProgress()
        var generator = SplitMix64(seed: 42)
        #expect(progress.delay(using: &generator) == Self.firstDelay)
        for (index, expected) in Self.pinnedSteps.enumerated() {
            let step = progress.step(using: &generator)
            #expect(step.value == expected.value, "step \(index + 1)")
            #expect(step.nextDelay == expected.nextDelay, "step \(index + 1)")
            #expect(progress.value == expected.value, "step \(index + 1)")
        }
        // One draw for the first delay, two per step below the cap, one for the step that reaches it.
        #expect(generator.state == 42 &+ 18 &* 0x9E37_79B9_7F4A_7C15)
    }

    @Test func seededRunMatchesTheDocumentedAlgorithm() {
        var reference = ReferenceTrickle(bits: SplitMix64(seed: 42))
        #expect(Duration.milliseconds(reference.delayMilliseconds()) == Self.firstDelay)
        var referenceSteps: [(value: Double, nextDelay: Duration?)] = []
        while reference.value < 0.9 {
            let step = reference.step()
            referenceSteps.append((step.value, step.delay.map { .milliseconds($0) }))
        }
        #expect(referenceSteps.map(\.value) == Self.pinnedSteps.map(\.value))
        #expect(referenceSteps.map(\.nextDelay) == Self.pinnedSteps.map(\.nextDelay))
    }

    @Test(arguments: [1, 7, 42, 2024, 0xDEAD_BEEF] as [UInt64])
    func anySeedFollowsTheDocumentedAlgorithmToTheCap(_ seed: UInt64) {
        var progress = TrickleProgress()
        var generator = SplitMix64(seed: seed)
        var reference = ReferenceTrickle(bits: SplitMix64(seed: seed))
        #expect(progress.delay(using: &generator) == .milliseconds(reference.delayMilliseconds()))
        var steps = 0
        while progress.value < 0.9 && steps < 100 {
            let step = progress.step(using: &generator)
            let expected = reference.step()
            #expect(step.value == expected.value)
            #expect(step.nextDelay == expected.delay.map { .milliseconds($0) })
            steps += 1
        }
        #expect(progress.value == 0.9)
        // From 0.05 to 0.9 by 0.05 to 0.15 a step: at least 6 steps and at most 17.
        #expect((6...17).contains(steps))
    }

    @Test(arguments: [3, 99, 12_345] as [UInt64])
    func valueNeverExceedsTheCapAndDelaysStayInRange(_ seed: UInt64) throws {
        let configuration = try TrickleProgress.Configuration(
            minimumIncrement: 0.2,
            maximumIncrement: 0.3,
            minimumInterval: .milliseconds(100),
            maximumInterval: .milliseconds(200),
            cap: 0.7
        )
        var progress = TrickleProgress(configuration: configuration)
        var generator = SplitMix64(seed: seed)
        var previous = progress.value
        for _ in 0..<20 {
            let step = progress.step(using: &generator)
            #expect(step.value <= 0.7)
            #expect(step.value >= previous)
            if let delay = step.nextDelay {
                #expect(delay >= .milliseconds(100) && delay <= .milliseconds(200))
            }
            previous = step.value
        }
        #expect(progress.value == 0.7)
    }

    @Test func stepAtTheCapStaysAndStopsScheduling() {
        var progress = TrickleProgress()
        var generator = SplitMix64(seed: 42)
        while progress.step(using: &generator).nextDelay != nil {}
        #expect(progress.value == 0.9)
        let stateAtCap = generator.state
        let step = progress.step(using: &generator)
        #expect(step.value == 0.9)
        #expect(step.nextDelay == nil)
        #expect(progress.delay(using: &generator) == nil)
        #expect(generator.state == stateAtCap)
    }

    @Test func initialValueAtTheCapNeverMoves() throws {
        var progress = TrickleProgress(configuration: try .init(initialValue: 0.5, cap: 0.5))
        var generator = SplitMix64(seed: 1)
        #expect(progress.delay(using: &generator) == nil)
        let step = progress.step(using: &generator)
        #expect(step.value == 0.5)
        #expect(step.nextDelay == nil)
        #expect(generator.state == 1)
    }

    @Test func completeJumpsToExactlyOneAndAnnouncesDoneOnce() throws {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        progress.step(using: &generator)
        let first = progress.complete(at: .milliseconds(2500))
        let completion = try #require(first)
        #expect(progress.value == 1.0)
        #expect(progress.phase == .completed)
        #expect(progress.isCompleted)
        #expect(progress.completedAt == .milliseconds(2500))
        #expect(completion.announcement == Announcement(.localized(.completed), politeness: .polite))
        #expect(completion.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(completion.announcement?.text.resolved(using: Catalog.japanese) == "完了しました")
        #expect(completion.hideAt == .milliseconds(2500))
        let second = progress.complete(at: .seconds(3))
        #expect(second == nil)
        #expect(progress.completedAt == .milliseconds(2500))
        #expect(progress.value == 1.0)
    }

    @Test func nothingMovesAfterCompletion() {
        var progress = TrickleProgress()
        var generator = SplitMix64(seed: 42)
        progress.step(using: &generator)
        _ = progress.complete(at: .seconds(1))
        let state = generator.state
        for _ in 0..<5 {
            let step = progress.step(using: &generator)
            #expect(step.value == 1.0)
            #expect(step.nextDelay == nil)
        }
        #expect(progress.delay(using: &generator) == nil)
        #expect(progress.value == 1.0)
        #expect(progress.phase == .completed)
        #expect(generator.state == state)
    }

    @Test func completionFromTheCapAndFromTheStart() throws {
        var atCap = TrickleProgress()
        var generator = SplitMix64(seed: 42)
        while atCap.step(using: &generator).nextDelay != nil {}
        _ = atCap.complete(at: .seconds(12))
        #expect(atCap.value == 1.0)
        var immediate = TrickleProgress()
        _ = immediate.complete(at: .milliseconds(10))
        #expect(immediate.value == 1.0)
    }

    @Test func completionAnnouncementIsPoliteDone() {
        let announcement = TrickleProgress().completionAnnouncement
        #expect(announcement.politeness == .polite)
        #expect(announcement.text == .localized(.completed))
        #expect(announcement.text.resolved(using: Catalog.english) == "Done")
    }
}
