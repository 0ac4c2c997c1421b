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
}
