import Anshin

/// A Markdown front end, written only against Anshin's public API: the proof that a front end the
/// package never heard of can draw every model, including models written after it.
///
/// Headings become `##`, paragraphs plain lines, buttons links to their action
/// (`[Retry](action:retry)`), a row that acts as one button (a disclosure row) one link to its
/// element (`[Notifications On](#notifications)`), progress a percentage, and live regions a
/// blockquote with their kind's prefix in bold. Markdown's special characters in user text are escaped.
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
            return ["[\(name.joined(separator: " "))](#\(element.id.addingPercentEncodingForMarkdown))"]
        case .container:
            let children = element.children.flatMap { self.blocks($0) }
            switch accessibility.role {
            case .status, .alert:
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
            return [element.tone == nil ? "(\(self.text(element.text)))" : "**\(self.text(element.text))**"]
        case .icon(let icon):
            return icon.label.map { ["_\(self.text($0))_"] } ?? []
        case .button(let button):
            return ["[\(self.text(element.text))](action:\(button.action.rawValue.addingPercentEncodingForMarkdown))"]
        case .progress(let progress):
            guard let fraction = progress.fraction else { return ["_…_"] }
            return ["**\(Int(fraction * 100 + 0.5)) %**"]
        }
    }

    /// Resolved text with Markdown's special characters escaped, so user text stays text.
    private func text(_ text: UserText?) -> String {
        guard let text else { return "" }
        var escaped = ""
        for character in text.resolved(using: self.localizer) {
            // Inline markup anywhere; block markup (headings, lists, quotes) only where a line starts.
            if "\\`*_[]<>|~".contains(character) || (escaped.isEmpty && "#+->".contains(character)) {
                escaped.append("\\")
            }
            escaped.append(character == "\n" ? " " : character)
        }
        return escaped
    }
}

extension String {
    /// The action identifier with characters that would end a Markdown link destination encoded.
    fileprivate var addingPercentEncodingForMarkdown: String {
        var result = ""
        for scalar in self.unicodeScalars {
            switch scalar {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
