import Anshin

/// What the direct drawings (``TextDirectDrawing``) take from a built-in catalog, made once per
/// catalog on first use by the general layout itself: a status message's line around its text, by
/// the message's shape, and the titles of the package's own buttons.
///
/// The pieces restate no layout rule: a status line is the general drawing of a message whose text
/// is a sentinel, cut around the sentinel, plain and coloured; a button title is the catalog's
/// text made one line as the layout makes it.
///
/// The pieces are kept in memory that is never freed, as a `static let` is never freed, so they are
/// plain values: reading them retains and releases nothing.
struct TextDirectPieces: @unchecked Sendable {
    // Unchecked: the memory is written once, before the value exists, and only read afterwards.

    /// A status message's line around its text: the mark and the prefix before it, whatever the
    /// catalog's "{0}: {1}" puts after it, and their columns.
    struct StatusLine {
        /// The line's bytes before the text, without and with colour.
        var head: (plain: UnsafeBufferPointer<UInt8>, colored: UnsafeBufferPointer<UInt8>)
        /// The line's bytes after the text, without and with colour.
        var tail: (plain: UnsafeBufferPointer<UInt8>, colored: UnsafeBufferPointer<UInt8>)
        /// The columns of the sentence around the text: the head after the mark, and the tail.
        var sentenceWidth: Int
        /// The columns of the mark and its space, which the sentence wraps beside.
        var markWidth: Int
    }

    /// A title of the package's own buttons, made one line, and its columns.
    struct Title {
        /// The title's UTF-8.
        var bytes: UnsafeBufferPointer<UInt8>
        /// Its columns.
        var width: Int
    }

    /// The status line of each status message shape (its kind), or `nil` where the catalog's words
    /// cannot be drawn as they are on one line.
    let statusLines: UnsafeBufferPointer<StatusLine?>

    /// The Cancel button's title, or `nil` when it is not drawn as it is on one line.
    let cancel: Title?

    /// The OK button's title, or `nil` when it is not drawn as it is on one line.
    let ok: Title?

    /// The pieces of every built-in catalog, by built-in position.
    static let builtIn: [TextDirectPieces] = Catalog.builtIn.map(TextDirectPieces.init(catalog:))

    /// The text a status line is recorded with: printable ASCII that no catalog's words contain.
    private static let sentinel = "zQ7xAnshinTextSentinel"

    /// Makes a catalog's pieces with the general layout.
    /// - Parameter catalog: The built-in catalog.
    init(catalog: Catalog) {
        self.statusLines = UnsafeBufferPointer(
            keeping: (0..<StatusMessage.shapeCount).map { shape in Self.statusLine(shape: shape, catalog: catalog) }
        )
        self.cancel = Self.title(.localized(.cancel), catalog: catalog)
        self.ok = Self.title(.localized(.ok), catalog: catalog)
    }

    /// A status message shape's line, recorded from the general drawing of its skeleton, plain and
    /// coloured, cut around the sentinel text.
    private static func statusLine(shape: Int, catalog: Catalog) -> StatusLine? {
        guard
            let skeleton = StatusMessage.skeleton(
                ofShape: shape,
                text: { _ in UserText(verbatim: Self.sentinel) },
                action: { _ in .dismiss },
                fraction: 0
            )
        else { return nil }
        let presentation = skeleton.model.presentation(in: skeleton.context)
        var plain: [UInt8] = []
        TextRenderer(localizer: catalog, colors: .never).render(presentation, into: &plain)
        var colored: [UInt8] = []
        TextRenderer(localizer: catalog, colors: .always).render(presentation, into: &colored)
        guard let plainCut = Self.cut(plain), let coloredCut = Self.cut(colored),
            !plainCut.head.contains(UInt8(ascii: "\n")), !plainCut.tail.contains(UInt8(ascii: "\n")),
            case let mark = TextLayout.liveRegionMark(for: skeleton.model.kind.symbol),
            plainCut.head.starts(with: mark.text.utf8),
            case let prefix = Array(plainCut.head.dropFirst(mark.text.utf8.count)),
            prefix.first != UInt8(ascii: " "),
            let prefixWidth = prefix.withUnsafeBufferPointer(DisplayWidth.plainWidth),
            let tailWidth = plainCut.tail.withUnsafeBufferPointer(DisplayWidth.plainWidth)
        else { return nil }
        // The sentence, prefix and text and tail, is wrapped as it is when it fits: every piece of it
        // is plain, and it starts with no space.
        return StatusLine(
            head: (UnsafeBufferPointer(keeping: plainCut.head), UnsafeBufferPointer(keeping: coloredCut.head)),
            tail: (UnsafeBufferPointer(keeping: plainCut.tail), UnsafeBufferPointer(keeping: coloredCut.tail)),
            sentenceWidth: prefixWidth + tailWidth,
            markWidth: mark.width
        )
    }

    /// The bytes before and after the one sentinel in a drawing, or `nil` without exactly one.
    private static func cut(_ drawing: [UInt8]) -> (head: [UInt8], tail: [UInt8])? {
        let sentinel = Array(Self.sentinel.utf8)
        var found: Int?
        var index = 0
        while index + sentinel.count <= drawing.count {
            if drawing[index..<(index + sentinel.count)].elementsEqual(sentinel) {
                guard found == nil else { return nil }
                found = index
            }
            index += 1
        }
        guard let found else { return nil }
        return (Array(drawing[..<found]), Array(drawing[(found + sentinel.count)...]))
    }

    /// A button title of the catalog's, made one line as the layout makes a button's title.
    private static func title(_ text: UserText, catalog: Catalog) -> Title? {
        let line = Array(TextLayout.singleLine(text.resolved(using: catalog)).utf8)
        guard !line.isEmpty, let width = line.withUnsafeBufferPointer(DisplayWidth.plainWidth) else { return nil }
        return Title(bytes: UnsafeBufferPointer(keeping: line), width: width)
    }
}
