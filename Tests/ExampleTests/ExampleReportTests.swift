import Anshin
import Foundation
import Testing

@testable import anshin

/// The main job's whole output, compared with golden files byte for byte.
///
/// Set `ANSHIN_RECORD=1` to write the golden files anew after a deliberate change, then review
/// the diff.
@Suite("The anshin example's report")
struct ExampleReportTests {
    @Test(arguments: [("en", Catalog.english), ("ja", Catalog.japanese)])
    func reportMatchesGoldenFile(language: String, catalog: Catalog) throws {
        let report = try AnshinExample.report(localizer: catalog) + "\n"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/anshin-\(language).txt")
        if ProcessInfo.processInfo.environment["ANSHIN_RECORD"] == "1" {
            try report.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        let reportLines = report.split(separator: "\n", omittingEmptySubsequences: false)
        let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (actual, expected)) in zip(reportLines, goldenLines).enumerated() where actual != expected {
            Issue.record(
                "Golden/anshin-\(language).txt line \(number + 1):\n  expected: \(expected)\n  actual:   \(actual)"
            )
            return
        }
        #expect(reportLines.count == goldenLines.count, "line count differs from Golden/anshin-\(language).txt")
    }

    @Test func seedScenarioKeepsTheNewerMessage() throws {
        let lines = try Scenarios.seedScenario(printer: OutlinePrinter(localizer: .english))
        #expect(
            lines == [
                "t=0s  post #1: “Success: Saved the draft.”",
                "t=4s  post #2: “Success: Uploaded 3 photos.”",
                "t=5s  expire #1 → ignored (replaced): “Success: Uploaded 3 photos.”",
                "t=9s  advance: (nothing shown)",
            ]
        )
    }

    @Test func everyGalleryItemPassesTheAudit() {
        for item in Gallery.items {
            #expect(AccessibilityAudit.run(on: item.model, context: item.context).isEmpty, "\(item.name)")
        }
    }
}
