import Anshin

/// `anshin render FILE.json --format text|spoken|json|html [--locale en|ja]`: renders a model given
/// in the wire format.
struct RenderCommand {
    var tool: Tool

    init(tool: Tool, arguments: inout Arguments) throws {
        self.tool = tool
        throw ToolError.usage("render needs the JSON front end, which is not built into this version yet")
    }

    func run() throws -> Int32 { 2 }
}
