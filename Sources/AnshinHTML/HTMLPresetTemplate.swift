import Anshin

/// A preset error screen's HTML fragment compiled once, as a template engine compiles a template:
/// the writer's output for that presentation recorded as runs of fixed bytes with slots for what
/// varies between renders, the identifier prefix and the text.
///
/// An error-screen preset's own screen presents itself from a table built once
/// (`ErrorScreen.presetTablePresentations`), so its fragment differs between renders only in the
/// renderer's `idPrefix` and in how the localizer resolves its texts. Each template is recorded from
/// the general ``HTMLWriter`` itself, never written by hand: the presentation is written with a
/// sentinel prefix and a localizer that resolves every key to a marker naming it
/// (``HTMLPresetTemplateMarkers``), and the output is cut at the sentinels and markers. A template is
/// kept only when the writer made no decision on what the text says: written again with every text
/// resolving to the same words, and to nothing, the general writer must produce what the template
/// produces. A presentation with verbatim text, or text with arguments, a count, a fallback or joined
/// parts, is not compiled at all.
///
/// Rendering a template copies its fixed runs, writes the prefix where identifiers start and
/// resolves each text into place, escaped for where it lands: no element is visited and no
/// accessibility decision is taken again.
final class HTMLPresetTemplate: Sendable {
    /// A run of the template: fixed bytes, the prefix, or a text.
    struct Piece: Sendable {
        /// What the piece writes.
        enum Kind: UInt8, Sendable {
            /// `count` fixed bytes from `start` in ``HTMLPresetTemplate/bytes``.
            case bytes
            /// The sanitized identifier prefix and a hyphen, or nothing for an empty prefix.
            case prefix
            /// Text `start` of ``HTMLPresetTemplate/texts``, escaped as text content.
            case text
            /// Text `start` of ``HTMLPresetTemplate/texts``, escaped as an attribute value.
            case attributeText
        }

        /// What the piece writes.
        var kind: Kind
        /// The first fixed byte, or the text's index.
        var start: Int32
        /// The number of fixed bytes.
        var count: Int32
    }

    /// The fixed bytes of every run, one after another.
    let bytes: [UInt8]

    /// The runs, in order.
    let pieces: [Piece]

    /// The texts the slots resolve.
    let texts: [UserText]

    /// The template with its texts resolved by each built-in catalog, in `Catalog.builtIn` order:
    /// fixed bytes and prefixes only. Empty for those templates themselves.
    private let filled: [HTMLPresetTemplate]

    /// The fragment as each built-in catalog and the default prefix (``finishedPrefix``) write it, in
    /// `Catalog.builtIn` order: nothing is left to fill in. Empty for the filled templates.
    private let finished: [[UInt8]]

    /// Creates a template.
    /// - Parameters:
    ///   - bytes: The fixed bytes of every run.
    ///   - pieces: The runs, in order.
    ///   - texts: The texts the slots resolve.
    ///   - filled: The template with its texts resolved by each built-in catalog.
    ///   - finished: The fragment as each built-in catalog and the default prefix write it.
    private init(
        bytes: [UInt8],
        pieces: [Piece],
        texts: [UserText],
        filled: [HTMLPresetTemplate] = [],
        finished: [[UInt8]] = []
    ) {
        self.bytes = bytes
        self.pieces = pieces
        self.texts = texts
        self.filled = filled
        self.finished = finished
    }

    /// The prefix the built-in catalogs' templates are finished with: the renderer's default
    /// `idPrefix`, sanitized, which most renderers keep.
    static let finishedPrefix = HTMLIdentifier.sanitized(HTMLRenderer.defaultIDPrefix)

    /// The compiled templates of the presentations in the preset table, in its order, `nil` where
    /// one could not be compiled; recorded once, on first use (about 6.5 million instructions for
    /// the 44 presentations, a couple of milliseconds, and about 210 KB kept, 77 KB of it the
    /// finished fragments).
    private static let table: [HTMLPresetTemplate?] = ErrorScreen.presetTablePresentations.map(
        HTMLPresetTemplate.recorded
    )

    /// The template of an error screen, when it is a preset's own screen (see
    /// `ErrorScreen.presetTableIndex(of:in:)`).
    /// - Parameters:
    ///   - screen: The screen, read in place.
    ///   - context: The preferences the screen presents itself with.
    /// - Returns: The template, or `nil` for any other screen, or one whose template could not be
    ///   compiled.
    static func template(for screen: UnsafePointer<ErrorScreen>, in context: PresentationContext) -> HTMLPresetTemplate?
    {
        guard let index = ErrorScreen.presetTableIndex(of: screen, in: context) else { return nil }
        return Self.table[index]
    }

    // MARK: - Rendering

    /// The fragment as a built-in catalog and the default prefix (``finishedPrefix``) write it.
    /// - Parameter builtInPosition: The catalog's position in `Catalog.builtIn`.
    /// - Returns: The fragment's UTF-8, or `nil` for a position the template was not finished for.
    func finishedFragment(builtInPosition: Int) -> [UInt8]? {
        builtInPosition < self.finished.count ? self.finished[builtInPosition] : nil
    }

    /// Appends the fragment, its texts resolved by a catalog: a built-in catalog's words were
    /// resolved and escaped when the template was compiled, so only the prefix is still written. (A
    /// renderer with the default prefix copies ``finishedFragment(builtInPosition:)`` instead.)
    /// - Parameters:
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - catalog: Resolves the texts.
    ///   - builtInPosition: The catalog's position in `Catalog.builtIn` (`catalog.builtInPosition`,
    ///     which a renderer finds once).
    ///   - output: The buffer to append to.
    func write(sanitizedIDPrefix: String, catalog: Catalog, builtInPosition: Int?, into output: inout HTMLByteBuffer) {
        guard let position = builtInPosition, position < self.filled.count else {
            self.write(sanitizedIDPrefix: sanitizedIDPrefix, localizer: catalog, into: &output)
            return
        }
        self.filled[position].write(sanitizedIDPrefix: sanitizedIDPrefix, localizer: catalog, into: &output)
    }

    /// Appends the fragment: fixed runs copied, the prefix written where identifiers start, texts
    /// resolved and escaped in place.
    /// - Parameters:
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - localizer: Resolves the texts.
    ///   - output: The buffer to append to.
    func write(sanitizedIDPrefix: String, localizer: some Localizer, into output: inout HTMLByteBuffer) {
        var prefix = sanitizedIDPrefix
        prefix.withUTF8 { prefix in
            self.bytes.withUnsafeBufferPointer { bytes in
                self.texts.withUnsafeBufferPointer { texts in
                    self.pieces.withUnsafeBufferPointer { pieces in
                        for piece in pieces {
                            switch piece.kind {
                            case .bytes:
                                output.append(
                                    UnsafeBufferPointer(
                                        start: bytes.baseAddress! + Int(piece.start),
                                        count: Int(piece.count)
                                    )
                                )
                            case .prefix:
                                guard !prefix.isEmpty else { continue }
                                output.append(prefix)
                                output.append(UInt8(ascii: "-"))
                            case .text:
                                texts[Int(piece.start)].resolve(using: localizer) {
                                    HTMLEscaping.appendText($0, to: &output)
                                }
                            case .attributeText:
                                texts[Int(piece.start)].resolve(using: localizer) {
                                    HTMLEscaping.appendAttribute($0, to: &output)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: - Recording

    /// The prefix the templates are recorded with: letters and digits, kept as they are by
    /// sanitizing, and found nowhere in the markup by chance.
    private static let sentinelPrefix = "zQ7xAnshinTemplatePrefix9Kq"

    /// Records a presentation's template, or `nil` when it cannot be compiled.
    /// - Parameter presentation: A presentation from the preset table.
    /// - Returns: The template, checked against the general writer.
    static func recorded(from presentation: Presentation) -> HTMLPresetTemplate? {
        guard let texts = Self.texts(in: presentation) else { return nil }
        let recorded = Self.generalBytes(presentation, HTMLPresetTemplateMarkers(.naming), Self.sentinelPrefix)
        guard let template = Self.compiled(recorded, texts: texts) else { return nil }
        // Kept only if the writer decided nothing on what the text says: every text the same words
        // (with another prefix), then every text empty (with none).
        let checks = [(HTMLPresetTemplateMarkers(.same), "p"), (HTMLPresetTemplateMarkers(.empty), "")]
        for (markers, prefix) in checks {
            var buffer = HTMLByteBuffer(capacity: 4096)
            template.write(sanitizedIDPrefix: prefix, localizer: markers, into: &buffer)
            let fromTemplate = Array(buffer.bytes)
            buffer.deallocate()
            guard fromTemplate == Self.generalBytes(presentation, markers, prefix) else { return nil }
        }
        let filled = Catalog.builtIn.map(template.filled)
        return HTMLPresetTemplate(
            bytes: template.bytes,
            pieces: template.pieces,
            texts: template.texts,
            filled: filled,
            finished: filled.map { $0.finished(sanitizedIDPrefix: Self.finishedPrefix) }
        )
    }

    /// The template with its texts resolved and escaped by a catalog: fixed bytes between the
    /// prefixes.
    /// - Parameter catalog: A built-in catalog.
    /// - Returns: The filled template.
    private func filled(with catalog: Catalog) -> HTMLPresetTemplate {
        var builder = Builder()
        for piece in self.pieces {
            switch piece.kind {
            case .bytes:
                builder.bytes += self.bytes[Int(piece.start)..<Int(piece.start + piece.count)]
            case .prefix:
                builder.append(piece)
            case .text:
                self.texts[Int(piece.start)].resolve(using: catalog) { HTMLEscaping.appendText($0, to: &builder.bytes) }
            case .attributeText:
                self.texts[Int(piece.start)].resolve(using: catalog) {
                    HTMLEscaping.appendAttribute($0, to: &builder.bytes)
                }
            }
        }
        return builder.template(texts: [])
    }

    /// A filled template's fragment with a prefix: its prefixes written, since it has nothing else
    /// to fill in.
    /// - Parameter sanitizedIDPrefix: The identifier prefix, sanitized.
    /// - Returns: The fragment's UTF-8.
    private func finished(sanitizedIDPrefix: String) -> [UInt8] {
        var buffer = HTMLByteBuffer(capacity: 4096)
        defer { buffer.deallocate() }
        self.write(sanitizedIDPrefix: sanitizedIDPrefix, localizer: Catalog.english, into: &buffer)
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

        /// Adds a prefix or text piece, after the run before it.
        /// - Parameter piece: The piece.
        mutating func append(_ piece: Piece) {
            self.endRun()
            self.pieces.append(piece)
        }

        /// The template gathered.
        /// - Parameter texts: The texts its text pieces resolve.
        /// - Returns: The template.
        mutating func template(texts: [UserText]) -> HTMLPresetTemplate {
            self.endRun()
            return HTMLPresetTemplate(bytes: self.bytes, pieces: self.pieces, texts: texts)
        }

        /// Makes the bytes since the last piece a run.
        private mutating func endRun() {
            guard self.bytes.count > self.runStart else { return }
            let count = self.bytes.count - self.runStart
            self.pieces.append(Piece(kind: .bytes, start: Int32(self.runStart), count: Int32(count)))
            self.runStart = self.bytes.count
        }
    }

    /// The general writer's fragment of a presentation.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - localizer: Resolves its texts.
    ///   - sanitizedIDPrefix: Starts its identifiers.
    /// - Returns: The fragment's UTF-8.
    private static func generalBytes(
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

    /// Cuts recorded markup at the sentinel prefix and the text markers. A marker inside a tag is an
    /// attribute's text (the writer quotes every attribute), any other a text content's.
    /// - Parameters:
    ///   - recorded: The general writer's fragment, written with the sentinel prefix and markers.
    ///   - texts: The presentation's texts by key.
    /// - Returns: The template, or `nil` when a marker names a key the presentation has no simple
    ///   text for.
    private static func compiled(_ recorded: [UInt8], texts: [UserText.Key: UserText]) -> HTMLPresetTemplate? {
        let sentinel = Array((Self.sentinelPrefix + "-").utf8)
        let open = HTMLPresetTemplateMarkers.open
        let close = HTMLPresetTemplateMarkers.close
        var builder = Builder()
        builder.bytes.reserveCapacity(recorded.count)
        var slotTexts: [UserText] = []
        var isInTag = false
        var index = 0
        while index < recorded.count {
            let byte = recorded[index]
            if byte == sentinel[0], recorded[index...].starts(with: sentinel) {
                builder.append(Piece(kind: .prefix, start: 0, count: 0))
                index += sentinel.count
            } else if byte == open[0], recorded[index...].starts(with: open) {
                let keyStart = index + open.count
                // The marker closes at the first byte that can start its closing character (a key
                // holding another such character is simply not compiled).
                guard let keyEnd = recorded[keyStart...].firstIndex(of: close[0]),
                    recorded[keyEnd...].starts(with: close)
                else { return nil }
                let key = UserText.Key(rawValue: String(decoding: recorded[keyStart..<keyEnd], as: UTF8.self))
                guard let text = texts[key] else { return nil }
                builder.append(Piece(kind: isInTag ? .attributeText : .text, start: Int32(slotTexts.count), count: 0))
                slotTexts.append(text)
                index = keyEnd + close.count
            } else {
                if byte == UInt8(ascii: "<") { isInTag = true }
                if byte == UInt8(ascii: ">") { isInTag = false }
                builder.bytes.append(byte)
                index += 1
            }
        }
        return builder.template(texts: slotTexts)
    }

    /// Every text of a presentation by its key, when each is a catalog key alone, without
    /// arguments, count or fallback, one text a key.
    ///
    /// Verbatim text is refused too: the writer may compare a key's words with verbatim words (is an
    /// accessible name the shown text?), and no marker, same or empty words exercise both outcomes of
    /// such a comparison. Between keys alone, the markers make every comparison differ and the same
    /// words make every one equal.
    /// - Parameter presentation: The presentation.
    /// - Returns: The texts, or `nil` when one is anything else.
    private static func texts(in presentation: Presentation) -> [UserText.Key: UserText]? {
        var texts: [UserText.Key: UserText] = [:]
        var isSimple = true
        func add(_ text: UserText?) {
            guard let text, isSimple else { return }
            guard let key = text.soleKey, texts[key].map({ $0 == text }) ?? true else {
                isSimple = false
                return
            }
            texts[key] = text
        }
        func visit(_ descriptor: AccessibilityDescriptor) {
            add(descriptor.label)
            add(descriptor.spokenLabel)
            add(descriptor.hint)
            add(descriptor.value)
            add(descriptor.announcement?.text)
            descriptor.children.forEach(visit)
        }
        func visit(_ element: Presentation.Element) {
            add(element.text)
            if case .icon(let icon) = element.kind { add(icon.label) }
            visit(element.accessibility)
            element.children.forEach(visit)
        }
        visit(presentation.root)
        return isSimple ? texts : nil
    }
}
