import Anshin
import AnshinText
import Testing

/// The children of a heading, a paragraph, a label or an icon are inline content, as HTML writes
/// them inside its `<p>`: the plain style draws them after its text, on its last line, in reading
/// order, each as it is drawn elsewhere; the spoken style says them after it.
@Suite("Text front end: the children of a text element")
struct InlineChildrenTests {
    private static let undo = Presentation.Element(
        id: "undo",
        kind: .button(.init(role: .default, action: "draft.restore")),
        text: "Undo",
        accessibility: .button("Undo")
    )

    /// A host's notice: a heading, then the paragraph "Draft deleted." holding an Undo button.
    private static func notice(_ text: UserText = "Draft deleted.") -> Presentation {
        Presentation(
            type: "notice",
            root: Presentation.Element(
                id: "notice",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 2),
                        text: "Trash",
                        accessibility: .heading("Trash")
                    ),
                    Presentation.Element(id: "text", kind: .paragraph, text: text, children: [Self.undo]),
                ]
            )
        )
    }

    @Test func aParagraphDrawsItsButtonAfterItsTextOnItsLine() {
        #expect(
            TextRenderer().render(Self.notice()) == """
                Trash
                ═════

                Draft deleted. [ Undo ]
                """
        )
        // Speech says it after the paragraph (HTML writes it inside the <p>: HostModelTests).
        #expect(
            TextRenderer(style: .spoken).render(Self.notice()) == """
                Trash, Heading level 2
                Draft deleted.
                Undo, Button
                """
        )
    }

    @Test func theButtonWrapsWithTheTextAndStaysWhole() {
        // "Draft deleted. [ Undo" would fit in 20 columns, "]" not: the button moves down whole.
        #expect(
            TextRenderer(width: 20).render(Self.notice("Draft deleted. Tap")) == """
                Trash
                ═════

                Draft deleted. Tap
                [ Undo ]
                """
        )
        // Line breaks in the text are kept: the button follows its last line.
        #expect(
            TextRenderer().render(Self.notice("Draft deleted.\nIt is in the trash.")) == """
                Trash
                ═════

                Draft deleted.
                It is in the trash. [ Undo ]
                """
        )
    }

    @Test func childrenAreDrawnInReadingOrderAsTheyAreDrawnElsewhere() {
        var later = Self.undo
        later.id = "later"
        later.text = "Later"
        later.accessibility = .button("Later")
        later.accessibility.sortPriority = -1
        let paragraph = Presentation.Element(
            id: "text",
            kind: .paragraph,
            text: "Saved.",
            children: [
                later,
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark))),
                Presentation.Element(
                    id: "count",
                    kind: .label,
                    text: "3 items",
                    children: [Presentation.Element(id: "new", kind: .label, text: "new")]
                ),
                Self.undo,
                Presentation.Element(id: "bar", kind: .progress(.init(fraction: 0.5, isSimulated: false))),
            ]
        )
        #expect(
            TextRenderer(width: 100).render(Presentation(type: "host", root: paragraph))
                == "Saved. ✓ 3 items new [ Undo ] [███████████████░░░░░░░░░░░░░░░] 50% [ Later ]"
        )
    }

    @Test func aHeadingsChildrenAreBoldAndUnderlinedWithIt() {
        let heading = Presentation.Element(
            id: "title",
            kind: .heading(level: 3),
            text: "Trash",
            children: [Presentation.Element(id: "count", kind: .label, text: "(2)")]
        )
        #expect(
            TextRenderer().render(Presentation(type: "host", root: heading)) == """
                Trash (2)
                ─────────
                """
        )
        #expect(
            TextRenderer(colors: .always).render(Presentation(type: "host", root: heading)) == """
                \u{1B}[1mTrash (2)\u{1B}[0m
                ─────────
                """
        )
    }

    @Test func aLabelsAndAnIconsChildrenFollowThem() {
        let label = Presentation.Element(id: "label", kind: .label, text: "Version", children: [Self.undo])
        #expect(TextRenderer().render(Presentation(type: "host", root: label)) == "Version [ Undo ]")
        let icon = Presentation.Element(
            id: "icon",
            kind: .icon(.decorative(.exclamation)),
            children: [Presentation.Element(id: "badge", kind: .label, text: "3")]
        )
        #expect(TextRenderer().render(Presentation(type: "host", root: icon)) == "! 3")
    }

    /// In a message's line, a paragraph's children join the sentence after its text.
    @Test func aParagraphsButtonInAStatusRegionJoinsTheSentence() {
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark))),
                Presentation.Element(id: "text", kind: .paragraph, text: "Draft deleted.", children: [Self.undo]),
            ]
        )
        #expect(TextRenderer().render(Presentation(type: "host", root: status)) == "✓ Draft deleted. [ Undo ]")
    }
}
