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
/// (``HTMLTemplateMarkers``), and the output is cut at the sentinels and markers. A template is
/// kept only when the writer made no decision on what the text says: written again with every text
/// resolving to the same words, and to nothing, the general writer must produce what the template
/// produces. A presentation with verbatim text, or text with arguments, a count, a fallback or joined
/// parts, is not compiled at all.
///
/// Rendering a template copies its fixed runs, writes the prefix where identifiers start and
/// resolves each text into place, escaped for where it lands: no element is visited and no
/// accessibility decision is taken again.
final class HTMLPresetTemplate: Sendable {
    /// The fixed runs and slots, the prefix's and the texts'.
    let template: HTMLTemplate

    /// The texts the slots resolve.
    let texts: [UserText]

    /// The template with its texts resolved by each built-in catalog, in `Catalog.builtIn` order:
    /// fixed bytes and prefixes only.
    private let filled: [HTMLTemplate]

    /// The fragment as each built-in catalog and the default prefix (``finishedPrefix``) write it, in
    /// `Catalog.builtIn` order: nothing is left to fill in.
    private let finished: [[UInt8]]

    /// Creates a template.
    /// - Parameters:
    ///   - template: The fixed runs and slots.
    ///   - texts: The texts the slots resolve.
    private init(_ template: HTMLTemplate, texts: [UserText]) {
        self.template = template
        self.texts = texts
        self.filled = Catalog.builtIn.map { catalog in
            template.written(sanitizedIDPrefix: nil) { piece, bytes in
                piece.append(texts[Int(piece.start)], resolvedBy: catalog, to: &bytes)
            }
        }
        self.finished = self.filled.map { $0.written(sanitizedIDPrefix: Self.finishedPrefix, slot: nil).bytes }
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
        // A filled template has no text slots left.
        self.filled[position].write(sanitizedIDPrefix: sanitizedIDPrefix, into: &output) { _, _ in }
    }

    /// Appends the fragment: fixed runs copied, the prefix written where identifiers start, texts
    /// resolved and escaped in place.
    /// - Parameters:
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - localizer: Resolves the texts.
    ///   - output: The buffer to append to.
    func write(sanitizedIDPrefix: String, localizer: some Localizer, into output: inout HTMLByteBuffer) {
        self.texts.withUnsafeBufferPointer { texts in
            self.template.write(sanitizedIDPrefix: sanitizedIDPrefix, into: &output) { piece, output in
                piece.append(texts[Int(piece.start)], resolvedBy: localizer, to: &output)
            }
        }
    }

    // MARK: - Recording

    /// Records a presentation's template, or `nil` when it cannot be compiled.
    /// - Parameter presentation: A presentation from the preset table.
    /// - Returns: The template, checked against the general writer.
    static func recorded(from presentation: Presentation) -> HTMLPresetTemplate? {
        guard let texts = Self.texts(in: presentation) else { return nil }
        let recorded = HTMLTemplate.generalFragment(
            presentation,
            HTMLTemplateMarkers(.naming),
            HTMLTemplate.sentinelPrefix
        )
        var slotTexts: [UserText] = []
        let cut = HTMLTemplate.cut(recorded) { name, isInTag in
            guard let text = texts[UserText.Key(rawValue: name)] else { return nil }
            defer { slotTexts.append(text) }
            return HTMLTemplate.Piece(kind: isInTag ? .attributeText : .text, start: Int32(slotTexts.count), count: 0)
        }
        guard let cut else { return nil }
        // Kept only if the writer decided nothing on what the text says: every text the same words
        // (with another prefix), then every text empty (with none).
        for (markers, prefix) in [(HTMLTemplateMarkers(.same), "p"), (HTMLTemplateMarkers(.empty), "")] {
            let fromTemplate = cut.fragment(sanitizedIDPrefix: prefix) { piece, output in
                piece.append(slotTexts[Int(piece.start)], resolvedBy: markers, to: &output)
            }
            guard fromTemplate == HTMLTemplate.generalFragment(presentation, markers, prefix) else { return nil }
        }
        return HTMLPresetTemplate(cut, texts: slotTexts)
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
