import Anshin
import Testing

private let content = Alert.Content(title: "Discard this draft?", message: "You can't undo this.")

private func buttonDetails(_ element: Presentation.Element) -> Presentation.Element.Button? {
    if case .button(let button) = element.kind { return button }
    return nil
}

private func buttonElements(_ presentation: Presentation) -> [Presentation.Element] {
    presentation.elements.filter { buttonDetails($0) != nil }
}

@Suite("Alert buttons, order and focus")
struct AlertTests {
    /// One suggestion alert laid out under one arrangement, and what the user must see.
    struct ArrangementCase: Sendable, CustomTestStringConvertible {
        var style: Alert.Recovery.Style
        var arrangement: Alert.ButtonArrangement
        var roles: [Alert.Button.Role]
        var englishTitles: [String]
        var actions: [ActionIdentifier]
        var focus: [Bool]

        var testDescription: String { "\(self.style) recovery, \(self.arrangement)" }

        var recovery: Alert.Recovery {
            switch self.style {
            case .destructive: try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
            case .nondestructive: try! Alert.Recovery("Save a Copy", style: .nondestructive, action: "draft.copy")
            }
        }

        static let all: [Self] = [
            Self(
                style: .destructive,
                arrangement: .destructiveLeading,
                roles: [.destructive, .cancel],
                englishTitles: ["Delete", "Cancel"],
                actions: ["draft.delete", "cancel"],
                focus: [false, true]
            ),
            Self(
                style: .nondestructive,
                arrangement: .destructiveLeading,
                roles: [.cancel, .default],
                englishTitles: ["Cancel", "Save a Copy"],
                actions: ["cancel", "draft.copy"],
                focus: [false, true]
            ),
            Self(
                style: .destructive,
                arrangement: .cancelLeading,
                roles: [.cancel, .destructive],
                englishTitles: ["Cancel", "Delete"],
                actions: ["cancel", "draft.delete"],
                focus: [true, false]
            ),
            Self(
                style: .nondestructive,
                arrangement: .cancelLeading,
                roles: [.cancel, .default],
                englishTitles: ["Cancel", "Save a Copy"],
                actions: ["cancel", "draft.copy"],
                focus: [false, true]
            ),
        ]
    }

    @Test func confirmationHasOneOKButtonThatDismisses() {
        let alert = Alert.confirmation(content)
        let buttons = alert.buttons()
        #expect(buttons.count == 1)
        #expect(buttons.map(\.role) == [.cancel])
        #expect(buttons.map(\.action) == [.dismiss])
        #expect(buttons.map(\.action.rawValue) == ["dismiss"])
        #expect(buttons.map { $0.title.resolved(using: Catalog.english) } == ["OK"])
        #expect(buttons.map { $0.title.resolved(using: Catalog.japanese) } == ["OK"])
        #expect(buttons.map(\.tone) == [.neutral])
    }

    @Test(arguments: Alert.ButtonArrangement.allCases)
    func confirmationIgnoresTheArrangement(_ arrangement: Alert.ButtonArrangement) {
        let buttons = Alert.confirmation(content).buttons(arrangement: arrangement)
        #expect(buttons == [Alert.Button(title: .localized(.ok), role: .cancel, action: .dismiss)])
    }

    @Test(arguments: ArrangementCase.all)
    func suggestionButtonOrder(_ expected: ArrangementCase) {
        let alert = Alert.suggestion(content, expected.recovery)
        let buttons = alert.buttons(arrangement: expected.arrangement)
        #expect(buttons.map(\.role) == expected.roles)
        #expect(buttons.map { $0.title.resolved(using: Catalog.english) } == expected.englishTitles)
        #expect(buttons.map(\.action) == expected.actions)
        #expect(buttons.filter { $0.role == .cancel }.count == 1)
    }

    @Test(arguments: ArrangementCase.all)
    func presentationFollowsTheContextArrangementAndFocusesTheLeastDestructiveButton(_ expected: ArrangementCase) {
        let alert = Alert.suggestion(content, expected.recovery)
        let presentation = alert.presentation(in: PresentationContext(buttonArrangement: expected.arrangement))
        let buttons = buttonElements(presentation)
        #expect(buttons.map { buttonDetails($0)?.role } == expected.roles)
        #expect(buttons.map { $0.text?.resolved(using: Catalog.english) } == expected.englishTitles)
        #expect(buttons.map { buttonDetails($0)?.action } == expected.actions)
        #expect(buttons.map { buttonDetails($0)?.isInitialFocus } == expected.focus)
        #expect(buttons.map(\.id) == ["button-1", "button-2"])
    }

    @Test func defaultArrangementIsTheSeedRule() throws {
        let alert = Alert.suggestion(content, try Alert.Recovery("Delete", style: .destructive, action: "draft.delete"))
        #expect(alert.buttons() == alert.buttons(arrangement: .destructiveLeading))
        #expect(alert.buttons().map(\.role) == [.destructive, .cancel])
        #expect(PresentationContext.standard.buttonArrangement == .destructiveLeading)
        #expect(buttonElements(alert.presentation).map { buttonDetails($0)?.role } == [.destructive, .cancel])
    }

    @Test func destructiveRecoveryIsRedAndCancelIsNeutral() throws {
        let alert = Alert.suggestion(content, try Alert.Recovery("Delete", style: .destructive, action: "draft.delete"))
        #expect(alert.buttons().map(\.tone) == [.destructive, .neutral])
        let presentation = alert.presentation
        #expect(buttonElements(presentation).map(\.tone) == [.destructive, .neutral])
    }

    @Test func nondestructiveRecoveryUsesTheAccent() throws {
        let alert = Alert.suggestion(content, try Alert.Recovery("Retry", style: .nondestructive, action: .retry))
        #expect(alert.buttons().map(\.tone) == [.neutral, .accent])
    }

    @Test func buttonTitlesInJapanese() throws {
        let suggestion = Alert.suggestion(
            content,
            try Alert.Recovery(.localized(.retry), style: .nondestructive, action: .retry)
        )
        #expect(suggestion.buttons().map { $0.title.resolved(using: Catalog.japanese) } == ["キャンセル", "再試行"])
        #expect(
            suggestion.buttons(arrangement: .cancelLeading).map { $0.title.resolved(using: Catalog.japanese) } == [
                "キャンセル", "再試行",
            ]
        )
        let destructive = Alert.suggestion(
            content,
            try Alert.Recovery("削除", style: .destructive, action: "draft.delete")
        )
        #expect(destructive.buttons().map { $0.title.resolved(using: Catalog.japanese) } == ["削除", "キャンセル"])
        #expect(
            destructive.buttons(arrangement: .cancelLeading).map { $0.title.resolved(using: Catalog.japanese) } == [
                "キャンセル", "削除",
            ]
        )
    }

    @Test func initialFocusIsTheLeastDestructiveButton() throws {
        #expect(Alert.confirmation(content).initialFocus == .cancel)
        let destructive = Alert.suggestion(content, try Alert.Recovery("Delete", style: .destructive, action: "d"))
        #expect(destructive.initialFocus == .cancel)
        let nondestructive = Alert.suggestion(content, try Alert.Recovery("Retry", style: .nondestructive, action: "r"))
        #expect(nondestructive.initialFocus == .default)
    }

    @Test func confirmationPresentationFocusesOK() {
        let buttons = buttonElements(Alert.confirmation(content).presentation)
        #expect(buttons.count == 1)
        #expect(buttons.first?.text?.resolved(using: Catalog.english) == "OK")
        #expect(
            buttonDetails(buttons[0])
                == Presentation.Element.Button(role: .cancel, action: .dismiss, isInitialFocus: true)
        )
    }

    @Test func contentAndRecoveryAccessors() throws {
        let recovery = try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        #expect(Alert.confirmation(content).content == content)
        #expect(Alert.confirmation(content).recovery == nil)
        #expect(Alert.suggestion(content, recovery).content == content)
        #expect(Alert.suggestion(content, recovery).recovery == recovery)
        #expect(recovery.name == "Delete")
        #expect(recovery.style == .destructive)
        #expect(recovery.action == "draft.delete")
    }

    @Test func arrangementRecoveryLeads() {
        #expect(Alert.ButtonArrangement.destructiveLeading.recoveryLeads(.destructive))
        #expect(!Alert.ButtonArrangement.destructiveLeading.recoveryLeads(.nondestructive))
        #expect(!Alert.ButtonArrangement.cancelLeading.recoveryLeads(.destructive))
        #expect(!Alert.ButtonArrangement.cancelLeading.recoveryLeads(.nondestructive))
        #expect(Alert.ButtonArrangement.allCases == [.destructiveLeading, .cancelLeading])
    }
}
