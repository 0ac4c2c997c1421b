import Anshin

/// HTML compiled as a template engine compiles a template: runs of fixed bytes, with slots for what
/// varies between renders, the identifier prefix, texts, actions and a fraction.
///
/// A template is recorded from the general ``HTMLWriter`` itself, never written by hand: the writer
/// draws a presentation with a sentinel prefix (``sentinelPrefix``) and with every varying text
/// resolving to a marker (U+E000, a name, U+E001: characters of the Private Use Area, which HTML
/// escaping keeps as they are), and ``cut(_:slot:)`` cuts its output at the sentinels and markers.
/// Whoever records a template decides what its markers name and checks that the writer decided
/// nothing on what they say: ``HTMLPresetTemplate`` for a preset's own error screen,
/// ``HTMLShapeTemplate`` for every model of one shape.
struct HTMLTemplate: Sendable {
    /// A run of the template: fixed bytes, the prefix, or a slot.
    struct Piece: Sendable {
        /// What the piece writes.
        enum Kind: UInt8, Sendable {
            /// `count` fixed bytes from `start` in ``HTMLTemplate/bytes``.
            case bytes
            /// The sanitized identifier prefix and a hyphen, or nothing for an empty prefix.
            case prefix
            /// Text `start`, escaped as text content.
            case text
            /// Text `start`, escaped as an attribute value.
            case attributeText
            /// Action `start`, escaped as an attribute value.
            case action
            /// The model's fraction, written as a percentage (``HTMLPercentage``).
            case percentage
        }

        /// What the piece writes.
        var kind: Kind
        /// The first fixed byte, or the slot's index.
        var start: Int32
        /// The number of fixed bytes.
        var count: Int32

        /// Appends a text slot's text, resolved and escaped for where the piece lands: as text
        /// content for a ``Kind/text`` piece, as an attribute value otherwise.
        /// - Parameters:
        ///   - text: The slot's text.
        ///   - localizer: Resolves the text.
        ///   - output: The UTF-8 to append to.
        @inline(__always)
        func append(_ text: UserText, resolvedBy localizer: some Localizer, to output: inout some HTMLByteSink) {
            text.resolveBytes(using: localizer) { self.appendEscaped($0, to: &output) }
        }

        /// Appends a text resolved by a built-in catalog, escaped as the piece's kind says.
        /// - Parameters:
        ///   - text: The slot's text.
        ///   - catalog: The catalog.
        ///   - position: The catalog's built-in position (``Catalog/builtInPosition``).
        ///   - output: The UTF-8 to append to.
        @inline(__always)
        func append(
            _ text: UserText,
            resolvedByBuiltIn catalog: Catalog,
            at position: Int,
            to output: inout some HTMLByteSink
        ) {
            text.resolve(usingBuiltIn: catalog, at: position) { self.appendEscaped($0, to: &output) }
        }

        /// Appends a piece of resolved text, escaped as the piece's kind says.
        @inline(__always)
        private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout some HTMLByteSink) {
            if self.kind == .text {
                HTMLEscaping.appendText(bytes, to: &output)
            } else {
                HTMLEscaping.appendAttribute(bytes, to: &output)
            }
        }
    }

    /// The fixed bytes of every run, one after another.
    let bytes: [UInt8]

    /// The runs, in order.
    let pieces: [Piece]

    /// The prefix templates are recorded with: letters and digits, kept as they are by sanitizing,
    /// and found nowhere in the markup by chance.
    static let sentinelPrefix = "zQ7xAnshinTemplatePrefix9Kq"

    /// The UTF-8 that opens a marker.
    static let markerOpen = Array("\u{E000}".utf8)

    /// The UTF-8 that closes a marker.
    static let markerClose = Array("\u{E001}".utf8)

    /// A marker naming something: what a recording localizer resolves a varying text to.
    /// - Parameter name: What the marker names.
    /// - Returns: The marker.
    static func marker(_ name: String) -> String {
        "\u{E000}\(name)\u{E001}"
    }

    // MARK: - Writing

    /// Appends the template: fixed runs copied, the prefix written where identifiers start, and each
    /// slot written by `slot`.
    /// - Parameters:
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - output: The buffer to append to.
    ///   - slot: Writes a text, action or percentage piece, escaped for where its kind says it lands.
    @inline(__always)
    func write(
        sanitizedIDPrefix: String,
        into output: inout HTMLByteBuffer,
        slot: (Piece, inout HTMLByteBuffer) -> Void
    ) {
        self.bytes.withUnsafeBufferPointer { bytes in
            self.pieces.withUnsafeBufferPointer { pieces in
                Self.write(
                    bytes: bytes,
                    pieces: pieces,
                    sanitizedIDPrefix: sanitizedIDPrefix,
                    into: &output,
                    slot: slot
                )
            }
        }
    }

    /// Appends a template's pieces: fixed runs copied, the prefix written where identifiers start,
    /// and each slot written by `slot`.
    /// - Parameters:
    ///   - bytes: The template's fixed bytes.
    ///   - pieces: The template's runs, in order.
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - output: The buffer to append to.
    ///   - slot: Writes a text, action or percentage piece.
    @inline(__always)
    static func write(
        bytes: UnsafeBufferPointer<UInt8>,
        pieces: UnsafeBufferPointer<Piece>,
        sanitizedIDPrefix: String,
        into output: inout HTMLByteBuffer,
        slot: (Piece, inout HTMLByteBuffer) -> Void
    ) {
        for piece in pieces {
            switch piece.kind {
            case .bytes:
                output.append(
                    UnsafeBufferPointer(start: bytes.baseAddress! + Int(piece.start), count: Int(piece.count))
                )
            case .prefix:
                // Only a template whose prefix is not written in yet has these.
                guard !sanitizedIDPrefix.isEmpty else { continue }
                var prefix = sanitizedIDPrefix
                prefix.withUTF8 { output.append($0) }
                output.append(UInt8(ascii: "-"))
            case .text, .attributeText, .action, .percentage:
                slot(piece, &output)
            }
        }
    }

    /// The template with some of its slots written once: its prefixes, when `sanitizedIDPrefix` is
    /// given, and its text, action and percentage slots, when `slot` is.
    /// - Parameters:
    ///   - sanitizedIDPrefix: The identifier prefix to write in, sanitized, or `nil` to keep the
    ///     prefix slots.
    ///   - slot: Appends a text, action or percentage piece's bytes, escaped, or `nil` to keep those
    ///     slots.
    /// - Returns: The template with those slots turned into fixed bytes.
    func written(sanitizedIDPrefix: String?, slot: ((Piece, inout [UInt8]) -> Void)?) -> HTMLTemplate {
        var builder = Builder()
        for piece in self.pieces {
            switch piece.kind {
            case .bytes:
                builder.bytes += self.bytes[Int(piece.start)..<Int(piece.start + piece.count)]
            case .prefix:
                guard let prefix = sanitizedIDPrefix else {
                    builder.append(piece)
                    continue
                }
                if !prefix.isEmpty { builder.bytes += Array(prefix.utf8) + [UInt8(ascii: "-")] }
            case .text, .attributeText, .action, .percentage:
                guard let slot else {
                    builder.append(piece)
                    continue
                }
                slot(piece, &builder.bytes)
            }
        }
        return builder.template()
    }

    // MARK: - Recording

    /// Cuts recorded markup at the sentinel prefix and the markers. A marker inside a tag lands in
    /// an attribute (the writer quotes every attribute), any other in text content.
    /// - Parameters:
    ///   - recorded: The general writer's output, written with the sentinel prefix and markers.
    ///   - slot: The piece a marker's name stands for, told whether it is inside a tag, or `nil`
    ///     when the name is none the recorder placed.
    /// - Returns: The template, or `nil` when a marker is not closed or `slot` refuses its name.
    static func cut(_ recorded: [UInt8], slot: (_ name: String, _ isInTag: Bool) -> Piece?) -> HTMLTemplate? {
        let sentinel = Array((Self.sentinelPrefix + "-").utf8)
        let open = Self.markerOpen
        let close = Self.markerClose
        var builder = Builder()
        builder.bytes.reserveCapacity(recorded.count)
        var isInTag = false
        var index = 0
        while index < recorded.count {
            let byte = recorded[index]
            if byte == sentinel[0], recorded[index...].starts(with: sentinel) {
                builder.append(Piece(kind: .prefix, start: 0, count: 0))
                index += sentinel.count
            } else if byte == open[0], recorded[index...].starts(with: open) {
                let nameStart = index + open.count
                // The marker closes at the first closing character (a name may hold other characters
                // of the Private Use Area, which start with the same byte).
                var nameEnd = nameStart
                while nameEnd < recorded.count, !recorded[nameEnd...].starts(with: close) { nameEnd += 1 }
                guard nameEnd < recorded.count,
                    let piece = slot(String(decoding: recorded[nameStart..<nameEnd], as: UTF8.self), isInTag)
                else { return nil }
                builder.append(piece)
                index = nameEnd + close.count
            } else {
                if byte == UInt8(ascii: "<") { isInTag = true }
                if byte == UInt8(ascii: ">") { isInTag = false }
                builder.bytes.append(byte)
                index += 1
            }
        }
        return builder.template()
    }

    /// The general writer's fragment of a presentation.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - localizer: Resolves its texts.
    ///   - sanitizedIDPrefix: Starts its identifiers.
    /// - Returns: The fragment's UTF-8.
    static func generalFragment(
        _ presentation: Presentation,
        _ localizer: some Localizer,
        _ sanitizedIDPrefix: String
    ) -> [UInt8] {
        let buffer = HTMLRenderer.write(
            presentation,
            localizer: localizer,
            layout: .fragment,
            sanitizedIDPrefix: sanitizedIDPrefix,
            HTMLByteBuffer(capacity: 4096)
        )
        defer { buffer.deallocate() }
        return Array(buffer.bytes)
    }

    /// The template's fragment with every slot written by `slot`.
    /// - Parameters:
    ///   - sanitizedIDPrefix: Starts its identifiers.
    ///   - slot: Writes a text, action or percentage piece.
    /// - Returns: The fragment's UTF-8.
    func fragment(sanitizedIDPrefix: String, slot: (Piece, inout HTMLByteBuffer) -> Void) -> [UInt8] {
        var buffer = HTMLByteBuffer(capacity: 4096)
        defer { buffer.deallocate() }
        self.write(sanitizedIDPrefix: sanitizedIDPrefix, into: &buffer, slot: slot)
        return Array(buffer.bytes)
    }

    /// Gathers a template: fixed bytes as they come, cut into a run wherever another piece goes.
    private struct Builder {
        /// The fixed bytes so far.
        var bytes: [UInt8] = []
        /// The pieces so far, the last run not yet among them.
        private var pieces: [Piece] = []
        /// Where the run not yet among the pieces starts in `bytes`.
        private var runStart = 0

        /// Adds a prefix or slot piece, after the run before it.
        /// - Parameter piece: The piece.
        mutating func append(_ piece: Piece) {
            self.endRun()
            self.pieces.append(piece)
        }

        /// The template gathered.
        /// - Returns: The template.
        mutating func template() -> HTMLTemplate {
            self.endRun()
            return HTMLTemplate(bytes: self.bytes, pieces: self.pieces)
        }

        /// Makes the bytes since the last piece a run.
        private mutating func endRun() {
            guard self.bytes.count > self.runStart else { return }
            let count = self.bytes.count - self.runStart
            self.pieces.append(Piece(kind: .bytes, start: Int32(self.runStart), count: Int32(count)))
            self.runStart = self.bytes.count
        }
    }
}
