public import Anshin

/// The JSON front end: writes a model as a document of the wire format, version 1.
///
/// A document is one JSON object with the model's type, its own `Codable` form when it is
/// `Encodable`, and its `Presentation` — the element tree with text, roles, action identifiers and
/// accessibility descriptors — so a client can either rebuild the model or just draw it:
///
/// ```json
/// {
///   "model": { "preset": "forbidden", … },
///   "presentation": { "root": { "id": "error-screen", "kind": "container", … }, "transition": { … } },
///   "type": "errorScreen",
///   "version": 1
/// }
/// ```
///
/// Text is kept as catalog keys with arguments (`TextResolution.keys`, the default) for the
/// reader to resolve, or resolved into one language's strings, in which case the document also says
/// its `language`:
///
/// ```swift
/// let keys = ErrorScreen(.preset(.forbidden)).rendered(using: .json)
/// let japanese = ErrorScreen(.preset(.forbidden))
///     .rendered(using: .json(text: .resolved(using: Catalog.japanese), formatting: .compact))
/// ```
///
/// The output is deterministic: members sorted by the UTF-8 bytes of their names, so documents can
/// be compared byte for byte and kept as golden files. ``WireDocument`` reads documents back.
///
/// `render` cannot fail. When a model cannot be written exactly — its `encode(to:)` throws, or it holds
/// a floating-point number that is not finite — the document leaves out its `model` member, so a
/// `model` that is present is always faithful; a number in the presentation that is not finite is
/// written as `null` (an unknown progress fraction), keeping the model when the model itself is exact. Use ``document(for:)-(Presentable)`` to get
/// these failures as errors instead.
public struct JSONRenderer: Renderer, Sendable, Hashable {
    /// Whether text is written as keys with arguments, or resolved into one language's strings.
    public var text: TextResolution

    /// Whether the JSON is indented or compact.
    public var formatting: Formatting

    /// The preferences models present themselves with.
    public var context: PresentationContext

    /// Creates a JSON renderer.
    /// - Parameters:
    ///   - text: Whether text is kept as keys (the default) or resolved with a localizer.
    ///   - formatting: Pretty (the default) or compact.
    ///   - context: The preferences models present themselves with.
    public init(
        text: TextResolution = .keys,
        formatting: Formatting = .pretty,
        context: PresentationContext = .standard
    ) {
        self.text = text
        self.formatting = formatting
        self.context = context
    }

    // MARK: - Renderer

    /// Writes a document with the model's `Codable` form, when it is `Encodable` and can be written
    /// exactly, and its presentation.
    /// - Parameter model: The model.
    /// - Returns: The document.
    public func render(_ model: some Presentable) -> String {
        var bytes: [UInt8] = []
        self.render(model, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a document with a presentation and no `model` member.
    /// - Parameter presentation: The presentation.
    /// - Returns: The document.
    public func render(_ presentation: Presentation) -> String {
        var bytes: [UInt8] = []
        self.render(presentation, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Buffers

    /// Appends a model's document to a caller-owned byte buffer, so a caller that writes many
    /// documents reuses one allocation.
    /// - Parameters:
    ///   - model: The model.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    public func render(_ model: some Presentable, into buffer: inout [UInt8]) {
        let presentation = model.presentation(in: self.context)
        guard let encodable = Self.encodableModel(model) else {
            self.render(presentation, into: &buffer)
            return
        }
        do {
            try self.write(encodable, presentation, into: &buffer, strict: true)
        } catch {
            // Either the model or the presentation cannot be written exactly. A model that encodes
            // strictly on its own holds no number that is not finite, so the lenient document writes
            // it faithfully; otherwise the document leaves it out.
            var probe: [UInt8] = []
            let modelIsExact =
                (try? WireEncoder.write(encodable, into: &probe, options: self.options(strict: true))) != nil
            if modelIsExact, (try? self.write(encodable, presentation, into: &buffer, strict: false)) != nil {
                return
            }
            self.render(presentation, into: &buffer)
        }
    }

    /// Appends a presentation's document, without a `model` member, to a caller-owned byte buffer.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    public func render(_ presentation: Presentation, into buffer: inout [UInt8]) {
        do {
            try self.write(nil, presentation, into: &buffer, strict: false)
        } catch {
            // Presentations are made of the core's values, whose encoding does not fail when numbers
            // that are not finite are written as null; keep the promise of a document regardless.
            try? self.write(nil, nil, type: presentation.type, into: &buffer, strict: false)
        }
    }

    /// Appends a model's document to a caller-owned string.
    /// - Parameters:
    ///   - model: The model.
    ///   - string: The string the document is appended to.
    public func render(_ model: some Presentable, into string: inout String) {
        var bytes: [UInt8] = []
        self.render(model, into: &bytes)
        string.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends a presentation's document, without a `model` member, to a caller-owned string.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - string: The string the document is appended to.
    public func render(_ presentation: Presentation, into string: inout String) {
        var bytes: [UInt8] = []
        self.render(presentation, into: &bytes)
        string.append(String(decoding: bytes, as: UTF8.self))
    }

    // MARK: - Strict documents

    /// Writes a model's document, reporting what ``render(_:)-(Presentable)`` would leave out: a
    /// model whose encoding fails, or a number that is not finite.
    /// - Parameter model: The model.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` of kind ``WireFormatError/Kind/unencodableValue``, naming the path.
    public func document(for model: some Presentable) throws(WireFormatError) -> String {
        var bytes: [UInt8] = []
        try self.write(Self.encodableModel(model), model.presentation(in: self.context), into: &bytes, strict: true)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a presentation's document, reporting a number that is not finite.
    /// - Parameter presentation: The presentation.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` of kind ``WireFormatError/Kind/unencodableValue``, naming the path.
    public func document(for presentation: Presentation) throws(WireFormatError) -> String {
        var bytes: [UInt8] = []
        try self.write(nil, presentation, into: &bytes, strict: true)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Writing

    private func write(
        _ model: (any Encodable)?,
        _ presentation: Presentation?,
        type: String? = nil,
        into buffer: inout [UInt8],
        strict: Bool
    ) throws(WireFormatError) {
        let payload = DocumentPayload(
            type: type ?? presentation?.type ?? "",
            language: self.text.localizer?.languageCode,
            model: model,
            presentation: presentation
        )
        let written = buffer.appendWireJSON(
            pretty: self.formatting.isPretty,
            text: self.text,
            writesNonFiniteAsNull: !strict
        ) { payload.write(to: &$0) }
        if written { return }
        try WireEncoder.write(payload, into: &buffer, options: self.options(strict: strict))
    }

    private func options(strict: Bool) -> StreamingEncoder.Options {
        WireEncoder(text: self.text, formatting: self.formatting).options(writesNonFiniteAsNull: !strict)
    }

    /// The `Codable` form a document carries for a model: the model itself when it is `Encodable`;
    /// the wrapped model of an ``AnyModel``; a status board entry's message (its presentation is a
    /// status message's).
    static func encodableModel(_ model: some Presentable) -> (any Encodable)? {
        switch model {
        case let model as AnyModel: model.encodableModel
        case let entry as StatusBoard.Entry: entry.message
        case let model as any Encodable: model
        default: nil
        }
    }
}
