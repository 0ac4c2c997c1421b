import Anshin
import Testing

private let deleteDraft = Alert.suggestion(
    Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
    try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
)

@Suite("Alert presentation and accessibility")
struct AlertPresentationTests {
    @Test func rootIsAModalAlertDialogLabelledByTitleAndDescribedByMessage() {
        let presentation = deleteDraft.presentation
        #expect(presentation.type == "alert")
        #expect(presentation.transition == nil)
        let root = presentation.root
        #expect(root.id == "alert")
        #expect(root.kind == .container(labelledBy: "title", describedBy: "message"))
        #expect(root.accessibility.role == .alertDialog)
        #expect(root.accessibility.traits == .modal)
        #expect(root.accessibility.label == "Delete this draft?")
        #expect(root.accessibility.hint == "You can't undo this.")
        #expect(root.children.map(\.id) == ["title", "message", "buttons"])
    }

    @Test func titleIsALevelTwoHeadingAndMessageAParagraph() throws {
        let presentation = deleteDraft.presentation
        let title = try #require(presentation.element(withID: "title"))
        #expect(title.kind == .heading(level: 2))
        #expect(title.text == "Delete this draft?")
        #expect(title.accessibility.headingLevel == 2)
        #expect(title.accessibility.traits == .header)
        #expect(title.accessibility.label == "Delete this draft?")
        let message = try #require(presentation.element(withID: "message"))
        #expect(message.kind == .paragraph)
        #expect(message.text == "You can't undo this.")
        #expect(message.accessibility == .text("You can't undo this."))
    }

    @Test func buttonsAreAGroupOfAccessibleButtons() throws {
        let group = try #require(deleteDraft.presentation.element(withID: "buttons"))
        #expect(group.kind == .container())
        #expect(group.accessibility.role == .group)
        #expect(group.children.map(\.id) == ["button-1", "button-2"])
        #expect(group.children.map(\.accessibility) == [.button("Delete"), .button(.localized(.cancel))])
        #expect(
            group.children.map(\.kind) == [
                .button(.init(role: .destructive, action: "draft.delete", isInitialFocus: false)),
                .button(.init(role: .cancel, action: .cancel, isInitialFocus: true)),
            ]
        )
    }

    @Test func withoutMessageNothingDescribesTheAlert() {
        let presentation = Alert.confirmation(Alert.Content(title: "Saved")).presentation
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: nil))
        #expect(presentation.root.accessibility.hint == nil)
        #expect(presentation.element(withID: "message") == nil)
        #expect(presentation.root.children.map(\.id) == ["title", "buttons"])
    }

    @Test(arguments: ["", "  ", "\n\t"])
    func blankVerbatimMessageIsNotPresented(_ blank: String) {
        let alert = Alert.confirmation(Alert.Content(title: "Saved", message: UserText(verbatim: blank)))
        let presentation = alert.presentation
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: nil))
        #expect(presentation.root.accessibility.hint == nil)
        #expect(presentation.element(withID: "message") == nil)
        #expect(presentation.root.children.map(\.id) == ["title", "buttons"])
    }

    @Test func localizedMessageIsPresented() {
        let alert = Alert.confirmation(
            Alert.Content(title: .localized(.networkTitle), message: .localized(.networkMessage))
        )
        let presentation = alert.presentation
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: "message"))
        #expect(
            presentation.element(withID: "message")?.text?.resolved(using: Catalog.japanese)
                == "通信環境の良いところで、再度お試しください。"
        )
        #expect(presentation.element(withID: "title")?.text?.resolved(using: Catalog.english) == "Couldn't connect")
    }
}
