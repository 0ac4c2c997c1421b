import Foundation
import Testing

/// The README's Swift samples are the code the tests compile and run: every ```` ```swift ```` block
/// of `README.md` is, line for line, a region between `// README: SECTION` and `// README end` in one
/// of ``sampleFiles`` (its `import` lines at the top of that file), and every region is a README
/// sample. Paths the README names exist. So a README sample edited without its test, or the test
/// without the README, fails `swift test`.
@Suite("README samples are the tests' code")
struct ReadmeDriftTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The file that holds the README's samples: the root package's tests.
    static let sampleFiles = [
        "Tests/FrontEndTests/ReadmeSampleTests.swift"
    ]

    /// A Swift sample: the README section it is in, its lines, and its `import` lines apart.
    struct Sample: Equatable {
        var section: String
        var imports: [String]
        var lines: [String]
    }

    /// The README's Swift samples, keyed by section; a section's second sample is `SECTION (2)`.
    static func readmeSamples(_ readme: String) -> [Sample] {
        var samples: [Sample] = []
        var section = ""
        var current: [String]?
        for line in readme.components(separatedBy: "\n") {
            if var lines = current {
                if line.hasPrefix("```") {
                    let imports = lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }.filter { !$0.isEmpty }
                    lines.removeFirst(lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }.count)
                    let count = samples.count { $0.section == section || $0.section.hasPrefix(section + " (") }
                    samples.append(
                        Sample(
                            section: count == 0 ? section : "\(section) (\(count + 1))",
                            imports: imports,
                            lines: lines
                        )
                    )
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
            } else if line == "```swift" {
                current = []
            }
        }
        return samples
    }

    /// The regions of a sample file, indentation removed, with the file's `import` lines.
    static func regions(_ source: String) -> [Sample] {
        let lines = source.components(separatedBy: "\n")
        let imports = lines.filter { $0.hasPrefix("import ") }
        var regions: [Sample] = []
        var open: (section: String, indent: Int, lines: [String])?
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if var region = open {
                if trimmed == "// README end" {
                    regions.append(Sample(section: region.section, imports: imports, lines: region.lines))
                    open = nil
                } else {
                    region.lines.append(trimmed.isEmpty ? "" : String(line.dropFirst(min(indent, region.indent))))
                    open = region
                }
            } else if trimmed.hasPrefix("// README: ") {
                open = (String(trimmed.dropFirst("// README: ".count)), indent, [])
            }
        }
        return regions
    }

    /// What differs between the README's samples and the regions: one sentence per difference, empty
    /// when they agree.
    static func differences(readme: [Sample], regions: [(file: String, sample: Sample)]) -> [String] {
        var problems: [String] = []
        for sample in readme {
            let matching = regions.filter { $0.sample.section == sample.section }
            guard matching.count == 1, let (file, region) = matching.first else {
                problems.append(
                    "README sample in \"\(sample.section)\" has \(matching.count) regions "
                        + "(// README: \(sample.section)) in the sample files; it needs one"
                )
                continue
            }
            for line in sample.imports where !region.imports.contains(line) {
                problems.append("\(file) lacks the README's \"\(line)\" (\"\(sample.section)\")")
            }
            if region.lines != sample.lines {
                let index =
                    zip(sample.lines, region.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(sample.lines.count, region.lines.count)
                let readmeLine = index < sample.lines.count ? sample.lines[index] : "(nothing)"
                let fileLine = index < region.lines.count ? region.lines[index] : "(nothing)"
                problems.append(
                    "\"\(sample.section)\" differs at its line \(index + 1): README has \"\(readmeLine)\", "
                        + "\(file) has \"\(fileLine)\""
                )
            }
        }
        for (file, region) in regions where !readme.contains(where: { $0.section == region.section }) {
            problems.append("\(file) has a region \"\(region.section)\" that is no README Swift sample")
        }
        return problems
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everySwiftSampleIsCompiledVerbatim() throws {
        let readme = Self.readmeSamples(try Self.read("README.md"))
        #expect(readme.count == 7)
        let regions = try Self.sampleFiles.flatMap { file in try Self.regions(Self.read(file)).map { (file, $0) } }
        let problems = Self.differences(readme: readme, regions: regions)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func anEditOnEitherSideIsFound() throws {
        let text = try Self.read("README.md")
        let regions = try Self.sampleFiles.flatMap { file in try Self.regions(Self.read(file)).map { (file, $0) } }
        // A README sample edited alone.
        let edited = text.replacingOccurrences(of: "advance(to: .seconds(9))", with: "advance(to: .seconds(10))")
        #expect(edited != text)
        #expect(
            Self.differences(readme: Self.readmeSamples(edited), regions: regions) == [
                "\"Status messages that clear themselves\" differs at its line 6: README has "
                    + "\"let expired = board.advance(to: .seconds(10))  // the second message clears at its own "
                    + "deadline\", Tests/FrontEndTests/ReadmeSampleTests.swift has \"let expired = "
                    + "board.advance(to: .seconds(9))  // the second message clears at its own deadline\""
            ]
        )
        // A sample added to the README without a test.
        let added = text + "\n## Extra\n\n```swift\nlet extra = 1\n```\n"
        #expect(
            Self.differences(readme: Self.readmeSamples(added), regions: regions) == [
                "README sample in \"Extra\" has 0 regions (// README: Extra) in the sample files; it needs one"
            ]
        )
        // A sample removed from the README, its test left behind; an import the test file lacks.
        let removed = text.replacingOccurrences(of: "```swift\nimport AnshinHTML", with: "```sh\nimport AnshinHTML")
        #expect(
            Self.differences(readme: Self.readmeSamples(removed), regions: regions) == [
                "Tests/FrontEndTests/ReadmeSampleTests.swift has a region \"Front ends\" that is no README Swift sample"
            ]
        )
        let imported = text.replacingOccurrences(
            of: "```swift\nimport Anshin\n",
            with: "```swift\nimport Anshin\nimport Cocoa\n"
        )
        #expect(
            Self.differences(readme: Self.readmeSamples(imported), regions: regions) == [
                "Tests/FrontEndTests/ReadmeSampleTests.swift lacks the README's \"import Cocoa\" "
                    + "(\"Status messages that clear themselves\")"
            ]
        )
    }

    @Test func pathsTheReadmeNamesExist() throws {
        let readme = try Self.read("README.md")
        let pattern = /(?:Sources|Tests|Examples|Benchmarks)\/[A-Za-z0-9_.\/-]*[A-Za-z0-9_]|\]\(([A-Z][A-Za-z.]+)\)/
        var paths: Set<String> = []
        for match in readme.matches(of: pattern) {
            paths.insert(match.output.1.map(String.init) ?? String(match.output.0))
        }
        #expect(paths.count >= 10)
        for path in paths.sorted() {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                "the README names \(path), which does not exist"
            )
        }
    }
}
