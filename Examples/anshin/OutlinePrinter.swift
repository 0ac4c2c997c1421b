import Anshin

/// Prints a presentation as an indented outline: what each element is, says and does.
///
/// A stand-in for the text front end, written against the public API only.
struct OutlinePrinter {
    var localizer: Catalog

    func outline(_ presentation: Presentation) -> String {
        var lines: [String] = []
        self.visit(presentation.root, depth: 0, into: &lines)
        if let transition = presentation.transition, let show = transition.show, let hide = transition.hide {
            lines.append(
                "  (fades in over \(show.duration), out over \(hide.duration) after \(hide.delay); none under reduced motion)"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func text(_ text: UserText?) -> String {
        text.map { $0.resolved(using: self.localizer) } ?? ""
    }

    private func visit(_ element: Presentation.Element, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let accessibility = element.accessibility
        var line: String
        switch element.kind {
        case .container:
            line = "▸ \(accessibility.role?.rawValue ?? "group")"
            if let label = accessibility.label { line += " “\(self.text(label))”" }
            if accessibility.isBusy { line += " (busy)" }
            if let tone = element.tone, tone != .neutral { line += " {\(tone)}" }
            if let announcement = accessibility.announcement {
                line += " announces (\(announcement.politeness.rawValue)): “\(self.text(announcement.text))”"
            }
        case .heading(let level):
            line = "\(String(repeating: "#", count: level)) \(self.text(element.text))"
        case .paragraph:
            line = self.text(element.text)
        case .label:
            line = "«\(self.text(element.text))»"
        case .icon(let icon):
            line = "(icon \(icon.symbol)\(icon.isDecorative ? ", decorative" : ": " + self.text(icon.label)))"
        case .button(let button):
            line = "[ \(self.text(element.text)) ] \(button.role.rawValue) → \(button.action)"
            if button.isInitialFocus { line += " (initial focus)" }
        case .progress(let progress):
            if let fraction = progress.fraction {
                let filled = Int(fraction * 20 + 0.5)
                line = "[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: 20 - filled))] "
                line += "\(Int(fraction * 100 + 0.5))%\(progress.isSimulated ? " (simulated)" : "")"
            } else {
                line = "[ … indeterminate … ]"
            }
        }
        lines.append(indent + line)
        for child in element.children { self.visit(child, depth: depth + 1, into: &lines) }
    }
}
