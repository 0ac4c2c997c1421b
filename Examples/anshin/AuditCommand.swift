import Anshin

/// `anshin audit FILE.json [--locale en|ja]`: prints the accessibility diagnostics of a model given
/// in the wire format, and exits 1 when there are errors.
struct AuditCommand {
    var tool: Tool

    init(tool: Tool, arguments: inout Arguments) throws {
        self.tool = tool
        throw ToolError.usage("audit needs the JSON front end, which is not built into this version yet")
    }

    func run() throws -> Int32 { 2 }
}
