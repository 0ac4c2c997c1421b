import Anshin
import Testing

@testable import AnshinText

/// The canvas the layout draws on: runs of text on lines, boxes framed around lines, colour added
/// only when the canvas is written out.
@Suite("Text front end: the canvas")
struct TextCanvasTests {
    /// Text written out.
    static func written(_ canvas: TextCanvas, colors: Bool) -> String {
        var bytes: [UInt8] = []
        canvas.write(to: &bytes, colors: colors)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func framingPutsLinesInABoxAfterTheLinesBefore() {
        // Lines before the frame stay; framed lines keep their runs and colours, padded to the widest;
        // a frame inside a frame is framed again whole.
        var canvas = TextCanvas()
        canvas.startLine()
        canvas.append("before", columns: 6)
        let outer = canvas.lineCount
        canvas.startLine()
        canvas.append("title", columns: 5, style: TextCanvas.Style(tone: .error, isBold: true))
        canvas.startLine()
        let inner = canvas.lineCount
        canvas.startLine()
        canvas.append("a", columns: 1)
        canvas.append("bc", columns: 2, style: TextCanvas.Style(tone: .success))
        canvas.frame(from: inner)
        canvas.frame(from: outer)
        let expected = [
            "before",
            "┌─────────┐",
            "│ title   │",
            "│         │",
            "│ ┌─────┐ │",
            "│ │ abc │ │",
            "│ └─────┘ │",
            "└─────────┘",
        ]
        #expect(Self.written(canvas, colors: false) == expected.joined(separator: "\n"))
        #expect(canvas.lines.map(\.columns) == [6, 11, 11, 11, 11, 11, 11, 11])
        #expect(Self.written(canvas, colors: true).contains("│ \u{1B}[1;31mtitle\u{1B}[0m   │"))
        #expect(Self.written(canvas, colors: true).contains("│ │ a\u{1B}[32mbc\u{1B}[0m │ │"))
        // An empty frame is two rules around nothing.
        var empty = TextCanvas()
        empty.frame(from: 0)
        #expect(Self.written(empty, colors: false) == "┌──┐\n└──┘")
        // Removing a line takes its runs with it.
        canvas.removeLastLine()
        #expect(Self.written(canvas, colors: false) == expected.dropLast().joined(separator: "\n"))
    }

    @Test func repeatedCharactersDrawWhatConcatenationDraws() {
        for count in [-1, 0, 1, 2, 3, 5, 7, 8, 58, 1_000] {
            for piece: Unicode.Scalar in ["─", " ", "═", "█", "a", "😀"] {
                var canvas = TextCanvas()
                canvas.startLine()
                canvas.append("┌", columns: 1)
                canvas.append(repeating: piece, count: count)
                canvas.append("┐", columns: 1)
                let repeated = String(repeating: String(piece), count: max(0, count))
                #expect(Self.written(canvas, colors: false) == "┌" + repeated + "┐", "\(count) × \(piece)")
                #expect(canvas.lines[0].columns == 2 + max(0, count))
                // Colour codes wrap all the repetitions once, and a run of none writes none.
                var coloured = TextCanvas()
                coloured.startLine()
                coloured.append(repeating: piece, count: count, style: TextCanvas.Style(tone: .error))
                let codes = count > 0 ? "\u{1B}[31m" + repeated + "\u{1B}[0m" : ""
                #expect(Self.written(coloured, colors: true) == codes, "\(count) × \(piece), coloured")
            }
        }
    }

    @Test func marksTakeTheColumnsTheyAreMeasuredAt() {
        // The package's marks are one column each; any other symbol is its name in parentheses,
        // terminal-safe.
        for symbol in Icon.Symbol.allKnown + ["custom-symbol", "漢字", "a\u{1B}b", "🏻🏻"] {
            var canvas = TextCanvas()
            let mark = TextLayout.addMark(for: symbol, closing: " ", to: &canvas)
            let text = String(decoding: canvas.text[mark.bytes], as: UTF8.self)
            #expect(mark.columns == DisplayWidth.of(text), "\(symbol)")
        }
        var canvas = TextCanvas()
        let checkmark = TextLayout.addMark(for: .checkmark, closing: "", to: &canvas)
        #expect(String(decoding: canvas.text[checkmark.bytes], as: UTF8.self) == "✓" && checkmark.columns == 1)
        let custom = TextLayout.addMark(for: "a\u{1B}b", closing: "", to: &canvas)
        #expect(String(decoding: canvas.text[custom.bytes], as: UTF8.self) == "(a␛b)" && custom.columns == 5)
    }

    @Test func stylesMapTonesToTerminalColours() {
        let expected: [(ColorToken?, Bool, String)] = [
            (nil, false, ""), (nil, true, "1"), (.success, false, "32"), (.caution, false, "34"),
            (.accent, true, "1;34"), (.error, false, "31"), (.destructive, false, "31"), (.debug, false, "35"),
            (.internalError, true, "1;33"), (.neutral, false, ""), (ColorToken(rawValue: "brand"), true, "1"),
        ]
        for (tone, isBold, codes) in expected {
            #expect(TextCanvas.Style(tone: tone, isBold: isBold).codes == codes, "\(String(describing: tone))")
        }
    }
}
