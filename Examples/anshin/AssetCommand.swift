import AnshinHTML

/// `anshin script [--out FILE]` and `anshin stylesheet [--out FILE]`: write the HTML front end's live
/// script (`HTMLRenderer.script`) or its stylesheet (`HTMLRenderer.stylesheet`) to a file byte for
/// byte, or to standard output followed by a newline — for a host that serves them as files to pages
/// that link them (`HTMLRenderer.pageAssets`), and for a checker that compares a page's `<script>`
/// with the script.
struct AssetCommand {
    /// What a page embeds or links, and a host can serve as a file.
    enum Asset: String {
        case script
        case stylesheet

        /// The asset's text, as a page embeds it.
        var text: String {
            switch self {
            case .script: HTMLRenderer.script
            case .stylesheet: HTMLRenderer.stylesheet
            }
        }
    }

    var tool: Tool
    var asset: Asset
    var file: String?

    init(_ asset: Asset, tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["out"])
        guard positional.isEmpty else { throw ToolError.usage("\(asset.rawValue) takes no file, only --out FILE") }
        self.tool = tool
        self.asset = asset
        self.file = options["out"]
    }

    func run() throws -> Int32 {
        guard let file = self.file else {
            try self.tool.standardOutput(self.asset.text)
            return 0
        }
        try OutputFile.write(self.asset.text, to: file, at: self.tool.url(for: file))
        return 0
    }
}
