import Anshin
import Testing

@testable import AnshinHTML

/// A preset error screen's own fragment is written from a template compiled from the general writer:
/// it must be the general writer's bytes for every preset, placement, motion setting, localizer,
/// prefix and entry point, and be used only for a screen its preset made.
@Suite("HTML preset templates")
struct HTMLPresetTemplateTests {
    /// A localizer that knows some keys with markup in their words, and not the messages (so their
    /// keys are written as they are).
    struct Sparse: Localizer {
        var languageCode: String { "en" }

        func template(for key: UserText.Key, form: PluralCategory) -> String? {
            key.rawValue.hasSuffix(".message") ? nil : #"<b>\#(key.rawValue)</b> & "quoted" 'text'"#
        }
    }

    /// A localizer whose every text is empty.
    struct Silent: Localizer {
        var languageCode: String { "ja" }

        func template(for key: UserText.Key, form: PluralCategory) -> String? { "" }
    }

    /// Every localizer the templates are checked with: the built-in catalogs (whose words are filled
    /// in when the template is compiled), a copy of English under the Japanese tag, English with
    /// one key changed (entries of its own), and two localizers of a host's own.
    static var localizers: [any Localizer] {
        var changed = Catalog.english
        changed[.retry] = "Try <again> & \"again\""
        // English entries under the Japanese tag: a key they lack would fall back to Japanese.
        var retagged = Catalog.english
        retagged.languageCode = "ja"
        return [Catalog.english, Catalog.japanese, retagged, changed, Sparse(), Silent()]
    }

    static let prefixes = ["anshin", "", "my app!", "x"]

    static let contexts = [PresentationContext(reduceMotion: false), PresentationContext(reduceMotion: true)]

    /// Every way to draw a model as HTML, each against the general writer's bytes for its
    /// presentation (the shape templates' suite draws its models with it too).
    static func expectGeneralBytes(
        _ screen: some Presentable,
        _ renderer: HTMLRenderer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = renderer.render(screen.presentation(in: renderer.context))
        #expect(renderer.render(screen) == expected, sourceLocation: sourceLocation)
        #expect(screen.rendered(using: renderer) == expected, sourceLocation: sourceLocation)
        var string = "<!-- before -->"
        renderer.render(screen, into: &string)
        #expect(string == "<!-- before -->" + expected, sourceLocation: sourceLocation)
        var bytes: [UInt8] = [0x3C, 0x21]
        renderer.render(screen, into: &bytes)
        #expect(bytes == [0x3C, 0x21] + Array(expected.utf8), sourceLocation: sourceLocation)
    }

    @Test(
        "A preset's own fragment is the general writer's bytes, whatever the placement, motion, localizer and prefix",
        arguments: ErrorScreen.Preset.allKnown
    )
    func sameBytesAsTheGeneralWriter(preset: ErrorScreen.Preset) {
        for placement in [ErrorScreen.Placement.fillBody, .compact] {
            let screen = ErrorScreen(.preset(preset), placement: placement)
            for context in Self.contexts {
                // Each is drawn from a template, by every renderer that draws fragments.
                #expect(HTMLRenderer(context: context).presetTemplate(of: screen) != nil)
                #expect(
                    HTMLRenderer(localizer: Sparse(), idPrefix: "", context: context).presetTemplate(of: screen) != nil
                )
                #expect(HTMLRenderer(layout: .document(), context: context).presetTemplate(of: screen) == nil)
                for localizer in Self.localizers {
                    for prefix in Self.prefixes {
                        let renderer = HTMLRenderer(localizer: localizer, idPrefix: prefix, context: context)
                        Self.expectGeneralBytes(screen, renderer)
                    }
                }
            }
        }
    }

    @Test("The template's fragment of the network preset, in English and Japanese")
    func networkFragment() {
        let screen = ErrorScreen(.preset(.network), placement: .compact)
        let english = HTMLRenderer(idPrefix: "app").render(screen)
        #expect(english.hasPrefix(#"<section id="app-errorScreen-error-screen" class="anshin anshin-type-errorScreen"#))
        #expect(english.contains(#"<h2 id="app-errorScreen-title" class="anshin-heading">Couldn't connect</h2>"#))
        #expect(
            english.contains(#"aria-labelledby="app-errorScreen-title" aria-describedby="app-errorScreen-message""#)
        )
        let japanese = HTMLRenderer(localizer: Catalog.japanese, idPrefix: "").render(screen)
        #expect(japanese.contains(#"<h2 id="errorScreen-title" class="anshin-heading">通信エラー</h2>"#))
        #expect(japanese.contains(#"data-action="retry" data-role="default">再試行</button>"#))
    }

    @Test(
        "With a built-in catalog and the default prefix the fragment is finished when compiled; another prefix is written"
    )
    func finishedFragments() throws {
        #expect(HTMLRenderer().idPrefix == HTMLRenderer.defaultIDPrefix)
        #expect(HTMLPresetTemplate.finishedPrefix == "anshin")
        for (position, catalog) in Catalog.builtIn.enumerated() {
            for placement in ErrorScreen.Placement.allCases {
                let screen = ErrorScreen(.preset(.network), placement: placement)
                var renderer = HTMLRenderer(localizer: catalog)
                let general = renderer.render(screen.presentation(in: renderer.context))
                let template = try #require(renderer.presetTemplate(of: screen))
                let finished = try #require(template.finishedFragment(builtInPosition: position))
                #expect(String(decoding: finished, as: UTF8.self) == general)
                Self.expectGeneralBytes(screen, renderer)
                // A prefix set on the renderer later is written, and setting the default back finishes again.
                renderer.idPrefix = "other"
                Self.expectGeneralBytes(screen, renderer)
                #expect(renderer.render(screen).contains(#"<h2 id="other-errorScreen-title""#))
                renderer.idPrefix = "anshin"
                #expect(renderer.render(screen) == general)
            }
        }
        // A catalog with entries of its own has nothing finished for it.
        var changed = Catalog.english
        changed[.retry] = "Again"
        let renderer = HTMLRenderer(localizer: changed)
        #expect(renderer.render(ErrorScreen(.preset(.network))).contains(">Again</button>"))
        Self.expectGeneralBytes(ErrorScreen(.preset(.network)), renderer)
    }

    @Test("A screen changed from its preset's is drawn by the general writer, and the same bytes come out")
    func changedScreensAreNotTemplated() {
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        var untitled = ErrorScreen(.preset(.notFound))
        untitled.title = nil
        var noMessage = ErrorScreen(.preset(.server))
        noMessage.message = nil
        var otherIcon = ErrorScreen(.preset(.server))
        otherIcon.icon = .decorative(.bug)
        var noRetry = ErrorScreen(.preset(.network))
        noRetry.retry = nil
        var otherRetry = ErrorScreen(.preset(.network))
        otherRetry.retry = ErrorScreen.Retry(title: "Reload", action: "reload")
        var otherPreset = ErrorScreen(.preset(.network))
        otherPreset.preset = .offline
        let changed = [retitled, untitled, noMessage, otherIcon, noRetry, otherRetry, otherPreset]
        for screen in changed {
            for context in Self.contexts {
                #expect(withUnsafePointer(to: screen) { HTMLPresetTemplate.template(for: $0, in: context) } == nil)
                Self.expectGeneralBytes(screen, HTMLRenderer(context: context))
                Self.expectGeneralBytes(
                    screen,
                    HTMLRenderer(localizer: Catalog.japanese, idPrefix: "", context: context)
                )
            }
        }
        #expect(
            HTMLRenderer().render(retitled).contains(
                #"<h2 id="anshin-errorScreen-title" class="anshin-heading">Gone</h2>"#
            )
        )
        #expect(!HTMLRenderer().render(noRetry).contains("<button"))

        // Equal text built apart is still the preset's text, and a developer note is not drawn.
        var rebuilt = ErrorScreen(.preset(.timeout))
        rebuilt.title = .localized("errorScreen.timeout.title")
        rebuilt.developerNote = "upstream took 31 s"
        #expect(withUnsafePointer(to: rebuilt) { HTMLPresetTemplate.template(for: $0, in: .standard) } != nil)
        Self.expectGeneralBytes(rebuilt, HTMLRenderer())
    }

    @Test("A page is drawn by the general writer: its head has the title and the language")
    func documentsAreNotTemplated() {
        let screen = ErrorScreen(.preset(.maintenance))
        for localizer in Self.localizers {
            let renderer = HTMLRenderer(localizer: localizer, layout: .document(), idPrefix: "page")
            Self.expectGeneralBytes(screen, renderer)
        }
    }

    // MARK: Compiling

    /// A presentation of one container holding the given children.
    static func presentation(_ children: [Presentation.Element]) -> Presentation {
        Presentation(
            type: "errorScreen",
            root: Presentation.Element(id: "root", kind: .container(), children: children)
        )
    }

    /// The general writer's fragment of a presentation and the template's, with a localizer.
    static func bothFragments(
        _ template: HTMLPresetTemplate,
        _ presentation: Presentation,
        _ localizer: some Localizer,
        prefix: String
    ) -> (template: String, general: String) {
        var buffer = HTMLByteBuffer(capacity: 64)
        let sanitized = HTMLIdentifier.sanitized(prefix)
        if let catalog = localizer as? Catalog {
            // A built-in catalog's words were filled in when the template was compiled.
            template.write(
                sanitizedIDPrefix: sanitized,
                catalog: catalog,
                builtInPosition: catalog.builtInPosition,
                into: &buffer
            )
        } else {
            template.write(sanitizedIDPrefix: sanitized, localizer: localizer, into: &buffer)
        }
        let fromTemplate = String(decoding: buffer.bytes, as: UTF8.self)
        buffer.deallocate()
        let general = HTMLRenderer(localizer: localizer, idPrefix: prefix).render(presentation)
        return (fromTemplate, general)
    }

    @Test("Texts keyed alone, in text content and in an attribute, compile and draw as the general writer does")
    func simpleTextsCompile() throws {
        // The icon's label is an attribute, and its English words have an apostrophe to escape there.
        let presentation = Self.presentation([
            Presentation.Element(id: "title", kind: .heading(level: 1), text: .localized(.retry)),
            Presentation.Element(
                id: "icon",
                kind: .icon(Icon(.warning, label: .localized("errorScreen.network.title"))),
                accessibility: AccessibilityDescriptor(label: .localized("errorScreen.network.title"), traits: .image)
            ),
        ])
        let template = try #require(HTMLPresetTemplate.recorded(from: presentation))
        #expect(template.texts == [.localized(.retry), .localized("errorScreen.network.title")])
        #expect(
            template.template.pieces.contains { $0.kind == .attributeText }
                && template.template.pieces.contains { $0.kind == .text }
        )
        for localizer in Self.localizers {
            for prefix in Self.prefixes {
                let (fromTemplate, general) = Self.bothFragments(template, presentation, localizer, prefix: prefix)
                #expect(fromTemplate == general)
            }
        }
    }

    @Test(
        "A presentation whose markup depends on what its text says, or whose text has more than a key, is not compiled"
    )
    func textDependentPresentationsDoNotCompile() {
        // A button labelled by another key than its text: whether `aria-label` is written depends on
        // whether the two resolve to the same words.
        let differentLabel = Self.presentation([
            Presentation.Element(
                id: "retry",
                kind: .button(Presentation.Element.Button(role: .default, action: .retry)),
                text: .localized(.retry),
                accessibility: AccessibilityDescriptor(label: .localized(.ok), traits: .button)
            )
        ])
        #expect(HTMLPresetTemplate.recorded(from: differentLabel) == nil)
        // A button showing verbatim words, labelled by a key: whether `aria-label` is written depends
        // on whether the key's words are those words ("Retry" in English, not in Japanese).
        let verbatimText = Self.presentation([
            Presentation.Element(
                id: "retry",
                kind: .button(Presentation.Element.Button(role: .default, action: .retry)),
                text: "Retry",
                accessibility: AccessibilityDescriptor(label: .localized(.retry), traits: .button)
            )
        ])
        #expect(HTMLPresetTemplate.recorded(from: verbatimText) == nil)
        let english = HTMLRenderer().render(verbatimText)
        #expect(!english.contains("aria-label"))
        #expect(HTMLRenderer(localizer: Catalog.japanese).render(verbatimText).contains(#"aria-label="再試行""#))
        // Verbatim text, text with a count, an argument or a fallback, or joined.
        for text: UserText in [
            "Verbatim", .localized(.repeatCount, count: 3), .localized(.statusPrefixed, arguments: ["a", "b"]),
            .localized(.retry, fallback: "Again"),
            .joined([.localized(.ok), .localized(.cancel)], separator: " "),
        ] {
            let presentation = Self.presentation([Presentation.Element(id: "text", kind: .paragraph, text: text)])
            #expect(HTMLPresetTemplate.recorded(from: presentation) == nil)
        }
    }
}
