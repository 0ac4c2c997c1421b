import AnshinHTML
import Foundation
import Testing

/// Compares output with a golden file under `Golden/`, byte for byte.
///
/// With `ANSHIN_RECORD=1` in the environment, the file is written anew instead (review the diff,
/// then commit it). A mismatch records the first differing lines with their neighbours, so the
/// failure reads like a diff.
///
/// A page's live script (``HTMLRenderer/script``, 30 KB) is written in a golden file as
/// ``scriptMarker``: its text is held by the generator's `--check` and its own tests, and that a page
/// embeds exactly it, once, by the escaping tests and the conformance checks. So a change to the
/// script does not rewrite every page's golden file, and a page's golden file still shows where the
/// script goes.
enum GoldenFile {
    /// What stands for the live script's text inside a page's `<script>` in a golden file.
    static let scriptMarker = "/* HTMLRenderer.script */"

    /// The output as its golden file holds it: the live script's text, as the end of a `<script>`
    /// element, written as ``scriptMarker``.
    static func comparable(_ output: String) -> String {
        output.replacingOccurrences(
            of: ">" + HTMLRenderer.script + "</script>",
            with: ">" + Self.scriptMarker + "</script>"
        )
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["ANSHIN_RECORD"] == "1"
    }

    static func assertMatches(
        _ actual: String,
        named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let actual = Self.comparable(actual)
        let url = self.folder.appendingPathComponent(name)
        if self.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "Golden/\(name) is missing; run the tests with ANSHIN_RECORD=1 to record it.",
                sourceLocation: sourceLocation
            )
            return
        }
        if let diff = self.diff(expected: golden, actual: actual) {
            Issue.record(
                "Golden/\(name) differs (ANSHIN_RECORD=1 re-records):\n\(diff)",
                sourceLocation: sourceLocation
            )
        }
    }

    /// The first difference between two texts as unified-diff-style lines, or `nil` when equal.
    static func diff(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(old.count, new.count) && old[first] == new[first] { first += 1 }
        var lastOld = old.count - 1
        var lastNew = new.count - 1
        while lastOld >= first && lastNew >= first && old[lastOld] == new[lastNew] {
            lastOld -= 1
            lastNew -= 1
        }
        var lines = ["@@ line \(first + 1) @@"]
        for index in max(0, first - 2)..<first { lines.append("  " + old[index]) }
        if first <= lastOld { for index in first...min(lastOld, first + 20) { lines.append("- " + old[index]) } }
        if first <= lastNew { for index in first...min(lastNew, first + 20) { lines.append("+ " + new[index]) } }
        return lines.joined(separator: "\n")
    }
}
