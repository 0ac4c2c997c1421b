import Anshin
import Foundation
import Testing

/// A progress state is equal to another exactly when front ends draw, write and announce them alike:
/// by ``Presentation/Element/Progress/drawnFraction``.
@Suite("Progress equality follows what is drawn")
struct ProgressEqualityTests {
    @Test func aFractionThatIsNotANumberIsEqualToItself() {
        let progress = Presentation.Element.Progress(fraction: .nan, isSimulated: false)
        #expect(progress == progress)
        #expect(progress == Presentation.Element.Progress(fraction: nil, isSimulated: false))
        let bar = Presentation.Element(id: "bar", kind: .progress(progress))
        #expect(bar == bar)
        #expect(Set([bar, bar]).count == 1)
    }

    @Test func aFractionOutsideZeroToOneEqualsItsDrawnFractionAndSurvivesJSON() throws {
        let progress = Presentation.Element.Progress(fraction: 1.5, isSimulated: true)
        #expect(progress == Presentation.Element.Progress(fraction: 1, isSimulated: true))
        #expect(progress.hashValue == Presentation.Element.Progress(fraction: 1, isSimulated: true).hashValue)
        #expect(progress != Presentation.Element.Progress(fraction: 0.5, isSimulated: true))
        #expect(progress != Presentation.Element.Progress(fraction: 1.5, isSimulated: false))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(progress)
        #expect(String(decoding: data, as: UTF8.self) == #"{"fraction":1,"isSimulated":true}"#)
        #expect(try JSONDecoder().decode(Presentation.Element.Progress.self, from: data) == progress)
    }

    @Test("The percentage drawn is rounded half up, and 100 only when the work is done")
    func drawnPercent() {
        let percent = { (fraction: Double?) in
            Presentation.Element.Progress(fraction: fraction, isSimulated: false).drawnPercent
        }
        #expect(percent(0) == 0)
        #expect(percent(0.004) == 0)
        #expect(percent(0.005) == 1)
        #expect(percent(0.375) == 38)
        #expect(percent(0.994) == 99)
        #expect(percent(0.995) == 99)
        #expect(percent(Double(1).nextDown) == 99)
        #expect(percent(1) == 100)
        #expect(percent(1.5) == 100)
        #expect(percent(-0.5) == 0)
        #expect(percent(nil) == nil)
        #expect(percent(.nan) == nil)
        #expect(percent(.infinity) == nil)
    }
}
