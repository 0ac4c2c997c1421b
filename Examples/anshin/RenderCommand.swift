import Anshin
import AnshinJSON
import AnshinText
import Foundation

/// `anshin render FILE.json --format text|spoken|json|html [--locale TAG]`: renders a model given
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
            throw ToolError.invalidValue("unknown format \"\(formatName)\": use text, spoken, json or html")
        }
        self.tool = tool
        self.format = format
        self.document = try Self.read(positional[0], tool: tool)
        self.localizer = try Self.catalog(locale: options["locale"], document: self.document, path: positional[0])
    }

    /// Reads and decodes a wire document, turning every failure into one clear line.
    static func read(_ path: String, tool: Tool) throws -> WireDocument {
        let bytes = try DocumentFile.read(path, at: tool.url(for: path))
        do {
            return try WireDocument.decode(bytes)
        } catch {
            throw ToolError.malformed(path: path, reason: error.description)
        }
    }

    /// The catalog for a `--locale` value, or else for the document's own language.
    static func catalog(locale: String?, document: WireDocument, path: String) throws -> Catalog {
        if let locale { return try Tool.catalog(for: locale) }
        guard let language = document.language else { return .english }
        guard let catalog = Catalog.builtIn(for: language) else {
            throw ToolError.unsupportedLanguage(path: path, language: language)
        }
        return catalog
    }

    func run() throws -> Int32 {
        let model = self.document.model
        switch self.format {
        case .text:
            try self.tool.standardOutput(
                model.rendered(using: .text(localizer: self.localizer, colors: self.tool.colors))
            )
        case .spoken:
            try self.tool.standardOutput(model.rendered(using: .text(localizer: self.localizer, style: .spoken)))
        case .json:
            var rendered = model.rendered(using: .json)
            if rendered.hasSuffix("\n") { rendered.removeLast() }
            try self.tool.standardOutput(TerminalSafeDocument.json(rendered))
        case .html:
            let page = Pages.document(for: model, title: nil, localizer: self.localizer)
            try self.tool.standardOutput(TerminalSafeDocument.html(page))
        }
        return 0
    }
}
