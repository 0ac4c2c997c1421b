import Anshin
import AnshinJSON
import Foundation
import Testing

/// Writes a document for every fixture, in every text mode and both formattings, into the folder
/// named by `ANSHIN_JSON_SAMPLES`, for `Tests/Conformance/check_json.py` to validate against the
/// schema. Skipped when the variable is not set; the output is never committed.
///
///     ANSHIN_JSON_SAMPLES=/tmp/anshin-json swift test --filter SampleDocumentWriter
///     .venv-checkers/bin/python Tests/Conformance/check_json.py \
///         Sources/AnshinJSON/Schema/anshin.schema.json /tmp/anshin-json
@Suite("Sample documents for the schema checker")
struct SampleDocumentWriter {
    static let folder = ProcessInfo.processInfo.environment["ANSHIN_JSON_SAMPLES"]

    @Test(.enabled(if: folder != nil))
    func writeSamples() throws {
        let folder = URL(fileURLWithPath: try #require(Self.folder), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modes: [(String, TextResolution)] = [
            ("keys", .keys), ("en", .resolved(using: Catalog.english)), ("ja", .resolved(using: Catalog.japanese)),
        ]
        let contexts: [(String, PresentationContext)] = [
            ("", .standard), ("-platform", PresentationContext(buttonArrangement: .cancelLeading, reduceMotion: true)),
        ]
        var documents: [(String, String)] = []
        for item in Fixtures.all {
            for (mode, text) in modes {
                for (suffix, context) in contexts {
                    let renderer = JSONRenderer(text: text, context: context)
                    documents.append(("\(item.name)\(suffix).\(mode).json", item.model.rendered(using: renderer)))
                }
                let compact = JSONRenderer(text: text, formatting: .compact)
                documents.append(("\(item.name).\(mode).compact.json", compact.render(item.model)))
                documents.append(
                    ("\(item.name).\(mode).presentation-only.json", compact.render(item.model.presentation))
                )
            }
        }
        let banner = Banner(text: "Your trial ends in 3 days.", action: "banner.dismiss")
        documents.append(("banner.keys.json", banner.rendered(using: .json)))
        documents.append(("banner.ja.json", banner.rendered(using: .json(text: .resolved(using: Catalog.japanese)))))
        documents.append(("gauge-nan.keys.json", Gauge(reading: .nan).rendered(using: .json)))
        for (name, json) in documents {
            try json.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }
}
