import Anshin
import Foundation
import Testing

@testable import AnshinJSON

/// The two consumers of a value's one wire form — the JSON front end's writer and its
/// `encode(to:)` through an `Encoder` — write the same bytes for every model, text resolution and
/// formatting.
@Suite("The JSON writer and encode(to:) write the same bytes")
struct WireFormAgreementTests {
    /// Every text resolution and formatting.
    static var encoders: [WireEncoder] {
        let resolutions: [TextResolution] = [
            .keys, .resolved(using: Catalog.english), .resolved(using: Catalog.japanese),
        ]
        return resolutions.flatMap { text in
            [WireEncoder(text: text, formatting: .compact), WireEncoder(text: text, formatting: .pretty)]
        }
    }

    /// Encodes a value through its `encode(to:)`, as any `Encodable` value is.
    static func viaEncoder<Value: Encodable>(_ value: Value, _ encoder: WireEncoder, into bytes: inout [UInt8]) throws {
        try encoder.encode(value, into: &bytes)
    }

    /// The JSON writer's and the `Encoder`'s bytes for a value.
    static func bothPaths(
        _ value: some WireRepresentable,
        _ encoder: WireEncoder
    ) throws -> (writer: [UInt8], encoder: [UInt8]) {
        var written: [UInt8] = Array("prefix".utf8)
        try encoder.encode(value, into: &written)
        var encoded: [UInt8] = Array("prefix".utf8)
        try Self.viaEncoder(value, encoder, into: &encoded)
        return (written, encoded)
    }

    /// Expects both paths to write the same bytes for a value in every encoder.
    static func expectSame(
        _ value: some WireRepresentable,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for encoder in Self.encoders {
            let (written, encoded) = try Self.bothPaths(value, encoder)
            #expect(
                written == encoded,
                "\(name) (\(encoder.text == .keys ? "keys" : "resolved"), \(encoder.formatting)):\n\(String(decoding: written, as: UTF8.self))\n≠\n\(String(decoding: encoded, as: UTF8.self))",
                sourceLocation: sourceLocation
            )
        }
    }

    @Test("Every fixture, and its parts, in every resolution and formatting")
    func fixtures() throws {
        var writable = 0
        for item in Fixtures.all {
            switch item.model {
            case .errorScreen(let screen):
                try Self.expectSame(screen, item.name)
                try Self.expectSame(screen.transition, item.name + ".transition")
                if let icon = screen.icon { try Self.expectSame(icon, item.name + ".icon") }
                if let retry = screen.retry { try Self.expectSame(retry, item.name + ".retry") }
                if let title = screen.title { try Self.expectSame(title, item.name + ".title") }
                writable += 1
            case .alert(let alert):
                try Self.expectSame(alert, item.name)
                try Self.expectSame(alert.content, item.name + ".content")
                if let recovery = alert.recovery { try Self.expectSame(recovery, item.name + ".recovery") }
                writable += 1
            case .statusMessage(let message):
                try Self.expectSame(message, item.name)
                try Self.expectSame(message.prefixedText, item.name + ".prefixedText")
                writable += 1
            case .trickleProgress(let progress):
                try Self.expectSame(progress, item.name)
                try Self.expectSame(progress.configuration, item.name + ".configuration")
                writable += 1
            default:
                break
            }
        }
        #expect(writable >= 20)
    }

    /// Expects the renderer's document for a model to be the bytes the `Encoder` writes for the same
    /// ``WireDocument``, in every encoder.
    static func expectSameDocument(
        _ model: AnyModel,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for encoder in Self.encoders {
            let renderer = JSONRenderer(text: encoder.text, formatting: encoder.formatting)
            let presentation = model.presentation(in: renderer.context)
            let document = WireDocument(
                type: presentation.type,
                language: encoder.text.localizer?.languageCode,
                direction: encoder.text.localizer?.layoutDirection,
                model: model,
                presentation: presentation
            )
            var encoded: [UInt8] = []
            try Self.viaEncoder(document, encoder, into: &encoded)
            var rendered: [UInt8] = []
            renderer.render(model, into: &rendered)
            #expect(
                rendered == encoded,
                "\(name):\n\(String(decoding: rendered, as: UTF8.self))\n≠\n\(String(decoding: encoded, as: UTF8.self))",
                sourceLocation: sourceLocation
            )
        }
        try Self.expectSame(model.presentation(in: .standard), name + ".presentation", sourceLocation: sourceLocation)
    }

    @Test("Every fixture's wire document and presentation")
    func documents() throws {
        for item in Fixtures.all {
            try Self.expectSameDocument(item.model, item.name)
        }
    }

    @Test("Every preset, placement, status message kind and duration")
    func presetsKindsAndDurations() throws {
        for preset in ErrorScreen.Preset.allKnown + [ErrorScreen.Preset(rawValue: "pay\"ment/\u{1}")] {
            for placement in ErrorScreen.Placement.allCases {
                try Self.expectSame(ErrorScreen(.preset(preset), placement: placement), "\(preset) \(placement)")
            }
        }
        let durations: [StatusMessage.DisplayDuration?] = [
            nil, .sticky, .normal, .successLong, .cautionLong, .errorShort, .errorLong,
            try .timed(.milliseconds(1)), try .timed(.nanoseconds(1_500_001)), try .timed(.seconds(7 * 24 * 60 * 60)),
        ]
        let kinds = StatusMessage.Kind.allKnown + [StatusMessage.Kind(rawValue: "custom\\kind\"")]
        for kind in kinds {
            for duration in durations {
                let message = StatusMessage(
                    .localized(.itemsRegistered, arguments: ["a\"b", 3, .text("c\\d")], count: 2),
                    kind: kind,
                    duration: duration
                )
                try Self.expectSame(message, "\(kind) \(String(describing: duration))")
            }
        }
    }

    @Test("The standard trickle configuration's JSON, and every configuration one member away from it")
    func standardConfiguration() throws {
        let standard = TrickleProgress.Configuration.standard
        let compact = try WireEncoder().encode(standard)
        #expect(
            compact
                == #"{"cap":0.9,"graceTimeMilliseconds":0,"initialValue":0.05,"maximumIncrement":0.15,"#
                + #""maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"minimumIntervalMilliseconds":500,"#
                + #""minimumShowTimeMilliseconds":0}"#
        )
        try Self.expectSame(standard, "standard")
        try Self.expectSame(TrickleProgress(label: "Signing up…"), "a trickle with the standard configuration")

        let oneAway: [(String, TrickleProgress.Configuration)] = [
            ("initialValue", try .init(initialValue: 0.1)),
            ("initialValue −0", try .init(initialValue: -0.0)),
            ("minimumIncrement", try .init(minimumIncrement: 0.04)),
            ("maximumIncrement", try .init(maximumIncrement: 0.2)),
            ("minimumInterval", try .init(minimumInterval: .milliseconds(499))),
            ("maximumInterval", try .init(maximumInterval: .milliseconds(2_001))),
            ("cap", try .init(cap: 0.8999999999999999)),
            ("graceTime", try .init(graceTime: .milliseconds(250))),
            ("minimumShowTime", try .init(minimumShowTime: .seconds(1))),
        ]
        for (name, configuration) in oneAway {
            #expect(try WireEncoder().encode(configuration) != compact, "\(name)")
            try Self.expectSame(configuration, name)
            try Self.expectSame(TrickleProgress(label: "Uploading", configuration: configuration), "a trickle, \(name)")
        }
        // Durations are written in whole milliseconds: a nanosecond more writes the same JSON.
        let nanosecondMore = try TrickleProgress.Configuration(maximumInterval: .nanoseconds(2_000_000_001))
        #expect(try WireEncoder().encode(nanosecondMore) == compact)
    }

    @Test("Integers are written as their decimal digits, at every length and both signs")
    func integers() {
        var values: [Int] = [0, 9, 10, 99, 100, 4_000, -1, -10, .max, .min, .max - 1, .min + 1]
        var power = 1
        for _ in 0..<18 {
            values += [power, power - 1, -power, -(power - 1)]
            power *= 10
        }
        for value in values {
            var writer = JSONWireWriter(pretty: false, text: .keys)
            writer.integer(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
        }
    }

    @Test("A number that is not finite is rejected with its path, or written as null when lenient")
    func nonFinite() {
        var strict = JSONWireWriter(pretty: false, text: .keys)
        strict.beginObject()
        strict.key("values")
        strict.beginArray()
        strict.number(1)
        strict.number(.infinity)
        strict.endArray()
        strict.endObject()
        #expect(
            strict.error
                == WireFormatError(
                    .unencodableValue,
                    path: "values[1]",
                    message: "The number inf is not finite, and JSON has no infinity or NaN."
                )
        )
        var lenient = JSONWireWriter(pretty: false, text: .keys, writesNonFiniteAsNull: true)
        lenient.number(.nan)
        #expect(lenient.error == nil)
        #expect(lenient.bytes == Array("null".utf8))
    }

    /// The writer keeps the two innermost containers beside it and only deeper ones in an array:
    /// going four levels down and back up must keep each level's separators, indentation, member
    /// order and path.
    @Test("Containers four deep: the path of a value inside them, separators and indentation on the way back up")
    func nestingFourDeep() {
        var writer = JSONWireWriter(pretty: true, text: .keys)
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.beginObject()
        writer.key("b")
        writer.beginArray()
        writer.integer(1)
        writer.number(.infinity)
        writer.endArray()
        writer.key("c")
        writer.bool(true)
        writer.endObject()
        writer.integer(2)
        writer.endArray()
        writer.key("d")
        writer.null()
        writer.endObject()
        #expect(
            writer.error
                == WireFormatError(
                    .unencodableValue,
                    path: "a[0].b[1]",
                    message: "The number inf is not finite, and JSON has no infinity or NaN."
                )
        )
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == """
                {
                  "a": [
                    {
                      "b": [
                        1,
                        null
                      ],
                      "c": true
                    },
                    2
                  ],
                  "d": null
                }
                """
        )
    }

    /// A progress fraction is written as every front end draws it (`Progress.drawnFraction`): a
    /// number that is not finite is an unknown fraction, and one outside 0…1 is clamped, so the
    /// document is one the reader takes back.
    @Test("A presentation's progress is written as drawn: not finite is unknown, outside 0…1 clamped")
    func progressIsWrittenAsDrawn() throws {
        func meter(_ fraction: Double) -> Presentation {
            Presentation(
                type: "meter",
                root: Presentation.Element(id: "meter", kind: .progress(.init(fraction: fraction, isSimulated: false)))
            )
        }
        let cases: [(Double, String, Double?)] = [
            (.nan, #"{"isSimulated":false}"#, nil), (.infinity, #"{"isSimulated":false}"#, nil),
            (1.0000000000000002, #"{"fraction":1,"isSimulated":false}"#, 1),
            (-0.5, #"{"fraction":0,"isSimulated":false}"#, 0), (0.25, #"{"fraction":0.25,"isSimulated":false}"#, 0.25),
        ]
        for (fraction, progress, drawn) in cases {
            let presentation = meter(fraction)
            var written: [UInt8] = []
            try WireEncoder().encode(presentation, into: &written)
            #expect(String(decoding: written, as: UTF8.self).contains(#""progress":\#(progress)"#))
            let rendered = JSONRenderer(formatting: .compact).render(presentation)
            #expect(rendered.contains(#""progress":\#(progress)"#))
            let read = try WireDocument.decode(rendered)
            #expect(read.presentation?.root.kind == .progress(.init(fraction: drawn, isSimulated: false)))
        }
    }

    /// A heading's level is written as drawn, 1 to 6, so the reader takes it back.
    @Test func aHeadingLevelIsWrittenAsDrawn() throws {
        for (level, written) in [(9, 6), (0, 1), (-3, 1), (3, 3)] {
            let presentation = Presentation(
                type: "title",
                root: Presentation.Element(id: "title", kind: .heading(level: level), text: "Title")
            )
            let rendered = JSONRenderer(formatting: .compact).render(presentation)
            #expect(rendered.contains(#""level":\#(written)"#))
            #expect(try WireDocument.decode(rendered).presentation?.root.kind == .heading(level: written))
        }
    }

    /// Documents of every length are written whole, after what the buffer held.
    @Test("A document longer than the room reserved for it is written whole", arguments: [1, 100, 2_000, 20_000])
    func longerThanTheRoom(length: Int) throws {
        let text = String(repeating: "Saved \"draft\" 下書き\n", count: length / 16 + 1)
        let message = StatusMessage(UserText(verbatim: text), kind: .success, duration: .successShort)
        let alert = Alert.suggestion(
            Alert.Content(title: UserText(verbatim: text), message: UserText(verbatim: text)),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        try Self.expectSame(message, "status message of \(length)")
        try Self.expectSame(alert, "alert of \(length)")
        try Self.expectSameDocument(.statusMessage(message), "status message document of \(length)")
        for encoder in Self.encoders {
            var direct: [UInt8] = []
            try encoder.encode(alert, into: &direct)
            #expect(direct.count > text.utf8.count)
        }
    }

    @Test("Random models with hostile text", arguments: 0..<8)
    func random(batch: Int) throws {
        for iteration in 0..<50 {
            let seed = UInt64(batch) &* 1_000_003 &+ UInt64(iteration) &+ 0x5EED
            var models = RandomModels(seed: seed)
            let values: [any WireRepresentable] = [
                models.errorScreen(), models.alert(), models.statusMessage(), models.trickleProgress(),
                models.text(depth: 0),
            ]
            try Self.expectSameDocument(.errorScreen(models.errorScreen()), "seed \(seed) error screen")
            try Self.expectSameDocument(.alert(models.alert()), "seed \(seed) alert")
            try Self.expectSameDocument(.statusMessage(models.statusMessage()), "seed \(seed) status message")
            try Self.expectSameDocument(.trickleProgress(models.trickleProgress()), "seed \(seed) trickle")
            for value in values {
                for encoder in Self.encoders {
                    let (written, encoded) = try Self.bothPaths(value, encoder)
                    #expect(
                        written == encoded,
                        "seed \(seed): \(String(decoding: written, as: UTF8.self)) ≠ \(String(decoding: encoded, as: UTF8.self))"
                    )
                }
            }
        }
    }

    /// A host's value that writes its members in no particular order, nested, with names that need
    /// escaping.
    struct Shuffled: WireRepresentable {
        func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("zeta", 1)
            writer.key("nested")
            writer.beginObject()
            writer.member("y", "why")
            writer.member("x", ["a", "b"])
            writer.member("\"quoted\"", true)
            writer.endObject()
            writer.member("alpha", UserText.localized(.retry))
            writer.key("list")
            writer.beginArray()
            writer.beginObject()
            writer.member("b", 2)
            writer.member("a", 1.5)
            writer.endObject()
            writer.null()
            writer.endArray()
            writer.member("beta", "a,b\n}c")
            writer.endObject()
        }
    }

    @Test("Members written out of order come out sorted, as the Encoder sorts them")
    func outOfOrderMembers() throws {
        try Self.expectSame(Shuffled(), "shuffled")
        let compact = try WireEncoder().encode(Shuffled())
        #expect(
            compact
                == #"{"alpha":{"key":"button.retry"},"beta":"a,b\n}c","list":[{"a":1.5,"b":2},null],"#
                + #""nested":{"\"quoted\"":true,"x":["a","b"],"y":"why"},"zeta":1}"#
        )
    }

    /// A host's value that writes one member twice, inside a nested object.
    struct Twice: WireRepresentable {
        func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("a", 1)
            writer.key("inner")
            writer.beginObject()
            writer.member("b", 0)
            writer.member("a", 1)
            writer.member("b", 2)
            writer.endObject()
            writer.endObject()
        }
    }

    @Test("A member written twice is an error naming it, as a reader would refuse it")
    func duplicateMembers() {
        let error = WireFormatError(
            .unencodableValue,
            path: "inner.b",
            message: "The member \"b\" is written twice, and a reader refuses a duplicate member."
        )
        #expect(throws: error) { try WireEncoder().encode(Twice()) }
        #expect(throws: error) { try WireEncoder(formatting: .pretty).encode(Twice()) }
    }

    /// A host's value whose member names need escaping, written out of order.
    struct EscapedNames: WireRepresentable {
        static let names = ["a]", "a\\", "a#", "a\"", "a!", "a\u{1}", "a\n"]

        func write(to writer: inout some WireWriter) {
            writer.beginObject()
            for (index, name) in Self.names.enumerated() { writer.member(name, index) }
            writer.endObject()
        }
    }

    @Test("Names that need escaping sort by their own bytes, as the Encoder and Foundation sort them")
    func escapedNamesSortByTheirBytes() throws {
        try Self.expectSame(EscapedNames(), "escaped names")
        let members = Dictionary(uniqueKeysWithValues: EscapedNames.names.enumerated().map { ($1, $0) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(members), as: UTF8.self)
        #expect(try WireEncoder().encode(EscapedNames()) == foundation)
        #expect(foundation == #"{"a\u0001":5,"a\n":6,"a!":4,"a\"":3,"a#":2,"a\\":1,"a]":0}"#)
    }
}
