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
/// are neutralised, as ``TerminalText`` does.
///
/// Every model is drawn from its presentation (`presentation(in:)` with ``context``), resolved by
/// ``localizer`` on each render, so a model the renderer has never seen is drawn like the package's
/// own.
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
        self.style = style
        self.colors = colors
        self.width = min(max(Self.widthRange.lowerBound, width), Self.widthRange.upperBound)
        self.context = context
    }

    /// Draws a presentation.
    /// - Parameter presentation: The presentation.
    /// - Returns: The text, lines joined by newlines, without a trailing newline.
    public func render(_ presentation: Presentation) -> String {
        var bytes: [UInt8] = []
        self.render(presentation, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
            var canvas = TextCanvas()
            TextLayout(localizer: self.localizer, width: self.drawingWidth).appendLines(
                for: ElementPlace(root: presentation.root),
                to: &canvas
            )
            canvas.write(to: &output, colors: self.colors == .always)
        case .spoken:
            SpokenTranscript.append(presentation.root, localizer: self.localizer, to: &output)
        }
    }

    /// Appends a model's text, drawn in ``context``, as UTF-8 to a byte buffer the caller owns.
    /// - Parameters:
    ///   - model: The model.
    ///   - output: The buffer to append to.
    public func render(_ model: some Presentable, into output: inout [UInt8]) {
        self.render(model.presentation(in: self.context), into: &output)
    }

    /// Draws a model, drawn in ``context``.
    /// - Parameter model: The model.
    /// - Returns: The text, lines joined by newlines, without a trailing newline.
    public func render(_ model: some Presentable) -> String {
        self.render(model.presentation(in: self.context))
    }

    /// The width drawn with: ``width`` clamped to ``widthRange`` (it may have been set past it).
    private var drawingWidth: Int {
        min(max(Self.widthRange.lowerBound, self.width), Self.widthRange.upperBound)
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
