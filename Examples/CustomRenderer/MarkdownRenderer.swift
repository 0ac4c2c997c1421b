import Anshin

/// A Markdown front end, written only against Anshin's public API: the proof that a front end the
/// package never heard of can draw every model, including models written after it.
///
/// Headings become `##`, paragraphs plain lines, buttons links to their action
/// (`[Retry](action:retry)`; an icon-only button is named by its icon's label,
/// `Presentation.Element.imageLabel`), a row that acts as one button (a disclosure row) one link to
/// its element (`[Notifications On](#notifications)`), progress the percentage every front end shows
/// (`Progress.drawnPercent`), and live regions a blockquote with their kind's prefix in bold. The
/// children of a heading, a paragraph or a label are inline content, as HTML writes them inside its
/// `<p>`: they follow its text on its line (`Draft deleted. [Undo](action:undo)`). Markdown is what a
/// reader sees, so an element hidden from assistive technologies is drawn as any other.
///
/// Every text is written with ``MarkdownText/escaped(_:)``: on one line, with everything that could
/// open a block or inline structure escaped, so user text stays text in any CommonMark reader, and
/// every action and element identifier with ``MarkdownText/destination(_:)``. Catalog text is
/// escaped as well as user text: a translation may contain `*` or start with `1.` too.
struct MarkdownRenderer: Renderer {
    var localizer: Catalog = .english
    var context: PresentationContext = .standard

    func render(_ presentation: Presentation) -> String {
        self.blocks(presentation.root).joined(separator: "\n\n")
    }

    private func blocks(_ element: Presentation.Element) -> [String] {
        let accessibility = element.accessibility
        switch element.kind {
        case .container where element.actsAsButton:
            // One button, as every front end draws it: named by its visible parts, in order.
            let name = element.children.filter { !$0.accessibility.isHidden }.compactMap(\.text).map(self.text)
            return ["[\(name.joined(separator: " "))](#\(MarkdownText.destination(element.id)))"]
        case .container:
            let children = element.children.flatMap { self.blocks($0) }
            switch accessibility.role {
            case .status, .alert:
                // Texts are single lines, so only a nested quote brings line breaks to prefix.
                return [
                    children.joined(separator: " ").split(separator: "\n").map { "> " + $0 }.joined(separator: "\n")
                ]
            case .alertDialog, .dialog:
                return ["---"] + children + ["---"]
            default:
                if !element.children.isEmpty,
                    element.children.allSatisfy({ if case .button = $0.kind { true } else { false } })
                {
                    return [children.joined(separator: " · ")]
                }
                return children
            }
        case .heading(let level):
            return [String(repeating: "#", count: min(6, max(1, level))) + " " + self.inline(element)]
        case .paragraph, .label, .icon, .button, .progress:
            // A label or an icon that shows nothing is left out: `****` alone on a line would be a
            // thematic break.
            let line = self.inline(element)
            return line.isEmpty ? [] : [line]
        }
    }

    /// An element on one line, as inline Markdown: its own part, then its children's, joined by
    /// spaces. A container's blocks are joined on the line too.
    private func inline(_ element: Presentation.Element) -> String {
        let own: String
        switch element.kind {
        case .container:
            return self.blocks(element).joined(separator: " ")
        case .heading, .paragraph:
            own = self.text(element.text)
        case .label:
            let text = self.text(element.text)
            own = text.isEmpty ? "" : element.tone == nil ? "(\(text))" : "**\(text)**"
        case .icon(let icon):
            let label = self.text(icon.label)
            own = label.isEmpty ? "" : "_\(label)_"
        case .button(let button):
            let title = self.text(element.text ?? element.accessibility.label ?? element.imageLabel)
            return "[\(title)](action:\(MarkdownText.destination(button.action.rawValue)))"
        case .progress(let progress):
            own = progress.drawnPercent.map { "**\($0) %**" } ?? "_…_"
        }
        let parts = [own] + element.children.map(self.inline)
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Resolved text, written as Markdown that shows it as it is (``MarkdownText/escaped(_:)``).
    ///
    /// The whole resolved string is escaped at once, not piece by piece
    /// (``UserText/resolvePieces(using:into:)`` would say which pieces are the user's): what a
    /// character means depends on what comes before it, such as a line break split across two
    /// pieces, or digits and a `.` at the start of the text.
    private func text(_ text: UserText?) -> String {
        guard let text else { return "" }
        return MarkdownText.escaped(text.resolved(using: self.localizer))
    }
}
