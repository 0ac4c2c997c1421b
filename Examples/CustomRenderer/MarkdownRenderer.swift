import Anshin

/// A Markdown front end, written only against Anshin's public API: the proof that a front end the
/// package never heard of can draw every model, including models written after it.
///
/// Headings become `##`, paragraphs plain lines, buttons links to their action
/// (`[Retry](action:retry)`), a row that acts as one button (a disclosure row) one link to its
/// element (`[Notifications On](#notifications)`), progress a percentage, and live regions a
/// blockquote with their kind's prefix in bold.
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
        guard !accessibility.isHidden else { return [] }
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
            return [String(repeating: "#", count: min(6, max(1, level))) + " " + self.text(element.text)]
        case .paragraph:
            return [self.text(element.text)]
        case .label:
            // An empty label is left out: `****` alone on a line would be a thematic break.
            let text = self.text(element.text)
            guard !text.isEmpty else { return [] }
            return [element.tone == nil ? "(\(text))" : "**\(text)**"]
        case .icon(let icon):
            guard let label = icon.label.map(self.text), !label.isEmpty else { return [] }
            return ["_\(label)_"]
        case .button(let button):
            return ["[\(self.text(element.text))](action:\(MarkdownText.destination(button.action.rawValue)))"]
        case .progress(let progress):
            guard let fraction = progress.fraction else { return ["_…_"] }
            return ["**\(Int(fraction * 100 + 0.5)) %**"]
        }
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
