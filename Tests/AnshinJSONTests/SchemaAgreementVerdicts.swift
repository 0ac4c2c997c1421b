import Anshin
import AnshinJSON
import Foundation
import Testing

/// The reader's verdict on each document of a file, one JSON document a line, for
/// `Tests/Conformance/check_schema_agreement.py`, which generates schema-valid documents and
/// schema-invalid mutants and requires the reader to accept exactly the valid ones. One process reads
/// them all.
///
///     ANSHIN_SCHEMA_DOCUMENTS=/tmp/documents.jsonl ANSHIN_SCHEMA_VERDICTS=/tmp/verdicts.jsonl \
///         swift test --filter SchemaAgreementVerdicts
///
/// Each verdict is a line of JSON: `{"accepted":true}`, or the error's `kind`, `path` and `message`.
@Suite("Verdicts of the reader for the schema agreement check")
struct SchemaAgreementVerdicts {
    static let environment = ProcessInfo.processInfo.environment

    /// What the reader says of one document.
    struct Verdict: Codable, Equatable {
        var accepted: Bool
        var kind: String?
        var path: String?
        var message: String?
    }

    static func verdict(_ line: ArraySlice<UInt8>) -> Verdict {
        do {
            _ = try WireDocument.decode(Array(line))
            return Verdict(accepted: true)
        } catch {
            return Verdict(accepted: false, kind: error.kind.rawValue, path: error.path, message: error.message)
        }
    }

    @Test(.enabled(if: environment["ANSHIN_SCHEMA_DOCUMENTS"] != nil))
    func writeVerdicts() throws {
        let input = try #require(Self.environment["ANSHIN_SCHEMA_DOCUMENTS"])
        let output = try #require(Self.environment["ANSHIN_SCHEMA_VERDICTS"])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var verdicts = Data()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            verdicts.append(try encoder.encode(Self.verdict(line)))
            verdicts.append(UInt8(ascii: "\n"))
        }
        try verdicts.write(to: URL(fileURLWithPath: output))
    }

    @Test func verdictsNameWhatIsWrong() {
        let valid =
            #"{"version":1,"type":"statusMessage","model":{"text":"Saved","kind":"success","duration":604800000}}"#
        #expect(Self.verdict(Array(valid.utf8)[...]) == Verdict(accepted: true))
        let longer = valid.replacingOccurrences(of: "604800000", with: "604800001")
        #expect(
            Self.verdict(Array(longer.utf8)[...])
                == Verdict(
                    accepted: false,
                    kind: "invalidValue",
                    path: "model.duration",
                    message: "Invalid duration (604800.001 seconds): a timed display duration must be at most 7 days; "
                        + "use .sticky for a message that stays."
                )
        )
    }
}
