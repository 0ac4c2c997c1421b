import Anshin
import AnshinHTML
import Foundation
import Testing

@Suite("Right to left: direction, isolation, logical CSS, forced colours")
struct RightToLeftTests {
    static let deleteAlert = Alert.suggestion(
        Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
        try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
    )

    @Test("An Arabic or Hebrew page says dir=\"rtl\" on <html>; an English or Japanese one says nothing")
    func pageDirection() {
        for catalog in [Catalog.arabic, .hebrew, .pseudoMirrored] {
            let page = Self.deleteAlert.rendered(using: .html(localizer: catalog, layout: .document()))
            let tag = catalog.languageCode
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(tag)\" dir=\"rtl\">\n<head>"), "\(tag)")
        }
        for catalog in [Catalog.english, .japanese, .german] {
            let page = Self.deleteAlert.rendered(using: .html(localizer: catalog, layout: .document()))
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(catalog.languageCode)\">\n<head>"))
        }
    }

    @Test("A fragment's root says its direction, dir=\"rtl\" or dir=\"ltr\", and only the root")
    func fragmentDirection() {
        let fragment = ErrorScreen(.preset(.network)).rendered(using: .html(localizer: Catalog.hebrew))
        #expect(
            fragment.hasPrefix(
                #"<section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-region" aria-labelledby="anshin-errorScreen-title" aria-describedby="anshin-errorScreen-message" lang="he" dir="rtl" data-anshin-show-duration="#
            )
        )
        #expect(fragment.components(separatedBy: "dir=").count == 2)
        // Left to right is said too: a host page written right to left would otherwise lay it out so.
        let english = ErrorScreen(.preset(.network)).rendered(using: .html)
        #expect(english.contains(#"aria-describedby="anshin-errorScreen-message" lang="en" dir="ltr" data-anshin"#))
        #expect(english.components(separatedBy: "dir=").count == 2)
    }

    @Test("A right-to-left fragment whose root is an icon writes no dir on the <svg>, where HTML allows none")
    func iconRootHasNoDirection() {
        let badge = Presentation(
            type: "badge",
            root: Presentation.Element(
                id: "icon",
                kind: .icon(Icon(.info, label: "Info")),
                accessibility: .image("Info")
            )
        )
        expectHTML(
            HTMLRenderer(localizer: Catalog.arabic).render(badge),
            #"""
            <svg id="anshin-badge-icon" class="anshin anshin-type-badge anshin-icon anshin-symbol-info" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="Info" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/></svg>
            """#
        )
    }

    @Test("On a right-to-left page user text is isolated in <bdi>; the catalog's own text is not")
    func userTextIsolatedInArabic() {
        let fragment = Self.deleteAlert.rendered(using: .html(localizer: Catalog.arabic))
        #expect(fragment.contains(#"class="anshin-heading"><bdi>Delete this draft?</bdi></h2>"#))
        #expect(fragment.contains(#"class="anshin-paragraph"><bdi>You can't undo this.</bdi></p>"#))
        #expect(fragment.contains(#"data-role="cancel" autofocus>إلغاء</button>"#))
        #expect(fragment.contains(#"data-role="destructive"><bdi>Delete</bdi></button>"#))
        // The destructive recovery leads: first in the markup, so on the right of a right-to-left row.
        let destructive = fragment.range(of: #"data-role="destructive""#)
        let cancel = fragment.range(of: #"data-role="cancel""#)
        #expect(destructive != nil && cancel != nil && destructive!.lowerBound < cancel!.lowerBound)
    }

    @Test("A string argument is isolated inside a localized template, a Latin name in Arabic keeps its order")
    func argumentIsolated() {
        let message = StatusMessage(.localized(.spokenAnnouncement, arguments: ["Aiko (admin)"]), kind: .normal)
        let fragment = message.rendered(using: .html(localizer: Catalog.arabic))
        #expect(fragment.contains("إعلان: <bdi>Aiko (admin)</bdi>"))
    }

    @Test("On a left-to-right page, user text is isolated only where it has right-to-left characters")
    func isolationOnLeftToRightPages() {
        let alert = Alert.confirmation(Alert.Content(title: "שלום, Dana", message: "Saved."))
        let fragment = alert.rendered(using: .html)
        #expect(fragment.contains(#"class="anshin-heading"><bdi>שלום, Dana</bdi></h2>"#))
        #expect(fragment.contains(">Saved.</p>"))
        #expect(!Self.deleteAlert.rendered(using: .html).contains("<bdi>"))
        // A bidirectional override in user text is isolated too, so it cannot reach past its text.
        let override = Alert.confirmation(Alert.Content(title: "\u{202E}evil", message: "m"))
        #expect(override.rendered(using: .html).contains("<bdi>\u{202E}evil</bdi>"))
    }

    @Test("The stylesheet has no physical left or right, mirrors what points a way, and honours forced colours")
    func stylesheet() throws {
        let css = HTMLRenderer.stylesheet
        let rules = try #require(css.components(separatedBy: "*/").last)
        for physical in ["-left", "-right", "left:", "right:", ":left", ":right", "margin:0 auto"] {
            #expect(!rules.contains(physical), "\(physical)")
        }
        #expect(rules.contains("border-inline-start:4px solid"))
        #expect(rules.contains(".anshin-symbol-chevron-forward:dir(rtl){transform:scaleX(-1)}"))
        #expect(rules.contains(".anshin-progressbar:indeterminate:dir(rtl){animation-name:anshin-indeterminate-rtl}"))
        let forced = try #require(rules.range(of: "@media (forced-colors:active){"))
        let block = rules[forced.upperBound...]
        #expect(
            block.contains(
                ".anshin-button,.anshin-row{border:1px solid ButtonText;background:ButtonFace;color:ButtonText"
            )
        )
        #expect(block.contains("outline:3px solid Highlight"))
        #expect(block.contains("border:1px solid CanvasText"))
    }
}
