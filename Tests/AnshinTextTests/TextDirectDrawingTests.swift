import Testing

@testable import Anshin
@testable import AnshinText

/// The direct drawings of an alert, a status message and a trickle progress (``TextDirectDrawing``)
/// are the general layout's drawings of their presentations, byte for byte, wherever they are taken,
/// and they decline wherever a text would wrap, be changed or be left out.
@Suite("Text front end: direct drawings are the general layout's")
struct TextDirectDrawingTests {
    /// What a model looks like drawn both ways, and whether the direct drawing was taken.
    struct Drawn {
        var direct: [UInt8]?
        var general: [UInt8]
        var rendered: [UInt8]
        var renderedString: String
    }

    /// A model drawn by its direct drawing (`nil` when declined), by the general layout of its
    /// presentation, and through the renderer's two model entry points.
    static func drawn(_ model: some Presentable, _ renderer: TextRenderer) -> Drawn {
        var direct: [UInt8] = Array("held".utf8)
        let catalog = renderer.localizer as! Catalog
        let settings = TextDirectDrawing.Settings(
            catalog: catalog,
            position: catalog.builtInPosition!,
            width: min(max(20, renderer.width), 1_000),
            colors: renderer.colors == .always,
            context: renderer.context
        )
        let taken: Bool =
            switch model {
            case let alert as Alert: TextDirectDrawing.append(alert, settings: settings, to: &direct)
            case let message as StatusMessage:
                withUnsafePointer(to: message) { TextDirectDrawing.append($0, settings: settings, to: &direct) }
            case let progress as TrickleProgress:
                withUnsafePointer(to: progress) { TextDirectDrawing.append($0, settings: settings, to: &direct) }
            default: false
            }
        // A declined drawing leaves the buffer's bytes as they were, and nothing else.
        if !taken { #expect(direct == Array("held".utf8)) }
        var general: [UInt8] = []
        renderer.render(model.presentation(in: renderer.context), into: &general)
        var rendered: [UInt8] = []
        renderer.render(model, into: &rendered)
        return Drawn(
            direct: taken ? Array(direct.dropFirst(4)) : nil,
            general: general,
            rendered: rendered,
            renderedString: renderer.render(model)
        )
    }

    /// Expects a model's direct drawing, when taken, to be the general one, and the renderer's
    /// entry points to give the general one always.
    /// - Returns: Whether the direct drawing was taken.
    @discardableResult
    static func expectSame(
        _ model: some Presentable,
        _ renderer: TextRenderer,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let drawn = Self.drawn(model, renderer)
        let general = String(decoding: drawn.general, as: UTF8.self)
        if let direct = drawn.direct {
            #expect(
                direct == drawn.general,
                "\(name):\n\(String(decoding: direct, as: UTF8.self))\n≠\n\(general)",
                sourceLocation: sourceLocation
            )
        }
        #expect(drawn.rendered == drawn.general, "\(name): render(_:into:)", sourceLocation: sourceLocation)
        #expect(drawn.renderedString == general, "\(name): render(_:)", sourceLocation: sourceLocation)
        return drawn.direct != nil
    }

    /// Texts of every sort a model may hold: plain ones drawn directly, and ones that must decline.
    static let texts: [UserText] = [
        "Delete this draft?", "You can't undo this.", "Delete", "OK", "x", "Saved.",
        "下書きを削除しますか？", "キャンセル", "“Couldn’t connect…” — try again", "Ça marche ½",
        "a  b", "trailing ", " leading", "", " ", "\u{3000}", "\u{A0}", "\u{A0}not blank", "\u{3000}全角",
        "tab\there", "line\nbreak", "\u{1B}[31mred", "👍 Done", "cafe\u{301}", "ｶﾞ", "\u{202E}evil",
        UserText(verbatim: String(repeating: "word ", count: 14)),
        UserText(verbatim: String(repeating: "x", count: 70)),
        UserText(verbatim: String(repeating: "漢", count: 40)),
        .localized(.itemsRegistered, count: 1), .localized(.itemsRegistered, count: 12_345), .localized(.cancel),
        .localized(.statusKindError), .localized(.itemsDeleted, count: 3), .joined(["Workouts", "100 items"]),
        .localized(UserText.Key("app.unknown.key"), fallback: "Fallback text"),
        .localized(UserText.Key("app.unknown.key")),
    ]

    static let widths = [20, 21, 24, 30, 40, 59, 60, 61, 80, 200, 1_000]

    /// A renderer of random settings: a built-in catalog, colour or none, a width, an arrangement.
    static func renderer(_ generator: inout SplitMix64) -> TextRenderer {
        TextRenderer(
            localizer: Bool.random(using: &generator) ? Catalog.english : Catalog.japanese,
            colors: Bool.random(using: &generator) ? .always : .never,
            width: Self.widths.randomElement(using: &generator)!,
            context: PresentationContext(
                buttonArrangement: Bool.random(using: &generator) ? .destructiveLeading : .cancelLeading
            )
        )
    }

    static func text(_ generator: inout SplitMix64) -> UserText {
        Self.texts.randomElement(using: &generator)!
    }

    @Test("Random alerts, status messages and progress states", arguments: 0..<8)
    func random(batch: UInt64) {
        var generator = SplitMix64(seed: 0xD1EC7 &+ batch)
        var taken = 0
        for index in 0..<150 {
            let renderer = Self.renderer(&generator)
            let content = Alert.Content(
                title: Self.text(&generator),
                message: Bool.random(using: &generator) ? Self.text(&generator) : nil
            )
            let alert: Alert =
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: .confirmation(content)
                case 1: .suggestion(content, Alert.Recovery(Self.text(&generator), style: .destructive, action: "x.go"))
                default:
                    .suggestion(content, Alert.Recovery(Self.text(&generator), style: .nondestructive, action: "y"))
                }
            let kinds = StatusMessage.Kind.allKnown + [StatusMessage.Kind(rawValue: "custom")]
            let message = StatusMessage(Self.text(&generator), kind: kinds.randomElement(using: &generator)!)
            var progress = TrickleProgress(label: Self.text(&generator))
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                _ = progress.delay(using: &generator)
                progress.step(using: &generator)
            }
            if Bool.random(using: &generator) {
                _ = progress.complete(at: .seconds(Int.random(in: 0..<5, using: &generator)))
            }
            let name = "batch \(batch) #\(index)"
            for (model, kind) in [(alert, "alert"), (message, "status message"), (progress, "progress")]
                as [(any Presentable, String)]
            {
                if Self.expectSame(model, renderer, "\(name) \(kind) \(renderer.width) \(renderer.colors)") {
                    taken += 1
                }
            }
        }
        // Plain texts are common in the pool: the direct drawings were taken often, so the
        // comparison above compared them.
        #expect(taken >= 100, "only \(taken) of 450 drawings were direct")
    }

    @Test("Every shape of every model in both catalogs and colour modes, its plain texts drawn directly")
    func everyShape() {
        var taken = 0
        var compared = 0
        for catalog in [Catalog.english, Catalog.japanese] {
            for colors in TextRenderer.ColorMode.allCases {
                for arrangement in [Alert.ButtonArrangement.destructiveLeading, .cancelLeading] {
                    let renderer = TextRenderer(
                        localizer: catalog,
                        colors: colors,
                        context: PresentationContext(buttonArrangement: arrangement)
                    )
                    var models: [any Presentable] = []
                    for message: UserText? in [nil, "You can't undo this.", "\u{3000}"] {
                        let content = Alert.Content(title: "Delete this draft?", message: message)
                        models.append(Alert.confirmation(content))
                        for style in [Alert.Recovery.Style.destructive, .nondestructive] {
                            for name: UserText in ["Delete", " ", "Delete this draft?"] {
                                models.append(
                                    Alert.suggestion(content, Alert.Recovery(name, style: style, action: "a"))
                                )
                            }
                        }
                    }
                    for kind in StatusMessage.Kind.allKnown + [StatusMessage.Kind(rawValue: "new")] {
                        models.append(StatusMessage(.localized(.itemsRegistered, count: 2), kind: kind))
                        models.append(StatusMessage("Saved the draft.", kind: kind))
                    }
                    for value in stride(from: 0.0, through: 1.0, by: 0.0625) {
                        models.append(TrickleProgress(label: "Signing up…", runningAt: value))
                    }
                    var completed = TrickleProgress(label: .localized(.loading))
                    _ = completed.complete(at: .seconds(3))
                    models.append(completed)
                    for model in models {
                        compared += 1
                        if Self.expectSame(model, renderer, "\(model) \(catalog.languageCode) \(colors)") { taken += 1 }
                    }
                }
            }
        }
        // Only the alerts with a blank name or message (a space, U+3000) decline: 11 of the 53
        // models of each of the 8 rounds.
        #expect(compared == 8 * 53)
        #expect(taken == compared - 8 * 11, "\(taken) of \(compared) drawn directly")
    }

    @Test(
        "A line that fits exactly is drawn directly; one column more wraps and declines",
        arguments: [20, 33, 60, 1_000]
    )
    func boundaries(width: Int) {
        let renderer = TextRenderer(width: width)
        let inner = width - 4
        // An alert's title, message and row of buttons each fill the inside of the frame, then pass it.
        for extra in 0...1 {
            let fits = extra == 0
            let filling = UserText(verbatim: String(repeating: "t", count: inner + extra))
            let titled = Alert.confirmation(Alert.Content(title: filling))
            #expect(Self.expectSame(titled, renderer, "title of \(inner + extra)") == fits)
            let described = Alert.confirmation(Alert.Content(title: "T", message: filling))
            #expect(Self.expectSame(described, renderer, "message of \(inner + extra)") == fits)
            // `[ name ]  [ Cancel ]`: the name takes what the Cancel button and the brackets leave
            // (at 20 columns they leave nothing).
            if inner > 16 {
                let name = UserText(verbatim: String(repeating: "n", count: inner - 16 + extra))
                let suggestion = Alert.suggestion(
                    Alert.Content(title: "T"),
                    Alert.Recovery(name, style: .destructive, action: "a")
                )
                #expect(Self.expectSame(suggestion, renderer, "row of \(inner + extra)") == fits)
            }
            // A status message's sentence, "Success: " and its text, beside the mark.
            let sentence = UserText(verbatim: String(repeating: "s", count: width - 2 - 9 + extra))
            #expect(Self.expectSame(StatusMessage(sentence, kind: .success), renderer, "status \(width)") == fits)
            // A trickle's label under its bar.
            let label = UserText(verbatim: String(repeating: "l", count: width + extra))
            #expect(Self.expectSame(TrickleProgress(label: label), renderer, "label of \(width + extra)") == fits)
        }
    }

    @Test("The drawings the benchmarks time, drawn directly, in full")
    func benchmarkItems() {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        let expected: [(any Presentable, TextRenderer, String)] = [
            (
                alert, TextRenderer(),
                """
                ┌──────────────────────────────────────────────────────────┐
                │ Delete this draft?                                       │
                │ ══════════════════                                       │
                │                                                          │
                │ You can't undo this.                                     │
                │                                                          │
                │                                   [ Delete ]  [ Cancel ] │
                └──────────────────────────────────────────────────────────┘
                """
            ),
            (
                alert, TextRenderer(localizer: Catalog.japanese, colors: .always, width: 40),
                """
                ┌──────────────────────────────────────┐
                │ \u{1B}[1mDelete this draft?\u{1B}[0m                   │
                │ ══════════════════                   │
                │                                      │
                │ You can't undo this.                 │
                │                                      │
                │           \u{1B}[31m[ Delete ]\u{1B}[0m  \u{1B}[1m[ キャンセル ]\u{1B}[0m │
                └──────────────────────────────────────┘
                """
            ),
            (
                StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success), TextRenderer(),
                "✓ Success: Registered 2 items"
            ),
            (
                StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success),
                TextRenderer(localizer: Catalog.japanese, colors: .always),
                "\u{1B}[32m✓ \u{1B}[0m\u{1B}[32m成功：2件を登録しました\u{1B}[0m"
            ),
            (progress, TextRenderer(), "[███████████░░░░░░░░░░░░░░░░░░░] 37%\nSigning up…"),
        ]
        for (model, renderer, text) in expected {
            let drawn = Self.drawn(model, renderer)
            #expect(drawn.direct.map { String(decoding: $0, as: UTF8.self) } == text)
            #expect(drawn.renderedString == text)
        }
    }

    @Test("A width set past the renderer's range is clamped by the direct drawings as by the layout")
    func widthPastTheRange() {
        var renderer = TextRenderer()
        for width in [-5, 0, 19, 1_001, Int.max] {
            renderer.width = width
            Self.expectSame(StatusMessage("Saved the draft.", kind: .success), renderer, "status at \(width)")
            Self.expectSame(TrickleProgress(label: "Uploading"), renderer, "progress at \(width)")
            Self.expectSame(Alert.confirmation(Alert.Content(title: "Done")), renderer, "alert at \(width)")
        }
    }

    @Test("Every built-in catalog has a status line for every kind, and the titles of both own buttons")
    func pieces() {
        for (position, pieces) in TextDirectPieces.builtIn.enumerated() {
            #expect(pieces.statusLines.count == StatusMessage.shapeCount)
            #expect(pieces.statusLines.allSatisfy { $0 != nil }, "catalog \(position)")
            #expect(pieces.cancel != nil && pieces.ok != nil, "catalog \(position)")
        }
        let english = TextDirectPieces.builtIn[0]
        #expect(english.cancel.map { Array($0.bytes) } == Array("Cancel".utf8))
        #expect(english.statusLines[1].map { Array($0.head.plain) } == Array("✓ Success: ".utf8))
        #expect(
            english.statusLines[1].map { Array($0.head.colored) }
                == Array("\u{1B}[32m✓ \u{1B}[0m\u{1B}[32mSuccess: ".utf8)
        )
        #expect(english.statusLines[1].map { Array($0.tail.colored) } == Array("\u{1B}[0m".utf8))
        #expect(english.statusLines[0].map { Array($0.head.plain) } == Array("i ".utf8))
    }

    /// The direct drawings ask whether a plain text is blank only when it starts with the lead byte
    /// of U+00A0 or U+3000: those two and the space must be the only white space a plain text can
    /// hold, and every plain scalar a character of its own.
    @Test func plainScalarsHoldNoOtherWhiteSpace() {
        var whiteSpace: [UInt32] = []
        for value in UInt32(0x20)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            guard bytes.withUnsafeBufferPointer(DisplayWidth.plainWidth) != nil else { continue }
            if Character(scalar).isWhitespace { whiteSpace.append(value) }
            // A plain scalar after a letter stays a character of its own.
            #expect(("a" + String(scalar)).count == 2, "U+\(String(value, radix: 16))")
        }
        #expect(whiteSpace == [0x20, 0xA0, 0x3000])
    }

    /// Plain widths are counted eight bytes at a time over printable ASCII: every ASCII byte value and
    /// a plain and a non-plain scalar beyond ASCII, at every position of texts 1 to 24 bytes long,
    /// must give the columns of a text drawn as it is, or `nil`.
    @Test func plainWidthOfEveryByteAtEveryPosition() {
        let pieces: [[UInt8]] = (UInt8(0)...0x7F).map { [$0] } + [Array("…".utf8), Array("漢".utf8), Array("👍".utf8)]
        var mismatches: [String] = []
        for length in 1...24 {
            for position in 0..<length {
                for piece in pieces {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: position)
                    bytes += piece
                    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: length - position - 1)
                    let expected: Int?
                    if piece.count == 1 {
                        expected = (0x20...0x7E).contains(piece[0]) ? length : nil
                    } else if piece == Array("…".utf8) {
                        expected = length
                    } else if piece == Array("漢".utf8) {
                        expected = length + 1
                    } else {
                        expected = nil
                    }
                    let counted = bytes.withUnsafeBufferPointer(DisplayWidth.plainWidth)
                    if counted != expected { mismatches.append("\(bytes): \(String(describing: counted))") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
