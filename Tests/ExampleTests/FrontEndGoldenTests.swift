import Anshin
import Testing

@testable import AnshinTool

/// Every gallery item (every preset, alert variant, message kind, board and pinned progress state)
/// through every front end, in every built-in language and both pseudo-locales, against golden files.
@Suite("Golden files: every model × every front end × every language")
struct FrontEndGoldenTests {
    /// Every built-in catalog's tag, then the pseudo-locales'.
    static let locales = (Catalog.builtIn + Catalog.pseudoLocales).map(\.languageCode)

    static let cases: [(locale: String, slug: String)] = Self.locales.flatMap { locale in
        Gallery.items.map { (locale, $0.slug) }
    }

    @Test(arguments: Self.cases)
    func outputMatchesGoldenFiles(locale: String, slug: String) throws {
        let item = try #require(Gallery.items.first { $0.slug == slug })
        let catalog = try #require(Catalog.builtIn(for: locale))
        for file in GalleryCommand.files(for: item, localizer: catalog) {
            try GoldenFile.assertMatches(file.contents, named: "\(locale)/\(file.name)")
        }
    }

    @Test func aMismatchReadsLikeADiff() {
        #expect(GoldenFile.diff(expected: "a\nb\nc", actual: "a\nb\nc") == nil)
        #expect(
            GoldenFile.diff(expected: "one\ntwo\nthree\nfour", actual: "one\ntwo\n3\nfour")
                == "@@ line 3 @@\n  one\n  two\n- three\n+ 3"
        )
    }
}
