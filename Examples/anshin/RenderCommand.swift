import Anshin
import AnshinJSON
import AnshinText
import Foundation

/// `anshin render FILE.json --format text|spoken|json|html [--locale TAG]
/// [--arrangement destructive-leading|cancel-leading]`: renders a model given in the wire format
/// through a front end.
///
/// A document holds a model, not the platform it is drawn on: `--arrangement` says where a
/// suggestion's cancel button goes (``Alert/ButtonArrangement``), `destructive-leading` unless given.
///
/// Every format resolves text in one language: `--locale`'s, or else the document's own (a document
/// whose text is resolved states its `language`), or else English. The one exception is `json` of a
/// document with text as keys and no `--locale`, which keeps its keys, as it came. A resolved
/// document is rendered only in its own language: its text cannot be translated back, so a
/// `--locale` that names another language is refused rather than mixed with it.
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
    /// How `json` writes text: resolved with ``localizer``, or kept as keys when neither `--locale`
    /// nor the document named a language.
    var text: TextResolution
    /// The platform's conventions the model presents itself with: the `--arrangement` of buttons.
    var context: PresentationContext

    init(tool: Tool, arguments: inout Arguments) throws {
        let (options, positional) = try arguments.parse(options: ["format", "locale", "arrangement"])
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
        let keepsKeys = options["locale"] == nil && self.document.language == nil
        self.text = keepsKeys ? .keys : .resolved(using: self.localizer)
        self.context = PresentationContext(buttonArrangement: try Self.arrangement(options["arrangement"]))
    }

    /// The button arrangement an `--arrangement` value names; `destructive-leading` when none is given.
    static func arrangement(_ value: String?) throws -> Alert.ButtonArrangement {
        switch value {
        case nil, "destructive-leading": .destructiveLeading
        case "cancel-leading": .cancelLeading
        case let value?:
            throw ToolError.invalidValue(
                "unknown arrangement \"\(value)\": use destructive-leading or cancel-leading"
            )
        }
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

    /// The catalog for a `--locale` value, or else for the document's own language, or else English.
    ///
    /// A document resolved in a language the tool has a catalog for is rendered in that language
    /// only: `--locale` may name it (`ja` for a `ja-JP` document), not another. A document in a
    /// language without a catalog needs `--locale`, whose catalog then supplies the strings of the
    /// package's own (Cancel, a kind's prefix).
    static func catalog(locale: String?, document: WireDocument, path: String) throws -> Catalog {
        let own = document.language.flatMap { Catalog.builtIn(for: $0) }
        if let locale {
            let catalog = try Tool.catalog(for: locale)
            if let own, let language = document.language, own.languageCode != catalog.languageCode {
                throw ToolError.resolvedInAnotherLanguage(path: path, language: language, locale: locale)
            }
            return catalog
        }
        guard let language = document.language else { return .english }
        guard let own else { throw ToolError.unsupportedLanguage(path: path, language: language) }
        return own
    }

    func run() throws -> Int32 {
        let model = self.document.model
        switch self.format {
        case .text:
            try self.tool.standardOutput(
                model.rendered(using: .text(localizer: self.localizer, colors: self.tool.colors, context: self.context))
            )
        case .spoken:
            try self.tool.standardOutput(
                model.rendered(using: .text(localizer: self.localizer, style: .spoken, context: self.context))
            )
        case .json:
            var rendered = model.rendered(using: .json(text: self.text, context: self.context))
            if rendered.hasSuffix("\n") { rendered.removeLast() }
            try self.tool.standardOutput(TerminalSafeDocument.json(rendered))
        case .html:
            let page = Pages.document(for: model, title: nil, localizer: self.localizer, context: self.context)
            try self.tool.standardOutput(TerminalSafeDocument.html(page))
        }
        return 0
    }
}
