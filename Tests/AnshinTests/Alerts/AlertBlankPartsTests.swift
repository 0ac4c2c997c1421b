import Anshin
import Testing

@Suite("Alerts never present blank parts")
struct AlertBlankPartsTests {
    @Test(arguments: ["", "  ", "\n"])
    func blankTitleHasNoHeadingAndLabelsNothing(title: String) {
        let alert = Alert.confirmation(
            Alert.Content(title: UserText(verbatim: title), message: "The server didn't respond.")
        )
        let root = alert.presentation.root
        #expect(root.kind == .container(labelledBy: nil, describedBy: "message"))
        #expect(root.accessibility.label == nil)
        #expect(root.children.map(\.id) == ["message", "buttons"])
    }

    /// A recovery whose name is blank drew a button with no title, which nobody could tell apart; it
    /// is now left out, and the alert shows its cancel button alone (found by the dialog property test).
    @Test(arguments: ["", "  ", "\u{3000}"])
    func blankRecoveryNameDrawsNoButton(name: String) throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?"),
            Alert.Recovery(UserText(verbatim: name), style: .destructive, action: "draft.delete")
        )
        #expect(alert.buttons().count == 2)
        let buttons = try #require(alert.presentation.element(withID: "buttons"))
        #expect(buttons.children.map(\.id) == ["button-1"])
        #expect(buttons.children.first?.text == .localized(.cancel))
        #expect(buttons.children.first?.kind == .button(.init(role: .cancel, action: .cancel, isInitialFocus: true)))
    }

    /// An icon labelled with white space was an image named by nothing; it is decorative now.
    @Test func blankIconLabelIsDecorative() {
        let icon = Icon(.lock, label: " ")
        #expect(icon.isDecorative)
        #expect(icon.accessibility == .decorative)
        #expect(!Icon(.lock, label: "Locked").isDecorative)
    }
}
