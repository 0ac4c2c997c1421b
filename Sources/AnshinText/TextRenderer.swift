public import Anshin

/// The plain-text front end: draws any model for logs, terminals and command-line tools, or as the
/// transcript a screen reader would speak.
///
/// ```swift
/// print(ErrorScreen(.preset(.network)).rendered(using: .text))
/// print(alert.rendered(using: .text(localizer: Catalog.japanese, colors: .always)))
/// print(alert.rendered(using: .text(style: .spoken)))   // "Alert, Delete this draft?, …"
/// ```
///
/// An alert is a framed box with its buttons in display order; an error screen lists its parts;
/// a message has its kind's mark and prefix; progress is a bar with a percentage. Colour, when on,
/// follows each element's `ColorToken`; it is never the only signal. Column widths count East
/// Asian wide characters as two columns, so Japanese text keeps the frame straight. User text can
/// never control the terminal: control characters, escape sequences and bidirectional overrides
/// are neutralised.
///
/// A preset's own error screen (`ErrorScreen(.preset(…))`, unchanged) drawn with a built-in catalog,
/// the default width and no colour is the same text every time: the first such render draws every
/// preset's screen once with this same front end (a couple of milliseconds; about 10 KB kept), and
/// later renders copy it. An alert, a status message or a trickle progress drawn in the plain style
/// (coloured or not) with a built-in catalog, each of its texts fitting its line as it is, is written
/// straight into bytes, without laying its presentation out; any other is laid out. Both give the
/// same bytes.
public struct TextRenderer: Renderer, Sendable, Hashable {
    /// What the text shows: the drawing, or what a screen reader says.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The drawing, for people reading a terminal or a log.
        case plain
        /// The transcript a screen reader would speak, built from the accessibility descriptors:
        /// labels, values, trait words ("Button", "Heading level 2") and announcements.
        case spoken
    }

    /// Whether the drawing is coloured with ANSI escape sequences.
    public enum ColorMode: String, Sendable, Hashable, CaseIterable {
        /// No escape sequences.
        case never
        /// Colour by each element's colour token.
        case always

        /// The mode a terminal program should use: colour only when the output is a terminal and
        /// the `NO_COLOR` environment variable is unset or empty (no-color.org).
        /// - Parameters:
        ///   - environment: The process's environment.
        ///   - isTerminal: Whether standard output is a terminal.
        /// - Returns: ``always`` or ``never``.
        public static func automatic(environment: [String: String], isTerminal: Bool) -> Self {
            guard isTerminal else { return .never }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .never }
            return .always
        }
    }

    /// The localizer that resolves text.
    public let localizer: any Localizer

    /// The localizer's position in `Catalog.builtIn` when it is a built-in catalog unchanged, found
    /// once here: a preset's own error screen is drawn with those catalogs once
    /// (``TextPresetScreens``).
    private let builtInCatalogPosition: Int?

    /// The localizer when it is a built-in catalog unchanged: the models built per request are then
    /// drawn straight into bytes when their texts fit (``TextDirectDrawing``).
    private let builtInCatalog: Catalog?

    /// What the text shows.
    public var style: Style

    /// Whether the drawing is coloured.
    public var colors: ColorMode

    /// The widest line, in terminal columns; text wraps to fit. Drawing uses it clamped to
    /// ``widthRange`` (20 to 1,000 columns), so no width can make a line absurdly long.
    public var width: Int

    /// The widths the renderer draws with: 20 to 1,000 columns.
    public static var widthRange: ClosedRange<Int> { 20...1_000 }

    /// The preferences models present themselves with.
    public var context: PresentationContext

    /// Creates a text front end.
    /// - Parameters:
    ///   - localizer: The localizer that resolves text; English by default.
    ///   - style: What the text shows; the drawing by default.
    ///   - colors: Whether the drawing is coloured; never by default.
    ///   - width: The widest line in terminal columns, from 20 to 1,000; 60 by default.
    ///   - context: The preferences models present themselves with.
    public init(
        localizer: some Localizer = Catalog.english,
        style: Style = .plain,
        colors: ColorMode = .never,
        width: Int = 60,
        context: PresentationContext = .standard
    ) {
        self.localizer = localizer
        let catalog = localizer as? Catalog
        self.builtInCatalogPosition = catalog?.builtInPosition
        self.builtInCatalog = self.builtInCatalogPosition == nil ? nil : catalog
        self.style = style
        self.colors = colors
        self.width = min(max(Self.widthRange.lowerBound, width), Self.widthRange.upperBound)
        self.context = context
    }

    /// Draws a presentation.
    /// - Parameter presentation: The presentation.
    /// - Returns: The text, lines joined by newlines, without a trailing newline.
    public func render(_ presentation: Presentation) -> String {
        switch self.style {
        case .plain: self.canvas(for: presentation).rendered(colors: self.colors)
        case .spoken: SpokenTranscript(localizer: self.localizer).transcript(of: presentation.root)
        }
    }

    /// Appends a presentation's text as UTF-8 to a byte buffer the caller owns, such as a plain-text
    /// response body: the same bytes as ``render(_:)-(Presentation)``, written straight into the
    /// buffer, with no intermediate string.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - output: The buffer to append to; nothing is added before or after the text.
    public func render(_ presentation: Presentation, into output: inout [UInt8]) {
        switch self.style {
        case .plain:
            self.canvas(for: presentation).append(to: &output, colors: self.colors)
        case .spoken:
            SpokenTranscript(localizer: self.localizer).append(presentation.root, to: &output)
        }
    }

    /// Appends a model's text, drawn in ``context``, as UTF-8 to a byte buffer the caller owns.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The buffer to append to.
    public func render(_ model: some Presentable, into output: inout [UInt8]) {
        if let text = self.presetScreenText(of: model) {
            output.append(contentsOf: text)
            return
        }
        if self.appendDirectDrawing(of: model, to: &output) { return }
        self.render(model.presentation(in: self.context), into: &output)
    }

    /// Draws a model, drawn in ``context``.
    /// - Parameter model: The model.
    /// - Returns: The text, lines joined by newlines, without a trailing newline.
    public func render(_ model: some Presentable) -> String {
        if let text = self.presetScreenText(of: model) { return String(writtenUTF8: text) }
        var drawn: [UInt8] = []
        if self.appendDirectDrawing(of: model, to: &drawn) { return String(writtenUTF8: drawn) }
        return self.render(model.presentation(in: self.context))
    }

    /// Appends the plain drawing of an alert, a status message or a trickle progress written straight
    /// into bytes (``TextDirectDrawing``), when the localizer is a built-in catalog and every text of
    /// the model is drawn as it is on one line. The model's type is compared first, so no other model
    /// is cast.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The array to append to; as it was when the model is not drawn here.
    /// - Returns: Whether the drawing was appended.
    private func appendDirectDrawing<Model: Presentable>(of model: Model, to output: inout [UInt8]) -> Bool {
        guard self.style == .plain, let catalog = self.builtInCatalog, let position = self.builtInCatalogPosition
        else { return false }
        let settings = TextDirectDrawing.Settings(
            catalog: catalog,
            position: position,
            width: self.drawingWidth,
            colors: self.colors == .always,
            context: self.context
        )
        if ObjectIdentifier(Model.self) == ObjectIdentifier(Alert.self) {
            // Borrowed as the argument it is, which nothing changes during the call: its cases'
            // payloads are read where they are, not copied out through a pointer.
            return TextDirectDrawing.append(unsafeBitCast(model, to: Alert.self), settings: settings, to: &output)
        }
        // The structs are read in place through a pointer of their own type.
        var drawn = false
        StatusMessage.reading(model) { drawn = TextDirectDrawing.append($0, settings: settings, to: &output) }
        TrickleProgress.reading(model) { drawn = TextDirectDrawing.append($0, settings: settings, to: &output) }
        return drawn
    }

    /// The default width, in columns.
    static let defaultWidth = 60

    /// The text of a preset's own error screen, written once (``TextPresetScreens``), when the front
    /// end draws as those were drawn: a built-in catalog, the default width, no colour. The model's
    /// type is compared first, so no other model is cast.
    /// - Parameter model: The model.
    /// - Returns: The text's UTF-8, or `nil`.
    private func presetScreenText<Model: Presentable>(of model: Model) -> [UInt8]? {
        guard let position = self.builtInCatalogPosition, self.colors == .never, self.width == Self.defaultWidth
        else { return nil }
        var text: [UInt8]?
        ErrorScreen.reading(model) {
            text = TextPresetScreens.text(of: $0, in: self.context, builtInPosition: position, style: self.style)
        }
        return text
    }

    /// The width drawn with: ``width`` clamped to ``widthRange`` (it may have been set past it).
    private var drawingWidth: Int {
        min(max(Self.widthRange.lowerBound, self.width), Self.widthRange.upperBound)
    }

    /// Lays a presentation out in lines of runs, at most ``width`` columns wide.
    private func canvas(for presentation: Presentation) -> TextCanvas {
        let layout = TextLayout(localizer: self.localizer, width: self.drawingWidth)
        var canvas = TextCanvas()
        canvas.reserve(lines: 16, runs: 48)
        layout.appendLines(for: presentation.root, to: &canvas)
        return canvas
    }

    /// Compares two front ends by their settings and localizers.
    /// - Parameters:
    ///   - lhs: A front end.
    ///   - rhs: Another front end.
    /// - Returns: Whether they draw alike.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.localizer) == AnyHashable(rhs.localizer) && lhs.style == rhs.style
            && lhs.colors == rhs.colors && lhs.width == rhs.width && lhs.context == rhs.context
    }

    /// Hashes the settings and the localizer.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(self.localizer))
        hasher.combine(self.style)
        hasher.combine(self.colors)
        hasher.combine(self.width)
        hasher.combine(self.context)
    }
}

extension Renderer where Self == TextRenderer {
    /// The plain-text front end in English, without colour.
    public static var text: Self { TextRenderer() }

    /// A text front end.
    /// - Parameters:
    ///   - localizer: The localizer that resolves text.
    ///   - style: What the text shows.
    ///   - colors: Whether the drawing is coloured.
    ///   - width: The widest line in terminal columns.
    ///   - context: The preferences models present themselves with.
    /// - Returns: The front end.
    public static func text(
        localizer: some Localizer = Catalog.english,
        style: TextRenderer.Style = .plain,
        colors: TextRenderer.ColorMode = .never,
        width: Int = 60,
        context: PresentationContext = .standard
    ) -> Self {
        TextRenderer(localizer: localizer, style: style, colors: colors, width: width, context: context)
    }
}
