import Anshin

/// The text of the presets' own error screens as a default text front end draws them (60 columns,
/// no colour) with a built-in catalog, written once.
///
/// A preset's own screen presents itself from a table built once (`ErrorScreen.presetTablePresentations`),
/// so with a built-in catalog, the default width and no colour its drawing and its transcript are the
/// same bytes every time. Those bytes are written once, on first use, by the same ``TextRenderer``
/// every other presentation is drawn with; the renderer then finds such a screen by comparing it in
/// place with the presets' own (`ErrorScreen.presetTableIndex(of:in:)`) and copies its text. Any
/// other screen, width, colour mode or localizer is laid out as before.
enum TextPresetScreens {
    /// The styles the table holds, in its order.
    private static let styles: [TextRenderer.Style] = [.plain, .spoken]

    /// The number of built-in catalogs, counted once (`Catalog.builtIn` makes an array).
    private static let catalogCount = Catalog.builtIn.count

    /// The text of each table presentation, by built-in catalog and style: entry
    /// `(presentation × catalogs + catalog) × styles + style`. Equal texts (a presentation and its
    /// reduced-motion twin draw alike) share one array: 176 entries, 66 distinct texts, about 10 KB,
    /// written on first use in about 6.4 million instructions (a couple of milliseconds).
    private static let finished: [[UInt8]] = {
        var unique: [[UInt8]: [UInt8]] = [:]
        var finished: [[UInt8]] = []
        for presentation in ErrorScreen.presetTablePresentations {
            for catalog in Catalog.builtIn {
                for style in Self.styles {
                    var bytes: [UInt8] = []
                    TextRenderer(localizer: catalog, style: style).render(presentation, into: &bytes)
                    finished.append(unique[bytes, default: bytes])
                    unique[bytes] = finished.last
                }
            }
        }
        return finished
    }()

    /// The text of a preset's own screen as a default text front end draws it.
    /// - Parameters:
    ///   - screen: The screen, read in place.
    ///   - context: The preferences the screen presents itself with.
    ///   - builtInPosition: The catalog's position in `Catalog.builtIn`.
    ///   - style: What the text shows.
    /// - Returns: The text's UTF-8, or `nil` when the screen is not a preset's own.
    static func text(
        of screen: UnsafePointer<ErrorScreen>,
        in context: PresentationContext,
        builtInPosition: Int,
        style: TextRenderer.Style
    ) -> [UInt8]? {
        guard builtInPosition < Self.catalogCount,
            let presentation = ErrorScreen.presetTableIndex(of: screen, in: context)
        else { return nil }
        let entry = (presentation * Self.catalogCount + builtInPosition) * Self.styles.count + (style == .plain ? 0 : 1)
        return Self.finished[entry]
    }
}
