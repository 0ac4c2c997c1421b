import Anshin
import Testing

@testable import AnshinText

/// A preset's own error screen drawn by a default text front end (built-in catalog, 60 columns, no
/// colour) is written once and copied: it must be what the front end draws from the screen's
/// presentation for every preset, placement, motion setting, catalog and style, and be used only
/// when the front end draws as it was written.
@Suite("Text of preset screens")
struct TextPresetScreensTests {
    static let contexts = [PresentationContext(reduceMotion: false), PresentationContext(reduceMotion: true)]

    /// Every way to draw a model as text, each against the front end's drawing of its presentation.
    static func expectPresentationText(
        _ screen: ErrorScreen,
        _ renderer: TextRenderer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = renderer.render(screen.presentation(in: renderer.context))
        #expect(renderer.render(screen) == expected, sourceLocation: sourceLocation)
        #expect(screen.rendered(using: renderer) == expected, sourceLocation: sourceLocation)
        var bytes: [UInt8] = [0x3E, 0x20]
        renderer.render(screen, into: &bytes)
        #expect(bytes == [0x3E, 0x20] + Array(expected.utf8), sourceLocation: sourceLocation)
    }

    /// The text written once for a screen and a front end, if any.
    static func written(_ screen: ErrorScreen, _ renderer: TextRenderer, position: Int) -> [UInt8]? {
        withUnsafePointer(to: screen) {
            TextPresetScreens.text(of: $0, in: renderer.context, builtInPosition: position, style: renderer.style)
        }
    }

    @Test(
        "A preset's own screen is copied, and is the drawing of its presentation",
        arguments: ErrorScreen.Preset.allKnown
    )
    func sameTextAsThePresentation(preset: ErrorScreen.Preset) throws {
        for placement in ErrorScreen.Placement.allCases {
            let screen = ErrorScreen(.preset(preset), placement: placement)
            for context in Self.contexts {
                for (position, catalog) in Catalog.builtIn.enumerated() {
                    for style in TextRenderer.Style.allCases {
                        let renderer = TextRenderer(localizer: catalog, style: style, context: context)
                        let written = try #require(Self.written(screen, renderer, position: position))
                        #expect(
                            String(decoding: written, as: UTF8.self)
                                == renderer.render(screen.presentation(in: context))
                        )
                        Self.expectPresentationText(screen, renderer)
                    }
                }
            }
        }
    }

    @Test("The network preset as the default front end draws and speaks it, in English")
    func networkText() {
        #expect(TextRenderer.defaultWidth == TextRenderer().width)
        let screen = ErrorScreen(.preset(.network))
        #expect(
            screen.rendered(using: .text) == """
                (network-error)

                Couldn't connect
                ════════════════

                Check your network connection and try again.

                [ Retry ]
                """
        )
        #expect(
            screen.rendered(using: .text(style: .spoken))
                == TextRenderer(style: .spoken).render(screen.presentation(in: .standard))
        )
    }

    @Test("Another width, colour, localizer or screen is drawn from the presentation")
    func otherRenderersAreDrawn() {
        let screen = ErrorScreen(.preset(.maintenance))
        var narrow = TextRenderer()
        narrow.width = 24
        #expect(narrow.render(screen) != TextRenderer().render(screen))
        Self.expectPresentationText(screen, narrow)
        var coloured = TextRenderer()
        coloured.colors = .always
        #expect(coloured.render(screen).contains("\u{1B}["))
        Self.expectPresentationText(screen, coloured)
        var changed = Catalog.english
        changed[.retry] = "Again"
        Self.expectPresentationText(ErrorScreen(.preset(.network)), TextRenderer(localizer: changed))
        #expect(TextRenderer(localizer: changed).render(ErrorScreen(.preset(.network))).contains("Again"))

        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        #expect(Self.written(retitled, TextRenderer(), position: 0) == nil)
        Self.expectPresentationText(retitled, TextRenderer())
        #expect(TextRenderer().render(retitled).contains("Gone"))
    }
}
