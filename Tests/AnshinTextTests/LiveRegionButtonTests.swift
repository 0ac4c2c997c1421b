import Anshin
import AnshinText
import Testing

/// A button inside a message's line is one unit of the sentence: `[ Title ]` is never split across
/// lines while it fits on one, and a title wider than the line still shows every word.
@Suite("Text front end: a button inside a message's line")
struct LiveRegionButtonTests {
    /// A message whose sentence is `count` x's, with an Undo action.
    private static func message(xs count: Int) -> StatusMessage {
        StatusMessage(UserText(verbatim: String(repeating: "x", count: count)), kind: .success, action: .undo("u"))
    }

    @Test func theButtonMovesToTheNextLineWholeWhenItsClosingBracketWouldNotFit() {
        // "Success: " and 41 x's take 50 of the 58 columns beside the mark: "[ Undo" would fit, "]" not.
        let xs = String(repeating: "x", count: 41)
        #expect(
            TextRenderer().render(Self.message(xs: 41)) == """
                ✓ Success: \(xs)
                  [ Undo ]
                """
        )
    }

    @Test func theButtonMovesToTheNextLineWholeWhenOnlyItsOpeningBracketWouldFit() {
        // 54 columns: " [" would fit, " Undo" not.
        let xs = String(repeating: "x", count: 45)
        #expect(
            TextRenderer().render(Self.message(xs: 45)) == """
                ✓ Success: \(xs)
                  [ Undo ]
                """
        )
        #expect(
            TextRenderer(localizer: Catalog.japanese).render(Self.message(xs: 45)) == """
                ✓ 成功：\(xs)
                  [ 取り消す ]
                """
        )
    }

    @Test func theButtonStaysOnTheLineWhenItFits() {
        let xs = String(repeating: "x", count: 40)
        #expect(TextRenderer().render(Self.message(xs: 40)) == "✓ Success: \(xs) [ Undo ]")
    }

    /// A status container of the host's own, with a Close button between its text and a label.
    @Test func aCustomStatusRegionKeepsItsCloseButtonWhole() {
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark))),
                Presentation.Element(id: "text", kind: .paragraph, text: "Saved the draft."),
                Presentation.Element(id: "close", kind: .button(.init(role: .cancel, action: "close")), text: "Close"),
                Presentation.Element(id: "count", kind: .label, text: "2"),
            ]
        )
        // "Saved the draft. [" fills the 18 columns beside the mark exactly.
        #expect(
            TextRenderer(width: 20).render(Presentation(type: "host", root: status)) == """
                ✓ Saved the draft.
                  [ Close ] (2)
                """
        )
        #expect(
            TextRenderer(width: 40).render(Presentation(type: "host", root: status))
                == "✓ Saved the draft. [ Close ] (2)"
        )
    }

    /// A container that acts as a button, inside a status region, holding a row of buttons: its
    /// content is laid out at the line's width (found by fuzzing: laid out at an unlimited width, the
    /// row was padded to it, an allocation of 2⁶¹ bytes).
    @Test func aContainerButtonInAStatusRegionIsLaidOutAtTheLineWidth() {
        let row = Presentation.Element(
            id: "row",
            kind: .container(),
            accessibility: AccessibilityDescriptor(label: "Options", traits: .button),
            children: [
                Presentation.Element(
                    id: "buttons",
                    kind: .container(),
                    accessibility: AccessibilityDescriptor(role: .group),
                    children: [
                        Presentation.Element(id: "a", kind: .button(.init(role: .default, action: "a")), text: "A"),
                        Presentation.Element(id: "b", kind: .button(.init(role: .default, action: "b")), text: "B"),
                    ]
                )
            ]
        )
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [Presentation.Element(id: "text", kind: .paragraph, text: "Saved."), row]
        )
        let text = TextRenderer(width: 30).render(Presentation(type: "host", root: status))
        #expect(text == "Saved. [ [ A ]  [ B ] ]")
    }

    /// A button wider than the line cannot stay on one line: it starts a line of its own and wraps at
    /// the spaces of its title, like the rest of the sentence, and what follows goes on after it.
    @Test func aButtonWiderThanTheLineStartsALineAndWrapsAtItsSpaces() throws {
        let message = StatusMessage(
            "Deleted 3 photos",
            kind: .success,
            action: StatusMessage.Action(title: "Restore every deleted photo", action: "restore")
        )
        #expect(
            TextRenderer(width: 20).render(message) == """
                ✓ Success: Deleted 3
                  photos
                  [ Restore every
                  deleted photo ]
                """
        )
        var board = StatusBoard()
        board.post(message, at: .zero)
        board.post(message, at: .seconds(1))
        let entry = try #require(board.current)
        #expect(
            TextRenderer(width: 20).render(entry) == """
                ✓ Success: Deleted 3
                  photos (2 times)
                  [ Restore every
                  deleted photo ]
                """
        )
        // A word of the title longer than a line breaks between characters; nothing is lost.
        let long = StatusMessage(
            "Deleted",
            kind: .success,
            action: StatusMessage.Action(title: "Supercalifragilisticexpialidocious", action: "restore")
        )
        #expect(
            TextRenderer(width: 20).render(long) == """
                ✓ Success: Deleted
                  [
                  Supercalifragilist
                  icexpialidocious ]
                """
        )
    }

    /// A button wider than the line that breaks at its last space keeps its closing bracket with
    /// the last word of its title: a bracket never stands alone on a line.
    @Test func aBrokenButtonsClosingBracketStaysWithItsLastWord() {
        let message = StatusMessage(
            "Moved",
            kind: .success,
            action: StatusMessage.Action(title: "元に戻す 今すぐ", action: "undo")
        )
        #expect(
            TextRenderer(width: 20).render(message) == """
                ✓ Success: Moved
                  [ 元に戻す
                  今すぐ ]
                """
        )
    }

    /// At every width, a button that fits beside the mark is on one line, and the lines hold the
    /// sentence's words in order.
    @Test func atEveryWidthTheButtonIsOnOneLine() {
        let message = StatusMessage(
            "Moved 12 messages to the archive folder",
            kind: .success,
            action: .undo("u")
        )
        let sentence = "Success: Moved 12 messages to the archive folder [ Undo ]"
        for width in 20...70 {
            let text = TextRenderer(width: width).render(message)
            let lines = text.split(separator: "\n").map { $0.dropFirst(2) }
            #expect(lines.contains { $0.hasSuffix("[ Undo ]") }, "at \(width):\n\(text)")
            #expect(lines.allSatisfy { $0.count <= width - 2 }, "at \(width):\n\(text)")
            #expect(lines.joined(separator: " ") == sentence, "at \(width):\n\(text)")
        }
    }
}
