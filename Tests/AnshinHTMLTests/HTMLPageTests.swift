import Anshin
import Foundation
import Testing

@testable import AnshinHTML

/// Several models in one page: each model's identifiers numbered in order, so references never cross
/// from one model to another.
@Suite("HTML pages of several models")
struct HTMLPageTests {
    /// The forbidden screen's fragment with its identifiers starting `prefix-`.
    static func forbidden(_ prefix: String) -> String {
        HTMLRendererTests.forbiddenFragment.replacingOccurrences(
            of: #""anshin-errorScreen-"#,
            with: #""\#(prefix)-errorScreen-"#
        )
    }

    /// Every `id` in the markup, and every identifier that `aria-labelledby` or `aria-describedby` names.
    static func identifiers(in html: String) -> (ids: [String], references: [String]) {
        func values(of attribute: String) -> [String] {
            html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let references = (values(of: "aria-labelledby") + values(of: "aria-describedby"))
            .flatMap { $0.split(separator: " ").map(String.init) }
        return (values(of: "id"), references)
    }

    @Test func twoScreensOfOneTypeGetTheirOwnIdentifiers() {
        let page = HTMLRenderer.Page().render([ErrorScreen(.preset(.forbidden)), ErrorScreen(.preset(.forbidden))])
        #expect(page == Self.forbidden("anshin-1") + "\n" + Self.forbidden("anshin-2") + "\n")
        #expect(page.contains(#"aria-labelledby="anshin-1-errorScreen-title""#))
        #expect(page.contains(#"<h2 id="anshin-2-errorScreen-title" class="anshin-heading">"#))
        #expect(page.contains(#"aria-labelledby="anshin-2-errorScreen-title""#))
    }

    @Test func everyIdentifierIsUniqueAndEveryReferenceResolves() {
        let models: [any Presentable] = [
            ErrorScreen(.preset(.network)),
            ErrorScreen(.preset(.offline)),
            Alert.suggestion(
                Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
                try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
            ),
            Alert.confirmation(Alert.Content(title: "Saved", message: "Your file is saved.")),
            StatusMessage("Saved", kind: .success),
            StatusMessage("Saved", kind: .success),
        ]
        for layout in [HTMLRenderer.Layout.fragment, .document(title: "Sync")] {
            let html = HTMLRenderer.Page(renderer: HTMLRenderer(layout: layout)).render(models)
            let (ids, references) = Self.identifiers(in: html)
            #expect(ids.count == Set(ids).count, "duplicate ids in \(ids)")
            #expect(references.count >= 6)
            for reference in references { #expect(ids.contains(reference), "\(reference) names no element") }
            // Each model's references stay inside the model: the second screen is labelled by its own title.
            #expect(html.contains(#"aria-labelledby="anshin-2-errorScreen-title""#))
            #expect(html.contains(#"aria-labelledby="anshin-3-alert-title""#))
            #expect(html.contains(#"aria-labelledby="anshin-4-alert-title""#))
        }
    }

    @Test func aModelDrawnAloneKeepsTodaysIdentifiers() {
        #expect(ErrorScreen(.preset(.forbidden)).rendered(using: .html) == Self.forbidden("anshin") + "\n")
        var buffer = ""
        HTMLRenderer().render(ErrorScreen(.preset(.forbidden)), into: &buffer)
        #expect(buffer == Self.forbidden("anshin") + "\n")
        #expect(HTMLRenderer.Page().render([ErrorScreen(.preset(.forbidden))]) == Self.forbidden("anshin-1") + "\n")
    }

    @Test func numbersFollowThePrefixOrStandAlone() {
        let empty = HTMLRenderer.Page(renderer: HTMLRenderer(idPrefix: ""))
        #expect(empty.idPrefix(forModelAt: 0) == "1")
        #expect(empty.render([ErrorScreen(.preset(.forbidden))]) == Self.forbidden("1") + "\n")
        let app = HTMLRenderer.Page(renderer: HTMLRenderer(idPrefix: "my app"))
        #expect(app.idPrefix(forModelAt: 11) == "my app-12")
        let html = app.render(Array(repeating: ErrorScreen(.preset(.forbidden)), count: 12))
        #expect(html.hasSuffix(Self.forbidden("my_20app-12") + "\n"))
        #expect(html.hasPrefix(Self.forbidden("my_20app-1") + "\n"))
    }

    @Test func aStandalonePageHoldsTheModelsUnderOneHeading() {
        let renderer = HTMLRenderer(localizer: Catalog.japanese, layout: .document(title: "同期"))
        let html = HTMLRenderer.Page(renderer: renderer).render([
            ErrorScreen(.preset(.forbidden)), ErrorScreen(.preset(.forbidden)),
        ])
        // Each model is its fragment, without the root's language and direction: the page's <html> states them.
        let japanese = { (prefix: String) in
            let fragment = HTMLRenderer(localizer: Catalog.japanese, idPrefix: prefix)
                .render(ErrorScreen(.preset(.forbidden)))
            #expect(fragment.ranges(of: #" lang="ja" dir="ltr""#).count == 1)
            return fragment.replacingOccurrences(of: #" lang="ja" dir="ltr""#, with: "")
        }
        #expect(
            html
                == "<!DOCTYPE html>\n<html lang=\"ja\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>同期</title>\n"
                + "<style>\n" + HTMLRenderer.stylesheet + "\n</style>\n</head>\n"
                + "<body class=\"anshin-page\">\n<main class=\"anshin-main\">\n"
                + "<h1 class=\"anshin-visually-hidden\">同期</h1>\n"
                + japanese("anshin-1") + japanese("anshin-2")
                + HTMLDocumentTests.tail(regionName: "通知")
        )
    }

    @Test func aPageWithoutATitleTakesTheFirstModels() {
        let page = HTMLRenderer.Page(renderer: HTMLRenderer(layout: .document()))
        let html = page.render([ErrorScreen(.preset(.forbidden)), ErrorScreen(.preset(.network))])
        #expect(html.contains("<title>You don't have access</title>"))
        #expect(html.contains("<h1 class=\"anshin-visually-hidden\">You don't have access</h1>\n"))
        // Headings keep their levels under the page's own heading.
        #expect(html.contains(#"<h2 id="anshin-1-errorScreen-title""#))
        #expect(html.contains(#"<h2 id="anshin-2-errorScreen-title""#))
        let empty = page.render([])
        #expect(empty.contains("<title>Anshin</title>"))
        #expect(empty.hasSuffix("<h1 class=\"anshin-visually-hidden\">Anshin</h1>\n" + HTMLDocumentTests.tail))
        #expect(HTMLRenderer.Page().render([]) == "")
    }

    @Test func theOutputIsAPureFunctionOfTheRendererAndTheModels() {
        let models: [any Presentable] = [StatusMessage("One"), ErrorScreen(.preset(.network)), StatusMessage("Two")]
        for layout in [HTMLRenderer.Layout.fragment, .document()] {
            let page = HTMLRenderer.Page(renderer: HTMLRenderer(layout: layout))
            let html = page.render(models)
            #expect(page.render(models) == html)
            var bytes = Array("<!-- a -->".utf8)
            page.render(models, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "<!-- a -->" + html)
            var string = "<!-- b -->"
            page.render(models, into: &string)
            #expect(string == "<!-- b -->" + html)
        }
        #expect(
            HTMLRenderer.Page().render([StatusMessage("Two"), StatusMessage("One")])
                != HTMLRenderer.Page().render([StatusMessage("One"), StatusMessage("Two")])
        )
    }

    @Test func eachModelPresentsItselfInTheRenderersContext() {
        let page = HTMLRenderer.Page(renderer: HTMLRenderer(context: PresentationContext(reduceMotion: true)))
        let html = page.render([ErrorScreen(.preset(.forbidden)), ErrorScreen(.preset(.network))])
        #expect(!html.contains("anshin-transition"))
        #expect(!html.contains("data-anshin-show-duration"))
        #expect(HTMLRenderer.Page().render([ErrorScreen(.preset(.forbidden))]).contains("anshin-transition"))
    }

    @Test func expectationsNameTheNumberedIdentifiers() {
        let models: [any Presentable] = [ErrorScreen(.preset(.network)), ErrorScreen(.preset(.network))]
        let page = HTMLRenderer.Page()
        let html = page.render(models)
        let expectations = page.accessibilityExpectations(for: models)
        #expect(
            expectations.map(\.id) == [
                "anshin-1-errorScreen-error-screen", "anshin-1-errorScreen-icon", "anshin-1-errorScreen-title",
                "anshin-1-errorScreen-retry",
                "anshin-2-errorScreen-error-screen", "anshin-2-errorScreen-icon", "anshin-2-errorScreen-title",
                "anshin-2-errorScreen-retry",
            ]
        )
        for expectation in expectations { #expect(html.contains(#"id="\#(expectation.id)""#)) }
        #expect(expectations.first { $0.id == "anshin-2-errorScreen-title" }?.level == 2)
    }

    @Test func aPageIsAValue() {
        func requireSendableHashable<T: Sendable & Hashable>(_: T.Type) {}
        requireSendableHashable(HTMLRenderer.Page.self)
        #expect(HTMLRenderer.Page() == HTMLRenderer.Page(renderer: .html))
        #expect(HTMLRenderer.Page() != HTMLRenderer.Page(renderer: HTMLRenderer(idPrefix: "x")))
    }
}

extension HTMLPageTests {
    @Test func aPageHasOneInitialFocus() throws {
        let saved = Alert.confirmation(Alert.Content(title: "Saved"))
        let retry = Alert.suggestion(
            Alert.Content(title: "Couldn't save"),
            try Alert.Recovery("Try Again", style: .nondestructive, action: "save.retry")
        )
        let models: [any Presentable] = [ErrorScreen(.preset(.network)), saved, retry]
        let page = HTMLRenderer.Page()
        let html = page.render(models)
        #expect(html.components(separatedBy: " autofocus").count == 2)
        #expect(
            html.contains(
                #"id="anshin-2-alert-button-1" class="anshin-button anshin-button-cancel anshin-tone-neutral""#
            )
        )
        #expect(html.contains(#"data-role="cancel" autofocus>OK</button>"#))
        // The later alert's initial focus is marked for the live script, which opens it on top.
        #expect(html.contains(#"data-role="default" data-anshin-initial-focus>Try Again</button>"#))
        #expect(html.components(separatedBy: "data-anshin-initial-focus").count == 2)
        #expect(
            page.accessibilityExpectations(for: models).filter { $0.focused == true }.map(\.id) == [
                "anshin-2-alert-button-1"
            ]
        )
        // Alone, each alert keeps its own.
        #expect(retry.rendered(using: .html).contains(#"data-role="default" autofocus>Try Again</button>"#))
    }

    /// A disabled button cannot take focus: `autofocus` on it does nothing, and focus went to the
    /// browser's choice while the expectations said it was on the disabled button.
    @Test func aDisabledButtonTakesNoInitialFocus() {
        typealias Element = Presentation.Element
        let button = { (id: String, title: UserText, focus: Bool, disabled: Bool) in
            Element(
                id: id,
                kind: .button(.init(role: .default, action: ActionIdentifier(rawValue: id), isInitialFocus: focus)),
                text: title,
                accessibility: AccessibilityDescriptor(
                    label: title,
                    traits: disabled ? [.button, .notEnabled] : .button
                )
            )
        }
        let dialog = { (children: [Element]) in
            Presentation(
                type: "dialog",
                root: Element(
                    id: "dialog",
                    kind: .container(labelledBy: "title"),
                    accessibility: AccessibilityDescriptor(role: .alertDialog),
                    children: [
                        Element(
                            id: "title",
                            kind: .heading(level: 2),
                            text: "Publish?",
                            accessibility: .heading("Publish?")
                        )
                    ]
                        + children
                )
            )
        }
        let disabled = dialog([button("publish", "Publish", true, true), button("later", "Later", false, false)])
        let renderer = HTMLRenderer()
        let html = renderer.render(disabled)
        #expect(html.contains(#"data-role="default" disabled>Publish</button>"#))
        #expect(!html.contains("autofocus") && !html.contains("data-anshin-initial-focus"))
        #expect(renderer.accessibilityExpectations(for: disabled).allSatisfy { $0.focused != true })
        #expect(!disabled.root.children[1].takesInitialFocus)
        // The first enabled button marked for focus takes it.
        let enabled = dialog([button("publish", "Publish", true, true), button("later", "Later", true, false)])
        #expect(renderer.render(enabled).contains(#"data-role="default" autofocus>Later</button>"#))
        #expect(
            renderer.accessibilityExpectations(for: enabled).filter { $0.focused == true }.map(\.id) == [
                "anshin-dialog-later"
            ]
        )
    }
}
