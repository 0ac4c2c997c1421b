import Anshin
import AnshinJSON
import Foundation
import Testing

@testable import AnshinTool

/// When `anshin` cannot write its output — standard output, or a file or folder it makes — it says
/// so in one line on standard error, in words, and exits 3, so a script never takes lost output for
/// success.
@Suite("anshin says when its output cannot be written")
struct OutputFailureTests {
    private var forbidden: String { ErrorScreen(.preset(.forbidden)).rendered(using: .json) }

    /// Every command that prints, with standard output on `/dev/full` (every write fails with
    /// ENOSPC), through the tool's own writer.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full"),
        arguments: [
            ["render", "screen.json", "--format", "text"],
            ["render", "screen.json", "--format", "spoken"],
            ["render", "screen.json", "--format", "json"],
            ["render", "screen.json", "--format", "html"],
            ["audit", "screen.json"],
            ["gallery", "--out", "out"],
            ["script"],
            ["stylesheet"],
            ["vectors", "--out", "vectors"],
            ["--help"],
        ]
    )
    func aFullStandardOutputIsExitCodeThree(arguments: [String]) throws {
        let harness = try ToolHarness()
        try harness.write(self.forbidden, to: "screen.json")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = harness.run(arguments, standardOutput: { try Tool.write($0 + "\n", to: full) })
        #expect(result.code == 3)
        #expect(result.errors == "anshin: cannot write to standard output: no space left on device\n")
    }

    /// The same writer on a file that takes the bytes: the output is written as it is, each call one
    /// line.
    @Test func theWriterWritesTheText() throws {
        let harness = try ToolHarness()
        try harness.write(self.forbidden, to: "screen.json")
        let url = harness.folder.appendingPathComponent("out.txt")
        try Data().write(to: url)
        let file = try FileHandle(forWritingTo: url)
        let result = harness.run(["audit", "screen.json"], standardOutput: { try Tool.write($0 + "\n", to: file) })
        try file.close()
        #expect(result.code == 0)
        #expect(try String(contentsOf: url, encoding: .utf8) == "screen.json: 0 errors, 0 warnings\n")
    }

    /// A file or folder the command writes that is in the way, or cannot be made, is named with the
    /// path the user gave and the reason in words.
    @Test func filesThatCannotBeWrittenAreNamedInWords() throws {
        let harness = try ToolHarness()
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("taken/index.html"),
            withIntermediateDirectories: true
        )
        try harness.write("", to: "plain")
        let cases: [(arguments: [String], message: String)] = [
            (["script", "--out", "taken"], "anshin: cannot write taken: it is a directory"),
            (
                ["script", "--out", "missing/anshin.js"],
                "anshin: cannot write missing/anshin.js: a folder on its path does not exist"
            ),
            (
                ["script", "--out", "plain/anshin.js"],
                "anshin: cannot write plain/anshin.js: a part of its path is not a directory"
            ),
            (["gallery", "--out", "plain"], "anshin: cannot write plain: it is not a directory"),
            (["vectors", "--out", "plain"], "anshin: cannot write plain: it is not a directory"),
        ]
        for (arguments, message) in cases {
            let result = harness.run(arguments)
            #expect(result.code == 3, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
            #expect(result.errors == message + "\n", "\(arguments)")
        }
        // The gallery prints each item as it writes its files: up to the index, which is in the way.
        let gallery = harness.run(["gallery", "--out", "taken"])
        #expect(gallery.code == 3)
        #expect(gallery.errors == "anshin: cannot write taken/index.html: it is a directory\n")
    }
}
