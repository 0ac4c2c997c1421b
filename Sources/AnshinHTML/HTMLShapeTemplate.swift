import Anshin

/// The HTML fragment of every model of one shape, compiled once per built-in catalog: an alert or a
/// status message drawn as a fragment is written from its shape's template instead of element by
/// element.
///
/// A model's shape (`PresentationShaped`) is everything its presentation depends on except what
/// its texts and actions say: its kind, the context it reads, which texts are drawn and which
/// drawn texts are the same. The template is recorded from the general ``HTMLWriter`` drawing the
/// shape's *skeleton*, a model whose texts are keys that only the recording localizer
/// (``HTMLTemplateMarkers``) turns into markers and whose actions are markers, with every other key
/// resolved by the catalog. So an alert's Cancel and a status message's "Success:" are fixed bytes,
/// and a model's own texts are slots, even inside other text ("Success: {text}"). A template is
/// kept only when the writer decided nothing on what those texts and actions say: drawn again with
/// every one the same words, then with every one empty, the general writer must produce what the
/// template produces.
///
/// Rendering a template copies its fixed runs, writes the prefix where identifiers start (nothing
/// for the default prefix, which is written in already), and resolves each of the model's texts and
/// actions into place, escaped for where it lands: the presentation is not built, and no
/// accessibility decision is taken again.
final class HTMLShapeTemplate: Sendable {
    /// The fixed runs, prefix slots and the model's text and action slots.
    let template: HTMLTemplate

    /// The template with the default prefix (``HTMLPresetTemplate/finishedPrefix``) written in.
    let finished: HTMLTemplate

    /// Creates a template.
    /// - Parameter template: The fixed runs and slots.
    private init(_ template: HTMLTemplate) {
        self.template = template
        self.finished = template.written(sanitizedIDPrefix: HTMLPresetTemplate.finishedPrefix, slot: nil)
    }

    /// The alerts' templates: by built-in catalog, then by shape. Recorded once, on first use.
    private static let alerts = HTMLShapeTemplate.table(of: Alert.self)

    /// The status messages' templates: by built-in catalog, then by shape. Recorded once, on first use.
    private static let statusMessages = HTMLShapeTemplate.table(of: StatusMessage.self)

    /// Every shape's template of a model type, for every built-in catalog.
    /// - Parameter model: The model type.
    /// - Returns: The templates by catalog position, then by shape; `nil` where an index is no shape
    ///   or its template could not be compiled.
    private static func table<Model: PresentationShaped>(of model: Model.Type) -> [[HTMLShapeTemplate?]] {
        Catalog.builtIn.map { catalog in
            (0..<Model.shapeCount).map { Self.recorded(Model.self, shape: $0, catalog: catalog) }
        }
    }

    // MARK: - Rendering

    /// Appends a model's fragment from its shape's template, when it is an alert or a status message.
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
        // Inlined into each model's branch, so it is specialized for the model: a generic one
        // would copy the model to call its requirements.
        @inline(__always)
        func write<Shaped: PresentationShaped>(
            _ model: UnsafePointer<Shaped>,
            _ table: [[HTMLShapeTemplate?]],
            _ output: inout HTMLByteBuffer
        ) -> Bool {
            guard builtInPosition < table.count else { return false }
            return Shaped.withShape(of: model, in: context) { shape in
                guard let template = table[builtInPosition][shape.index] else { return false }
                template.write(
                    shape,
                    catalog: catalog,
                    builtInPosition: builtInPosition,
                    sanitizedIDPrefix: sanitizedIDPrefix,
                    into: &output
                )
                return true
            }
        }
        var written = false
        Alert.reading(model) { written = write($0, Self.alerts, &output) }
        StatusMessage.reading(model) { written = write($0, Self.statusMessages, &output) }
        return written
    }

    /// Appends a model's fragment: fixed runs copied, the prefix written where identifiers start,
    /// the model's texts and action resolved and escaped in place.
    /// - Parameters:
    ///   - shape: The model's shape, this template's, with its texts and action.
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
        let template = sanitizedIDPrefix == HTMLPresetTemplate.finishedPrefix ? self.finished : self.template
        template.write(sanitizedIDPrefix: sanitizedIDPrefix, into: &output) { piece, output in
            switch piece.kind {
            case .action:
                HTMLEscaping.appendAttribute(shape.action.rawValue, to: &output)
            default:
                piece.append(
                    shape.texts[Int(piece.start)],
                    resolvedByBuiltIn: catalog,
                    at: builtInPosition,
                    to: &output
                )
            }
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
    ) -> HTMLShapeTemplate? {
        func fragment(_ style: HTMLTemplateMarkers.Style, action: (Int) -> String, prefix: String) -> [UInt8]? {
            let skeleton = Model.skeleton(ofShape: shape, text: Self.slotText) {
                ActionIdentifier(rawValue: action($0))
            }
            guard let (model, context) = skeleton else { return nil }
            let markers = HTMLTemplateMarkers(style, catalog: catalog)
            return HTMLTemplate.generalFragment(model.presentation(in: context), markers, prefix)
        }
        let naming = fragment(
            .naming,
            action: { HTMLTemplate.marker("\(Self.actionNameStart)\($0)") },
            prefix: HTMLTemplate.sentinelPrefix
        )
        guard let naming else { return nil }
        let cut = HTMLTemplate.cut(naming) { name, isInTag in
            var scalars = Substring(name).unicodeScalars
            let start = scalars.removeFirst()
            guard let position = Int32(String(scalars)) else { return nil }
            switch start {
            case Self.actionNameStart: return isInTag ? .init(kind: .action, start: position, count: 0) : nil
            case Self.slotKeyStart: return .init(kind: isInTag ? .attributeText : .text, start: position, count: 0)
            default: return nil
            }
        }
        guard let cut else { return nil }
        // Kept only if the writer decided nothing on what the texts and actions say: every one the
        // same words (with another prefix), then every one empty (with none).
        let checks = [(HTMLTemplateMarkers.Style.same, HTMLTemplateMarkers.sameWords, "p"), (.empty, "", "")]
        for (style, words, prefix) in checks {
            let markers = HTMLTemplateMarkers(style, catalog: catalog)
            let fromTemplate = cut.fragment(sanitizedIDPrefix: prefix) { piece, output in
                if piece.kind == .action {
                    HTMLEscaping.appendAttribute(words, to: &output)
                } else {
                    piece.append(Self.slotText(Int(piece.start)), resolvedBy: markers, to: &output)
                }
            }
            guard fromTemplate == fragment(style, action: { _ in words }, prefix: prefix) else { return nil }
        }
        return HTMLShapeTemplate(cut)
    }
}
