import Anshin
import AnshinJSON
import AnshinText
import Foundation

/// `anshin render FILE.json --format text|spoken|json|html [--locale en|ja]`: renders a model given
/// in the wire format through a front end.
struct RenderCommand {
    enum Format: String, CaseIterable {
        case text
        case spoken
        case json
        case html
    }

    var tool: Tool
    var document: WireDocument
    var format: Format
    var localizer: Catalog

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["format", "locale"])
        guard positional.count == 1 else {
            throw ToolError.usage(positional.isEmpty ? "render needs a FILE.json" : "render takes one file")
        }
        guard let formatName = options["format"] else {
            throw ToolError.usage("render needs --format text|spoken|json|html")
        }
        guard let format = Format(rawValue: formatName) else {
            throw ToolError.usage("unknown format \"\(formatName)\": use text, spoken, json or html")
        }
        self.tool = tool
        self.format = format
        self.document = try Self.read(positional[0], tool: tool)
        self.localizer = try Tool.catalog(for: options["locale"] ?? self.document.language ?? "en")
    }

    /// Reads and decodes a wire document, turning every failure into one clear line.
    static func read(_ path: String, tool: Tool) throws -> WireDocument {
        let url = tool.url(for: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ToolError.unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ToolError.unreadable(path: path, reason: "it is a folder") }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw ToolError.unreadable(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        do {
            return try WireDocument.decode(bytes)
        } catch {
            throw ToolError.malformed(path: path, reason: error.description)
        }
    }

    func run() throws -> Int32 {
        let model = self.document.model
        switch self.format {
        case .text:
            self.tool.standardOutput(model.rendered(using: .text(localizer: self.localizer, colors: self.tool.colors)))
        case .spoken:
            self.tool.standardOutput(model.rendered(using: .text(localizer: self.localizer, style: .spoken)))
        case .json:
            var rendered = model.rendered(using: .json)
            if rendered.hasSuffix("\n") { rendered.removeLast() }
            self.tool.standardOutput(rendered)
        case .html:
            self.tool.standardOutput(Pages.document(for: model, title: nil, localizer: self.localizer))
        }
        return 0
    }
}
