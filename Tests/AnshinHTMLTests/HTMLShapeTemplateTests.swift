import Anshin
import Testing

@testable import AnshinHTML

/// An alert's, status message's or trickle progress's fragment is written from its shape's
/// template: it must be the general writer's bytes for every model, however its texts compare,
/// whatever its fraction, with every localizer, prefix, context and entry point.
@Suite("HTML shape templates")
struct HTMLShapeTemplateTests {
    /// Texts that exercise every decision a shape records, and the escaping: blank and empty text,
    /// equal verbatim texts, a key and verbatim text with the same English words, keys with a count
    /// and arguments, joined text, markup and a text that looks like a marker.
    static let texts: [UserText] = [
        "Delete this draft?", "You can't undo this.", "Delete", "", "   ", "Cancel", .localized(.cancel),
        .localized(.itemsRegistered, count: 2), .localized(.itemsRegistered, count: 1_234),
        .localized(.statusPrefixed, arguments: [.text("A"), .text("<b>")]), .joined(["a", "  ", "<&>"]),
        #"<script>"x" & 'y'</script>"#, "\u{E000}\u{E002}0\u{E001}", "送信しました", .localized("no.such.key"),
    ]

    static let actions: [ActionIdentifier] = ["draft.delete", #"a"b'c<d>&e"#, "", "cancel"]

    static let localizers: [any Localizer] = {
        var changed = Catalog.english
        changed[.cancel] = "Stop & <go>"
        return [Catalog.english, Catalog.japanese, changed, HTMLPresetTemplateTests.Sparse()]
    }()

    static let prefixes = ["anshin", "", "my app!"]

    static let contexts = [
        PresentationContext(), PresentationContext(buttonArrangement: .cancelLeading),
        PresentationContext(reduceMotion: true),
    ]

    /// A renderer with a localizer, prefix and context drawn from the tables above, in that order.
    /// - Parameter generator: The source of the draws.
    /// - Returns: The renderer.
    static func randomRenderer(_ generator: inout SplitMix64) -> HTMLRenderer {
        func pick<Element>(_ elements: [Element]) -> Element {
            elements[Int(generator.next() % UInt64(elements.count))]
        }
        let localizer = pick(Self.localizers)
        return HTMLRenderer(localizer: localizer, idPrefix: pick(Self.prefixes), context: pick(Self.contexts))
    }

    /// A model's fragment as its shape's template writes it with a built-in catalog, or `nil` when
    /// the model takes no template (and then nothing was written).
    /// - Parameters:
    ///   - model: The model.
    ///   - position: The catalog's position in `Catalog.builtIn`.
    ///   - prefix: The sanitized identifier prefix.
    static func templateFragment(
        _ model: some Presentable,
        builtInPosition position: Int = 0,
        prefix: String = "anshin",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        var buffer = HTMLByteBuffer(capacity: 64)
        defer { buffer.deallocate() }
        let written = HTMLShapeTemplate.write(
            model,
            in: .standard,
            catalog: Catalog.builtIn[position],
            builtInPosition: position,
            sanitizedIDPrefix: prefix,
            into: &buffer
        )
        guard written else {
            #expect(buffer.count == 0, sourceLocation: sourceLocation)
            return nil
        }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test("Every alert shape's skeleton has that shape, and compiles for both built-in catalogs")
    func everyAlertShapeCompiles() {
        var shapes = 0
        for index in 0..<Alert.shapeCount {
            guard
                let (alert, context) = Alert.skeleton(
                    ofShape: index,
                    text: { UserText(verbatim: "text \($0)") },
                    action: { ActionIdentifier(rawValue: "a\($0)") },
                    fraction: 0
                )
            else { continue }
            shapes += 1
            #expect(alert.shape(in: context).index == index)
            for (position, catalog) in Catalog.builtIn.enumerated() {
                #expect(HTMLShapeTemplate.recorded(Alert.self, shape: index, catalog: catalog) != nil, "shape \(index)")
                // A render finds it in the table of its catalog and group.
                #expect(
                    HTMLShapeTemplate.table(for: Alert.self, catalogAt: position, shape: index)?[shape: index] != nil,
                    "shape \(index)"
                )
            }
        }
        // 5 confirmations and 15 suggestions of each recovery style, by whether the title, message and
        // recovery name are drawn and which drawn texts are equal, in either button arrangement.
        #expect(shapes == (5 + 15 + 15) * 2)
        #expect(Alert.skeleton(ofShape: Alert.shapeCount, text: { _ in "" }, action: { _ in "" }, fraction: 0) == nil)
    }

    /// The tables are one `static let` each, recorded on first use: one per built-in catalog, the
    /// alerts' in six groups of contiguous shape indices.
    @Test("Each template table holds its own catalog's and group's shapes, and no others")
    func tablesAreSplitByCatalogAndGroup() throws {
        // A catalog added to `Catalog.builtIn` needs tables of its own (until then its models are
        // drawn element by element, the same bytes).
        #expect(Catalog.builtIn.count == 2, "HTMLShapeTemplate has tables for two built-in catalogs")
        let group = HTMLShapeTemplate.alertGroupSize
        #expect(group * 6 == Alert.shapeCount)
        // A shape of the first group (a confirmation) and one of the second (a destructive
        // suggestion): each is found only in its own group's table.
        func firstShape(in range: Range<Int>) -> Int? {
            range.first { Alert.skeleton(ofShape: $0, text: { _ in "" }, action: { _ in "" }, fraction: 0) != nil }
        }
        let shapes = (try #require(firstShape(in: 0..<group)), try #require(firstShape(in: group..<(2 * group))))
        let first = HTMLShapeTemplate.table(for: Alert.self, catalogAt: 0, shape: shapes.0)
        let second = HTMLShapeTemplate.table(for: Alert.self, catalogAt: 0, shape: shapes.1)
        #expect(first?[shape: shapes.0] != nil && second?[shape: shapes.1] != nil)
        #expect(first?[shape: shapes.1] == nil && second?[shape: shapes.0] == nil)
        // Each catalog has a table of its own (`whoTakesATemplate` draws from the Japanese one).
        let english = HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: 0, shape: 1)?[shape: 1]
        let japanese = HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: 1, shape: 1)?[shape: 1]
        #expect(english != nil && japanese != nil)
        // Nothing outside the types, catalogs and indices that have tables.
        for position in [-1, 2] {
            #expect(HTMLShapeTemplate.table(for: Alert.self, catalogAt: position, shape: 1) == nil)
            #expect(HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: position, shape: 1) == nil)
            #expect(HTMLShapeTemplate.table(for: TrickleProgress.self, catalogAt: position, shape: 0) == nil)
        }
        for shape in [-1, Alert.shapeCount] {
            #expect(HTMLShapeTemplate.table(for: Alert.self, catalogAt: 0, shape: shape) == nil)
        }
        #expect(HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: 0, shape: 0)?[shape: -1] == nil)
        #expect(
            HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: 0, shape: 0)?[shape: StatusMessage.shapeCount]
                == nil
        )
    }

    @Test("Every status message kind's skeleton has that shape and compiles; an unknown kind is drawn as normal")
    func everyStatusMessageShapeCompiles() {
        for index in 0..<StatusMessage.shapeCount {
            let skeleton = StatusMessage.skeleton(
                ofShape: index,
                text: { UserText(verbatim: "text \($0)") },
                action: { _ in "" },
                fraction: 0
            )
            #expect(skeleton?.model.shape(in: .standard).index == index)
            for (position, catalog) in Catalog.builtIn.enumerated() {
                #expect(HTMLShapeTemplate.recorded(StatusMessage.self, shape: index, catalog: catalog) != nil)
                #expect(
                    HTMLShapeTemplate.table(for: StatusMessage.self, catalogAt: position, shape: index)?[shape: index]
                        != nil
                )
            }
        }
        #expect(StatusMessage.shapeCount == StatusMessage.Kind.allKnown.count)
        #expect(StatusMessage("x", kind: StatusMessage.Kind(rawValue: "fromTheFuture")).shape(in: .standard).index == 0)
    }

    @Test("The shape records which drawn texts are equal, and hands over the texts and action")
    func shapeReadsTheAlert() {
        let alert = Alert.suggestion(
            Alert.Content(title: "Same", message: "Same"),
            Alert.Recovery("Same", style: .nondestructive, action: "go")
        )
        let shape = alert.shape(in: .standard)
        let skeleton = Alert.skeleton(
            ofShape: shape.index,
            text: { UserText(verbatim: "text \($0)") },
            action: { _ in "act" },
            fraction: 0
        )
        // The message and the recovery name are the title's text in the skeleton too.
        #expect(
            skeleton?.model
                == .suggestion(
                    Alert.Content(title: "text 0", message: "text 0"),
                    Alert.Recovery("text 0", style: .nondestructive, action: "act")
                )
        )
        #expect(shape.texts == ["Same", "Same", "Same"])
        #expect(shape.action == "go")
        // A blank message is not drawn, so it is not compared.
        let blankMessage = Alert.confirmation(Alert.Content(title: "  ", message: "  "))
        let blank = Alert.skeleton(
            ofShape: blankMessage.shape(in: .standard).index,
            text: { UserText(verbatim: "t\($0)") },
            action: { _ in "" },
            fraction: 0
        )
        #expect(blank?.model == .confirmation(Alert.Content(title: "", message: nil)))
        // A confirmation has no action of its own, and an absent message is read as an empty text.
        let confirmation = Alert.confirmation(Alert.Content(title: "Saved"))
        #expect(confirmation.shape(in: .standard).action == nil)
        #expect(confirmation.shape(in: .standard).texts == ["Saved", "", ""])
    }

    @Test("An alert's fragment is written from its shape's template, byte for byte the general writer's")
    func destructiveAlertFromItsTemplate() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        let fragment = try #require(Self.templateFragment(alert))
        #expect(
            fragment == """
                <div id="anshin-alert-alert" class="anshin anshin-type-alert anshin-container anshin-role-alertdialog" \
                role="alertdialog" aria-labelledby="anshin-alert-title" aria-describedby="anshin-alert-message" aria-modal="true">
                <h2 id="anshin-alert-title" class="anshin-heading">Delete this draft?</h2>
                <p id="anshin-alert-message" class="anshin-paragraph">You can't undo this.</p>
                <div id="anshin-alert-buttons" class="anshin-container anshin-role-group" role="group">
                <button type="button" id="anshin-alert-button-1" class="anshin-button anshin-button-destructive \
                anshin-tone-destructive" data-action="draft.delete" data-role="destructive">Delete</button>
                <button type="button" id="anshin-alert-button-2" class="anshin-button anshin-button-cancel \
                anshin-tone-neutral" data-action="cancel" data-role="cancel" autofocus>Cancel</button>
                </div>
                </div>

                """
        )
        #expect(fragment == HTMLRenderer().render(alert.presentation(in: .standard)))
    }

    @Test("Only alerts, status messages and trickles drawn as fragments with a built-in catalog take a template")
    func whoTakesATemplate() {
        let screen = ErrorScreen(.preset(.network))
        // A dialog holding an alert is a model of another type: drawn from its presentation.
        let dialog = Dialog.alert(.confirmation(Alert.Content(title: "Saved")))
        // A loading screen's indeterminate bar is no trickle: drawn from its presentation.
        let loading = LoadingScreen("Signing up…")
        for model in [screen as any Presentable, dialog, loading] {
            #expect(Self.templateFragment(model) == nil)
        }
        let message = StatusMessage("Saved", kind: .success)
        #expect(
            Self.templateFragment(message, builtInPosition: 1, prefix: "")
                == HTMLRenderer(localizer: Catalog.japanese, idPrefix: "").render(message.presentation(in: .standard))
        )
        // A page is written element by element, and so is any other localizer: still the same bytes.
        HTMLPresetTemplateTests.expectGeneralBytes(message, HTMLRenderer(layout: .document()))
        HTMLPresetTemplateTests.expectGeneralBytes(message, HTMLRenderer(localizer: HTMLPresetTemplateTests.Sparse()))
    }

    @Test("Random alerts and status messages draw as the general writer does, in every setting")
    func randomModelsMatchTheGeneralWriter() {
        var generator = SplitMix64(seed: 2026)
        func pick<Element>(_ elements: [Element]) -> Element {
            elements[Int(generator.next() % UInt64(elements.count))]
        }
        let styles = Alert.Recovery.Style.allCases
        for round in 0..<600 {
            let content = Alert.Content(title: pick(Self.texts), message: round % 5 == 0 ? nil : pick(Self.texts))
            let alert =
                round % 4 == 0
                ? Alert.confirmation(content)
                : .suggestion(
                    content,
                    Alert.Recovery(pick(Self.texts), style: pick(styles), action: pick(Self.actions))
                )
            let kinds = StatusMessage.Kind.allKnown + [StatusMessage.Kind(rawValue: "fromTheFuture")]
            let message = StatusMessage(pick(Self.texts), kind: pick(kinds))
            let renderer = Self.randomRenderer(&generator)
            HTMLPresetTemplateTests.expectGeneralBytes(alert, renderer)
            HTMLPresetTemplateTests.expectGeneralBytes(message, renderer)
        }
    }

    @Test("Texts equal in every combination, drawn or not, in every setting")
    func everyCombinationOfEqualTexts() {
        // Three texts from a pool of two words and a blank one cover every shape's equalities.
        let pool: [UserText] = ["One", "Two", " "]
        for title in pool {
            for message in pool + [nil] {
                for name in pool {
                    for style in Alert.Recovery.Style.allCases {
                        let alert = Alert.suggestion(
                            Alert.Content(title: title, message: message),
                            Alert.Recovery(name, style: style, action: "act")
                        )
                        for context in Self.contexts {
                            for catalog in Catalog.builtIn {
                                HTMLPresetTemplateTests.expectGeneralBytes(
                                    alert,
                                    HTMLRenderer(localizer: catalog, context: context)
                                )
                            }
                        }
                    }
                }
            }
        }
    }

    @Test(
        "A byte array gets each shaped model's bytes whether the caller knows its type or not, past the room reserved"
    )
    func byteArrayEntryPoints() {
        // Long enough, escaped, to outgrow the 4 KiB the renderer reserves in the caller's array.
        let long = UserText(verbatim: String(repeating: "a<b …", count: 1_000))
        let alert = Alert.suggestion(
            Alert.Content(title: long, message: "You can't undo this."),
            Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        let message = StatusMessage(long, kind: .caution)
        var progress = TrickleProgress(label: long)
        var generator = SplitMix64(seed: 7)
        progress.step(using: &generator)
        let renderers = [
            HTMLRenderer(), HTMLRenderer(idPrefix: "my app!"), HTMLRenderer(localizer: Catalog.japanese),
            HTMLRenderer(localizer: HTMLPresetTemplateTests.Sparse()), HTMLRenderer(layout: .document()),
        ]
        for renderer in renderers {
            func expected(_ model: some Presentable) -> [UInt8] {
                [0x21] + Array(renderer.render(model.presentation(in: renderer.context)).utf8)
            }
            // The static type known here: each type's own writer.
            var bytes: [UInt8] = [0x21]
            renderer.render(alert, into: &bytes)
            #expect(bytes == expected(alert))
            #expect(bytes.count > 5_000)
            bytes = [0x21]
            renderer.render(message, into: &bytes)
            #expect(bytes == expected(message))
            bytes = [0x21]
            renderer.render(progress, into: &bytes)
            #expect(bytes == expected(progress))
            // Known only at run time, as a generic caller or an existential has them.
            for model in [alert as any Presentable, message, progress] {
                bytes = [0x21]
                renderer.render(model, into: &bytes)
                #expect(bytes == expected(model))
            }
        }
    }
}
