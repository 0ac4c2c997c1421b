public import Anshin

/// A document of the JSON wire format, read back: its version, its model's type, the language its
/// text was resolved in, the model, and the presentation.
///
/// ```swift
/// let document = try WireDocument.decode(json)
/// document.type              // "errorScreen"
/// document.model             // .errorScreen(…), or .unknown(type:presentation:) for a newer peer's model
/// document.model.rendered(using: .json)   // drawable either way
/// ```
///
/// Reading follows the wire format's versioning policy: a reader of version 1 reads every version-1
/// document, ignores members it does not know, keeps presets and kinds it does not know by name, and
/// marks models of a type it does not know as ``AnyModel/unknown(type:presentation:)``. Malformed
/// input is a ``WireFormatError`` that names the path, never a crash. The parser's limits are
/// ``maximumInputSize`` and ``maximumNestingDepth``.
public struct WireDocument: Sendable, Hashable {
    /// The version of the wire format this package reads and writes: 1.
    ///
    /// Additive changes — new members, new model types, new presets or kinds — keep version 1;
    /// only a change that old readers would misread raises it.
    public static var currentVersion: Int { 1 }

    /// The `type` written for a presentation whose type is empty, which no reader reads: `unknown`.
    static let unnamedType = "unknown"

    /// The most arrays and objects a document may nest, counting the document itself: 128.
    ///
    /// Deeper input is a ``WireFormatError`` of kind ``WireFormatError/Kind/limitExceeded``; the parser
    /// never recurses deeper than this, so hostile input cannot overflow the stack.
    public static var maximumNestingDepth: Int { 128 }

    /// The largest input the parser accepts, in bytes: 4 MiB (4,194,304 bytes).
    ///
    /// Larger input is a ``WireFormatError`` of kind ``WireFormatError/Kind/limitExceeded``, reported
    /// before any parsing.
    public static var maximumInputSize: Int { 4 * 1024 * 1024 }

    /// The wire format version the document was written with.
    public var version: Int

    /// The model's type, such as `errorScreen`.
    public var type: String

    /// The language the document's text was resolved in, or `nil` when text is kept as keys.
    public var language: String?

    /// Which way the document's language is written and laid out, stated with ``language``: a client
    /// lays the presentation out right to left when it is `rightToLeft` (its
    /// leading side is then the right). `nil` when text is kept as keys, or the document did not say.
    public var direction: LayoutDirection?

    /// The model, or ``AnyModel/unknown(type:presentation:)`` when it cannot be rebuilt.
    public var model: AnyModel

    /// The model's presentation as the writer drew it, if the document has one.
    public var presentation: Presentation?

    /// Creates a document.
    /// - Parameters:
    ///   - version: The wire format version.
    ///   - type: The model's type.
    ///   - language: The language the text was resolved in, or `nil` for keys.
    ///   - direction: Which way the language is laid out, or `nil` for keys.
    ///   - model: The model.
    ///   - presentation: The model's presentation.
    public init(
        version: Int = Self.currentVersion,
        type: String,
        language: String? = nil,
        direction: LayoutDirection? = nil,
        model: AnyModel,
        presentation: Presentation? = nil
    ) {
        self.version = version
        self.type = type
        self.language = language
        self.direction = direction
        self.model = model
        self.presentation = presentation
    }

    /// Reads a document from JSON text.
    /// - Parameter json: The JSON text.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong.
    public static func decode(_ json: String) throws(WireFormatError) -> WireDocument {
        try WireDecoder().decode(WireDocument.self, from: json)
    }

    /// Reads a document from JSON held as UTF-8 bytes.
    /// - Parameter bytes: The JSON text's UTF-8 bytes.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong; invalid UTF-8 is a syntax
    ///   error with its line and column.
    public static func decode(_ bytes: [UInt8]) throws(WireFormatError) -> WireDocument {
        try WireDecoder().decode(WireDocument.self, from: bytes)
    }

    /// Reads a document from JSON text, with an app's own presets: an error screen named by one of
    /// them reads as the whole screen.
    /// - Parameters:
    ///   - json: The JSON text.
    ///   - presets: The app's presets.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong.
    public static func decode(_ json: String, presets: PresetLibrary) throws(WireFormatError) -> WireDocument {
        try WireDecoder(presets: presets).decode(WireDocument.self, from: json)
    }

    /// Reads a document from JSON held as UTF-8 bytes, with an app's own presets.
    /// - Parameters:
    ///   - bytes: The JSON text's UTF-8 bytes.
    ///   - presets: The app's presets.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong.
    public static func decode(_ bytes: [UInt8], presets: PresetLibrary) throws(WireFormatError) -> WireDocument {
        try WireDecoder(presets: presets).decode(WireDocument.self, from: bytes)
    }
}

extension WireDocument: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case version
        case type
        case language
        case direction
        case model
        case presentation
    }

    /// Reads a document: `version` must be 1 and `type` a string that is not empty; `language` (a
    /// well-formed BCP 47 tag, `Catalog.isWellFormedLanguageTag(_:)`), `direction` (`ltr` or
    /// `rtl`), `model` and `presentation` are optional, and unknown members are ignored.
    ///
    /// Without a `model`, or with a type this version does not know, the model is
    /// ``AnyModel/unknown(type:presentation:)``.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw WireFormatError(
                .unsupportedVersion,
                path: WirePath.string(container.codingPath + [CodingKeys.version]),
                message:
                    "This reader understands version \(Self.currentVersion) of the wire format, not version \(version)."
            )
        }
        let type = try container.decode(String.self, forKey: .type)
        guard !type.isEmpty else {
            throw WireFormatError(
                .invalidValue,
                path: WirePath.string(container.codingPath + [CodingKeys.type]),
                message: "A document's type names its model (\"errorScreen\", \"banner\"); it cannot be empty."
            )
        }
        let language = try container.decodeIfPresent(String.self, forKey: .language)
        if let language, let problem = Catalog.languageTagProblem(language, in: "A document's language") {
            throw WireFormatError(
                .invalidValue,
                path: WirePath.string(container.codingPath + [CodingKeys.language]),
                message: problem
            )
        }
        let direction = try container.decodeIfPresent(LayoutDirection.self, forKey: .direction)
        var model: AnyModel?
        if container.contains(.model), try !container.decodeNil(forKey: .model) {
            model = try AnyModel.decode(type: type, from: container, forKey: .model)
        }
        let presentation = try container.decodeIfPresent(PresentationMember.self, forKey: .presentation)
            .map { Presentation(type: type, root: $0.root, transition: $0.transition) }
        self.init(
            version: version,
            type: type,
            language: language,
            direction: direction,
            model: model ?? .unknown(type: type, presentation: presentation),
            presentation: presentation
        )
    }

    /// Writes the document in the wire format: the model's own form when it is known, and the
    /// presentation when there is one.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        Self.write(
            type: self.type,
            language: self.language,
            direction: self.direction,
            presentation: self.presentation,
            version: self.version,
            to: &writer
        ) { writer in
            guard !self.model.isUnknown else { return }
            writer.key("model")
            _ = self.model.writeWireValue(to: &writer)
        }
    }
}

extension WireDocument {
    /// A document's `presentation` member: the root and the transition; its type is the document's.
    private struct PresentationMember: Decodable {
        var root: Presentation.Element
        var transition: Transition?
    }

    /// Writes a document: `direction` and `language` when text is resolved, then `model` (written by
    /// `writeModel`, which may write nothing), `presentation` (`root` and `transition`), `type` and
    /// `version` — the members in the order of their names.
    /// - Parameters:
    ///   - type: The model's type.
    ///   - language: The language the text is resolved in, or `nil`.
    ///   - direction: Which way that language is laid out, or `nil`.
    ///   - presentation: The presentation, or `nil` to leave it out.
    ///   - version: The wire format's version.
    ///   - writer: The writer.
    ///   - writeModel: Writes the `model` member, name and value, or nothing.
    static func write<Writer: WireWriter>(
        type: String,
        language: String?,
        direction: LayoutDirection?,
        presentation: Presentation?,
        version: Int = Self.currentVersion,
        to writer: inout Writer,
        model writeModel: (inout Writer) -> Void
    ) {
        writer.beginObject()
        writer.member("direction", ifPresent: direction?.rawValue)
        // Only what the reader reads back: a language that is not a tag is `und`, as `languageTag` writes it.
        writer.member("language", ifPresent: language.map { Catalog.isWellFormedLanguageTag($0) ? $0 : "und" })
        writeModel(&writer)
        if let presentation {
            writer.key("presentation")
            writer.beginObject()
            writer.member("root", presentation.root)
            if let transition = presentation.transition { writer.member("transition", transition) }
            writer.endObject()
        }
        // A document's type is never empty (the reader refuses it): an unnamed presentation is `unknown`.
        writer.member("type", type.isEmpty ? Self.unnamedType : type)
        writer.member("version", version)
        writer.endObject()
    }
}
