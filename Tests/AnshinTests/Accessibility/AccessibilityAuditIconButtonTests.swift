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

    /// A hidden icon is not reached by assistive technologies, so its label names nothing: the button
    /// is reported as an image-only button without a label.
    @Test func hiddenIconLeavesTheButtonUnnamed() {
        let presentation = Presentation(
            type: "toolbar",
            root: .init(
                id: "close",
                kind: .button(.init(role: .cancel, action: "close")),
                accessibility: AccessibilityDescriptor(traits: .button),
                children: [.init(id: "glyph", kind: .icon(Icon(.xmark, label: "Close")), accessibility: .decorative)]
            )
        )
        #expect(AccessibilityAudit.run(on: presentation).map(\.rule) == [.imageOnlyButtonWithoutLabel])
    }

    /// The label that names an icon-only button: the first reached image's descriptor label, or else
    /// its icon's label; hidden images and blank names are passed over.
    @Test func imageLabelIsTheFirstReachedImagesName() {
        func button(_ children: [Presentation.Element]) -> Presentation.Element {
            .init(id: "b", kind: .button(.init(role: .cancel, action: "close")), children: children)
        }
        let hidden = Presentation.Element(
            id: "h",
            kind: .icon(Icon(.xmark, label: "Hidden")),
            accessibility: .decorative
        )
        let blank = Presentation.Element(id: "blank", kind: .icon(Icon(.xmark, label: " ")))
        let iconLabelled = Presentation.Element(id: "i", kind: .icon(Icon(.xmark, label: "Close")))
        let described = Presentation.Element(
            id: "d",
            kind: .icon(Icon(.xmark, label: "Close")),
            accessibility: .image("Dismiss")
        )
        #expect(button([hidden, blank, iconLabelled]).imageLabel == "Close")
        #expect(button([described, iconLabelled]).imageLabel == "Dismiss")
        #expect(button([hidden, blank]).imageLabel == nil)
        #expect(button([.init(id: "t", kind: .label, text: "Close")]).imageLabel == nil)
    }
}
