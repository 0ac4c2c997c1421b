import Anshin
import Testing

@Suite("Audit: a button named by its icon's label")
struct AccessibilityAuditIconButtonTests {
    private func closeButton(icon: Icon) -> Presentation {
        Presentation(
            type: "toolbar",
            root: .init(
                id: "close",
                kind: .button(.init(role: .cancel, action: "close")),
                accessibility: AccessibilityDescriptor(traits: .button),
                children: [.init(id: "glyph", kind: .icon(icon), accessibility: icon.accessibility)]
            )
        )
    }

    @Test func labelledIconNamesTheButton() {
        #expect(AccessibilityAudit.run(on: self.closeButton(icon: Icon(.xmark, label: "Close"))).isEmpty)
    }

    @Test func decorativeIconLeavesTheButtonUnnamed() {
        let findings = AccessibilityAudit.run(on: self.closeButton(icon: .decorative(.xmark)))
        #expect(findings.map(\.rule) == [.imageOnlyButtonWithoutLabel])
        #expect(findings.map(\.path) == ["close"])
    }
}
