import Anshin
import Testing

@testable import AnshinJSON

/// The direct writer (``WireWritable``) against the `Codable` path: the same bytes for every model,
/// text resolution and formatting.
@Suite("The direct writer writes the Codable path's bytes")
struct DirectWriterTests {
    /// Every text resolution and formatting.
    static var encoders: [WireEncoder] {
        let resolutions: [TextResolution] = [
            .keys, .resolved(using: Catalog.english), .resolved(using: Catalog.japanese),
        ]
        return resolutions.flatMap { text in
            [WireEncoder(text: text, formatting: .compact), WireEncoder(text: text, formatting: .pretty)]
        }
    }

    /// The direct path's and the `Codable` path's bytes for a value, and whether the value took the
    /// direct path.
    static func bothPaths(
        _ value: some Encodable,
        _ encoder: WireEncoder
    ) throws -> (direct: [UInt8], codable: [UInt8], isWritable: Bool) {
        var direct: [UInt8] = Array("prefix".utf8)
        try encoder.encode(value, into: &direct)
        var codable: [UInt8] = Array("prefix".utf8)
        try encoder.encodeWithCodable(value, into: &codable)
        return (direct, codable, value is any WireWritable)
    }

    /// Expects both paths to write the same bytes for a value in every encoder.
    static func expectSame(
        _ value: some Encodable,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for encoder in Self.encoders {
            let (direct, codable, _) = try Self.bothPaths(value, encoder)
            #expect(
                direct == codable,
                "\(name) (\(encoder.text == .keys ? "keys" : "resolved"), \(encoder.formatting)):\n\(String(decoding: direct, as: UTF8.self))\n≠\n\(String(decoding: codable, as: UTF8.self))",
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

    /// Expects the renderer's document for a model to be the bytes the `Codable` path writes, in
    /// every encoder.
    static func expectSameDocument(
        _ model: some Presentable,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for encoder in Self.encoders {
            let renderer = JSONRenderer(text: encoder.text, formatting: encoder.formatting)
            let presentation = model.presentation(in: renderer.context)
            let payload = DocumentPayload(
                type: presentation.type,
                language: encoder.text.localizer?.languageCode,
                model: JSONRenderer.encodableModel(model),
                presentation: presentation
            )
            var codable: [UInt8] = []
            try WireEncoder.write(payload, into: &codable, options: encoder.options(writesNonFiniteAsNull: false))
            var direct: [UInt8] = []
            renderer.render(model, into: &direct)
            #expect(
                direct == codable,
                "\(name):\n\(String(decoding: direct, as: UTF8.self))\n≠\n\(String(decoding: codable, as: UTF8.self))",
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

    @Test("The benchmark's models take the direct path")
    func directPath() throws {
        let models: [any Encodable] = [
            ErrorScreen(.preset(.network)),
            Alert.suggestion(
                Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
                Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
            ),
            StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success),
            TrickleProgress(label: "Signing up…"),
        ]
        for model in models {
            #expect(model is any WireWritable)
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

    @Test("The standard trickle configuration's kept JSON, and every configuration one member away from it")
    func standardConfiguration() throws {
        let standard = TrickleProgress.Configuration.standard
        // The same configuration built from other units is the same bits, and so the kept JSON.
        let sameInOtherUnits = try TrickleProgress.Configuration(
            minimumInterval: .microseconds(500_000),
            maximumInterval: .milliseconds(2_000)
        )
        #expect(standard.isStandard)
        #expect(sameInOtherUnits.isStandard)
        let compact = try WireEncoder().encode(standard)
        #expect(
            compact
                == #"{"cap":0.9,"graceTimeMilliseconds":0,"initialValue":0.05,"maximumIncrement":0.15,"#
                + #""maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"minimumIntervalMilliseconds":500,"#
                + #""minimumShowTimeMilliseconds":0}"#
        )
        try Self.expectSame(standard, "standard")
        try Self.expectSame(sameInOtherUnits, "standard in other units")
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
            #expect(!configuration.isStandard, "\(name)")
            #expect(try WireEncoder().encode(configuration) != compact, "\(name)")
            try Self.expectSame(configuration, name)
            try Self.expectSame(TrickleProgress(label: "Uploading", configuration: configuration), "a trickle, \(name)")
        }
        // A nanosecond more is another configuration whose JSON, in whole milliseconds, is the same:
        // written member by member, not kept.
        let nanosecondMore = try TrickleProgress.Configuration(maximumInterval: .nanoseconds(2_000_000_001))
        #expect(!nanosecondMore.isStandard)
        #expect(try WireEncoder().encode(nanosecondMore) == compact)
    }

    @Test("Integers are written as their decimal digits, at every length and both signs")
    func integers() {
        var values: [Int64] = [0, 9, 10, 99, 100, 4_000, -1, -10, .max, .min, .max - 1, .min + 1]
        var power: Int64 = 1
        for _ in 0..<18 {
            values += [power, power - 1, -power, -(power - 1)]
            power *= 10
        }
        for value in values {
            var writer = WireWriter(pretty: false, localizer: nil)
            writer.integer(value)
            let written = String(decoding: writer.bytes, as: UTF8.self)
            #expect(written == String(value))
        }
    }

    @Test("A number that is not finite is rejected, or written as null when lenient")
    func nonFinite() {
        var strict = WireWriter(pretty: false, localizer: nil)
        strict.number(.infinity)
        let rejected = strict.rejectedNonFiniteNumber
        #expect(rejected)
        var lenient = WireWriter(pretty: false, localizer: nil, writesNonFiniteAsNull: true)
        lenient.number(.nan)
        let lenientRejected = lenient.rejectedNonFiniteNumber
        let bytes = lenient.bytes
        #expect(!lenientRejected)
        #expect(bytes == Array("null".utf8))
    }

    @Test("A presentation holding a number that is not finite: the Codable path's error, or null when lenient")
    func nonFinitePresentation() throws {
        let presentation = Presentation(
            type: "meter",
            root: Presentation.Element(id: "meter", kind: .progress(.init(fraction: .nan, isSimulated: false)))
        )
        for encoder in Self.encoders {
            // The direct path writes into the buffer's spare room: a rejected document leaves the
            // bytes the buffer held, and nothing else.
            let held = Array("held".utf8)
            var direct = held
            var codable: [UInt8] = []
            let directError = #expect(throws: WireFormatError.self) { try encoder.encode(presentation, into: &direct) }
            let codableError = #expect(throws: WireFormatError.self) {
                try encoder.encodeWithCodable(presentation, into: &codable)
            }
            #expect(directError == codableError)
            #expect(direct == held)

            let renderer = JSONRenderer(text: encoder.text, formatting: encoder.formatting)
            var rendered: [UInt8] = []
            renderer.render(presentation, into: &rendered)
            var expected: [UInt8] = []
            let payload = DocumentPayload(
                type: "meter",
                language: encoder.text.localizer?.languageCode,
                model: nil,
                presentation: presentation
            )
            try WireEncoder.write(payload, into: &expected, options: encoder.options(writesNonFiniteAsNull: true))
            #expect(rendered == expected)
        }
    }

    /// The direct path reserves 1 KiB after the buffer's bytes and writes there; a longer document
    /// moves to memory of its own partway and is copied after the buffer's bytes whole.
    @Test("A document longer than the room reserved for it is written whole", arguments: [1, 100, 2_000, 20_000])
    func longerThanTheRoom(length: Int) throws {
        let text = String(repeating: "Saved \"draft\" 下書き\n", count: length / 16 + 1)
        let message = StatusMessage(UserText(verbatim: text), kind: .success, duration: .successShort)
        let alert = Alert.suggestion(
            Alert.Content(title: UserText(verbatim: text), message: UserText(verbatim: text)),
            Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        try Self.expectSame(message, "status message of \(length)")
        try Self.expectSame(alert, "alert of \(length)")
        try Self.expectSameDocument(message, "status message document of \(length)")
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
            let values: [any Encodable] = [
                models.errorScreen(), models.alert(), models.statusMessage(), models.trickleProgress(),
                models.text(depth: 0),
            ]
            try Self.expectSameDocument(models.errorScreen(), "seed \(seed) error screen")
            try Self.expectSameDocument(models.alert(), "seed \(seed) alert")
            try Self.expectSameDocument(models.statusMessage(), "seed \(seed) status message")
            try Self.expectSameDocument(models.trickleProgress(), "seed \(seed) trickle")
            for value in values {
                for encoder in Self.encoders {
                    let (direct, codable, isWritable) = try Self.bothPaths(value, encoder)
                    #expect(isWritable, "seed \(seed)")
                    #expect(
                        direct == codable,
                        "seed \(seed): \(String(decoding: direct, as: UTF8.self)) ≠ \(String(decoding: codable, as: UTF8.self))"
                    )
                }
            }
        }
    }
}
