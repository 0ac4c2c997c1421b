import Anshin
import Foundation
import Testing

@testable import AnshinHTML

/// WCAG 2 contrast ratios from sRGB hex colours.
enum Contrast {
    static func relativeLuminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { index in
            Double(Int(String(digits[index..<index + 2]), radix: 16)!) / 255
        }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func ratio(_ first: String, _ second: String) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A ratio as the stylesheet's comment writes it: two decimals, right-aligned in five columns.
    static func formatted(_ ratio: Double) -> String {
        let text = String(format: "%.2f", ratio)
        return String(repeating: " ", count: max(0, 5 - text.count)) + text
    }
}

@Suite("Stylesheet: colours, contrast, motion and icons")
struct HTMLStylesheetTests {
    static let schemes: [(name: String, palette: HTMLPalette)] = [("Light", .light), ("Dark", .dark)]

    @Test func everyTokenHasAColourInBothSchemes() {
        for (_, palette) in Self.schemes {
            #expect(palette.tokens.map(\.token) == ColorToken.allKnown)
        }
    }

    @Test(arguments: ColorToken.allKnown)
    func tokenTextMeetsAAInLightAndDark(token: ColorToken) {
        for (name, palette) in Self.schemes {
            let color = palette.tokens.first { $0.token == token }!.color
            let onSurface = Contrast.ratio(color, palette.surface)
            let onPage = Contrast.ratio(color, palette.page)
            let onFilledButton = Contrast.ratio(palette.onTone, color)
            #expect(onSurface >= 4.5, "\(name) \(token) on the surface: \(onSurface)")
            #expect(onPage >= 4.5, "\(name) \(token) on the page: \(onPage)")
            #expect(onFilledButton >= 4.5, "\(name) text on a \(token) button: \(onFilledButton)")
        }
    }

    @Test func bodyAndSecondaryTextMeetAA() {
        for (name, palette) in Self.schemes {
            for text in [palette.text, palette.secondaryText] {
                #expect(Contrast.ratio(text, palette.surface) >= 4.5, "\(name) \(text)")
                #expect(Contrast.ratio(text, palette.page) >= 4.5, "\(name) \(text)")
            }
        }
    }

    /// The ratios written in the stylesheet's comment are the ones computed here.
    @Test func commentStatesTheComputedRatios() {
        let css = HTMLRenderer.stylesheet
        for (name, palette) in Self.schemes {
            #expect(
                css.contains(
                    "  \(name): surface \(palette.surface), page \(palette.page), on-tone text \(palette.onTone).\n"
                )
            )
            var rows = [("text", palette.text, false), ("secondaryText", palette.secondaryText, false)]
            rows += palette.tokens.map { ($0.token.rawValue, $0.color, true) }
            for (label, color, isToken) in rows {
                let padded = label + String(repeating: " ", count: 14 - label.count)
                let button = isToken ? Contrast.formatted(Contrast.ratio(palette.onTone, color)) : "    -"
                let row =
                    "    \(padded)\(color)  \(Contrast.formatted(Contrast.ratio(color, palette.surface)))  "
                    + "\(Contrast.formatted(Contrast.ratio(color, palette.page)))  \(button)\n"
                #expect(css.contains(row), "missing comment row: \(row)")
            }
        }
    }

    /// The stylesheet's custom properties are the palette's colours, in light mode and again in dark mode.
    @Test func stylesheetDeclaresThePalette() throws {
        let css = HTMLRenderer.stylesheet
        let dark = try #require(css.firstRange(of: "@media (prefers-color-scheme:dark){"))
        let lightPart = css[..<dark.lowerBound]
        let darkPart = css[dark.upperBound...]
        for (part, palette) in [(lightPart, HTMLPalette.light), (darkPart, HTMLPalette.dark)] {
            #expect(part.contains("--anshin-surface:\(palette.surface);"))
            #expect(part.contains("--anshin-page-background:\(palette.page);"))
            #expect(part.contains("--anshin-text:\(palette.text);"))
            #expect(part.contains("--anshin-secondary-text:\(palette.secondaryText);"))
            #expect(part.contains("--anshin-on-tone:\(palette.onTone);"))
            for (token, color) in palette.tokens {
                #expect(part.contains("--anshin-\(token.rawValue):\(color);"))
            }
        }
        for token in ColorToken.allKnown {
            #expect(css.contains(".anshin-tone-\(token.rawValue){--anshin-tone:var(--anshin-\(token.rawValue))}"))
        }
    }

    @Test func motionIsDroppedWhenReduced() throws {
        let css = HTMLRenderer.stylesheet
        #expect(
            css.contains("animation:anshin-show var(--anshin-show-duration,0ms) ease-out var(--anshin-show-delay,0ms)")
        )
        #expect(
            css.contains("animation:anshin-hide var(--anshin-hide-duration,0ms) ease-in var(--anshin-hide-delay,0ms)")
        )
        let reduced = try #require(css.firstRange(of: "@media (prefers-reduced-motion:reduce){"))
        #expect(
            css[reduced.upperBound...].hasPrefix(
                "\n.anshin,.anshin *{animation:none!important;transition:none!important}"
            )
        )
    }

    @Test func everyKnownSymbolHasItsOwnDrawing() {
        let drawings = Icon.Symbol.allKnown.map(HTMLIconLibrary.shapes(for:))
        #expect(Set(drawings).count == Icon.Symbol.allKnown.count)
        #expect(!drawings.contains(HTMLIconLibrary.genericShapes))
        #expect(HTMLIconLibrary.shapes(for: "not-a-symbol") == HTMLIconLibrary.genericShapes)
        for symbol in Icon.Symbol.allKnown {
            let html = ErrorScreen(.message(icon: .decorative(symbol), title: "T")).rendered(using: .html)
            #expect(html.contains("anshin-symbol-\(symbol.rawValue)\""))
            #expect(html.contains(HTMLIconLibrary.shapes(for: symbol) + "</svg>"))
        }
    }
}
