import Foundation

@testable import AnshinTool

/// Runs the `anshin` tool in a fresh folder, with files written there first, and captures what it
/// prints: each call of its output or error sink is one line.
struct ToolHarness {
    /// The folder the tool runs in.
    let folder: URL

    init() throws {
        self.folder = FileManager.default.temporaryDirectory.appendingPathComponent("anshin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
    }

    /// Writes a file into the folder.
    func write(_ contents: String, to name: String) throws {
        try Data(contents.utf8).write(to: self.folder.appendingPathComponent(name))
    }

    /// Runs the tool with arguments; returns its exit code and what it printed on each stream.
    /// - Parameters:
    ///   - arguments: The command line, without the tool's name.
    ///   - standardOutput: Where the tool writes its output instead of the captured string, if given
    ///     (the returned output is then empty).
    func run(
        _ arguments: [String],
        standardOutput: ((String) throws -> Void)? = nil
    ) -> (code: Int32, output: String, errors: String) {
        final class Capture: @unchecked Sendable {
            var output = ""
            var errors = ""
        }
        let capture = Capture()
        var tool = Tool()
        tool.currentDirectory = self.folder.path
        tool.standardOutput = standardOutput ?? { capture.output += $0 + "\n" }
        tool.standardError = { capture.errors += $0 + "\n" }
        return (tool.run(arguments), capture.output, capture.errors)
    }
}
