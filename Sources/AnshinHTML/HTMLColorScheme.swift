public import Anshin

/// The HTML front end's colours in one colour scheme, light or dark, as `#rrggbb` strings: the
/// values its stylesheet uses, for a design-tokens file or another platform to match.
///
/// Every pair the stylesheet draws has a WCAG 2 contrast of at least 4.5:1: each token's colour and
/// the text colours on ``surface`` and on ``page``, and ``onTone`` on each token's colour (a
/// filled button).
///
/// ```swift
/// HTMLColorScheme.light.color(for: .success)   // "#1e7a34" (nil for a token this version does not know)
/// HTMLColorScheme.dark.surface                 // "#1c1c1f"
/// ```
public enum HTMLColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The light scheme, the default.
    case light
    /// The dark scheme, used under `prefers-color-scheme: dark`.
    case dark

    private var palette: HTMLPalette {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }

    /// The background of cards: regions, dialogs, status messages and progress.
    public var surface: String { self.palette.surface }

    /// The background of a standalone page.
    public var page: String { self.palette.page }

    /// Body text.
    public var text: String { self.palette.text }

    /// Secondary text, such as a dialog's message.
    public var secondaryText: String { self.palette.secondaryText }

    /// Text on a filled button whose background is a token's colour.
    public var onTone: String { self.palette.onTone }

    /// The colour of a token, or `nil` for a token this version does not know.
    /// - Parameter token: The token.
    /// - Returns: The colour as `#rrggbb`.
    public func color(for token: ColorToken) -> String? {
        self.palette.tokens.first { $0.token == token }?.color
    }
}
