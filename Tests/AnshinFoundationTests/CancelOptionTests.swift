import Anshin
import AnshinFoundation
import AnshinText
import Foundation
import Testing

/// Foundation's recovery options list every button, Cancel among them, while a dialog adds its one
/// cancel button itself: the option that is the cancel choice is that button, never a second one.
@Suite("A recovery option titled Cancel is the dialog's one cancel button")
struct CancelOptionTests {
    struct Unsaved: StyledRecoverableError, LocalizedError {
        var options: [String]
        var errorDescription: String? { "Unsaved changes" }
        var recoveryOptions: [String] { self.options }
        func recoveryOptionStyle(at index: Int) -> Alert.Recovery.Style {
            self.options[index] == "Discard" ? .destructive : .nondestructive
        }
        /// Recovers for every option but Cancel, as an attempter told of each choice does.
        func attemptRecovery(optionIndex: Int) -> Bool { self.options[optionIndex] != "Cancel" }
    }

    struct Plain: Error {}

    static func syncFailed(_ options: [String]) -> NSError {
        NSError(
            domain: "App",
            code: 7,
            userInfo: [NSLocalizedDescriptionKey: "Sync failed", NSLocalizedRecoveryOptionsErrorKey: options]
        )
    }

    @Test("The reported NSError: one Cancel, and Try Again keeps its index")
    func theReportedError() throws {
        let error = Self.syncFailed(["Try Again", "Cancel"])
        let dialog = try #require(Dialog(error: error))
        #expect(
            dialog
                == .alert(
                    .suggestion(
                        Alert.Content(title: "Sync failed"),
                        try Alert.Recovery("Try Again", style: .nondestructive, action: .recoveryOption(0))
                    )
                )
        )
        #expect(
            dialog.rendered(using: .text)
                == """
                ┌──────────────────────────────────────────────────────────┐
                │ Sync failed                                              │
                │ ═══════════                                              │
                │                                                          │
                │                                [ Cancel ]  [ Try Again ] │
                └──────────────────────────────────────────────────────────┘
                """
        )
        #expect(dialog.buttons().map(\.action) == [.cancel, .recoveryOption(0)])
        // The cancel button reports the option it stands for, so the attempter is told of every choice.
        #expect(ActionIdentifier.cancel.recoveryOptionIndex(in: error) == 1)
        #expect(ActionIdentifier.recoveryOption(0).recoveryOptionIndex(in: error) == 0)
    }

    @Test("Three options and Cancel: an action sheet with one cancel button, last")
    func anActionSheet() throws {
        let error = Unsaved(options: ["Save", "Cancel", "Discard", "Save a Copy"])
        let dialog = try #require(Dialog(error: error))
        #expect(dialog.buttons().map(\.role) == [.default, .destructive, .default, .cancel])
        #expect(
            dialog.buttons().map(\.action) == [.recoveryOption(0), .recoveryOption(2), .recoveryOption(3), .cancel]
        )
        #expect(
            dialog.buttons().map { $0.title.resolved(using: Catalog.english) } == [
                "Save", "Discard", "Save a Copy", "Cancel",
            ]
        )
        let chosen = dialog.buttons().map { $0.action.recoveryOptionIndex(in: error) }
        #expect(chosen == [0, 2, 3, 1])
        #expect(chosen.map { $0.map(error.attemptRecovery(optionIndex:)) } == [true, true, true, false])
    }

    @Test("Cancel first: the alert offers the first option that is not Cancel")
    func cancelFirst() throws {
        let alert = try #require(Alert(error: Self.syncFailed(["Cancel", "Try Again"])))
        #expect(try alert.recovery == Alert.Recovery("Try Again", style: .nondestructive, action: .recoveryOption(1)))
        #expect(alert.buttons().map(\.action) == [.cancel, .recoveryOption(1)])
    }

    @Test(
        "An option titled as any built-in catalog's Cancel button is the cancel choice",
        arguments: Catalog.builtIn.map(\.languageCode)
    )
    func everyBuiltInLanguage(_ languageCode: String) throws {
        let catalog = try #require(Catalog.builtIn(for: languageCode))
        let cancel = UserText.localized(.cancel).resolved(using: catalog)
        let error = Self.syncFailed(["Retry", "Open Settings", cancel])
        let dialog = try #require(Dialog(error: error))
        #expect(dialog.buttons().map(\.action) == [.recoveryOption(0), .recoveryOption(1), .cancel])
        #expect(dialog.buttons().filter { $0.title.resolved(using: catalog) == cancel }.count == 1)
        #expect(ActionIdentifier.cancel.recoveryOptionIndex(in: error) == 2)
    }

    @Test("Japanese, drawn in Japanese: one キャンセル")
    func japanese() throws {
        let dialog = try #require(Dialog(error: Self.syncFailed(["再試行", "キャンセル"])))
        let text = TextRenderer(localizer: Catalog.japanese).render(dialog)
        #expect(text.components(separatedBy: "キャンセル").count == 2)
        #expect(text.contains("[ 再試行 ]"))
    }

    @Test("Only a title equal to Cancel's is the cancel choice", arguments: ["Cancel Export", "cancel", "Cancel…"])
    func otherTitlesAreRecoveries(_ title: String) throws {
        let error = Self.syncFailed(["Try Again", title])
        let dialog = try #require(Dialog(error: error))
        #expect(dialog.buttons().map(\.action) == [.recoveryOption(0), .recoveryOption(1), .cancel])
        #expect(ActionIdentifier.cancel.recoveryOptionIndex(in: error) == nil)
    }

    @Test("Cancel alone: a confirmation, whose button stands for it")
    func cancelAlone() throws {
        let error = Self.syncFailed(["Cancel"])
        #expect(Dialog(error: error) == .alert(.confirmation(Alert.Content(title: "Sync failed"))))
        #expect(ActionIdentifier.dismiss.recoveryOptionIndex(in: error) == 0)
    }

    @Test("An action that is none of the error's options has no index")
    func noIndex() {
        let error = Self.syncFailed(["Try Again", "Cancel"])
        #expect(ActionIdentifier.recoveryOption(2).recoveryOptionIndex(in: error) == nil)
        #expect(ActionIdentifier.retry.recoveryOptionIndex(in: error) == nil)
        #expect(ActionIdentifier.cancel.recoveryOptionIndex(in: Plain()) == nil)
        #expect(ActionIdentifier.recoveryOption(0).recoveryOptionIndex(in: Plain()) == nil)
        #expect(ActionIdentifier.cancel.recoveryOptionIndex(in: Unsaved(options: ["Save", "Discard"])) == nil)
    }
}
