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

    /// An icon labelled with white space was an image named by nothing; it is decorative now.
    @Test func blankIconLabelIsDecorative() {
        let icon = Icon(.lock, label: " ")
        #expect(icon.isDecorative)
        #expect(icon.accessibility == .decorative)
        #expect(!Icon(.lock, label: "Locked").isDecorative)
    }
}
