import Anshin
import Testing

private enum UploadError: UserFacingError {
    case quotaExceeded
    case fileTooLarge

    var userFacingTitle: UserText {
        switch self {
        case .quotaExceeded: "Storage full"
        case .fileTooLarge: "File too large"
        }
    }

    var userFacingMessage: UserText? {
        switch self {
        case .quotaExceeded: "Delete some files and try again."
        case .fileTooLarge: nil
        }
    }

    var recovery: Alert.Recovery? {
        switch self {
        case .quotaExceeded: try? Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage.manage")
        case .fileTooLarge: nil
        }
    }
}

/// Implements only the title: the message and the recovery take the protocol's defaults.
private struct SessionExpired: UserFacingError {
    var userFacingTitle: UserText { .localized(.unauthorizedTitle) }
}

@Suite("Alerts built from user-facing errors")
struct UserFacingErrorTests {
    @Test func errorWithRecoveryBecomesASuggestion() throws {
        let alert = Alert(UploadError.quotaExceeded)
        #expect(
            alert
                == .suggestion(
                    Alert.Content(title: "Storage full", message: "Delete some files and try again."),
                    try Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage.manage")
                )
        )
        #expect(alert.buttons().map { $0.title.resolved(using: Catalog.english) } == ["Cancel", "Manage Storage"])
        #expect(alert.buttons().map(\.action) == ["cancel", "storage.manage"])
        #expect(alert.initialFocus == .default)
    }

    @Test func errorWithoutRecoveryBecomesAConfirmation() {
        let alert = Alert(UploadError.fileTooLarge)
        #expect(alert == .confirmation(Alert.Content(title: "File too large")))
        #expect(alert.recovery == nil)
        #expect(alert.buttons().map { $0.title.resolved(using: Catalog.english) } == ["OK"])
    }

    @Test func protocolDefaultsAreNoMessageAndNoRecovery() {
        let error = SessionExpired()
        #expect(error.userFacingMessage == nil)
        #expect(error.recovery == nil)
        let alert = Alert(error)
        #expect(alert == .confirmation(Alert.Content(title: .localized(.unauthorizedTitle), message: nil)))
        #expect(alert.content.title.resolved(using: Catalog.japanese) == "ログインが必要です")
        #expect(alert.presentation.root.kind == .container(labelledBy: "title", describedBy: nil))
    }

    @Test func contentFromAnError() {
        #expect(
            Alert.Content(UploadError.quotaExceeded)
                == Alert.Content(title: "Storage full", message: "Delete some files and try again.")
        )
        #expect(Alert.Content(UploadError.fileTooLarge) == Alert.Content(title: "File too large", message: nil))
    }
}
