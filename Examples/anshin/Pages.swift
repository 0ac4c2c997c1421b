import Anshin
import AnshinHTML
import Foundation

/// The HTML pages the tool writes: one standalone page per model, and the gallery's index.
enum Pages {
    /// A standalone page for one model.
    static func document(
        for model: any Presentable,
        title: String?,
        localizer: Catalog,
        context: PresentationContext = .standard
    ) -> String {
        let renderer = HTMLRenderer(
            localizer: localizer,
            layout: .document(title: title.map { UserText(verbatim: $0) }),
            context: context
        )
        return model.rendered(using: renderer)
    }

    /// What the browser's accessibility tree must show for a model's standalone page, as the
    /// `NAME.expect.json` sidecar `Tests/Conformance/check_html.py` reads.
    static func expectations(
        for model: any Presentable,
        page: String,
        localizer: Catalog,
        context: PresentationContext = .standard
    ) -> String {
        struct Sidecar: Encodable {
            var page: String
            var elements: [HTMLRenderer.AccessibilityExpectation]
        }
        let renderer = HTMLRenderer(localizer: localizer, layout: .document(), context: context)
        let sidecar = Sidecar(
            page: page,
            elements: renderer.accessibilityExpectations(for: model.presentation(in: context))
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and booleans cannot fail.
        return String(decoding: try! encoder.encode(sidecar), as: UTF8.self) + "\n"
    }

    /// The gallery's index: every item drawn in place, grouped by section, each with links to its
    /// own page, its JSON and its text renderings.
    ///
    /// Dialogs are modal and take focus, so the index shows each in a still frame of its own page: a
    /// `sandbox` frame, where the page's script does not run and its `autofocus` is not honoured, so
    /// the dialog is drawn open in place, as without JavaScript, and neither takes focus nor scrolls
    /// the index (live, every alert page's script would open its dialog modally and the last frame to
    /// load would hold the index's focus). The playground opens each alert live, and each item links
    /// to its live page. Messages, boards and trickles, which run over time by their own rules, are in
    /// live frames of their own pages. Like every page of the front end, the index ends with the
    /// status region and the live script (`HTMLRenderer.bodyEnd()`), which its playground posts to.
    static func index(items: [Gallery.Item], localizer: Catalog) -> String {
        var body = ""
        var section = ""
        for item in items {
            if item.section != section {
                if !section.isEmpty { body += "</div>\n</section>\n" }
                section = item.section
                let sectionID = "section-" + item.slug.split(separator: "-").prefix(2).joined(separator: "-")
                body += "<section aria-labelledby=\"\(sectionID)\" class=\"gallery-section\">\n"
                body += "<h2 id=\"\(sectionID)\">\(escape(section))</h2>\n<div class=\"gallery-grid\">\n"
            }
            body += "<article class=\"gallery-item\" aria-labelledby=\"item-\(item.slug)\">\n"
            body += "<h3 id=\"item-\(item.slug)\">\(escape(item.name))</h3>\n"
            let presentation = item.model.presentation(in: item.context)
            // Modal dialogs, in a still frame of their own page (no script, no autofocus: `sandbox`
            // without `allow-scripts`); what runs over time (messages that clear themselves, boards,
            // trickles), in a live frame of their own page, where the script runs each by its own
            // rules (side by side on one page, the page's board would replace one message with the
            // next).
            let isModal = presentation.root.accessibility.traits.contains(.modal)
            if isModal || presentation.elements.contains(where: { $0.behavior != nil }) {
                body += "<iframe src=\"\(item.slug).html\" title=\"\(escape(item.section)): \(escape(item.name))\" "
                body += isModal ? "sandbox=\"\" class=\"gallery-frame\"" : "class=\"gallery-frame gallery-frame-live\""
                body += "></iframe>\n"
            } else {
                let renderer = HTMLRenderer(localizer: localizer, idPrefix: "item-\(item.slug)", context: item.context)
                body += renderer.render(presentation) + "\n"
            }
            body += "<p class=\"gallery-links\"><a href=\"\(item.slug).html\">page</a> · "
            body += "<a href=\"\(item.slug).json\">JSON</a> · <a href=\"\(item.slug).txt\">text</a> · "
            body += "<a href=\"\(item.slug).spoken.txt\">spoken</a></p>\n</article>\n"
        }
        if !section.isEmpty { body += "</div>\n</section>\n" }
        let title = localizer.languageCode.hasPrefix("ja") ? "Anshin ギャラリー" : "Anshin gallery"
        return """
            <!DOCTYPE html>
            <html lang="\(escape(localizer.languageCode))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(HTMLRenderer.stylesheet)
            .gallery-main { display: block; max-width: 80rem; }
            .gallery-section { margin: 0 0 3rem; }
            .gallery-grid { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr)); }
            .gallery-item { display: flex; flex-direction: column; gap: 0.5rem; }
            .gallery-item > h3 { font-size: 0.85rem; font-weight: 600; letter-spacing: 0.02em; margin: 0; opacity: 0.8; }
            .gallery-frame { border: 0; border-radius: 14px; height: 22rem; width: 100%; }
            .gallery-frame-live { height: 16rem; }
            .gallery-links { font-size: 0.8rem; margin: 0; }
            .gallery-links a { color: inherit; }
            .gallery-playground { display: flex; flex-direction: column; gap: 0.75rem; margin: 0 0 3rem; }
            .gallery-controls { display: flex; flex-wrap: wrap; gap: 0.5rem; }
            </style>
            </head>
            <body class="anshin-page">
            <main class="anshin-main gallery-main">
            <h1>\(title)</h1>
            \(Self.playground(items: items, localizer: localizer))\(body)</main>
            \(HTMLRenderer(localizer: localizer).bodyEnd())</body>
            </html>

            """
    }

    /// The index's playground: buttons that post a message of each kind, open each alert, and start
    /// and complete a trickle, driving the live script through its declarative triggers
    /// (`data-anshin-post`, `data-anshin-open`, `data-anshin-start`, `data-anshin-complete`). The
    /// messages and the trickle are `<template>`s the HTML front end drew; the alerts are drawn closed
    /// (`opensDialogs = false`) until a button opens them.
    static func playground(items: [Gallery.Item], localizer: Catalog) -> String {
        var templates = ""
        var dialogs = ""
        var messageButtons = ""
        var alertButtons = ""
        var trickleButtons = ""
        for item in items {
            let presentation = item.model.presentation(in: item.context)
            let prefix = "playground-\(item.slug)"
            var renderer = HTMLRenderer(localizer: localizer, idPrefix: prefix, context: item.context)
            // The root's DOM id: the prefix, the type and the root's identifier (all plain here).
            let rootID = "\(prefix)-\(presentation.type)-\(presentation.root.id)"
            switch presentation.type {
            case "statusMessage":
                templates += "<template id=\"\(prefix)\">\(renderer.render(presentation))</template>\n"
                messageButtons += Self.trigger("data-anshin-post=\"\(prefix)\"", "Post: \(item.name)")
            case "alert", "actionSheet":
                renderer.opensDialogs = false
                dialogs += renderer.render(presentation) + "\n"
                alertButtons += Self.trigger("data-anshin-open=\"\(rootID)\"", "Open: \(item.name)")
            case "trickleProgress" where item.name == "trickle start":
                templates += "<template id=\"\(prefix)\">\(renderer.render(presentation))</template>\n"
                trickleButtons += Self.trigger(
                    "data-anshin-start=\"\(prefix)\" data-anshin-target=\"playground-progress\"",
                    "Start a trickle"
                )
                trickleButtons += Self.trigger("data-anshin-complete=\"\(rootID)\"", "Complete it")
            default:
                break
            }
        }
        return """
            <section aria-labelledby="section-playground" class="gallery-section gallery-playground">
            <h2 id="section-playground">Playground</h2>
            <div class="gallery-controls" role="group" aria-label="Status messages">
            \(messageButtons)</div>
            <div class="gallery-controls" role="group" aria-label="Alerts">
            \(alertButtons)</div>
            <div class="gallery-controls" role="group" aria-label="Trickle progress">
            \(trickleButtons)</div>
            <div id="playground-progress"></div>
            \(templates)\(dialogs)</section>

            """
    }

    /// A button of the playground: a trigger the live script handles.
    private static func trigger(_ attributes: String, _ label: String) -> String {
        "<button type=\"button\" class=\"anshin-button anshin-button-default\" \(attributes)>\(escape(label))</button>\n"
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
