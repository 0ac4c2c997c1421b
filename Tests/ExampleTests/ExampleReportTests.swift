import Anshin
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

    @Test(arguments: [
        (["frobnicate"], "anshin: unknown command \"frobnicate\""),
        ([], "anshin: no command given"),
        (
            ["gallery", "--locale", "eo"],
            "anshin: unsupported locale \"eo\": use one of en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB"
        ),
        (["gallery", "--colour", "x"], "anshin: unknown option --colour"),
        (["gallery", "--out"], "anshin: option --out needs a value"),
    ])
    func badInputExitsWithTwoAndOneClearLine(arguments: [String], message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
    }
}
