import Foundation
import Testing

@testable import AnshinTool

/// The committed vectors under `Tests/Vectors` are the package's outputs: generating them again
/// must give the same bytes. A difference names the file, the case id and the first differing line.
@Suite("Conformance vectors agree with the code")
struct VectorsDriftTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Vectors")

    /// The generated files, made once for the suite (generating them runs every case).
    static let generated = Result { try VectorsCommand.files() }

    @Test("Every generated file equals the committed one (swift run anshin vectors --out Tests/Vectors rewrites them)")
    func generatedFilesAreCommitted() throws {
        let files = try Self.generated.get()
        #expect(files.count == 15)
        for file in files {
            let url = Self.folder.appendingPathComponent(file.name)
            guard let committed = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("Tests/Vectors/\(file.name) is missing: run swift run anshin vectors --out Tests/Vectors")
                continue
            }
            if let difference = Self.difference(committed: committed, generated: file.contents) {
                let message =
                    "Tests/Vectors/\(file.name) disagrees with the code (swift run anshin vectors --out Tests/Vectors "
                    + "rewrites it; a change needs a CHANGELOG line):\n\(difference)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test("Every vectors file has a schema beside it, and every case an id and a description")
    func schemasAndIds() throws {
        for file in try Self.generated.get()
        where file.name.hasSuffix(".json") && !file.name.hasSuffix(".tokens.json") {
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any]
            )
            let schema = try #require(document["$schema"] as? String)
            #expect(
                FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(schema).path),
                "\(file.name) names \(schema), which does not exist"
            )
            let cases = try #require(document["cases"] as? [[String: Any]])
            #expect(!cases.isEmpty)
            var ids = Set<String>()
            for item in cases {
                let id = try #require(item["id"] as? String)
                #expect(ids.insert(id).inserted, "\(file.name): \(id) twice")
                #expect((item["description"] as? String)?.isEmpty == false, "\(file.name): \(id) has no description")
            }
        }
    }

    @Test("The README's table of files gives each file's number of cases")
    func readmeCaseCounts() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        var counts: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") && line.contains(".json` |") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            counts[String(cells[0].dropFirst().dropLast())] = cells.last
        }
        for file in try Self.generated.get()
        where file.name.hasSuffix(".json") && !file.name.hasSuffix(".schema.json")
            && !file.name.hasSuffix(".tokens.json")
        {
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any]
            )
            let cases = try #require(document["cases"] as? [Any])
            #expect(counts[file.name] == String(cases.count), "Tests/Vectors/README.md's row for \(file.name)")
        }
    }

    @Test("anshin vectors writes every file into the folder given, and rejects a stray argument")
    func command() throws {
        let harness = try ToolHarness()
        let run = harness.run(["vectors", "--out", "out"])
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output == "anshin: wrote 15 files to out\n")
        for file in try Self.generated.get() {
            let written = try String(
                contentsOf: harness.folder.appendingPathComponent("out").appendingPathComponent(file.name),
                encoding: .utf8
            )
            #expect(written == file.contents, "\(file.name)")
        }
        let stray = harness.run(["vectors", "extra.json"])
        #expect(stray.code == 2)
        #expect(stray.errors == "anshin: vectors takes no file, only --out DIR; run \"anshin --help\" for usage\n")
    }

    @Test("A difference names the case and the first differing line")
    func differenceNamesTheCase() {
        let committed =
            "{\n  \"cases\": [\n    {\n      \"id\": \"a\",\n      \"x\": 1\n    },\n    {\n      \"id\": \"b\",\n      \"x\": 2\n    }\n  ]\n}\n"
        let generated = committed.replacingOccurrences(of: "\"x\": 2", with: "\"x\": 3")
        #expect(
            Self.difference(committed: committed, generated: generated)
                == "case b, line 9:\n  committed: \"x\": 2\n  generated: \"x\": 3"
        )
        #expect(Self.difference(committed: committed, generated: committed) == nil)
    }

    /// The first line that differs, with the id of the case it belongs to (the last `"id"` member
    /// above it), or `nil` when the texts are equal.
    static func difference(committed: String, generated: String) -> String? {
        guard committed != generated else { return nil }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < old.count, index < new.count, old[index] == new[index] { index += 1 }
        var caseID = "(before the first case)"
        for line in new[..<min(index + 1, new.count)].reversed() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("\"id\": \"") {
                caseID = String(trimmed.dropFirst(7).prefix { $0 != "\"" })
                break
            }
        }
        let committedLine = index < old.count ? String(old[index].drop { $0 == " " }) : "(end of file)"
        let generatedLine = index < new.count ? String(new[index].drop { $0 == " " }) : "(end of file)"
        return
            "case \(caseID), line \(index + 1):\n  committed: \(committedLine.prefix(400))\n  generated: \(generatedLine.prefix(400))"
    }
}
