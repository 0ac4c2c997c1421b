public import Anshin

/// The HTML front end: draws any model's `Presentation` as semantic, accessible, escaped HTML5.
///
/// ```swift
/// let fragment = ErrorScreen(.preset(.network)).rendered(using: .html)
/// let page = Alert(error).rendered(using: .html(layout: .document()))
/// ```
///
/// The renderer knows no model: it draws presentations, so a host's own `Presentable` models render
/// without any change here. Each element becomes the HTML its kind and accessibility call for:
///
/// - A container becomes a `<div>`, or a `<section>` for a region; its role maps to ARIA
///   (`alertdialog`, `dialog`, `status`, `alert`, `group`), with `aria-modal` for the modal trait and
///   `aria-labelledby`/`aria-describedby` from the elements it names. A progress indicator that holds a
///   progress element is a busy wrapper around it; one without becomes the `progressbar` itself.
/// - A heading becomes `<h1>`…`<h6>`; a paragraph `<p>`; a label `<span>`; a paragraph or label with
///   the header trait becomes a heading of its descriptor's level.
/// - An icon becomes an inline `<svg>`: hidden (`aria-hidden="true" focusable="false"`) when
///   decorative, `role="img"` with `aria-label` when labelled.
/// - A button becomes `<button type="button">` with `data-action`, `data-role`, `autofocus` for initial
///   focus and `disabled` for the not-enabled trait; the selected trait becomes `aria-pressed="true"`
///   (`aria-current="true"` on other elements).
/// - A progress element becomes a `role="progressbar"` track and fill. A simulated or unknown fraction
///   is drawn but has no `aria-valuenow`, so it is never announced as a measurement; a real fraction
///   has `aria-valuenow` in percent with `aria-valuemin` and `aria-valuemax`.
///
/// Accessible names come from the descriptors: `aria-label` only where the visible text differs
/// (a spoken label, a value), otherwise the visible text or the element it is labelled by. A hint
/// becomes a hidden description referenced by `aria-describedby`; `isBusy` becomes `aria-busy`;
/// `isHidden` becomes `aria-hidden` (never on a button, which stays reachable); merged and excluded
/// children make a `role="group"` named by the combined label. Children are written in reading order,
/// higher `sortPriority` first, and CSS `order` keeps their visual order. An announcement on an element
/// that is not a live region itself gets a `role="status"` or `role="alert"` region; a progress
/// indicator always has one, empty until its work completes, so the completion is announced.
///
/// Every string from a model is escaped for where it lands, identifiers are derived from ``idPrefix``,
/// the presentation's type and the element's identifier and sanitized to `[A-Za-z0-9_-]`, and the output
/// is the same bytes for the same input. The renderer appends UTF-8 into one buffer and builds no node
/// tree; the `render(_:into:)` methods append to a string or a byte buffer the caller owns.
///
/// A preset's own error screen (`ErrorScreen(.preset(…))`, unchanged) rendered as a fragment is
/// written from a template compiled from this same writer: its fixed markup copied, the prefix
/// written where identifiers start, and its texts resolved into place. For the built-in catalogs
/// the texts are resolved when the template is compiled, and with the default ``idPrefix`` the
/// whole fragment is finished then, so a render copies it. The bytes are the same as writing it
/// element by element, in a sixth of the work, or a twentieth when finished. The first such render
/// compiles every preset's templates once (a couple of milliseconds; about 210 KB kept). A
/// presentation passed in directly is always written element by element.
///
/// An alert's, a status message's or a trickle progress's fragment, with a built-in catalog, is
/// written from a template of its shape: its kind or phase, the button arrangement, which of its
/// texts are drawn and which are the same. Each shape's template is compiled once per catalog from
/// this same writer, a table of them the first time one of its models is drawn (one table per
/// catalog, the alerts' in six by recovery kind and button arrangement: about a millisecond for
/// the first alert), and the model's own texts, action and progress value are written into place:
/// the same bytes in a quarter of the work or less.
public struct HTMLRenderer: Renderer, Sendable {
    /// The renderer draws into a string.
    public typealias Output = String

    /// Resolves the models' text; its language also becomes a page's `lang`.
    public let localizer: any Localizer

    /// The localizer when it is a ``Catalog``, cast once here rather than on every render: the
    /// built-in catalogs take a path specialized for them.
    private let catalog: Catalog?

    /// The localizer's position in `Catalog.builtIn` when it is a built-in catalog unchanged, found
    /// once here: the preset templates hold those catalogs' words already resolved.
    private let builtInCatalogPosition: Int?

    /// A fragment to embed, or a standalone page.
    public var layout: Layout

    /// Starts every `id` the renderer writes, so several models can share a page.
    public var idPrefix: String {
        didSet { self.sanitizedIDPrefix = HTMLIdentifier.sanitized(self.idPrefix) }
    }

    /// ``idPrefix`` as it starts identifiers, sanitized once rather than on every render.
    private(set) var sanitizedIDPrefix: String

    /// Whether identifiers start as the default prefix starts them, which the preset templates are
    /// finished with.
    private var hasDefaultIDPrefix: Bool { self.sanitizedIDPrefix == HTMLPresetTemplate.finishedPrefix }

    /// The default ``idPrefix``.
    static let defaultIDPrefix = "anshin"

    /// The preferences models present themselves with.
    public var context: PresentationContext

    /// Creates an HTML renderer.
    /// - Parameters:
    ///   - localizer: Resolves the models' text; its language also becomes a page's `lang`.
    ///   - layout: A fragment to embed, or a standalone page.
    ///   - idPrefix: Starts every `id` the renderer writes, so several models can share a page.
    ///   - context: The preferences models present themselves with.
    public init(
        localizer: some Localizer = Catalog.english,
        layout: Layout = .fragment,
        idPrefix: String = "anshin",
        context: PresentationContext = .standard
    ) {
        self.localizer = localizer
        self.catalog = localizer as? Catalog
        self.builtInCatalogPosition = self.catalog?.builtInPosition
        self.layout = layout
        self.idPrefix = idPrefix
        self.sanitizedIDPrefix = HTMLIdentifier.sanitized(idPrefix)
        self.context = context
    }

    /// The stylesheet the markup is designed for: a card layout in the system font, colour tokens that
    /// meet WCAG AA contrast in light and dark mode, and transitions that are dropped when the user
    /// prefers reduced motion. A ``Layout/document(title:)`` page embeds it; a page that embeds fragments
    /// includes it once.
    public static var stylesheet: String { HTMLStylesheet.css }

    /// Draws a presentation as HTML.
    /// - Parameter presentation: The presentation.
    /// - Returns: The fragment or page.
    public func render(_ presentation: Presentation) -> String {
        Self.reading(self.written(presentation, into: self.ownBuffer())) { String(writtenUTF8: $0) }
    }

    /// Appends a presentation's HTML to a string the caller owns, so several models can be written
    /// into one page.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The string to append to.
    public func render(_ presentation: Presentation, into output: inout String) {
        Self.reading(self.written(presentation, into: self.ownBuffer())) {
            output.append(String(writtenUTF8: $0))
        }
    }

    /// Appends a presentation's HTML as UTF-8 to a byte buffer the caller owns: the fastest way to
    /// write a response body, with no intermediate string.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The buffer to append to.
    public func render(_ presentation: Presentation, into output: inout [UInt8]) {
        self.append(into: &output) { self.written(presentation, into: $0) }
    }

    /// Draws a model, drawn in ``context``, as HTML.
    /// - Parameter model: The model.
    /// - Returns: The fragment or page.
    public func render(_ model: some Presentable) -> String {
        let template = self.presetTemplate(of: model)
        if let template, let finished = self.finishedFragment(template) {
            return String(writtenUTF8: finished)
        }
        return Self.reading(self.written(model, template: template, into: self.ownBuffer())) {
            String(writtenUTF8: $0)
        }
    }

    /// Appends a model's HTML, drawn in ``context``, to a string the caller owns.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The string to append to.
    public func render(_ model: some Presentable, into output: inout String) {
        let template = self.presetTemplate(of: model)
        if let template, let finished = self.finishedFragment(template) {
            output.append(String(writtenUTF8: finished))
            return
        }
        Self.reading(self.written(model, template: template, into: self.ownBuffer())) {
            output.append(String(writtenUTF8: $0))
        }
    }

    /// Appends a model's HTML, drawn in ``context``, as UTF-8 to a byte buffer the caller owns.
    ///
    /// Inlined where it is called, so that an alert, a status message or a trickle progress, whose
    /// type is known there, goes straight to its own type's writer.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The buffer to append to.
    @inlinable
    public func render<Model: Presentable>(_ model: Model, into output: inout [UInt8]) {
        // The model is read in place: its memory is bound to its type, which is the one tested.
        let type = ObjectIdentifier(Model.self)
        if type == ObjectIdentifier(Alert.self) {
            withUnsafePointer(to: model) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: Alert.self), to: &output)
            }
        } else if type == ObjectIdentifier(StatusMessage.self) {
            withUnsafePointer(to: model) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: StatusMessage.self), to: &output)
            }
        } else if type == ObjectIdentifier(TrickleProgress.self) {
            withUnsafePointer(to: model) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: TrickleProgress.self), to: &output)
            }
        } else {
            self.append(model, to: &output)
        }
    }

    /// Appends an alert's HTML to a byte array: its fragment, with a built-in catalog, from its shape's
    /// template.
    /// - Parameters:
    ///   - alert: The alert, read in place.
    ///   - output: The array to append to.
    @usableFromInline
    func append(_ alert: UnsafePointer<Alert>, to output: inout [UInt8]) {
        self.appendShaped(alert, to: &output)
    }

    /// Appends a status message's HTML to a byte array: its fragment, with a built-in catalog, from its
    /// shape's template.
    /// - Parameters:
    ///   - message: The status message, read in place.
    ///   - output: The array to append to.
    @usableFromInline
    func append(_ message: UnsafePointer<StatusMessage>, to output: inout [UInt8]) {
        self.appendShaped(message, to: &output)
    }

    /// Appends a trickle progress's HTML to a byte array: its fragment, with a built-in catalog, from
    /// its shape's template.
    /// - Parameters:
    ///   - progress: The trickle progress, read in place.
    ///   - output: The array to append to.
    @usableFromInline
    func append(_ progress: UnsafePointer<TrickleProgress>, to output: inout [UInt8]) {
        self.appendShaped(progress, to: &output)
    }

    /// Appends any other model's HTML to a byte array: a preset error screen's fragment from its
    /// compiled template, anything else from the model's presentation.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The array to append to.
    @usableFromInline
    func append(_ model: some Presentable, to output: inout [UInt8]) {
        let template = self.presetTemplate(of: model)
        if let template, let finished = self.finishedFragment(template) {
            output.append(contentsOf: finished)
            return
        }
        self.append(into: &output) { self.written(model, template: template, into: $0) }
    }

    /// Appends an alert's, status message's or trickle's HTML to a byte array: its fragment, with a
    /// built-in catalog, from its shape's template, straight into the array's spare room.
    /// - Parameters:
    ///   - model: The model, read in place.
    ///   - output: The array to append to.
    @inline(__always)
    private func appendShaped<Shaped: PresentationShaped>(_ model: UnsafePointer<Shaped>, to output: inout [UInt8]) {
        if case .fragment = self.layout, let position = self.builtInCatalogPosition,
            HTMLShapeTemplate.append(
                model,
                in: self.context,
                catalog: self.catalog.unsafelyUnwrapped,
                builtInPosition: position,
                sanitizedIDPrefix: self.sanitizedIDPrefix,
                capacity: Self.fragmentCapacity,
                to: &output
            )
        {
            return
        }
        self.append(into: &output) { self.written(model.pointee.presentation(in: self.context), into: $0) }
    }

    /// A capacity that holds most fragments without growing: a few kilobytes.
    private static var fragmentCapacity: Int { 4096 }

    /// A capacity that holds most renders without growing: a fragment's, plus the stylesheet for a
    /// page.
    private static func estimatedSize(of layout: Layout) -> Int {
        switch layout {
        case .fragment: Self.fragmentCapacity
        case .document: HTMLStylesheet.css.utf8.count + Self.fragmentCapacity
        }
    }

    /// An empty buffer of the renderer's own, with room for most renders.
    private func ownBuffer() -> HTMLByteBuffer {
        HTMLByteBuffer(capacity: Self.estimatedSize(of: self.layout))
    }

    /// Hands a written buffer's UTF-8 to `body`, then frees the buffer.
    /// - Parameters:
    ///   - output: A buffer of the renderer's own, written.
    ///   - body: Reads the UTF-8.
    private static func reading<Result>(
        _ output: HTMLByteBuffer,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        defer { output.deallocate() }
        return body(output.bytes)
    }

    /// Appends HTML straight into a byte array's spare capacity: no buffer of the renderer's own
    /// unless the HTML outgrows the room it reserved.
    /// - Parameters:
    ///   - output: The array to append to.
    ///   - write: Writes the HTML into an empty buffer and returns the buffer.
    private func append(into output: inout [UInt8], _ write: (HTMLByteBuffer) -> HTMLByteBuffer) {
        output.appendHTML(capacity: Self.estimatedSize(of: self.layout)) { $0 = write($0) }
    }

    /// The finished fragment of a preset template, when this renderer writes it as it was finished:
    /// with a built-in catalog and the default prefix.
    /// - Parameter template: The template of the model drawn.
    /// - Returns: The fragment's UTF-8, or `nil`.
    private func finishedFragment(_ template: HTMLPresetTemplate) -> [UInt8]? {
        guard self.hasDefaultIDPrefix, let position = self.builtInCatalogPosition else { return nil }
        return template.finishedFragment(builtInPosition: position)
    }

    /// Writes a model's HTML into a buffer: a preset error screen's own fragment from its compiled
    /// template (``HTMLPresetTemplate``), an alert's, status message's or trickle progress's
    /// fragment with a built-in catalog from its shape's template (``HTMLShapeTemplate``), anything
    /// else from the model's presentation.
    /// - Parameters:
    ///   - model: The model.
    ///   - template: The model's template, from ``presetTemplate(of:)``.
    ///   - buffer: The empty buffer to write into.
    /// - Returns: The buffer with the HTML; it may have moved to memory of its own.
    private func written(
        _ model: some Presentable,
        template: HTMLPresetTemplate?,
        into buffer: HTMLByteBuffer
    ) -> HTMLByteBuffer {
        var buffer = buffer
        guard let template else {
            // An alert's, status message's or trickle's fragment comes from its shape's template, with a
            // built-in catalog.
            if case .fragment = self.layout, let catalog = self.catalog, let position = self.builtInCatalogPosition,
                HTMLShapeTemplate.write(
                    model,
                    in: self.context,
                    catalog: catalog,
                    builtInPosition: position,
                    sanitizedIDPrefix: self.sanitizedIDPrefix,
                    into: &buffer
                )
            {
                return buffer
            }
            return self.written(model.presentation(in: self.context), into: buffer)
        }
        if let catalog = self.catalog {
            template.write(
                sanitizedIDPrefix: self.sanitizedIDPrefix,
                catalog: catalog,
                builtInPosition: self.builtInCatalogPosition,
                into: &buffer
            )
        } else {
            template.write(sanitizedIDPrefix: self.sanitizedIDPrefix, localizer: self.localizer, into: &buffer)
        }
        return buffer
    }

    /// The compiled template of a model's fragment: a preset error screen's own screen, drawn as a
    /// fragment. The model's type is compared first, so no other model is cast.
    /// - Parameter model: The model.
    /// - Returns: The template, or `nil`.
    func presetTemplate<Model: Presentable>(of model: Model) -> HTMLPresetTemplate? {
        guard case .fragment = self.layout else { return nil }
        var template: HTMLPresetTemplate?
        ErrorScreen.reading(model) { template = HTMLPresetTemplate.template(for: $0, in: self.context) }
        return template
    }

    /// Writes a presentation's HTML into a buffer.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - buffer: The empty buffer to write into.
    /// - Returns: The buffer with the HTML; it may have moved to memory of its own.
    private func written(_ presentation: Presentation, into buffer: HTMLByteBuffer) -> HTMLByteBuffer {
        // The built-in catalogs take a path specialized for them; any other localizer the generic one.
        if let catalog = self.catalog {
            return Self.write(
                presentation,
                localizer: catalog,
                layout: self.layout,
                sanitizedIDPrefix: self.sanitizedIDPrefix,
                buffer
            )
        }
        return Self.write(
            presentation,
            localizer: self.localizer,
            layout: self.layout,
            sanitizedIDPrefix: self.sanitizedIDPrefix,
            buffer
        )
    }

    /// Writes a presentation with the general writer.
    static func write(
        _ presentation: Presentation,
        localizer: some Localizer,
        layout: Layout,
        sanitizedIDPrefix: String,
        _ buffer: HTMLByteBuffer
    ) -> HTMLByteBuffer {
        // The presentation and its root are read in place, so no element is copied.
        withUnsafePointer(to: presentation) { presentation in
            var writer = HTMLWriter(
                presentation: presentation,
                localizer: localizer,
                sanitizedIDPrefix: sanitizedIDPrefix,
                output: buffer
            )
            let root = presentation.pointer(to: \.root)!
            switch layout {
            case .fragment:
                writer.writeFragment(root: root)
            case .document(let title):
                writer.writeDocument(title: title, root: root)
            }
            return writer.output
        }
    }
}

extension HTMLRenderer: Hashable {
    /// Whether two renderers write the same HTML: equal localizers, layouts, prefixes and contexts.
    /// - Parameters:
    ///   - lhs: A renderer.
    ///   - rhs: Another renderer.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.localizer) == AnyHashable(rhs.localizer) && lhs.layout == rhs.layout
            && lhs.idPrefix == rhs.idPrefix && lhs.context == rhs.context
    }

    /// Hashes the localizer, layout, prefix and context.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(self.localizer))
        hasher.combine(self.layout)
        hasher.combine(self.idPrefix)
        hasher.combine(self.context)
    }
}
