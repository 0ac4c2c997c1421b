import Anshin
import AnshinText
import Testing

@testable import AnshinTool

/// The byte-buffer text API against the string one, on every gallery item.
@Suite("Text front end: bytes match the string for every model")
struct TextBytesTests {
    @Test(arguments: FrontEndGoldenTests.cases)
    func bytesAreTheStringsUTF8AfterTheCallersBytes(locale: String, slug: String) throws {
        let item = try #require(Gallery.items.first { $0.slug == slug })
        let catalog = try #require(Catalog.builtIn(for: locale))
        for style in TextRenderer.Style.allCases {
            for colors in TextRenderer.ColorMode.allCases {
                for width in [20, 60] {
                    let renderer = TextRenderer(
                        localizer: catalog,
                        style: style,
                        colors: colors,
                        width: width,
                        context: item.context
                    )
                    var bytes = Array("before\n".utf8)
                    renderer.render(item.model, into: &bytes)
                    let expected = "before\n" + renderer.render(item.model.presentation(in: item.context))
                    #expect(bytes == Array(expected.utf8), "\(style), \(colors), width \(width)")
                }
            }
        }
    }
}
