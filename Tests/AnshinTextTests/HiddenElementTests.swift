import Anshin
import AnshinText
import Testing

/// An element hidden from assistive technologies (`AccessibilityDescriptor.isHidden`) is hidden from
/// them only: the plain style, what a user sees, draws it as any other, as HTML shows it; the spoken
/// style leaves it out, except a button in it, which can take focus and is reached.
@Suite("Text front end: an element hidden from assistive technologies")
struct HiddenElementTests {
    private static let undo = Presentation.Element(
        id: "undo",
        kind: .button(.init(role: .default, action: "draft.restore")),
        text: "Undo",
        accessibility: .button("Undo")
    )

    private static let hidden = AccessibilityDescriptor(isHidden: true)

    private static func host(_ children: [Presentation.Element]) -> Presentation {
        Presentation(type: "host", root: Presentation.Element(id: "root", kind: .container(), children: children))
    }

    @Test func aHiddenParagraphHoldingAButtonIsDrawnAndItsButtonIsSaid() {
        let paragraph = Presentation.Element(
            id: "text",
            kind: .paragraph,
            text: "Draft deleted.",
            accessibility: Self.hidden,
            children: [Self.undo]
        )
        let presentation = Self.host([paragraph])
        #expect(TextRenderer().render(presentation) == "Draft deleted. [ Undo ]")
        #expect(TextRenderer(style: .spoken).render(presentation) == "Undo, Button")
    }

    @Test func aHiddenContainerHoldingAButtonIsDrawnAndOnlyItsButtonIsSaid() {
        let container = Presentation.Element(
            id: "toolbar",
            kind: .container(),
            accessibility: AccessibilityDescriptor(label: "Toolbar", isHidden: true),
            children: [
                Presentation.Element(
                    id: "text",
                    kind: .paragraph,
                    text: "Draft deleted.",
                    accessibility: .text("Draft deleted.")
                ),
                Presentation.Element(id: "buttons", kind: .container(), children: [Self.undo]),
            ]
        )
        let presentation = Self.host([
            Presentation.Element(
                id: "title",
                kind: .heading(level: 2),
                text: "Trash",
                accessibility: .heading("Trash")
            ),
            container,
        ])
        #expect(
            TextRenderer().render(presentation) == """
                Trash
                ═════

                Draft deleted.

                                                                    [ Undo ]
                """
        )
        #expect(
            TextRenderer(style: .spoken).render(presentation) == """
                Trash, Heading level 2
                Undo, Button
                """
        )
    }

    /// Hidden text is drawn as a decorative icon always was; a hidden button is drawn and said, as
    /// HTML never hides one (it can take focus).
    @Test func hiddenTextAndAHiddenButtonAreDrawn() {
        var hiddenUndo = Self.undo
        hiddenUndo.accessibility.isHidden = true
        let presentation = Self.host([
            Presentation.Element(id: "title", kind: .heading(level: 3), text: "Trash", accessibility: Self.hidden),
            Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark)), accessibility: .decorative),
            Presentation.Element(id: "text", kind: .paragraph, text: "Draft deleted.", accessibility: Self.hidden),
            Presentation.Element(id: "count", kind: .label, text: "1 item", accessibility: Self.hidden),
            hiddenUndo,
        ])
        #expect(
            TextRenderer().render(presentation) == """
                Trash
                ─────

                ✓

                Draft deleted.
                1 item

                [ Undo ]
                """
        )
        #expect(TextRenderer(style: .spoken).render(presentation) == "Undo, Button")
    }

    /// In a message's line, hidden text joins the sentence as shown text does.
    @Test func hiddenTextInAStatusRegionJoinsTheSentence() {
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark)), accessibility: .decorative),
                Presentation.Element(id: "text", kind: .paragraph, text: "Saved.", accessibility: Self.hidden),
                Presentation.Element(
                    id: "more",
                    kind: .paragraph,
                    text: "Synced.",
                    children: [Presentation.Element(id: "note", kind: .label, text: "now", accessibility: Self.hidden)]
                ),
            ]
        )
        #expect(TextRenderer().render(Presentation(type: "host", root: status)) == "✓ Saved. Synced. now")
    }
}
