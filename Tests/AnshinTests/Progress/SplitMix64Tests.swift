import Anshin
import Foundation
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    /// The reference algorithm's output (Vigna's splitmix64.c, computed independently in Python).
    @Test func seed42MatchesTheReference() {
        var generator = SplitMix64(seed: 42)
        #expect(generator.next() == 0xBDD7_3226_2FEB_6E95)
        #expect(generator.next() == 0x28EF_E333_B266_F103)
        #expect(generator.next() == 0x4752_6757_130F_9F52)
    }

    @Test func seed42InDecimalAsTheDocumentationShows() {
        var generator = SplitMix64(seed: 42)
        #expect(generator.next() == 13_679_457_532_755_275_413)
        #expect(generator.next() == 2_949_826_092_126_892_291)
        #expect(generator.next() == 5_139_283_748_462_763_858)
    }

    /// The widely published vector for seed 0 (also java.util.SplittableRandom's mixing).
    @Test func seed0MatchesTheReference() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func stateAdvancesByTheGoldenGamma() {
        var generator = SplitMix64(seed: 42)
        #expect(generator.state == 42)
        _ = generator.next()
        #expect(generator.state == 42 &+ 0x9E37_79B9_7F4A_7C15)
        _ = generator.next()
        #expect(generator.state == 42 &+ 0x9E37_79B9_7F4A_7C15 &* 2)
    }

    @Test func equalSeedsGiveEqualSequences() {
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 7)
        var other = SplitMix64(seed: 8)
        let a = (0..<16).map { _ in first.next() }
        let b = (0..<16).map { _ in second.next() }
        let c = (0..<16).map { _ in other.next() }
        #expect(a == b)
        #expect(a != c)
    }

    @Test func stateRoundTripsThroughJSON() throws {
        var generator = SplitMix64(seed: 42)
        _ = generator.next()
        let data = try JSONEncoder().encode(generator)
        #expect(String(decoding: data, as: UTF8.self) == #"{"state":11400714819323198527}"#)
        var restored = try JSONDecoder().decode(SplitMix64.self, from: data)
        #expect(restored == generator)
        #expect(restored.next() == 0x28EF_E333_B266_F103)
    }
}
