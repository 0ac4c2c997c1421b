import Anshin
import Foundation
import Testing

@Suite("Platform names of traits and roles")
struct AccessibilityPlatformNamesTests {
    static var everyName: [AccessibilityPlatformNames] {
        AccessibilityTraits.named.flatMap { $0.trait.platformNames } + AccessibilityRole.allCases.map(\.platformNames)
    }

    @Test("Every trait and role has a name or a note on each platform, and cites an https documentation page")
    func everyEntryCitesItsSource() {
        #expect(Self.everyName.count == AccessibilityTraits.named.count + AccessibilityRole.allCases.count)
        for names in Self.everyName {
            for (platform, name) in [
                ("aria", names.aria), ("uiKit", names.uiKit), ("swiftUI", names.swiftUI), ("android", names.android),
            ] {
                #expect(name.documentation.hasPrefix("https://"), "\(names.wireName) on \(platform)")
                #expect(
                    name.name != nil || name.note != nil,
                    "\(names.wireName) on \(platform) says neither a name nor why not"
                )
                #expect(name.name.map { !$0.isEmpty } ?? true, "\(names.wireName) on \(platform)")
            }
        }
    }

    @Test("The wire names are the traits' and roles' own")
    func wireNames() {
        #expect(
            AccessibilityTraits.named.map { $0.trait.platformNames[0].wireName }
                == AccessibilityTraits.named.map(\.name)
        )
        #expect(AccessibilityRole.allCases.map(\.platformNames.wireName) == AccessibilityRole.allCases.map(\.rawValue))
        let set: AccessibilityTraits = [.modal, .button, .selected]
        #expect(set.platformNames.map(\.wireName) == ["button", "selected", "modal"])
        #expect(AccessibilityTraits().platformNames.isEmpty)
    }

    @Test("Names a reader relies on: SwiftUI's modifier for notEnabled, no Android link, ARIA's alertdialog")
    func knownNames() {
        let notEnabled = AccessibilityTraits.notEnabled.platformNames[0]
        #expect(notEnabled.aria.name == #"aria-disabled="true""#)
        #expect(notEnabled.uiKit.name == ".notEnabled")
        #expect(notEnabled.swiftUI.name == ".disabled(true)")
        #expect(
            notEnabled.swiftUI.documentation == "https://developer.apple.com/documentation/swiftui/view/disabled(_:)"
        )
        #expect(notEnabled.android.name == "setEnabled(false)")
        let link = AccessibilityTraits.link.platformNames[0]
        #expect(link.android.name == nil)
        #expect(link.android.note?.contains("URLSpan") == true)
        #expect(AccessibilityTraits.header.platformNames[0].swiftUI.name == ".isHeader")
        #expect(AccessibilityRole.alertDialog.platformNames.aria.name == #"role="alertdialog""#)
        #expect(AccessibilityRole.progressIndicator.platformNames.aria.name == #"role="progressbar""#)
        #expect(AccessibilityRole.status.platformNames.android.name == "ACCESSIBILITY_LIVE_REGION_POLITE")
    }

    @Test("The vectors README's table of wire names and ARIA roles is the code's")
    func readmeTable() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Vectors/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") && line.contains("role=") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[String(cells[0].dropFirst().dropLast())] = String(cells[1].dropFirst().dropLast())
        }
        #expect(rows.count == AccessibilityRole.allCases.count)
        for role in AccessibilityRole.allCases {
            #expect(rows[role.rawValue] == role.platformNames.aria.name, "\(role.rawValue)")
        }
    }
}
