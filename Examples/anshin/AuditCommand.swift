import Anshin
import AnshinJSON

/// `anshin audit FILE.json [--locale TAG]`: prints the accessibility diagnostics of a model given
/// in the wire format, and exits 1 when any is an error.
struct AuditCommand {
    var tool: Tool
    var document: WireDocument
    var localizer: Catalog
    var path: String

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["locale"])
        guard positional.count == 1 else {
            throw ToolError.usage(positional.isEmpty ? "audit needs a FILE.json" : "audit takes one file")
        }
        self.tool = tool
        self.path = positional[0]
        self.document = try RenderCommand.read(positional[0], tool: tool)
        self.localizer = try RenderCommand.catalog(
            locale: options["locale"],
            document: self.document,
            path: positional[0]
        )
    }

    func run() throws -> Int32 {
        let diagnostics = AccessibilityAudit.run(on: self.document.model, localizer: self.localizer)
        // A diagnostic quotes the document: element identifiers in its path, a label in its message.
        for diagnostic in diagnostics { try self.tool.printLine(diagnostic.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        try self.tool.printLine(
            "\(self.path): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        )
        return errors > 0 ? 1 : 0
    }
}
