public import Anshin

/// The HTML front end: draws any model's `Presentation` as semantic, accessible, escaped HTML5.
///
/// ```swift
/// let fragment = ErrorScreen(.preset(.network)).rendered(using: .html)
/// let page = Alert(failure).rendered(using: .html(layout: .document()))  // failure: some UserFacingError
/// ```
///
/// The renderer knows no model: it draws presentations, so a host's own `Presentable` models render
/// without any change here. Each element becomes the HTML its kind and accessibility call for:
///
/// - A container becomes a `<div>`, a `<section>` for a region, or an open `<dialog>` for an alert
///   dialog or a dialog (`data-anshin-modal` for the modal trait: the live script opens it with
///   `showModal()`); its role maps to ARIA (`alertdialog`, `status`, `alert`, `group`), with
///   `aria-labelledby`/`aria-describedby` from the elements it names. What it does over time
///   (`Presentation.Element.behavior`) becomes the data attributes the live script reads. A progress indicator that holds a
///   progress element is a busy wrapper around it; one without becomes the `progressbar` itself.
/// - A heading becomes `<h1>`…`<h6>`; a paragraph `<p>`; a label `<span>`; a paragraph or label with
///   the header trait becomes a heading of its descriptor's level.
/// - An icon becomes an inline `<svg>`: hidden (`aria-hidden="true" focusable="false"`) when
///   decorative, `role="img"` with `aria-label` when labelled.
/// - A button becomes `<button type="button">` with `data-action`, `data-role`, `autofocus` for initial
///   focus and `disabled` for the not-enabled trait; the selected trait becomes `aria-pressed="true"`
///   (`aria-current="true"` on other elements).
/// - A progress element becomes a `<progress max="1">`, with its fraction as `value` (none when it is
///   unknown). A simulated fraction is drawn but its `aria-valuetext` is the work's label, so it is
///   never announced as a measurement.
/// - On a page, a Retry button is a link to the page itself (`<a href="">`), which reloads it
///   without JavaScript.
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
/// is the same bytes for the same input. Every render draws the model's presentation afresh: the
/// renderer appends UTF-8 to one byte array and builds no node tree, and the `render(_:into:)` methods
/// append to a string or a byte array the caller owns.
public struct HTMLRenderer: Renderer, Sendable {
    /// The renderer draws into a string.
    public typealias Output = String

    /// Resolves the models' text; its language and direction also become a page's or a fragment's
    /// `lang` and `dir`.
    public let localizer: any Localizer

    /// A fragment to embed, or a standalone page.
    public var layout: Layout

    /// Starts every `id` the renderer writes: `PREFIX-TYPE-ELEMENT`, such as `anshin-errorScreen-title`.
    ///
    /// Two models drawn with different prefixes can share a page; a ``Page`` numbers the prefix for each
    /// of its models (`anshin-1`, `anshin-2`, …). An empty prefix starts identifiers with the type.
    public var idPrefix: String {
        didSet { self.sanitizedIDPrefix = HTMLIdentifier.sanitized(self.idPrefix) }
    }

    /// ``idPrefix`` as it starts identifiers: sanitized, as UTF-8.
    private(set) var sanitizedIDPrefix: [UInt8]

    /// The preferences models present themselves with.
    public var context: PresentationContext

    /// The nonce of the page's Content Security Policy, written as the `nonce` of a
    /// ``Layout/document(title:)`` page's `<style>` and `<script>` (the `<link>` and `<script src>` that
    /// load them, where ``pageAssets`` links them), so the page works under
    /// `default-src 'none'; script-src 'nonce-…'; style-src 'nonce-…'`. Make a fresh one for every
    /// response (at least 128 random bits, base64-encoded) and send the same in the header.
    ///
    /// Only a nonce of base64 or base64url characters (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`, `-`, `_`,
    /// ending in at most two `=`) is written — anything else is left out (``isNonceValid`` says so), so
    /// a nonce can never add an attribute or markup; a page without its nonce has its style and
    /// script blocked by such a policy.
    public var nonce: String?

    /// Whether a dialog's root (an alert's, an action sheet's) is written open: shown where it stands,
    /// and opened modally by the live script when the page loads. Set it to `false` to embed dialogs
    /// closed, for the page to open later with `anshin.open(id)` or a `data-anshin-open` button.
    public var opensDialogs = true

    /// Whether a ``Layout/document(title:)`` page, and ``bodyEnd(boardRules:)``, embed the stylesheet and
    /// the live script or link them: see ``PageAssets``. Embedded by default.
    public var pageAssets: PageAssets = .embedded

    /// Whether ``nonce`` is written: it is set and made of base64 or base64url characters only.
    public var isNonceValid: Bool {
        self.nonce.map(Self.isValidNonce) ?? false
    }

    /// Creates an HTML renderer.
    /// - Parameters:
    ///   - localizer: Resolves the models' text; its language and direction also become a page's or a
    ///     fragment's `lang` and `dir`.
    ///   - layout: A fragment to embed, or a standalone page.
    ///   - idPrefix: Starts every `id` the renderer writes, so several models can share a page.
    ///   - context: The preferences models present themselves with.
    ///   - nonce: The nonce of the page's Content Security Policy, for a page's `<style>` and
    ///     `<script>`; see ``nonce``.
    ///   - pageAssets: Whether a page embeds the stylesheet and the live script or links them; see
    ///     ``PageAssets``.
    public init(
        localizer: some Localizer = Catalog.english,
        layout: Layout = .fragment,
        idPrefix: String = "anshin",
        context: PresentationContext = .standard,
        nonce: String? = nil,
        pageAssets: PageAssets = .embedded
    ) {
        self.localizer = localizer
        self.layout = layout
        self.idPrefix = idPrefix
        self.sanitizedIDPrefix = HTMLIdentifier.sanitized(idPrefix)
        self.context = context
        self.nonce = nonce
        self.pageAssets = pageAssets
    }

    /// Whether a nonce is one or more base64 or base64url characters, with at most two `=` at the end.
    private static func isValidNonce(_ nonce: String) -> Bool {
        let bytes = Array(nonce.utf8)
        let body = bytes.prefix { $0 != UInt8(ascii: "=") }
        let padding = bytes.dropFirst(body.count)
        return !body.isEmpty && padding.count <= 2 && padding.allSatisfy { $0 == UInt8(ascii: "=") }
            && body.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "-"),
                    UInt8(ascii: "_"):
                    true
                default: false
                }
            }
    }

    /// ``nonce`` when it is written, else `nil`.
    var checkedNonce: String? {
        self.isNonceValid ? self.nonce : nil
    }

    /// The stylesheet the markup is designed for: a card layout in the system font, colour tokens that
    /// meet WCAG AA contrast in light and dark mode, and transitions that are dropped when the user
    /// prefers reduced motion. A ``Layout/document(title:)`` page embeds it, or links it
    /// (``pageAssets``); a page that embeds fragments includes it once.
    public static var stylesheet: String { HTMLStylesheet.css }

    /// Draws a presentation as HTML.
    /// - Parameter presentation: The presentation.
    /// - Returns: The fragment or page.
    public func render(_ presentation: Presentation) -> String {
        var bytes: [UInt8] = []
        Self.makeRoom(self.typicalSize, in: &bytes)
        let parts = self.writer(for: presentation).write(to: &bytes)
        return Self.string(from: bytes, parts: parts)
    }

    /// The string of rendered HTML.
    /// - Parameters:
    ///   - bytes: The HTML's UTF-8.
    ///   - parts: Where a page's stylesheet and script are in `bytes`, or `nil` for fragments.
    /// - Returns: The HTML.
    static func string(from bytes: [UInt8], parts: HTMLWriter.PageParts?) -> String {
        guard let parts, let stylesheet = parts.stylesheet, let script = parts.script else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // A page's stylesheet and script are already strings: only the markup around them is checked
        // as UTF-8.
        var page = String(decoding: bytes[..<stylesheet.lowerBound], as: UTF8.self)
        page.reserveCapacity(bytes.count)
        page += HTMLStylesheet.css
        page += String(decoding: bytes[stylesheet.upperBound..<script.lowerBound], as: UTF8.self)
        page += Self.script
        page += String(decoding: bytes[script.upperBound...], as: UTF8.self)
        return page
    }

    /// Appends a presentation's HTML to a string the caller owns.
    ///
    /// Two models of the same type appended with the same ``idPrefix`` share identifiers; a ``Page``
    /// numbers each model's, so several models can share one page.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The string to append to.
    public func render(_ presentation: Presentation, into output: inout String) {
        output += self.render(presentation)
    }

    /// Appends a presentation's HTML as UTF-8 to a byte array the caller owns: a response body,
    /// written with no intermediate string.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The array to append to.
    public func render(_ presentation: Presentation, into output: inout [UInt8]) {
        self.render(presentation, into: &output, writesAutofocus: true)
    }

    /// Appends a presentation's HTML as UTF-8, its initial focus marked `autofocus` or, where an earlier
    /// model of the page has it, `data-anshin-initial-focus`.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The array to append to.
    ///   - writesAutofocus: Whether the button that takes initial focus gets `autofocus`.
    ///   - isOnPage: Whether the markup is part of a standalone page, where Retry is a link that
    ///     reloads it; `nil` to decide by the layout.
    func render(
        _ presentation: Presentation,
        into output: inout [UInt8],
        writesAutofocus: Bool,
        isOnPage: Bool? = nil
    ) {
        Self.makeRoom(self.typicalSize, in: &output)
        self.writer(for: presentation, writesAutofocus: writesAutofocus, isOnPage: isOnPage).write(to: &output)
    }

    /// The writer of a presentation's HTML, in this renderer's localizer, layout, prefix and nonce.
    func writer(for presentation: Presentation, writesAutofocus: Bool = true, isOnPage: Bool? = nil) -> HTMLWriter {
        HTMLWriter(
            presentation: presentation,
            localizer: self.localizer,
            layout: self.layout,
            sanitizedIDPrefix: self.sanitizedIDPrefix,
            writesAutofocus: writesAutofocus,
            isOnPage: isOnPage,
            nonce: self.checkedNonce,
            opensDialogs: self.opensDialogs,
            pageAssets: self.pageAssets
        )
    }

    /// Draws a model's presentation in ``context`` as HTML.
    /// - Parameter model: The model.
    /// - Returns: The fragment or page.
    public func render(_ model: some Presentable) -> String {
        self.render(model.presentation(in: self.context))
    }

    /// Appends the HTML of a model's presentation in ``context`` to a string the caller owns.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The string to append to.
    public func render(_ model: some Presentable, into output: inout String) {
        self.render(model.presentation(in: self.context), into: &output)
    }

    /// Appends the HTML of a model's presentation in ``context`` as UTF-8 to a byte array the caller
    /// owns.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The array to append to.
    public func render(_ model: some Presentable, into output: inout [UInt8]) {
        self.render(model.presentation(in: self.context), into: &output)
    }

    /// The room most renders fit in: a few kilobytes, and the stylesheet and script besides for a page
    /// that embeds them.
    private var typicalSize: Int {
        guard case .document = self.layout else { return 4096 }
        let stylesheet = self.pageAssets.stylesheetAddress == nil ? HTMLStylesheet.css.utf8.count : 0
        let script = self.pageAssets.scriptAddress == nil ? Self.script.utf8.count : 0
        return stylesheet + script + 4096
    }

    /// Makes room for `size` more bytes at the end of an array, growing it at least twofold when it
    /// must grow, as appending does, so that many renders appended to one array take linear time.
    private static func makeRoom(_ size: Int, in output: inout [UInt8]) {
        let needed = output.count + size
        if output.capacity < needed {
            output.reserveCapacity(max(needed, 2 * output.capacity))
        }
    }
}

extension HTMLRenderer: Hashable {
    /// Whether two renderers write the same HTML: equal localizers, layouts, prefixes, contexts, nonces,
    /// ``opensDialogs`` and ``pageAssets``.
    /// - Parameters:
    ///   - lhs: A renderer.
    ///   - rhs: Another renderer.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.localizer) == AnyHashable(rhs.localizer) && lhs.layout == rhs.layout
            && lhs.idPrefix == rhs.idPrefix && lhs.context == rhs.context && lhs.nonce == rhs.nonce
            && lhs.opensDialogs == rhs.opensDialogs && lhs.pageAssets == rhs.pageAssets
    }

    /// Hashes the localizer, layout, prefix, context, nonce, ``opensDialogs`` and ``pageAssets``.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(self.localizer))
        hasher.combine(self.layout)
        hasher.combine(self.idPrefix)
        hasher.combine(self.context)
        hasher.combine(self.nonce)
        hasher.combine(self.opensDialogs)
        hasher.combine(self.pageAssets)
    }
}
