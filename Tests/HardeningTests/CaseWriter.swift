import Foundation

/// Writes hostile cases for the independent checker (`Tests/Conformance/check_hostile.py`): every
/// output's bytes into one file, `outputs.bin`, and one JSON line per case into `cases.jsonl` saying
/// where its outputs are and which string each placeholder stands for, as Unicode code points.
final class CaseWriter {
    private let outputs: FileHandle
    private let cases: FileHandle
    private var offset = 0

    init(directory: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let outputsPath = directory + "/outputs.bin"
        let casesPath = directory + "/cases.jsonl"
        for path in [outputsPath, casesPath] {
            _ = manager.createFile(atPath: path, contents: nil)
        }
        self.outputs = try FileHandle(forWritingTo: URL(fileURLWithPath: outputsPath))
        self.cases = try FileHandle(forWritingTo: URL(fileURLWithPath: casesPath))
    }

    deinit {
        try? self.outputs.close()
        try? self.cases.close()
    }

    /// Stores bytes and says where: `[offset, length]`.
    private func store(_ bytes: [UInt8]) throws -> String {
        try self.outputs.write(contentsOf: bytes)
        defer { self.offset += bytes.count }
        return "[\(self.offset),\(bytes.count)]"
    }

    /// Writes one case.
    func write(
        index: Int,
        kind: String,
        outputs: [(name: String, hostile: [UInt8], baseline: [UInt8])],
        strings: [String: (use: CaseFields.Use, value: String)]
    ) throws {
        var line = "{\"index\":\(index),\"kind\":\"\(kind)\",\"outputs\":{"
        for (position, output) in outputs.enumerated() {
            if position > 0 { line += "," }
            line += "\"\(output.name)\":[\(try self.store(output.hostile)),\(try self.store(output.baseline))]"
        }
        line += "},\"strings\":{"
        for (position, placeholder) in strings.keys.sorted().enumerated() {
            let (use, value) = strings[placeholder]!
            if position > 0 { line += "," }
            let codePoints = value.unicodeScalars.map { String($0.value) }.joined(separator: ",")
            line += "\"\(placeholder)\":{\"use\":\"\(use.rawValue)\",\"codePoints\":[\(codePoints)]}"
        }
        line += "}}\n"
        try self.cases.write(contentsOf: Array(line.utf8))
    }
}
