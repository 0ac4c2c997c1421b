import Anshin
import Testing

@testable import AnshinHTML

/// A host localizer that writes its language with an underscore, as some platforms do.
struct UnderscoredLocalizer: Localizer {
    let languageCode = "en_US"
    func template(for key: UserText.Key, form: PluralCategory) -> String? { nil }
}

@Suite("Standalone documents")
struct HTMLDocumentTests {
    static func head(lang: String, title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(lang)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(HTMLRenderer.stylesheet)
        </style>
        </head>
        <body class="anshin-page">
        <main class="anshin-main">

        """
    }

    static let tail = "</main>\n</body>\n</html>\n"

    @Test func forbiddenPage() {
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: .html(layout: .document()))
        let promoted = HTMLRendererTests.forbiddenFragment
            .replacing("<h2 ", with: "<h1 ")
            .replacing("</h2>", with: "</h1>")
        #expect(page == Self.head(lang: "en", title: "You don't have access") + promoted + "\n" + Self.tail)
    }

    @Test func japanesePageTakesItsLanguageFromTheLocalizer() {
        let page = ErrorScreen(.preset(.network)).rendered(
            using: .html(localizer: Catalog.japanese, layout: .document())
        )
        let title = UserText.localized(.networkTitle).resolved(using: Catalog.japanese)
        #expect(page.hasPrefix(Self.head(lang: "ja", title: title)))
        #expect(page.contains(#"<h1 id="anshin-errorScreen-title" class="anshin-heading">\#(title)</h1>"#))
        #expect(page.hasSuffix(Self.tail))
    }

    @Test func pageWithoutHeadingsGetsAHiddenTopLevelHeading() {
        let page = StatusMessage("Saved 3 items", kind: .success).rendered(using: .html(layout: .document()))
        #expect(
            page.hasPrefix(
                Self.head(lang: "en", title: "Success: Saved 3 items")
                    + #"<h1 class="anshin-visually-hidden">Success: Saved 3 items</h1>"# + "\n"
                    + #"<div id="anshin-statusMessage-status-message""#
            )
        )
    }

    @Test func explicitTitleAndLanguageTag() {
        let renderer = HTMLRenderer(localizer: UnderscoredLocalizer(), layout: .document(title: "Example & Co."))
        let page = renderer.render(HTMLRendererTests.deleteAlert)
        #expect(page.hasPrefix(Self.head(lang: "en-US", title: "Example &amp; Co.")))
        #expect(page.contains(#"<h1 id="anshin-alert-title" class="anshin-heading">Delete this file?</h1>"#))
    }

    @Test func headingsArePromotedTogether() {
        let page = Banner().rendered(using: .html(layout: .document()))
        #expect(page.contains(#"<h1 id="anshin-banner-headline" class="anshin-heading">New version</h1>"#))
        let fragment = Banner().rendered(using: .html)
        #expect(fragment.contains(#"<h3 id="anshin-banner-headline" class="anshin-heading">New version</h3>"#))
    }
}
