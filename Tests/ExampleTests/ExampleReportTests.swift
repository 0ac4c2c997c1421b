import Anshin
import AnshinHTML
import Foundation
import Testing

@testable import AnshinTool

/// The main job's whole output, compared with golden files byte for byte.
///
/// Set `ANSHIN_RECORD=1` to write the golden files anew after a deliberate change, then review
/// the diff.
@Suite("The anshin tool")
struct AnshinToolTests {
    /// Runs the tool in a fresh temporary folder and returns its exit code, output and errors.
    static func run(_ arguments: [String]) throws -> (code: Int32, output: String, errors: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anshin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        final class Capture: @unchecked Sendable {
            var output = ""
            var errors = ""
        }
        let capture = Capture()
        var tool = Tool()
        tool.currentDirectory = folder.path
        tool.standardOutput = { capture.output += $0 + "\n" }
        tool.standardError = { capture.errors += $0 + "\n" }
        let code = tool.run(arguments)
        return (code, capture.output, capture.errors, folder)
    }

    @Test(arguments: FrontEndGoldenTests.locales)
    func galleryPrintsEveryItem(locale: String) throws {
        let result = try Self.run(["gallery", "--out", "out", "--locale", locale])
        #expect(result.code == 0)
        #expect(result.errors.isEmpty)
        try GoldenFile.assertMatches(result.output, named: "gallery-\(locale).txt")
        let files = try FileManager.default.contentsOfDirectory(
            atPath: result.folder.appendingPathComponent("out").path
        )
        #expect(files.contains("error-screen-not-found.txt"))
        #expect(files.contains("alert-suggestion-destructive-cancel-leading.spoken.txt"))
        #expect(files.contains("sequences.txt"))
    }

    @Test func seedScenarioKeepsTheNewerMessage() throws {
        let lines = try Scenarios.seedScenario(localizer: .english)
        #expect(
            lines == [
                "t=0s  post #1: “Success: Saved the draft.”",
                "t=4s  post #2: “Success: Uploaded 3 photos.”",
                "t=5s  expire #1 → ignored (replaced): “Success: Uploaded 3 photos.”",
                "t=9s  advance: (nothing shown)",
            ]
        )
    }

    /// The whole gallery — every model the package ships, in every state — passes every rule of the
    /// audit, warnings included, in English and in Japanese.
    @Test(arguments: ["en", "ja"])
    func everyGalleryItemPassesTheAudit(locale: String) throws {
        let catalog = try #require(Catalog.builtIn(for: locale))
        for item in Gallery.items {
            let diagnostics = AccessibilityAudit.run(on: item.model, context: item.context, localizer: catalog)
            #expect(diagnostics.isEmpty, "\(item.section): \(item.name): \(diagnostics)")
        }
    }

    @Test func slugsAreUniqueAndReadable() {
        let slugs = Gallery.items.map(\.slug)
        #expect(Set(slugs).count == slugs.count)
        #expect(slugs.contains("error-screen-rate-limited"))
        #expect(slugs.contains("status-message-internal-error"))
    }

    /// Bad input is one line on standard error: what is wrong, and for a command line that does
    /// not follow the usage, where to read it.
    @Test(arguments: [
        (["frobnicate"], "anshin: unknown command \"frobnicate\"; run \"anshin --help\" for usage"),
        (
            ["gallery", "--locale", "eo"],
            "anshin: unsupported locale \"eo\": use one of en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB"
        ),
        (["gallery", "--colour", "x"], "anshin: unknown option --colour; run \"anshin --help\" for usage"),
        (["gallery", "--out"], "anshin: option --out needs a value; run \"anshin --help\" for usage"),
        (
            ["gallery", "--locale", "ja", "--locale", "en"],
            "anshin: option --locale is given twice; run \"anshin --help\" for usage"
        ),
        (
            ["render", "--format", "text", "--", "--locale"],
            "anshin: cannot read --locale: no such file"
        ),
        (["gallery", "extra"], "anshin: gallery takes no arguments, got \"extra\"; run \"anshin --help\" for usage"),
        (["script", "x.js"], "anshin: script takes no file, only --out FILE; run \"anshin --help\" for usage"),
        (
            ["stylesheet", "x.css"],
            "anshin: stylesheet takes no file, only --out FILE; run \"anshin --help\" for usage"
        ),
        (["vectors", "x"], "anshin: vectors takes no file, only --out DIR; run \"anshin --help\" for usage"),
    ])
    func badInputExitsWithTwoAndOneClearLine(arguments: [String], message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }

    /// `anshin script` and `anshin stylesheet` give what a page embeds, byte for byte, for a host that
    /// serves them to pages that link them: on standard output, or in a file.
    @Test(arguments: [("script", HTMLRenderer.script), ("stylesheet", HTMLRenderer.stylesheet)])
    func assetsAreWhatAPageEmbeds(command: String, text: String) throws {
        let printed = try Self.run([command])
        #expect(printed.code == 0 && printed.errors.isEmpty)
        #expect(printed.output == text + "\n")
        let written = try Self.run([command, "--out", "asset"])
        #expect(written.code == 0 && written.output.isEmpty && written.errors.isEmpty)
        let bytes = try Data(contentsOf: written.folder.appendingPathComponent("asset"))
        #expect(bytes == Data(text.utf8))
    }

    /// The usage in full: on standard output for `--help`, and on standard error, after saying so,
    /// when no command is given.
    @Test func usageIsPrintedForHelpAndForNoCommand() throws {
        let usage = """
            usage: anshin gallery [--out DIR] [--locale TAG]
                   anshin render FILE.json --format text|spoken|json|html [--locale TAG]
                       [--arrangement destructive-leading|cancel-leading]
                   anshin audit FILE.json [--locale TAG]
                   anshin vectors [--out DIR]
                   anshin script [--out FILE]
                   anshin stylesheet [--out FILE]
            --locale TAG resolves text in that language, in every format. Without it, render and audit use
            the document's own language (a resolved document states it, and is rendered only in it), else
            en; json of a document with text as keys keeps its keys. --arrangement places a suggestion's
            cancel button: after a destructive recovery and before any other (the default), or always first.
            Each option is given at most once; -- ends the options, so a file named --x is given as -- --x.
            exit status: 0 success, 1 the audit found errors, 2 bad input, 3 the output could not be written

            """
        for help in ["--help", "-h", "help"] {
            let result = try Self.run([help])
            #expect(result.code == 0)
            #expect(result.output == usage)
            #expect(result.errors.isEmpty)
        }
        let none = try Self.run([])
        #expect(none.code == 2)
        #expect(none.output.isEmpty)
        #expect(none.errors == "anshin: no command given\n" + usage)
    }
}
