import Anshin
import AnshinHTML
import AnshinJSON
import AnshinTestSupport
import AnshinText
import Foundation
import Testing

/// Hostile strings in every text field of every model, through every front end.
///
/// Each case is built twice: with its hostile strings, and as its baseline with a placeholder for
/// each string (``CaseFields``). Here, in every run: the HTML is valid UTF-8 with exactly the
/// baseline's tags and attribute names; the JSON reads back with the very same presentation; the text
/// front end lets nothing that controls a terminal through and keeps its frames straight; no hidden
/// string appears anywhere. With `ANSHIN_HOSTILE_OUT=DIR` the cases are also written for the
/// independent checker (`Tests/Conformance/check_hostile.py`, html5lib and Python's `json`), which
/// the hardening script runs. The normal suite tries a quarter of the curated payloads and 1,000
/// random strings; `ANSHIN_HARDENING=1` tries every payload and 100,000 random strings.
@Suite("Hostile text through every front end")
struct HostileOutputTests {
    /// What a run tried.
    struct Tally {
        var cases = 0
        var fieldsFilled = 0
        var randomStrings = 0
        var payloadCases = 0
        var outputs = 0
    }

    @Test("Hostile strings in every field of every model: HTML, JSON and text stay safe and exact")
    func hostileStrings() throws {
        let seed = Hardening.seed(0x4057_11E0_0000_0001)
        let target = Hardening.count(normal: 1_000, hardening: 100_000)
        let directory = ProcessInfo.processInfo.environment["ANSHIN_HOSTILE_OUT"]
        let writer = try directory.map { try CaseWriter(directory: $0) }
        var tally = Tally()
        var generator = SplitMix64(seed: seed)

        // The curated payloads, each in every field of every kind: once the same string everywhere,
        // once with the field's name after it, so every field differs.
        let payloads = HostileStrings.payloads.enumerated().filter { Hardening.isEnabled || $0.offset % 4 == 0 }.map(
            \.element
        )
        for payload in payloads {
            for kind in HostileCase.allCases {
                for source in [CaseFields.Source.payload(payload), .payloadPerField(payload)] {
                    try self.check(
                        kind,
                        source: source,
                        seed: generator.next(),
                        seedOfRun: seed,
                        writer: writer,
                        tally: &tally
                    )
                    tally.payloadCases += 1
                }
            }
        }
        // Random strings until the target is met, over every kind in turn.
        var index = 0
        while tally.randomStrings < target {
            let kind = HostileCase.allCases[index % HostileCase.allCases.count]
            try self.check(
                kind,
                source: .random,
                seed: generator.next(),
                seedOfRun: seed,
                writer: writer,
                tally: &tally
            )
            index += 1
        }
        Hardening.report(
            "hostile text: \(tally.cases) cases (\(tally.payloadCases) with \(payloads.count) curated payloads), "
                + "\(tally.randomStrings) random strings, \(tally.fieldsFilled) fields filled, "
                + "\(tally.outputs) outputs checked\(directory.map { ", written to \($0)" } ?? "")"
        )
    }

    private func check(
        _ kind: HostileCase,
        source: CaseFields.Source,
        seed: UInt64,
        seedOfRun: UInt64,
        writer: CaseWriter?,
        tally: inout Tally
    ) throws {
        let comment = Comment(
            rawValue:
                "case \(tally.cases) (\(kind)), case seed \(Hardening.hex(seed)), run seed \(Hardening.hex(seedOfRun))"
        )
        var fields = CaseFields(source, seed: seed)
        let hostile = try kind.build(&fields)
        let (byField, strings) = fields.placeholders()
        var baselineFields = CaseFields(.baseline(byField), seed: seed)
        let baseline = try kind.build(&baselineFields)
        try #require(baselineFields.drawn.map(\.name) == fields.drawn.map(\.name), comment)
        tally.cases += 1
        tally.fieldsFilled += fields.drawn.count
        if case .random = source { tally.randomStrings += Set(fields.drawn.map(\.value)).count }

        let hidden = strings.filter { $0.value.use == .hidden }.map(\.key)
        var outputs: [(name: String, hostile: [UInt8], baseline: [UInt8])] = []

        // HTML: valid UTF-8, the baseline's structure, no hidden string.
        func html(_ built: HostileCase.Built) -> [UInt8] {
            var bytes: [UInt8] = []
            let renderer = HTMLRenderer(
                localizer: built.localizer,
                layout: built.layout,
                idPrefix: built.idPrefix,
                context: built.context
            )
            renderer.render(built.model, into: &bytes)
            return bytes
        }
        let hostileHTML = html(hostile)
        let baselineHTML = html(baseline)
        try #require(String(validating: hostileHTML, as: UTF8.self) != nil, "the HTML is not UTF-8. \(comment)")
        // A hostile string with right-to-left characters is isolated in `<bdi>`, which the front end
        // writes around user text: the structure is the rest. A blank string stands for itself in the
        // baseline, and may be bidirectional controls only (U+202E), isolated there too.
        let tags = try MarkupTags.scan(hostileHTML).filter { $0 != "bdi" && $0 != "/bdi" }
        try #require(
            tags == (try MarkupTags.scan(baselineHTML)).filter { $0 != "bdi" && $0 != "/bdi" },
            "the HTML's tags differ from the template's. \(comment)"
        )
        outputs.append(("html", hostileHTML, baselineHTML))

        // JSON, text as keys and resolved: reads back with the same presentation.
        for (name, text) in [("json", TextResolution.keys), ("json-resolved", .resolved(using: hostile.localizer))] {
            func json(_ built: HostileCase.Built, _ text: TextResolution) -> [UInt8] {
                var bytes: [UInt8] = []
                JSONRenderer(text: text, context: built.context).render(built.model, into: &bytes)
                return bytes
            }
            let baselineText: TextResolution = name == "json" ? .keys : .resolved(using: baseline.localizer)
            let hostileJSON = json(hostile, text)
            let document = try WireDocument.decode(hostileJSON)
            if name == "json" {
                // A presentation without a type is written as `unknown`, the one change JSON makes.
                var expected = hostile.model.presentation(in: hostile.context)
                if expected.type.isEmpty { expected.type = "unknown" }
                try #require(
                    document.presentation == expected,
                    "the JSON read back differently. \(comment)"
                )
            }
            outputs.append((name, hostileJSON, json(baseline, baselineText)))
        }

        // Text: nothing that controls a terminal, straight frames.
        let widths = [[20], [37], [80]][tally.cases % 3]
        try TerminalChecks.check(
            hostile.model,
            localizer: hostile.localizer,
            context: hostile.context,
            widths: widths,
            comment: comment
        )
        // Text into a byte buffer: exactly the string's UTF-8, plain and spoken.
        let colors: TextRenderer.ColorMode = tally.cases % 2 == 0 ? .never : .always
        for style in TextRenderer.Style.allCases {
            let renderer = TextRenderer(
                localizer: hostile.localizer,
                style: style,
                colors: colors,
                width: widths[0],
                context: hostile.context
            )
            var bytes: [UInt8] = []
            renderer.render(hostile.model, into: &bytes)
            try #require(
                bytes == Array(renderer.render(hostile.model).utf8),
                "the \(style) text's bytes differ from its string (\(colors)). \(comment)"
            )
        }
        let text =
            TextRenderer(localizer: baseline.localizer, style: .spoken, context: baseline.context)
            .render(baseline.model)
            + TextRenderer(localizer: baseline.localizer, context: baseline.context).render(baseline.model)

        // A hidden string (a developer note, a problem's type and instance) appears nowhere.
        for placeholder in hidden {
            let needle = Array(placeholder.utf8)
            for output in outputs {
                try #require(!output.baseline.contains(needle), "\(placeholder) leaked into \(output.name). \(comment)")
            }
            try #require(!text.contains(placeholder), "\(placeholder) leaked into the text. \(comment)")
        }
        tally.outputs += outputs.count + 3
        try writer?.write(index: tally.cases - 1, kind: kind.rawValue, outputs: outputs, strings: strings)
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes contain a run of bytes.
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= self.count else { return needle.isEmpty }
        for start in 0...(self.count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
