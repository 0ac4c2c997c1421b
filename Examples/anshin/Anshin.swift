import Anshin

/// The main job: builds every preset, alert, message, message sequence and progress run, and prints
/// them readably in English or Japanese.
///
///     swift run anshin [--locale en|ja]
@main
struct AnshinExample {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var languageCode = "en"
        if let index = arguments.firstIndex(of: "--locale"), index + 1 < arguments.count {
            languageCode = arguments[index + 1]
        }
        guard let catalog = Catalog.builtIn(for: languageCode) else {
            print("anshin: unsupported locale \"\(languageCode)\"; use en or ja")
            return
        }
        print(try self.report(localizer: catalog))
    }

    static func report(localizer: Catalog) throws -> String {
        let printer = OutlinePrinter(localizer: localizer)
        var sections: [String] = []
        var lastSection = ""
        for item in Gallery.items {
            var block = ""
            if item.section != lastSection {
                block += "=== \(item.section) ===\n\n"
                lastSection = item.section
            }
            block += "— \(item.name)\n" + printer.outline(item.model.presentation(in: item.context))
            let findings = AccessibilityAudit.run(on: item.model, context: item.context, localizer: localizer)
            block +=
                findings.isEmpty
                ? "\n  ✓ accessibility audit: no findings" : "\n" + findings.map { "  ✗ \($0)" }.joined(separator: "\n")
            sections.append(block)
        }
        sections.append(
            "=== Message sequences ===\n\n" + (try Scenarios.seedScenario(printer: printer)).joined(separator: "\n")
        )
        sections.append((try Scenarios.queueScenario(printer: printer)).joined(separator: "\n"))
        sections.append(
            "=== Trickle progress ===\n\n" + Scenarios.trickleRun(seed: 42, printer: printer).joined(separator: "\n")
        )
        return sections.joined(separator: "\n\n")
    }
}
