import AnshinHTML

/// `anshin script [--out FILE]`: writes the HTML front end's live script (`HTMLRenderer.script`),
/// byte for byte, to a file or to standard output, so a checker can compare a page's `<script>`
/// with it and a host can serve it as a file.
struct ScriptCommand {
    var tool: Tool
    var file: String?

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["out"])
        guard positional.isEmpty else { throw ToolError.usage("script takes no file, only --out FILE") }
        self.tool = tool
        self.file = options["out"]
    }

    func run() throws -> Int32 {
        guard let file = self.file else {
            try self.tool.standardOutput(HTMLRenderer.script)
            return 0
        }
        try OutputFile.write(HTMLRenderer.script, to: file, at: self.tool.url(for: file))
        return 0
    }
}
