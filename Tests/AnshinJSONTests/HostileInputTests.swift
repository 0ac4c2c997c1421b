import Anshin
import AnshinJSON
import AnshinTestSupport
import Testing

/// A corpus of malformed and hostile documents: each gives a ``WireFormatError`` that names the path,
/// or the documented graceful fallback — never a crash, a hang or unbounded memory.
///
/// Systematic mutations of every fixture document (every member removed, every value replaced by
/// each other JSON type, every truncation) and tables of hostile cases with exact outcomes: unknown
/// names, numbers out of range, durations, nesting, size, duplicate members, invalid UTF-8 and byte
/// order marks. The limits are in `Sources/AnshinJSON/Schema/README.md`.
@Suite("Hostile wire-format input")
struct HostileInputTests {
    @Test("Every member removed, every value of every other type: a typed error naming a path, or by design")
    func mutations() throws {
        let replacements: [JSONTree] = [
            .null, .bool(true), .integer(7), .number(-0.5), .string("x"), .array([]), .object([]),
        ]
        var tally: [String: Int] = [:]
        for (name, document) in try HostileInput.documents() {
            let paths = Set(document.descendants.map { JSONTree.path($0.steps) })
            for (steps, original) in document.descendants {
                let path = JSONTree.path(steps)
                var mutations: [JSONTree?] = [nil]
                mutations += replacements.filter { $0.typeName != original.typeName }
                for replacement in mutations {
                    let mutated = try #require(document.replacing(steps[...], with: replacement)).serialized
                    let what = replacement.map { "\($0.typeName) at \(path)" } ?? "\(path) removed"
                    switch HostileInput.read(mutated) {
                    case .document:
                        // Absent or null takes the member's default; other types only where designed.
                        let allowed =
                            replacement == nil || replacement?.isNull == true
                            || HostileInput.acceptsByDesign(path: path, original: original, replacement: replacement!)
                        try #require(allowed, "\(name): \(what) was read: \(mutated)")
                        tally["read (default or by design)", default: 0] += 1
                    case .error(let error):
                        try #require(
                            [.typeMismatch, .missingMember, .invalidValue].contains(error.kind),
                            "\(name): \(what): \(error)"
                        )
                        // A removed member that is required is named exactly.
                        if error.kind == .missingMember && replacement == nil {
                            try #require(error.path == path, "\(name): \(what): \(error)")
                        }
                        // The path is the value's own, an enclosing one, one inside it, or — for a
                        // rule between members — another member of the document.
                        let named =
                            error.path == path || path.hasPrefix(error.path) || error.path.hasPrefix(path)
                            || paths.contains(error.path)
                        try #require(named, "\(name): \(what): \(error) names no path of the document")
                        try #require(!error.message.isEmpty)
                        tally["\(error.kind)", default: 0] += 1
                    }
                }
            }
        }
        let total = tally.values.reduce(0, +)
        Hardening.report(
            "hostile input, mutations: \(total) documents ("
                + tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
        )
    }

    @Test("Every truncation is a syntax error with its line and column")
    func truncations() throws {
        var count = 0
        for (index, item) in Fixtures.all.enumerated() {
            let compact = Array(item.model.rendered(using: .json).utf8)
            let pretty = Array(item.model.rendered(using: .json(formatting: .pretty)).utf8)
            for bytes in [compact, pretty] where Hardening.isEnabled || (bytes == compact && index % 2 == 0) {
                // Every length but the whole; the pretty form's final newline alone is no truncation.
                let whole = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
                let step = Hardening.isEnabled ? 1 : 13
                for length in stride(from: 0, to: whole, by: step) {
                    guard case .error(let error) = HostileInput.read(Array(bytes[..<length])) else {
                        Issue.record("\(item.name): \(length) of \(bytes.count) bytes read as a document")
                        return
                    }
                    try #require(error.kind == .syntax && error.line != nil && error.column != nil, "\(error)")
                    count += 1
                }
            }
        }
        Hardening.report("hostile input, truncations: \(count) truncated documents, each a syntax error")
    }
}
