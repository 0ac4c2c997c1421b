import Anshin
import Foundation
import Testing

@testable import CustomRenderer

/// Writes hostile text drawn by the CustomRenderer example's Markdown front end, for the independent
/// check in `Tests/Conformance/check_markdown.py` (CommonMark readers nobody here wrote).
///
/// Runs only when `ANSHIN_MARKDOWN_SAMPLES_DIR` names a directory:
///
/// ```sh
/// ANSHIN_MARKDOWN_SAMPLES_DIR=/tmp/anshin-md swift test --filter MarkdownSamples
/// .venv-checkers/bin/python Tests/Conformance/check_markdown.py /tmp/anshin-md/samples.json
/// ```
///
/// Each sample is one text and three drawings of it: an error screen with the text as its title and
/// message, a success message, and a retry button with the text as its title and action identifier.
@Suite(
    "Markdown samples",
    .enabled(if: ProcessInfo.processInfo.environment["ANSHIN_MARKDOWN_SAMPLES_DIR"] != nil)
)
struct MarkdownSamples {
    struct Sample: Encodable {
        var text: String
        var screen: String
        var status: String
        var button: String
    }

    /// Pieces of Markdown syntax, line breaks, indents, controls and marks, drawn as whole atoms.
    static let atoms: [String] = [
        "#", "-", "+", "*", "=", ">", "<", "&", "`", "~", "|", "_", "[", "]", "(", ")", "!", "\\", ":", "/", ".",
        "1", "9", "0", "a", "Z", "é", " ", "  ", "    ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
        "\u{2028}", "\u{2029}", "\u{301}", "\u{FEFF}", "\u{A0}", "\u{3000}", "\u{0}", "\u{1B}", "\u{9B}", "\u{7F}",
        "&amp;", "&#35;", "&#x26;", "&copy;", "<b>", "<!--", "-->", "<https://x.y>", "<a@b.c>", "javascript:alert(1)",
        "[x](y)", "![i](s)", "[x]: /u", "```", "~~~", "***", "---", "___", "1.", "1)", "- ", "* ", "+ ", "> ", "# ",
        "## ", "[^1]", "| a | b |", "\n---\n", "\n===\n", "\n    code", "\n\n", "</p>", "<div>", "x  \n", "x\\\n",
    ]

    /// The curated texts of the unit tests, then random texts of 1 to 12 atoms, each with an `x`.
    static var texts: [String] {
        var texts = [
            "Saved.\r\n# Injected heading\r\n[click](javascript:alert(1))", "1. item", "2024) item", "    code",
            "\u{FEFF}- item", "*\u{301}bold* [\u{301}click](javascript:alert(1))", "Tom &amp; Jerry", "Issue #",
        ]
        var generator = SplitMix64(seed: 0x4D61_726B_646F_776E)
        for _ in 0..<3000 {
            var atoms = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                Self.atoms.randomElement(using: &generator)!
            }
            atoms.insert("x", at: Int.random(in: 0...atoms.count, using: &generator))
            texts.append(atoms.joined())
        }
        return texts
    }

    @Test func writeSamples() throws {
        let directory = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["ANSHIN_MARKDOWN_SAMPLES_DIR"]!,
            isDirectory: true
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let markdown = MarkdownRenderer()
        let samples = Self.texts.map { string in
            let text = UserText(verbatim: string)
            return Sample(
                text: string,
                screen: markdown.render(ErrorScreen(title: text, message: text)),
                status: markdown.render(StatusMessage(text, kind: .success)),
                button: markdown.render(
                    ErrorScreen(
                        message: "m",
                        retry: ErrorScreen.Retry(title: text, action: ActionIdentifier(rawValue: string))
                    )
                )
            )
        }
        try JSONEncoder().encode(samples).write(to: directory.appendingPathComponent("samples.json"))
    }
}
