import Foundation

/// `anshin vectors [--out DIR]`: writes the conformance vectors and the design tokens, by running
/// the package's code, into a folder (`Tests/Vectors` in the repository).
struct VectorsCommand {
    var tool: Tool
    var folder: String

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["out"])
        guard positional.isEmpty else { throw ToolError.usage("vectors takes no file, only --out DIR") }
        self.tool = tool
        self.folder = options["out"] ?? "Tests/Vectors"
    }

    /// Every generated file, in a fixed order.
    static func files() throws -> [VectorFile] {
        BoardVectors.files() + TrickleVectors.files() + AlertVectors.files() + (try PresetVectors.files())
            + NegotiationVectors.files() + (try TextVectors.files()) + (try LocalizerVectors.files())
            + (try CatalogVectors.files())
            + (try AccessibilityVectors.files())
            + [DesignTokens.file()]
    }

    func run() throws -> Int32 {
        let folder = self.tool.url(for: self.folder)
        try OutputFile.makeFolder(self.folder, at: folder)
        let files = try Self.files()
        for file in files {
            try OutputFile.write(
                file.contents,
                to: OutputFile.path(file.name, in: self.folder),
                at: folder.appendingPathComponent(file.name)
            )
        }
        try self.tool.printLine("anshin: wrote \(files.count) files to \(self.folder)")
        return 0
    }
}
