import Anshin
import AnshinFoundation
import Foundation
import Testing

@Suite("Alert(error:) and destructive recovery options")
struct AlertFromErrorTests {
    struct SaveFailure: LocalizedError {
        var errorDescription: String? { "Couldn't save the draft" }
        var failureReason: String? { "The disk is full." }
    }

    struct Plain: Error {}

    struct Quota: UserFacingError {
        var userFacingTitle: UserText { "Storage full" }
        var userFacingMessage: UserText? { "Delete some files." }
        var recovery: Alert.Recovery? {
            try? Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage")
        }
    }

    struct Unsaved: RecoverableError, LocalizedError {
        var options: [String]
        var errorDescription: String? { "Unsaved changes" }
        var recoveryOptions: [String] { self.options }
        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool { true }
    }

    /// Says which option destroys: "Discard" does, the others do not.
    struct StyledUnsaved: StyledRecoverableError, LocalizedError {
        var options: [String]
        var errorDescription: String? { "Unsaved changes" }
        var recoveryOptions: [String] { self.options }
        func recoveryOptionStyle(at index: Int) -> Alert.Recovery.Style {
            self.options[index] == "Discard" ? .destructive : .nondestructive
        }
        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool { true }
    }

    @Test func anErrorWithoutARecoveryIsAConfirmation() {
        #expect(
            Alert(error: SaveFailure())
                == .confirmation(Alert.Content(title: "Couldn't save the draft", message: "The disk is full."))
        )
        #expect(Alert(error: Unsaved(options: [])) == .confirmation(Alert.Content(title: "Unsaved changes")))
        let plain = Alert(error: Plain())
        #expect(plain?.content.title.resolved(using: Catalog.english) == "Something went wrong")
        #expect(plain?.recovery == nil)
        #expect(plain?.buttons().map(\.role) == [.cancel])
    }

    @Test func anErrorWithARecoveryIsASuggestion() throws {
        let manage = try Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage")
        #expect(
            Alert(error: Quota())
                == .suggestion(Alert.Content(title: "Storage full", message: "Delete some files."), manage)
        )
        let save = try Alert.Recovery("Save", style: .nondestructive, action: .recoveryOption(0))
        #expect(Alert(error: Unsaved(options: ["Save"])) == .suggestion(Alert.Content(title: "Unsaved changes"), save))
    }

    @Test func anAlertOffersTheFirstOfSeveralOptionsAndADialogAllOfThem() throws {
        let alert = try #require(Alert(error: Unsaved(options: ["Save", "Discard", "Save a Copy"])))
        #expect(try alert.recovery == Alert.Recovery("Save", style: .nondestructive, action: "recoveryOption.0"))
        guard case .actionSheet(let sheet) = Dialog(error: Unsaved(options: ["Save", "Discard", "Save a Copy"])) else {
            Issue.record("expected an action sheet")
            return
        }
        #expect(sheet.choices.map(\.action.recoveryOptionIndex) == [0, 1, 2])
    }

    @Test(arguments: [
        URLError(.cancelled) as any Error, CancellationError(), CocoaError(.userCancelled),
        NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError),
    ])
    func cancellingShowsNoAlert(error: any Error) {
        #expect(Alert(error: error) == nil)
        #expect(Dialog(error: error) == nil)
    }

    @Test func aDialogWithOneRecoveryIsTheSameAlert() {
        for error in [SaveFailure() as any Error, Quota(), Unsaved(options: []), Unsaved(options: ["Save"])] {
            #expect(Dialog(error: error) == Alert(error: error).map(Dialog.alert))
        }
    }

    @Test func aStyledErrorMarksItsDestructiveOption() throws {
        let alert = try #require(Alert(error: StyledUnsaved(options: ["Discard"])))
        #expect(try alert.recovery == Alert.Recovery("Discard", style: .destructive, action: .recoveryOption(0)))
        // The seed's rule: a destructive recovery leads, in red, and the cancel button takes the focus.
        #expect(alert.buttons().map(\.role) == [.destructive, .cancel])
        #expect(alert.buttons(arrangement: .cancelLeading).map(\.role) == [.cancel, .destructive])
        #expect(alert.initialFocus == .cancel)
        let dialog = try #require(Dialog(error: StyledUnsaved(options: ["Save", "Discard", "Save a Copy"])))
        #expect(dialog.buttons().map(\.role) == [.default, .destructive, .default, .cancel])
        #expect(dialog.buttons().map(\.action.recoveryOptionIndex) == [0, 1, 2, nil])
        // Without the protocol, every option is nondestructive.
        let unstyled = try #require(Dialog(error: Unsaved(options: ["Save", "Discard", "Save a Copy"])))
        #expect(unstyled.buttons().map(\.role) == [.default, .default, .default, .cancel])
    }
}

/// The AnshinFoundation article's sample, as it is written there.
@Suite("The AnshinFoundation article's sample")
struct FoundationArticleSampleTests {
    struct UnsavedChanges: StyledRecoverableError, LocalizedError {
        var errorDescription: String? { "Unsaved changes" }
        var recoveryOptions: [String] { ["Save", "Discard"] }
        func recoveryOptionStyle(at index: Int) -> Alert.Recovery.Style {
            index == 1 ? .destructive : .nondestructive
        }
        func attemptRecovery(optionIndex: Int) -> Bool { true }
    }

    @Test func twoOptionsOneDestructive() {
        #expect(Dialog(error: UnsavedChanges())?.buttons().map(\.role) == [.default, .destructive, .cancel])
        #expect(
            Dialog(error: UnsavedChanges())?.buttons().map(\.action) == [
                .recoveryOption(0), .recoveryOption(1), .cancel,
            ]
        )
    }
}
