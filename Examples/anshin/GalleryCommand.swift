import Anshin
import AnshinJSON
import AnshinText
import Foundation

/// `anshin gallery [--out DIR] [--locale TAG]`: writes every item of the gallery through every
/// front end, and prints the text rendering.
struct GalleryCommand {
    var tool: Tool
    var output: String
    var localizer: Catalog

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["out", "locale"])
        guard positional.isEmpty else { throw ToolError.usage("gallery takes no arguments, got \"\(positional[0])\"") }
        self.tool = tool
        self.output = options["out"] ?? "anshin-gallery"
        self.localizer = try Tool.catalog(for: options["locale"] ?? "en")
    }

    /// The files of one item: its name and contents.
    static func files(for item: Gallery.Item, localizer: Catalog) -> [(name: String, contents: String)] {
        let text = TextRenderer(localizer: localizer, context: item.context)
        var spoken = text
        spoken.style = .spoken
        return [
            ("\(item.slug).txt", item.model.rendered(using: text) + "\n"),
            ("\(item.slug).spoken.txt", item.model.rendered(using: spoken) + "\n"),
            ("\(item.slug).json", item.model.rendered(using: JSONRenderer(context: item.context))),
            (
                "\(item.slug).\(localizer.languageCode).json",
                item.model.rendered(using: JSONRenderer(text: .resolved(using: localizer), context: item.context))
            ),
            (
                "\(item.slug).html",
                Pages.document(
                    for: item.model,
                    title: "\(item.section): \(item.name)",
                    localizer: localizer,
                    context: item.context
                )
            ),
            (
                "\(item.slug).expect.json",
                Pages.expectations(
                    for: item.model,
                    page: "\(item.slug).html",
                    localizer: localizer,
                    context: item.context
                )
            ),
        ]
    }

    func run() throws -> Int32 {
        let folder = self.tool.url(for: self.output)
        try OutputFile.makeFolder(self.output, at: folder)
        var written = 0
        var printed = TextRenderer(localizer: self.localizer, colors: self.tool.colors)
        for item in Gallery.items {
            for file in Self.files(for: item, localizer: self.localizer) {
                try self.write(file.contents, named: file.name, in: folder)
                written += 1
            }
            printed.context = item.context
            try self.tool.standardOutput(
                "— \(item.section): \(item.name)\n" + item.model.rendered(using: printed) + "\n"
            )
        }
        let index = Pages.index(items: Gallery.items, localizer: self.localizer)
        try self.write(index, named: "index.html", in: folder)
        written += 1
        let sequences =
            try Scenarios.seedScenario(localizer: self.localizer) + [""]
            + Scenarios.queueScenario(localizer: self.localizer) + [""]
            + Scenarios.actionScenario(localizer: self.localizer) + [""]
            + Scenarios.trickleRun(seed: 42, localizer: self.localizer)
        let report = sequences.joined(separator: "\n") + "\n"
        try self.write(report, named: "sequences.txt", in: folder)
        written += 1
        try self.tool.standardOutput("— Sequences over time\n" + report)
        try self.tool.printLine("anshin: wrote \(written) files for \(Gallery.items.count) items to \(self.output)")
        return 0
    }

    /// Writes one file of the gallery into its folder, named in messages by the folder the user gave.
    private func write(_ contents: String, named name: String, in folder: URL) throws(ToolError) {
        try OutputFile.write(
            contents,
            to: OutputFile.path(name, in: self.output),
            at: folder.appendingPathComponent(name),
            atomically: true
        )
    }
}
