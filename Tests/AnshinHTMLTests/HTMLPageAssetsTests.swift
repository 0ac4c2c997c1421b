import Anshin
import Testing

@testable import AnshinHTML

@Suite("A page's stylesheet and script, embedded or linked")
struct HTMLPageAssetsTests {
    static let linked = HTMLRenderer.PageAssets.linked(stylesheet: "/assets/anshin.css", script: "/assets/anshin.js")

    /// The head of a page that links the stylesheet: the embedded page's head with a `<link>` for its
    /// `<style>`.
    static func linkedHead(lang: String, title: String, attributes: String = "") -> String {
        HTMLDocumentTests.head(lang: lang, title: title).replacing(
            "<style>\n" + HTMLRenderer.stylesheet + "\n</style>\n",
            with: "<link rel=\"stylesheet\" href=\"/assets/anshin.css\"\(attributes)>\n"
        )
    }

    @Test("A linked page is the embedded page with a <link> for the <style> and a <script src> for the script")
    func aLinkedPageIsTheEmbeddedPageWithAddresses() {
        let renderer = HTMLRenderer(layout: .document(), pageAssets: Self.linked)
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: renderer)
        // The fragment, its heading promoted, and its language and direction said by <html> instead.
        let promoted = HTMLRendererTests.forbiddenFragment
            .replacing("<h2 ", with: "<h1 ")
            .replacing("</h2>", with: "</h1>")
            .replacing(#" lang="en" dir="ltr""#, with: "")
        #expect(
            page
                == Self.linkedHead(lang: "en", title: "You don't have access") + promoted + "\n</main>\n"
                + HTMLDocumentTests.statusRegion() + "<script src=\"/assets/anshin.js\"></script>\n</body>\n</html>\n"
        )
        // The page holds neither the stylesheet nor the script, and is otherwise the embedded page.
        let embedded = ErrorScreen(.preset(.forbidden)).rendered(using: .html(layout: .document()))
        #expect(!page.contains(HTMLRenderer.stylesheet) && !page.contains(HTMLRenderer.script))
        #expect(
            page
                == embedded
                .replacing(
                    "<style>\n" + HTMLRenderer.stylesheet + "\n</style>\n",
                    with: "<link rel=\"stylesheet\" href=\"/assets/anshin.css\">\n"
                )
                .replacing(
                    "<script>" + HTMLRenderer.script + "</script>",
                    with: "<script src=\"/assets/anshin.js\"></script>"
                )
        )
    }

    @Test("The bytes and the string of a linked page are the same")
    func bytesAndStringAgree() {
        let renderer = HTMLRenderer(localizer: Catalog.japanese, layout: .document(), pageAssets: Self.linked)
        let screen = ErrorScreen(.preset(.network))
        var bytes: [UInt8] = []
        renderer.render(screen, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == renderer.render(screen))
        #expect(bytes.count < 8_000)
    }

    @Test("Both elements take the nonce, after the address")
    func bothElementsTakeTheNonce() {
        let renderer = HTMLRenderer(layout: .document(), nonce: "bm9uY2U=", pageAssets: Self.linked)
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: renderer)
        #expect(
            page.hasPrefix(
                Self.linkedHead(lang: "en", title: "You don't have access", attributes: #" nonce="bm9uY2U=""#)
            )
        )
        #expect(page.hasSuffix("<script src=\"/assets/anshin.js\" nonce=\"bm9uY2U=\"></script>\n</body>\n</html>\n"))
    }

    @Test("An address is escaped as an attribute value: it cannot end the attribute or add markup")
    func addressesAreEscaped() {
        let renderer = HTMLRenderer(
            layout: .document(),
            pageAssets: .linked(stylesheet: #"a.css?v=1&x="><script>"#, script: "b.js?x='1'&y=<2>")
        )
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: renderer)
        #expect(page.contains(#"<link rel="stylesheet" href="a.css?v=1&amp;x=&quot;&gt;&lt;script&gt;">"#))
        #expect(page.contains(#"<script src="b.js?x=&#39;1&#39;&amp;y=&lt;2&gt;"></script>"#))
    }

    @Test("A host's own page ends with the linked script too")
    func bodyEndFollowsTheSetting() {
        var renderer = HTMLRenderer(nonce: "bm9uY2U=")
        renderer.pageAssets = Self.linked
        #expect(
            renderer.bodyEnd()
                == HTMLDocumentTests.statusRegion() + "<script src=\"/assets/anshin.js\" nonce=\"bm9uY2U=\"></script>\n"
        )
    }

    @Test("A page of several models links once, with the nonce, and fragments are unchanged")
    func pagesOfSeveralModelsAndFragments() {
        let renderer = HTMLRenderer.html(layout: .document(), nonce: "bm9uY2U=", pageAssets: Self.linked)
        let page = HTMLRenderer.Page(renderer: renderer)
        let html = page.render([ErrorScreen(.preset(.network)), ErrorScreen(.preset(.offline))])
        #expect(
            html.ranges(of: "<link rel=\"stylesheet\" href=\"/assets/anshin.css\" nonce=\"bm9uY2U=\">\n").count == 1
        )
        #expect(html.ranges(of: "<script").count == 1)
        #expect(
            html.hasSuffix("<script src=\"/assets/anshin.js\" nonce=\"bm9uY2U=\"></script>\n</body>\n</html>\n")
        )
        #expect(!html.contains(HTMLRenderer.stylesheet))
        var bytes: [UInt8] = []
        page.render([ErrorScreen(.preset(.network)), ErrorScreen(.preset(.offline))], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == html)
        let fragment = HTMLRenderer(pageAssets: Self.linked).render(ErrorScreen(.preset(.forbidden)))
        expectHTML(fragment, HTMLRendererTests.forbiddenFragment)
    }

    @Test("The setting is a value: its addresses, and part of a renderer's equality and hash")
    func equality() {
        #expect(HTMLRenderer.PageAssets.embedded.stylesheetAddress == nil)
        #expect(HTMLRenderer.PageAssets.embedded.scriptAddress == nil)
        #expect(Self.linked.stylesheetAddress == "/assets/anshin.css")
        #expect(Self.linked.scriptAddress == "/assets/anshin.js")
        #expect(Self.linked != .linked(stylesheet: "/assets/anshin.css", script: "/assets/other.js"))
        let embedded = HTMLRenderer(layout: .document())
        var linked = embedded
        linked.pageAssets = Self.linked
        #expect(embedded != linked)
        #expect(embedded.pageAssets == .embedded)
        #expect(linked == HTMLRenderer(layout: .document(), pageAssets: Self.linked))
        var embeddedHasher = Hasher()
        embeddedHasher.combine(embedded)
        var linkedHasher = Hasher()
        linkedHasher.combine(linked)
        // Renderers that differ only in the setting hash apart (with Swift's hashing, equal only by chance).
        #expect(embeddedHasher.finalize() != linkedHasher.finalize())
        #expect(linked.hashValue == HTMLRenderer(layout: .document(), pageAssets: Self.linked).hashValue)
    }

    @Test("A blank address stops the program with a message naming it: it would name the page itself")
    func blankAddressesStop() async {
        await #expect(processExitsWith: .failure) {
            _ = HTMLRenderer.PageAssets.linked(stylesheet: "", script: "/anshin.js")
        }
        await #expect(processExitsWith: .failure) {
            _ = HTMLRenderer.PageAssets.linked(stylesheet: "/anshin.css", script: " \t\n")
        }
    }
}
