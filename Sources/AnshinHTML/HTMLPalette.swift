import Anshin

/// The colours of the stylesheet, one scheme for light mode and one for dark mode.
///
/// The stylesheet's custom properties repeat these values (a test checks they agree), and the test
/// suite computes every text contrast ratio from them: each token as text on the card surface and on
/// the page background, and the on-tone text of a filled button on each token, all at least 4.5:1
/// (WCAG 2 AA for normal text).
struct HTMLPalette: Sendable {
    /// The background of cards: regions, dialogs, status messages and progress.
    var surface: String
    /// The background of a standalone page.
    var page: String
    /// Body text.
    var text: String
    /// Secondary text, such as a dialog's message.
    var secondaryText: String
    /// Text on a filled button whose background is a token's colour.
    var onTone: String
    /// Each colour token the package knows, with its colour, in `ColorToken.allKnown` order.
    var tokens: [(token: ColorToken, color: String)]

    /// The light scheme.
    static let light = Self(
        surface: "#ffffff",
        page: "#f2f2f5",
        text: "#1d1d1f",
        secondaryText: "#5b5b63",
        onTone: "#ffffff",
        tokens: [
            (.neutral, "#1d1d1f"),
            (.success, "#1e7a34"),
            (.caution, "#0b5fbf"),
            (.error, "#c4262e"),
            (.debug, "#7a3fbf"),
            (.internalError, "#a64b00"),
            (.destructive, "#c4262e"),
            (.accent, "#4338ca"),
        ]
    )

    /// The dark scheme, used under `prefers-color-scheme: dark`.
    static let dark = Self(
        surface: "#1c1c1f",
        page: "#111113",
        text: "#f2f2f5",
        secondaryText: "#a8a8b3",
        onTone: "#111113",
        tokens: [
            (.neutral, "#f2f2f5"),
            (.success, "#5bd17a"),
            (.caution, "#6cb4ff"),
            (.error, "#ff8a80"),
            (.debug, "#d3a8ff"),
            (.internalError, "#ffa95c"),
            (.destructive, "#ff8a80"),
            (.accent, "#a5b4fc"),
        ]
    )
}
