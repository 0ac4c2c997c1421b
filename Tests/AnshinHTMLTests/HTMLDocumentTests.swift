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

    /// The page's status region, present from load: a landmark named in the page's language, the list
    /// posted messages go into and the two persistent live regions the script announces through.
    static func statusRegion(name: String = "Notifications", attributes: String = "") -> String {
        """
        <div id="anshin-status-region" class="anshin-status-region" data-anshin-region role="region" aria-label="\(name)" tabindex="-1" aria-keyshortcuts="Alt+Shift+N"\(attributes)>
        <div class="anshin-status-list" data-anshin-messages></div>
        <div class="anshin-visually-hidden" data-anshin-live="polite" aria-live="polite" aria-atomic="true"></div>
        <div class="anshin-visually-hidden" data-anshin-live="assertive" aria-live="assertive" aria-atomic="true"></div>
        </div>

        """
    }

    static let tail = Self.tail(regionName: "Notifications")

    /// The end of a page whose status region is named `regionName`.
    static func tail(regionName: String) -> String {
        "</main>\n" + statusRegion(name: regionName) + "<script>" + HTMLRenderer.script
            + "</script>\n</body>\n</html>\n"
    }

    @Test func aNonceGoesOnTheStyleAndTheScriptAndOnlyAValidOne() {
        let renderer = HTMLRenderer(layout: .document(), nonce: "r4nd0m+/Nonce_-Q==")
        #expect(renderer.isNonceValid)
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: renderer)
        #expect(page.contains("<style nonce=\"r4nd0m+/Nonce_-Q==\">\n"))
        #expect(page.contains("<script nonce=\"r4nd0m+/Nonce_-Q==\">" + HTMLRenderer.script + "</script>\n</body>"))
        // Anything else is left out, never written: a nonce cannot add an attribute or markup.
        for nonce in ["", "a\" onload=\"x", "abc def", "ab=c", "abc===", "<script>", "é"] {
            let checked = HTMLRenderer(layout: .document(), nonce: nonce)
            #expect(!checked.isNonceValid, "\(nonce)")
            let html = ErrorScreen(.preset(.forbidden)).rendered(using: checked)
            #expect(!html.contains("nonce"), "\(nonce)")
            #expect(html == ErrorScreen(.preset(.forbidden)).rendered(using: .html(layout: .document())))
        }
        #expect(!HTMLRenderer().isNonceValid)
        // A fragment has neither a style nor a script element to put it on.
        #expect(!ErrorScreen(.preset(.forbidden)).rendered(using: HTMLRenderer(nonce: "abc")).contains("nonce"))
    }

    @Test func aBoardsRulesAreThePageRegions() throws {
        var board = try StatusBoard(policy: .stack(limit: 3), accessibilityMultiplier: 1.5)
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        board.setAssistiveTechnologyRunning(true, at: .zero)
        let page = board.rendered(using: .html(layout: .document()))
        #expect(
            page.contains(
                "</main>\n"
                    + Self.statusRegion(
                        attributes:
                            #" data-anshin-visible-limit="3" data-anshin-accessibility-multiplier="1.5" data-anshin-assistive-technology"#
                    )
            )
        )
        // A replacing board without a multiplier states nothing: the script's defaults are the same.
        let replacing = StatusBoard().rendered(using: .html(layout: .document()))
        #expect(replacing.contains("</main>\n" + Self.statusRegion()))
    }

    @Test func aHostsOwnPageEndsWithWhatADocumentPageEndsWith() throws {
        var board = try StatusBoard(policy: .queue, accessibilityMultiplier: 2)
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        let renderer = HTMLRenderer(layout: .document(), nonce: "bm9uY2U=")
        let page = board.rendered(using: renderer)
        let rules = board.presentation(in: .standard).root.behavior
        guard case .board(let boardRules) = rules else {
            Issue.record("a board's root carries its rules, not \(String(describing: rules))")
            return
        }
        let end = renderer.bodyEnd(boardRules: boardRules)
        #expect(
            end
                == Self.statusRegion(
                    attributes: #" data-anshin-visible-limit="1" data-anshin-accessibility-multiplier="2.0""#
                )
                + "<script nonce=\"bm9uY2U=\">" + HTMLRenderer.script + "</script>\n"
        )
        #expect(page.hasSuffix("</main>\n" + end + "</body>\n</html>\n"))
        // By default: one message at a time, no multiplier, and no nonce unless the renderer has one.
        #expect(HTMLRenderer().bodyEnd() == Self.statusRegion() + "<script>" + HTMLRenderer.script + "</script>\n")
    }

    @Test func forbiddenPage() {
        let page = ErrorScreen(.preset(.forbidden)).rendered(using: .html(layout: .document()))
        // The fragment, its heading promoted, and its language and direction said by <html> instead.
        let promoted = HTMLRendererTests.forbiddenFragment
            .replacing("<h2 ", with: "<h1 ")
            .replacing("</h2>", with: "</h1>")
            .replacing(#" lang="en" dir="ltr""#, with: "")
        #expect(page == Self.head(lang: "en", title: "You don't have access") + promoted + "\n" + Self.tail)
    }

    @Test func japanesePageTakesItsLanguageFromTheLocalizer() {
        let page = ErrorScreen(.preset(.network)).rendered(
            using: .html(localizer: Catalog.japanese, layout: .document())
        )
        let title = UserText.localized(.networkTitle).resolved(using: Catalog.japanese)
        #expect(page.hasPrefix(Self.head(lang: "ja", title: title)))
        #expect(page.contains(#"<h1 id="anshin-errorScreen-title" class="anshin-heading">\#(title)</h1>"#))
        // The status region is named in the page's language too.
        #expect(page.hasSuffix(Self.tail(regionName: "通知")))
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

    /// A page of only a status board is titled with the board's name, in the page's language (it was
    /// titled `statusBoard`, the presentation's type), and so is its hidden top-level heading.
    @Test(arguments: [("en", "Notifications"), ("ja", "通知"), ("de", "Benachrichtigungen")])
    func aBoardOnlyPageIsTitledWithTheBoardsName(language: String, name: String) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        var board = StatusBoard()
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        for model in [board, StatusBoard()] {
            #expect(
                model.rendered(using: .html(localizer: catalog, layout: .document())).hasPrefix(
                    Self.head(lang: language, title: name)
                        + #"<h1 class="anshin-visually-hidden">\#(name)</h1>"# + "\n"
                        + #"<div id="anshin-statusBoard-status-board" class="anshin anshin-type-statusBoard anshin-container anshin-role-group" role="group" aria-label="\#(name)">"#
                )
            )
        }
    }

    /// An HTML `<title>` must not be empty, nor the hidden `<h1>` that repeats it: a title that is
    /// white space only — given by the layout, or the root's label — is passed over for the next one.
    @Test func aBlankTitleIsPassedOverForTheNextOne() {
        let given = HTMLRenderer(layout: .document(title: " \n ")).render(ErrorScreen(.preset(.network)))
        #expect(given.hasPrefix(Self.head(lang: "en", title: "Couldn't connect")))

        let page = HTMLRenderer.Page(renderer: HTMLRenderer(layout: .document(title: "")))
        #expect(
            page.render([StatusMessage("Saved 3 items", kind: .success)]).hasPrefix(
                Self.head(lang: "en", title: "Success: Saved 3 items")
                    + #"<h1 class="anshin-visually-hidden">Success: Saved 3 items</h1>"# + "\n"
            )
        )

        let blankLabel = Presentation(
            type: "inbox",
            root: Presentation.Element(
                id: "root",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "\u{3000}"),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 2),
                        text: "Inbox",
                        accessibility: .heading("Inbox")
                    )
                ]
            )
        )
        #expect(HTMLRenderer(layout: .document()).render(blankLabel).hasPrefix(Self.head(lang: "en", title: "Inbox")))
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
