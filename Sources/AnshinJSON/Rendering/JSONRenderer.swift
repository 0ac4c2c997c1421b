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
/// `render` cannot fail. When a model cannot be written exactly — its `encode(to:)` throws, it holds
/// a floating-point number that is not finite, or it writes a member twice — the document leaves out
/// its `model` member, so a `model` that is present is always faithful. A presentation's progress
/// fraction is written as every front end draws it (`Presentation.Element.Progress.drawnFraction`:
/// within 0…1, and left out, unknown, when it is not finite), a heading's level within 1…6, and an
/// empty presentation type as `unknown`, so every document `render` writes is one
/// `WireDocument.decode` reads back (but for a presentation nested deeper than
/// `WireDocument.maximumNestingDepth` allows, or a document longer than
/// `WireDocument.maximumInputSize`, which `render` writes whole). Use ``document(for:)-(Presentable)``
/// to get a model's failures, and what is beyond the reader's limits, as errors instead.
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

    /// Writes a document with the model's own wire form, when it has one that can be written exactly,
    /// and its presentation.
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
        var writer = self.writer(strict: false)
        Self.makeRoom(in: &buffer)
        swap(&writer.bytes, &buffer)
        self.writeDocument(model.presentation(in: self.context), to: &writer) { self.writeModel(model, to: &$0) }
        swap(&writer.bytes, &buffer)
    }

    /// Appends a presentation's document, without a `model` member, to a caller-owned byte buffer.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    public func render(_ presentation: Presentation, into buffer: inout [UInt8]) {
        var writer = self.writer(strict: false)
        Self.makeRoom(in: &buffer)
        swap(&writer.bytes, &buffer)
        self.writeDocument(presentation, to: &writer) { _ in }
        swap(&writer.bytes, &buffer)
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

    /// Writes a model's document, reporting what ``render(_:)-(Presentable)`` would leave out or
    /// change, and what a reader would refuse: a model whose encoding fails, a number that is not
    /// finite, an empty presentation type (written `unknown` by `render`), nesting deeper than
    /// `WireDocument.maximumNestingDepth` (128 levels of objects and arrays), or a document longer
    /// than `WireDocument.maximumInputSize` (4 MiB).
    /// - Parameter model: The model.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` of kind ``WireFormatError/Kind/unencodableValue``, naming the path.
    public func document(for model: some Presentable) throws(WireFormatError) -> String {
        var writer = self.writer(strict: true)
        let presentation = model.presentation(in: self.context)
        try Self.checkType(of: presentation)
        self.writeDocument(presentation, to: &writer) { self.writeModel(model, to: &$0) }
        return try Self.finishedDocument(writer)
    }

    /// Writes a presentation's document, reporting a number that is not finite, an empty type
    /// (written `unknown` by `render`), nesting deeper than `WireDocument.maximumNestingDepth`, or a
    /// document longer than `WireDocument.maximumInputSize`.
    /// - Parameter presentation: The presentation.
    /// - Returns: The document.
    /// - Throws: ``WireFormatError`` of kind ``WireFormatError/Kind/unencodableValue``, naming the path.
    public func document(for presentation: Presentation) throws(WireFormatError) -> String {
        try Self.checkType(of: presentation)
        var writer = self.writer(strict: true)
        self.writeDocument(presentation, to: &writer) { _ in }
        return try Self.finishedDocument(writer)
    }

    /// A strict writer's document, or what a reader would refuse in it: the writer's first error, or
    /// a length past `WireDocument.maximumInputSize` (4 MiB).
    private static func finishedDocument(_ writer: JSONWireWriter) throws(WireFormatError) -> String {
        if let error = writer.error { throw error }
        let document = writer.bytes
        let limit = WireDocument.maximumInputSize
        guard document.count > limit else { return String(decoding: document, as: UTF8.self) }
        throw WireFormatError(
            .unencodableValue,
            path: "",
            message: "The document is \(document.count) bytes, more than the \(limit) bytes (4 MiB) a reader takes."
        )
    }

    /// Throws for a presentation whose type is empty, which ``render(_:)-(Presentation)`` writes as
    /// `unknown`: a document's `type` names its model, and no reader reads an empty one.
    private static func checkType(of presentation: Presentation) throws(WireFormatError) {
        guard presentation.type.isEmpty else { return }
        throw WireFormatError(
            .unencodableValue,
            path: "type",
            message: "The presentation's type is empty: a document's type names its model (\"errorScreen\", "
                + "\"banner\"), and no reader reads an empty one."
        )
    }

    // MARK: - Writing

    /// A writer of this renderer's formatting and text; a strict one rejects numbers that are not
    /// finite, a lenient one writes them as `null`.
    private func writer(strict: Bool) -> JSONWireWriter {
        var writer = JSONWireWriter(pretty: self.formatting.isPretty, text: self.text, writesNonFiniteAsNull: !strict)
        writer.refusesNestingBeyondReaderLimit = strict
        return writer
    }

    /// Makes room at the end of a buffer for a typical document (a few kilobytes), growing it at
    /// least twofold when it must grow, as appending does: the document is then written without the
    /// buffer being copied as it grows, and many documents appended to one buffer take linear time.
    private static func makeRoom(in buffer: inout [UInt8]) {
        let needed = buffer.count + 4096
        if buffer.capacity < needed { buffer.reserveCapacity(max(needed, 2 * buffer.capacity)) }
    }

    /// Writes a document: the model's wire form under `model`, written by `writeModel` (which writes
    /// nothing for a presentation alone), and the presentation.
    private func writeDocument(
        _ presentation: Presentation,
        to writer: inout JSONWireWriter,
        model writeModel: (inout JSONWireWriter) -> Void
    ) {
        WireDocument.write(
            type: presentation.type,
            language: self.text.localizer?.languageTag,
            direction: self.text.localizer?.layoutDirection,
            presentation: presentation,
            to: &writer,
            model: writeModel
        )
        writer.endDocument()
    }

    /// Writes a document's `model` member: the model's wire form, when it has one and it can be
    /// written exactly (a lenient writer leaves out a model that cannot).
    private func writeModel(_ model: some Presentable, to writer: inout JSONWireWriter) {
        let writesNonFiniteAsNull = writer.writesNonFiniteAsNull
        let checkpoint = writer.checkpoint()
        // The model is always written strictly: a model with a number that is not finite has no
        // faithful form, so a lenient document leaves it out.
        writer.writesNonFiniteAsNull = false
        writer.key("model")
        let written = model.writeWireValue(to: &writer)
        writer.writesNonFiniteAsNull = writesNonFiniteAsNull
        if !written || (writesNonFiniteAsNull && writer.error != nil) { writer.restore(checkpoint) }
    }
}
