import Anshin

/// Prints every error-screen preset, an alert and a message as Markdown, through a front end that
/// lives outside the package.
///
///     swift run CustomRenderer [--locale en|ja]
@main
struct CustomRendererExample {
    static func main() throws {
        let arguments = CommandLine.arguments
        let locale = arguments.firstIndex(of: "--locale").flatMap {
            arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
        }
        print(try Self.document(localizer: Catalog.builtIn(for: locale ?? "en") ?? .english))
    }

    static func document(localizer: Catalog) throws -> String {
        let markdown = MarkdownRenderer(localizer: localizer)
        var sections = ErrorScreen.Preset.allKnown.map { ErrorScreen(.preset($0)).rendered(using: markdown) }
        sections.append(
            Alert.suggestion(
                Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
                try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
            ).rendered(using: markdown)
        )
        sections.append(StatusMessage(.localized(.itemsSaved, count: 2), kind: .success).rendered(using: markdown))
        return sections.joined(separator: "\n\n")
    }
}
