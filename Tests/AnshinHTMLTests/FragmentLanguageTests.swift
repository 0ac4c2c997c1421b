import Anshin
import AnshinHTML
import Foundation
import Testing

/// A fragment may be embedded in a host page of another language or direction, so its root states its
/// own (WCAG 3.1.2, Language of Parts); a page states them once, on `<html>`.
@Suite("The language and direction of fragments")
struct FragmentLanguageTests {
    /// A one-paragraph model of a host: the catalog's Retry.
    static let note = Presentation(
        type: "note",
        root: Presentation.Element(id: "note", kind: .paragraph, text: .localized(.retry))
    )

    /// A model whose root is an icon: the `<svg>` is the whole fragment.
    static let badge = Presentation(
        type: "badge",
        root: Presentation.Element(id: "icon", kind: .icon(Icon(.info, label: "Info")), accessibility: .image("Info"))
    )

    @Test("A Japanese fragment says lang=\"ja\" on its root, with its direction")
    func japaneseFragment() {
        expectHTML(
            HTMLRenderer(localizer: Catalog.japanese).render(Self.note),
            #"<p id="anshin-note-note" class="anshin anshin-type-note anshin-paragraph" lang="ja" dir="ltr">再試行</p>"#
        )
        let screen = ErrorScreen(.preset(.forbidden)).rendered(using: .html(localizer: Catalog.japanese))
        #expect(
            screen.hasPrefix(
                #"<section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-region" aria-labelledby="anshin-errorScreen-title" aria-describedby="anshin-errorScreen-message" lang="ja" dir="ltr" data-anshin-show-duration="300""#
            )
        )
        // Only the root says it: every element inside inherits it.
        #expect(screen.ranges(of: " lang=").count == 1)
        #expect(screen.ranges(of: " dir=").count == 1)
    }

    @Test(
        "A fragment's lang is the localizer's tag (pseudo-locales and host codes too), its dir the localizer's direction",
        arguments: [
            (Catalog.arabic, #" lang="ar" dir="rtl""#), (Catalog.pseudoAccented, #" lang="en-XA" dir="ltr""#),
            (Catalog.pseudoMirrored, #" lang="ar-XB" dir="rtl""#),
            (Catalog(languageCode: "pt_BR"), #" lang="pt-BR" dir="ltr""#),
        ]
    )
    func tagAndDirection(catalog: Catalog, attributes: String) {
        let retry = UserText.localized(.retry).resolved(using: catalog)
        expectHTML(
            HTMLRenderer(localizer: catalog).render(Self.note),
            #"<p id="anshin-note-note" class="anshin anshin-type-note anshin-paragraph"\#(attributes)>\#(retry)</p>"#
        )
    }

    @Test(
        "An undetermined language (und, or a code that is not a tag) writes no lang, so the host's holds; dir stays",
        arguments: [
            ("", #" dir="ltr""#), ("ja JP", #" dir="ltr""#), ("und", #" dir="ltr""#), ("UND", #" dir="ltr""#),
            ("und-Arab", #" dir="rtl""#),
        ]
    )
    func undeterminedLanguage(code: String, direction: String) {
        expectHTML(
            HTMLRenderer(localizer: Catalog(languageCode: code)).render(Self.note),
            #"<p id="anshin-note-note" class="anshin anshin-type-note anshin-paragraph"\#(direction)>Retry</p>"#
        )
    }

    @Test("The models of a standalone page do not repeat the language and direction its <html> states")
    func pageModelsDoNotRepeatIt() {
        let models: [any Presentable] = [ErrorScreen(.preset(.forbidden)), StatusMessage("Saved", kind: .success)]
        for (catalog, html) in [
            (Catalog.japanese, #"<html lang="ja">"#), (Catalog.arabic, #"<html lang="ar" dir="rtl">"#),
        ] {
            let page = HTMLRenderer.Page(renderer: HTMLRenderer(localizer: catalog, layout: .document()))
                .render(models)
            #expect(page.contains("<!DOCTYPE html>\n" + html + "\n"))
            #expect(page.ranges(of: " lang=").count == 1, "\(catalog.languageCode)")
            #expect(page.ranges(of: " dir=").count == (catalog.layoutDirection == .rightToLeft ? 1 : 0))
            // A single model's page says it once as well.
            let single = ErrorScreen(.preset(.forbidden))
                .rendered(using: .html(localizer: catalog, layout: .document()))
            #expect(single.ranges(of: " lang=").count == 1)
        }
        // A page of fragments is markup for a host's page: each model says its own.
        let fragments = HTMLRenderer.Page(renderer: HTMLRenderer(localizer: Catalog.japanese)).render(models)
        #expect(fragments.ranges(of: #" lang="ja" dir="ltr""#).count == 2)
        #expect(fragments.ranges(of: " lang=").count == 2)
    }

    @Test("An <svg> root gets neither lang nor dir, in any language")
    func svgRoot() {
        for catalog in [Catalog.english, .japanese, .arabic] {
            expectHTML(
                HTMLRenderer(localizer: catalog).render(Self.badge),
                #"""
                <svg id="anshin-badge-icon" class="anshin anshin-type-badge anshin-icon anshin-symbol-info" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="Info" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/></svg>
                """#
            )
        }
    }
}
