import Anshin
import Foundation
import Testing

@testable import AnshinHTML

/// A trickle progress drawn as a fragment is written from its shape's template, whose bar width is
/// a percentage slot: byte for byte the general writer's output at every value it can hold.
@Suite("HTML trickle progress templates")
struct TrickleProgressTemplateTests {
    /// A trickle whose cap is as high as it may be, decoded at a value, as a host restores one.
    static func running(at value: Double, label: UserText = "Signing up…") throws -> TrickleProgress {
        let json = #"{"label":"x","value":\#(value),"configuration":{"cap":0.9999}}"#
        var progress = try JSONDecoder().decode(TrickleProgress.self, from: Data(json.utf8))
        progress.label = label
        return progress
    }

    @Test("Each of the three shapes' skeletons has that shape and compiles for both built-in catalogs")
    func everyShapeCompiles() throws {
        for index in 0..<TrickleProgress.shapeCount {
            let skeleton = try #require(
                TrickleProgress.skeleton(ofShape: index, text: { _ in "label" }, action: { _ in "" }, fraction: 0.25)
            )
            #expect(skeleton.model.shape(in: skeleton.context).index == index)
            for (position, catalog) in Catalog.builtIn.enumerated() {
                let template = try #require(
                    HTMLShapeTemplate.recorded(TrickleProgress.self, shape: index, catalog: catalog)
                )
                #expect(
                    HTMLShapeTemplate.table(for: TrickleProgress.self, catalogAt: position, shape: index)?[shape: index]
                        != nil
                )
                let kinds = template.pieces.map(\.kind)
                // The label is one text slot everywhere; only a running bar's width varies, since a
                // completed trickle is always at 1.
                #expect(kinds.filter { $0 == .text }.count == 1, "shape \(index)")
                #expect(kinds.filter { $0 == .percentage }.count == (index == 0 ? 1 : 0), "shape \(index)")
            }
        }
        #expect(TrickleProgress.skeleton(ofShape: 3, text: { _ in "" }, action: { _ in "" }, fraction: 0) == nil)
    }

    @Test("The shape is the phase and whether completion is announced; it hands over the label and value")
    func shapeReadsTheTrickle() throws {
        let running = try Self.running(at: 0.3704)
        let shape = running.shape(in: .standard)
        #expect(shape.index == 0)
        #expect(shape.texts == ["Signing up…"])
        #expect(shape.fraction == 0.3704)
        #expect(shape.action == nil)

        var shown = TrickleProgress(label: "Saving", configuration: try .init(graceTime: .milliseconds(300)))
        _ = shown.complete(at: .milliseconds(300))
        #expect(shown.shape(in: .standard).index == 1)
        #expect(shown.shape(in: .standard).fraction == 1)
        var unseen = TrickleProgress(label: "Saving", configuration: try .init(graceTime: .milliseconds(300)))
        _ = unseen.complete(at: .milliseconds(299))
        #expect(unseen.shape(in: .standard).index == 2)
    }

    @Test("The benchmark's step 4 is written from its template: the bar at 37%, the label in place")
    func stepFourFromItsTemplate() throws {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        let expected = """
            <div id="anshin-trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container \
            anshin-role-progress anshin-tone-accent" aria-busy="true">
            <div id="anshin-trickleProgress-bar" class="anshin-progressbar" role="progressbar" \
            aria-labelledby="anshin-trickleProgress-label" aria-busy="true"><div class="anshin-progressbar-fill" \
            style="width:37%"></div></div>
            <p id="anshin-trickleProgress-label" class="anshin-paragraph">Signing up…</p>
            <div id="anshin-trickleProgress-progress_live" class="anshin-announcement" role="status"></div>
            </div>

            """
        #expect(HTMLShapeTemplateTests.templateFragment(progress) == expected)
        #expect(HTMLRenderer().render(progress.presentation(in: .standard)) == expected)
        HTMLPresetTemplateTests.expectGeneralBytes(progress, HTMLRenderer())
    }

    @Test("A completed trickle is written at 100% with its value announced, or silently when never shown")
    func completedFromItsTemplate() throws {
        var shown = TrickleProgress(label: "Saving")
        _ = shown.complete(at: .seconds(2))
        let fragment = HTMLRenderer(idPrefix: "").render(shown)
        #expect(
            fragment == """
                <div id="trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container \
                anshin-role-progress anshin-tone-success">
                <div id="trickleProgress-bar" class="anshin-progressbar" role="progressbar" \
                aria-labelledby="trickleProgress-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="100">\
                <div class="anshin-progressbar-fill" style="width:100%"></div></div>
                <p id="trickleProgress-label" class="anshin-paragraph">Saving</p>
                <div id="trickleProgress-progress_live" class="anshin-announcement" role="status">Done</div>
                </div>

                """
        )
        var unseen = TrickleProgress(label: "Saving", configuration: try .init(graceTime: .seconds(1)))
        _ = unseen.complete(at: .zero)
        for catalog in Catalog.builtIn {
            HTMLPresetTemplateTests.expectGeneralBytes(shown, HTMLRenderer(localizer: catalog))
            HTMLPresetTemplateTests.expectGeneralBytes(unseen, HTMLRenderer(localizer: catalog))
        }
    }

    @Test("A completed trickle restored without its completion time draws as the general writer does")
    func completedWithoutATime() throws {
        let json = #"{"label":"Saving","phase":"completed","value":1}"#
        let progress = try JSONDecoder().decode(TrickleProgress.self, from: Data(json.utf8))
        // Its presentation announces completion, as one that was shown.
        #expect(progress.shape(in: .standard).index == 1)
        for catalog in Catalog.builtIn {
            HTMLPresetTemplateTests.expectGeneralBytes(progress, HTMLRenderer(localizer: catalog))
        }
    }

    @Test("Every tenth of a percent, and a value either side of each rounding step, as the general writer draws it")
    func everyPermille() throws {
        for permille in 0...999 {
            for value in [Double(permille) / 1000, (Double(permille) + 0.4999) / 1000, (Double(permille) + 0.5) / 1000]
            where value <= 0.9999 {
                let progress = try Self.running(at: value)
                let template = HTMLRenderer().render(progress)
                #expect(template == HTMLRenderer().render(progress.presentation(in: .standard)), "value \(value)")
            }
        }
    }

    @Test("Random trickles, run and completed, draw as the general writer does, in every setting")
    func randomTricklesMatchTheGeneralWriter() throws {
        var generator = SplitMix64(seed: 2027)
        func pick<Element>(_ elements: [Element]) -> Element {
            elements[Int(generator.next() % UInt64(elements.count))]
        }
        for _ in 0..<300 {
            let configuration = try TrickleProgress.Configuration(
                minimumIncrement: pick([0.0001, 0.01, 0.05]),
                maximumIncrement: pick([0.15, 0.3]),
                cap: pick([0.5, 0.9, 0.9999]),
                graceTime: pick([.zero, .milliseconds(400)])
            )
            var progress = TrickleProgress(label: pick(HTMLShapeTemplateTests.texts), configuration: configuration)
            for _ in 0..<Int(generator.next() % 12) { progress.step(using: &generator) }
            if generator.next() % 3 == 0 { _ = progress.complete(at: .milliseconds(Int64(generator.next() % 800))) }
            HTMLPresetTemplateTests.expectGeneralBytes(progress, HTMLShapeTemplateTests.randomRenderer(&generator))
        }
    }

    @Test("Percentages: rounded half up to a tenth, no trailing zero, from 0 to 100")
    func percentages() {
        let cases: [(Double, String)] = [
            (0, "0"), (0.0004, "0"), (0.0005, "0.1"), (0.05, "5"), (0.1234, "12.3"), (0.3704, "37"), (0.355, "35.5"),
            (0.9, "90"), (0.9994, "99.9"), (0.9995, "100"), (1, "100"),
        ]
        for (fraction, expected) in cases {
            var bytes: [UInt8] = []
            HTMLPercentage.append(fraction, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "fraction \(fraction)")
        }
    }

    @Test("Recording marks the sentinel's percentage only where it stands alone as a number")
    func markingTheSentinel() {
        let marker = HTMLTemplate.marker("\u{E004}0")
        let recorded = #"<i style="width:12.3%" data-n="112.3" data-m="12.34" aria-valuenow="12.3">12.3</i>"#
        let marked = String(decoding: HTMLShapeTemplate.markingFraction(in: Array(recorded.utf8)), as: UTF8.self)
        #expect(
            marked
                == #"<i style="width:\#(marker)%" data-n="112.3" data-m="12.34" aria-valuenow="\#(marker)">\#(marker)</i>"#
        )
    }
}
