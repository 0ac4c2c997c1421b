import Anshin

/// The HTML fragment of every model of one shape, compiled once per built-in catalog: an alert, a
/// status message or a trickle progress drawn as a fragment is written from its shape's template
/// instead of element by element.
///
/// A model's shape (`PresentationShaped`) is everything its presentation depends on except what
/// its texts and actions say: its kind, the context it reads, which texts are drawn and which
/// drawn texts are the same. The template is recorded from the general ``HTMLWriter`` drawing the
/// shape's *skeleton*, a model whose texts are keys that only the recording localizer
/// (``HTMLTemplateMarkers``) turns into markers and whose actions are markers, with every other key
/// resolved by the catalog. So an alert's Cancel and a status message's "Success:" are fixed bytes,
/// and a model's own texts are slots, even inside other text ("Success: {text}"). A fraction the
/// shape draws as a number (a progress bar's width) is recorded at a sentinel value
/// (``fractionSentinel``), and where the writer wrote it becomes a percentage slot. A template is
/// kept only when the writer decided nothing on what those texts and actions say or on the
/// fraction: drawn again with every one the same words, then with every one empty, and, for a
/// template with a percentage slot, at fractions from 0 to 1 that round every way, the general
/// writer must produce what the template produces.
///
/// Rendering a template copies its fixed runs, writes the prefix where identifiers start (nothing
/// for the default prefix, which is written in already), resolves each of the model's texts and
/// actions into place, escaped for where it lands, and writes its fraction as a percentage: the presentation is not built, and no
/// accessibility decision is taken again.
///
/// The tables of templates are recorded once, each on first use (one per catalog, the alerts' in
/// six), and kept for the life of the process (``HTMLKeptTemplate``), so a render finds and writes
/// its template with no reference counting.
struct HTMLShapeTemplate: Sendable {
    /// The fixed runs, prefix slots and the model's text and action slots.
    let template: HTMLKeptTemplate

    /// The template with the default prefix (``HTMLPresetTemplate/finishedPrefix``) written in.
    let finished: HTMLKeptTemplate

    /// Keeps a recorded template, and a copy with the default prefix written in, for the life of the
    /// process.
    /// - Parameter template: The fixed runs and slots.
    private init(keeping template: HTMLTemplate) {
        self.template = HTMLKeptTemplate(keeping: template)
        self.finished = HTMLKeptTemplate(
            keeping: template.written(sanitizedIDPrefix: HTMLPresetTemplate.finishedPrefix, slot: nil)
        )
    }

    /// The templates of one model type's shapes in a range of indices, for one built-in catalog, kept
    /// for the life of the process: plain values, read with no reference counting.
    ///
    /// A table is recorded the first time one of its shapes is drawn (each is a `static let`), so a
    /// process pays only for the catalogs and the kinds of alert it draws: the first English alert
    /// with a destructive recovery, say, records that table's shapes (about 3 million instructions)
    /// rather than every alert shape for both catalogs (about 35 million).
    struct Table: @unchecked Sendable {
        // Unchecked: the memory is written once, before the table exists, and only read afterwards.

        /// The templates by shape, from ``firstShape``; `nil` where an index is no shape or its
        /// template could not be compiled.
        private let templates: UnsafeBufferPointer<HTMLShapeTemplate?>

        /// The shape index of the first template.
        private let firstShape: Int

        /// Records the templates of a model type's shapes in a range of indices for a built-in
        /// catalog.
        /// - Parameters:
        ///   - model: The model type.
        ///   - position: The catalog's position in `Catalog.builtIn`.
        ///   - shapes: The shape indices.
        init<Model: PresentationShaped>(of model: Model.Type, catalogAt position: Int, shapes: Range<Int>) {
            let catalog = Catalog.builtIn[position]
            let templates = shapes.map { shape in
                HTMLShapeTemplate.recorded(Model.self, shape: shape, catalog: catalog).map {
                    HTMLShapeTemplate(keeping: $0)
                }
            }
            self.templates = UnsafeBufferPointer(keeping: templates)
            self.firstShape = shapes.lowerBound
        }

        /// Records every shape's template of a model type for a built-in catalog.
        /// - Parameters:
        ///   - model: The model type.
        ///   - position: The catalog's position in `Catalog.builtIn`.
        init<Model: PresentationShaped>(of model: Model.Type, catalogAt position: Int) {
            self.init(of: model, catalogAt: position, shapes: 0..<Model.shapeCount)
        }

        /// Records the templates of one group of alert shapes (``alertGroupSize``) for a built-in
        /// catalog.
        /// - Parameters:
        ///   - group: The group: a recovery kind and a button arrangement.
        ///   - position: The catalog's position in `Catalog.builtIn`.
        init(alertGroup group: Int, catalogAt position: Int) {
            let first = group * HTMLShapeTemplate.alertGroupSize
            self.init(of: Alert.self, catalogAt: position, shapes: first..<(first + HTMLShapeTemplate.alertGroupSize))
        }

        /// The template of a shape.
        /// - Parameter shape: The shape's index.
        /// - Returns: The template, or `nil` for an index outside the table, an index that is no
        ///   shape or a shape whose template could not be compiled.
        @inline(__always)
        subscript(shape shape: Int) -> HTMLShapeTemplate? {
            let offset = shape &- self.firstShape
            guard 0 <= offset, offset < self.templates.count else { return nil }
            return self.templates[offset]
        }
    }

    /// How many alert shape indices a table of alerts holds: those of one recovery kind (none,
    /// destructive, other) and one button arrangement, which lead an alert's shape index
    /// (`Alert.shape(of:in:room:)`), so each table is a contiguous sixth of them.
    static var alertGroupSize: Int { Alert.shapeCount / 6 }

    // One `static let` per table, so each is recorded on first use and no sooner: English (catalog
    // position 0), then Japanese (1); the alerts in six groups each.

    private static let englishAlerts0 = Table(alertGroup: 0, catalogAt: 0)
    private static let englishAlerts1 = Table(alertGroup: 1, catalogAt: 0)
    private static let englishAlerts2 = Table(alertGroup: 2, catalogAt: 0)
    private static let englishAlerts3 = Table(alertGroup: 3, catalogAt: 0)
    private static let englishAlerts4 = Table(alertGroup: 4, catalogAt: 0)
    private static let englishAlerts5 = Table(alertGroup: 5, catalogAt: 0)
    private static let japaneseAlerts0 = Table(alertGroup: 0, catalogAt: 1)
    private static let japaneseAlerts1 = Table(alertGroup: 1, catalogAt: 1)
    private static let japaneseAlerts2 = Table(alertGroup: 2, catalogAt: 1)
    private static let japaneseAlerts3 = Table(alertGroup: 3, catalogAt: 1)
    private static let japaneseAlerts4 = Table(alertGroup: 4, catalogAt: 1)
    private static let japaneseAlerts5 = Table(alertGroup: 5, catalogAt: 1)
    private static let englishStatusMessages = Table(of: StatusMessage.self, catalogAt: 0)
    private static let japaneseStatusMessages = Table(of: StatusMessage.self, catalogAt: 1)
    private static let englishTrickleProgress = Table(of: TrickleProgress.self, catalogAt: 0)
    private static let japaneseTrickleProgress = Table(of: TrickleProgress.self, catalogAt: 1)

    /// The table that holds a shape's template for a built-in catalog, recorded on first use.
    /// - Parameters:
    ///   - model: The model type: an alert, a status message or a trickle progress.
    ///   - position: The catalog's position in `Catalog.builtIn`.
    ///   - shape: The shape's index.
    /// - Returns: The table, or `nil` for any other type, catalog position or shape index.
    @inline(__always)
    static func table<Shaped: PresentationShaped>(
        for model: Shaped.Type,
        catalogAt position: Int,
        shape: Int
    ) -> Table? {
        // Chosen when this is specialized for the type.
        let type = ObjectIdentifier(Shaped.self)
        if type == ObjectIdentifier(Alert.self) {
            guard 0 <= shape, shape < Alert.shapeCount else { return nil }
            switch (position, shape / Self.alertGroupSize) {
            case (0, 0): return Self.englishAlerts0
            case (0, 1): return Self.englishAlerts1
            case (0, 2): return Self.englishAlerts2
            case (0, 3): return Self.englishAlerts3
            case (0, 4): return Self.englishAlerts4
            case (0, 5): return Self.englishAlerts5
            case (1, 0): return Self.japaneseAlerts0
            case (1, 1): return Self.japaneseAlerts1
            case (1, 2): return Self.japaneseAlerts2
            case (1, 3): return Self.japaneseAlerts3
            case (1, 4): return Self.japaneseAlerts4
            case (1, 5): return Self.japaneseAlerts5
            default: return nil
            }
        } else if type == ObjectIdentifier(StatusMessage.self) {
            switch position {
            case 0: return Self.englishStatusMessages
            case 1: return Self.japaneseStatusMessages
            default: return nil
            }
        } else if type == ObjectIdentifier(TrickleProgress.self) {
            switch position {
            case 0: return Self.englishTrickleProgress
            case 1: return Self.japaneseTrickleProgress
            default: return nil
            }
        }
        return nil
    }

    // MARK: - Rendering

    /// Appends a model's fragment from its shape's template, when it is an alert, a status message or
    /// a trickle progress.
    /// - Parameters:
    ///   - model: The model.
    ///   - context: The preferences the model presents itself with.
    ///   - catalog: A built-in catalog, which resolves the texts.
    ///   - builtInPosition: The catalog's position in `Catalog.builtIn`.
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - output: The buffer to append to.
    /// - Returns: Whether the fragment was written; nothing is written otherwise.
    static func write<Model: Presentable>(
        _ model: Model,
        in context: PresentationContext,
        catalog: Catalog,
        builtInPosition: Int,
        sanitizedIDPrefix: String,
        into output: inout HTMLByteBuffer
    ) -> Bool {
        // Inlined into each model's branch, so it is specialized for the model.
        @inline(__always)
        func write<Shaped: PresentationShaped>(_ model: UnsafePointer<Shaped>) -> Bool {
            Self.withTemplate(of: model, in: context, builtInPosition: builtInPosition) { template, shape in
                template.write(
                    shape,
                    catalog: catalog,
                    builtInPosition: builtInPosition,
                    sanitizedIDPrefix: sanitizedIDPrefix,
                    into: &output
                )
            }
        }
        var written = false
        Alert.reading(model) { written = write($0) }
        StatusMessage.reading(model) { written = write($0) }
        TrickleProgress.reading(model) { written = write($0) }
        return written
    }

    /// Appends a model's fragment from its shape's template to a byte array, straight into its spare
    /// capacity.
    ///
    /// The model's shape and template are found before the array is touched, and nothing between
    /// the caller and the template's writer is generic.
    /// - Parameters:
    ///   - model: The model: an alert, a status message or a trickle progress.
    ///   - context: The preferences the model presents itself with.
    ///   - catalog: A built-in catalog, which resolves the texts.
    ///   - builtInPosition: The catalog's position in `Catalog.builtIn`.
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - capacity: The room to reserve in the array, which holds most fragments.
    ///   - output: The array to append to.
    /// - Returns: Whether the fragment was written; nothing is written otherwise.
    @inline(__always)
    static func append<Shaped: PresentationShaped>(
        _ model: UnsafePointer<Shaped>,
        in context: PresentationContext,
        catalog: Catalog,
        builtInPosition: Int,
        sanitizedIDPrefix: String,
        capacity: Int,
        to output: inout [UInt8]
    ) -> Bool {
        Self.withTemplate(of: model, in: context, builtInPosition: builtInPosition) { template, shape in
            output.appendHTML(capacity: capacity) { buffer in
                template.write(
                    shape,
                    catalog: catalog,
                    builtInPosition: builtInPosition,
                    sanitizedIDPrefix: sanitizedIDPrefix,
                    into: &buffer
                )
            }
        }
    }

    /// Finds a model's shape and its template and hands both to `body`.
    /// - Parameters:
    ///   - model: The model: an alert, a status message or a trickle progress.
    ///   - context: The preferences the model presents itself with.
    ///   - builtInPosition: The position in `Catalog.builtIn` of the catalog that resolves the texts.
    ///   - body: Writes the template; called only when the model's shape has one.
    /// - Returns: Whether `body` was called.
    @inline(__always)
    private static func withTemplate<Shaped: PresentationShaped>(
        of model: UnsafePointer<Shaped>,
        in context: PresentationContext,
        builtInPosition: Int,
        _ body: (HTMLShapeTemplate, PresentationShape) -> Void
    ) -> Bool {
        // Room on the stack for what the shape's read makes (an alert's texts and action). Lent here
        // rather than by a shared helper in the core (`PresentationShaped.shape(in:)` lends it too):
        // such a helper is not inlined across the module boundary even when `@inlinable`, and its
        // generic body asks the runtime for metadata on every render (about 0.6 k instructions).
        withUnsafeTemporaryAllocation(of: PresentationShapeRoom.self, capacity: 1) { room in
            let room = room.baseAddress!
            let shape = Shaped.shape(of: model, in: context, room: room)
            defer { if Shaped.fillsRoom { room.deinitialize(count: 1) } }
            guard
                let template = Self.table(for: Shaped.self, catalogAt: builtInPosition, shape: shape.index)?[
                    shape: shape.index
                ]
            else { return false }
            body(template, shape)
            return true
        }
    }

    /// Appends a model's fragment: fixed runs copied, the prefix written where identifiers start,
    /// the model's texts and action resolved and escaped in place, its fraction written as a
    /// percentage.
    /// - Parameters:
    ///   - shape: The model's shape, this template's, with its texts, action and fraction.
    ///   - catalog: The built-in catalog the template was compiled for.
    ///   - builtInPosition: The catalog's position among the built-in catalogs.
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - output: The buffer to append to.
    @inline(__always)
    func write(
        _ shape: PresentationShape,
        catalog: Catalog,
        builtInPosition: Int,
        sanitizedIDPrefix: String,
        into output: inout HTMLByteBuffer
    ) {
        @inline(__always)
        func slot(_ piece: HTMLTemplate.Piece, _ output: inout HTMLByteBuffer) {
            switch piece.kind {
            case .action:
                // Only the template of a shape with an action has an action slot.
                if let action = shape.action { HTMLEscaping.appendAttribute(action.pointee.rawValue, to: &output) }
            case .percentage:
                HTMLPercentage.append(shape.fraction, to: &output)
            default:
                piece.append(
                    shape.texts[Int(piece.start)],
                    resolvedByBuiltIn: catalog,
                    at: builtInPosition,
                    to: &output
                )
            }
        }
        // Each template is written where this immutable object holds it: picking one into a local
        // would copy it, retaining and releasing its arrays.
        if sanitizedIDPrefix == HTMLPresetTemplate.finishedPrefix {
            self.finished.write(sanitizedIDPrefix: sanitizedIDPrefix, into: &output, slot: slot)
        } else {
            self.template.write(sanitizedIDPrefix: sanitizedIDPrefix, into: &output, slot: slot)
        }
    }

    // MARK: - Recording

    /// The first character of the keys that stand for a model's texts in a skeleton: U+E002, of the
    /// Private Use Area, which starts no catalog's key.
    private static let slotKeyStart: Unicode.Scalar = "\u{E002}"

    /// The first character of a marker naming a model's action: U+E003.
    private static let actionNameStart: Unicode.Scalar = "\u{E003}"

    /// Whether a key stands for a model's text in a skeleton.
    /// - Parameter key: A key.
    /// - Returns: Whether it starts with U+E002.
    static func isSlotKey(_ key: UserText.Key) -> Bool {
        key.rawValue.unicodeScalars.first == Self.slotKeyStart
    }

    /// The text a skeleton has at a position, or one of the check texts: a key standing for it.
    /// - Parameter position: The position.
    /// - Returns: The text.
    private static func slotText(_ position: Int) -> UserText {
        .localized(UserText.Key(rawValue: "\(Self.slotKeyStart)\(position)"))
    }

    /// The fraction a skeleton draws while its template is recorded: its percentage, `12.3`, is
    /// written nowhere else in a fragment, and where the writer wrote it becomes a percentage slot.
    static let fractionSentinel = 0.1234

    /// The first character of a marker standing for the model's fraction: U+E004.
    private static let fractionNameStart: Unicode.Scalar = "\u{E004}"

    /// The fractions a template with a percentage slot is checked at: the ends, each side of a
    /// rounding step, a whole and a tenth of a percent, and the sentinel.
    static let checkedFractions: [Double] = [
        0, 0.0004, 0.0005, 0.05, 0.3704, 0.5, 0.9, 0.9994, 0.9995, 1, fractionSentinel,
    ]

    /// Records a shape's template for a built-in catalog, or `nil` when it cannot be compiled.
    /// - Parameters:
    ///   - model: The model type.
    ///   - shape: The shape's index.
    ///   - catalog: The catalog that resolves every key that does not stand for the model's text.
    /// - Returns: The template, checked against the general writer, or `nil` for an index that is
    ///   no shape.
    static func recorded<Model: PresentationShaped>(
        _ model: Model.Type,
        shape: Int,
        catalog: Catalog
    ) -> HTMLTemplate? {
        func presentation(action: (Int) -> String, fraction: Double) -> Presentation? {
            let skeleton = Model.skeleton(
                ofShape: shape,
                text: Self.slotText,
                action: { ActionIdentifier(rawValue: action($0)) },
                fraction: fraction
            )
            guard let (model, context) = skeleton else { return nil }
            return model.presentation(in: context)
        }
        func fragment(
            _ style: HTMLTemplateMarkers.Style,
            action: (Int) -> String,
            fraction: Double,
            prefix: String
        ) -> [UInt8]? {
            guard let presentation = presentation(action: action, fraction: fraction) else { return nil }
            return HTMLTemplate.generalFragment(presentation, HTMLTemplateMarkers(style, catalog: catalog), prefix)
        }
        let naming = fragment(
            .naming,
            action: { HTMLTemplate.marker("\(Self.actionNameStart)\($0)") },
            fraction: Self.fractionSentinel,
            prefix: HTMLTemplate.sentinelPrefix
        )
        guard let naming else { return nil }
        let cut = HTMLTemplate.cut(Self.markingFraction(in: naming)) { name, isInTag in
            var scalars = Substring(name).unicodeScalars
            let start = scalars.removeFirst()
            guard let position = Int32(String(scalars)) else { return nil }
            switch start {
            case Self.actionNameStart: return isInTag ? .init(kind: .action, start: position, count: 0) : nil
            case Self.slotKeyStart: return .init(kind: isInTag ? .attributeText : .text, start: position, count: 0)
            case Self.fractionNameStart: return .init(kind: .percentage, start: position, count: 0)
            default: return nil
            }
        }
        guard let cut else { return nil }
        // Kept only if the writer decided nothing on what the texts and actions say: every one the
        // same words (with another prefix), then every one empty (with none); and, when the
        // skeleton's presentation carries its fraction, nothing on the fraction but its percentage.
        let carriesFraction =
            presentation(action: { _ in "" }, fraction: 0) != presentation(action: { _ in "" }, fraction: 1)
        let fractions = carriesFraction ? Self.checkedFractions : [Self.fractionSentinel]
        let checks = [(HTMLTemplateMarkers.Style.same, HTMLTemplateMarkers.sameWords, "p"), (.empty, "", "")]
        for (style, words, prefix) in checks {
            let markers = HTMLTemplateMarkers(style, catalog: catalog)
            for fraction in fractions {
                let fromTemplate = cut.fragment(sanitizedIDPrefix: prefix) { piece, output in
                    switch piece.kind {
                    case .action: HTMLEscaping.appendAttribute(words, to: &output)
                    case .percentage: HTMLPercentage.append(fraction, to: &output)
                    default: piece.append(Self.slotText(Int(piece.start)), resolvedBy: markers, to: &output)
                    }
                }
                let general = fragment(style, action: { _ in words }, fraction: fraction, prefix: prefix)
                guard fromTemplate == general else { return nil }
            }
        }
        return cut
    }

    /// Recorded markup with every number the writer wrote for the sentinel fraction (its percentage,
    /// standing alone: no digit or point either side) turned into a marker naming the fraction.
    /// - Parameter recorded: The general writer's output for a skeleton at ``fractionSentinel``.
    /// - Returns: The markup with markers where the percentage was.
    static func markingFraction(in recorded: [UInt8]) -> [UInt8] {
        var sentinel: [UInt8] = []
        HTMLPercentage.append(Self.fractionSentinel, to: &sentinel)
        let marker = Array(HTMLTemplate.marker("\(Self.fractionNameStart)0").utf8)
        func isNumeric(_ index: Int) -> Bool {
            guard recorded.indices.contains(index) else { return false }
            let byte = recorded[index]
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        }
        var marked: [UInt8] = []
        marked.reserveCapacity(recorded.count)
        var index = 0
        while index < recorded.count {
            if recorded[index...].starts(with: sentinel), !isNumeric(index - 1), !isNumeric(index + sentinel.count) {
                marked += marker
                index += sentinel.count
            } else {
                marked.append(recorded[index])
                index += 1
            }
        }
        return marked
    }
}
