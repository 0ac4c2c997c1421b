import Anshin
import AnshinFoundation
import Foundation
import Testing

/// An `NSError`'s text is read from its userInfo, the same way on every platform.
@Suite("NSError and CocoaError text → presentations")
struct NSErrorTextTests {
    @Test("NSLocalizedDescriptionKey titles the screen; recovery options are offered")
    func userInfo() throws {
        let error = NSError(
            domain: "App",
            code: 7,
            userInfo: [NSLocalizedDescriptionKey: "Disk is full", NSLocalizedRecoveryOptionsErrorKey: ["Retry"]]
        )
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.title == "Disk is full")
        #expect(screen.message == nil)
        #expect(screen.developerNote?.hasPrefix("Error Domain=App Code=7 ") == true)
        let alert = try #require(Alert(error: error))
        #expect(
            alert
                == .suggestion(
                    .init(title: "Disk is full"),
                    try Alert.Recovery("Retry", style: .nondestructive, action: .recoveryOption(0))
                )
        )
    }

    @Test("Every text key: description, reason and suggestion")
    func everyKey() throws {
        let error = NSError(
            domain: "App",
            code: 8,
            userInfo: [
                NSLocalizedDescriptionKey: "Couldn't export",
                NSLocalizedFailureReasonErrorKey: "The disk is full.",
                NSLocalizedRecoverySuggestionErrorKey: "Delete some files and try again.",
                NSLocalizedRecoveryOptionsErrorKey: ["Try Again", " ", "Cancel Export"],
            ]
        )
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.title == "Couldn't export")
        #expect(screen.message == "The disk is full. Delete some files and try again.")
        let dialog = try #require(Dialog(error: error))
        guard case .actionSheet(let sheet) = dialog else {
            Issue.record("expected an action sheet, got \(dialog)")
            return
        }
        #expect(sheet.choices.map(\.action.recoveryOptionIndex) == [0, 2])
    }

    @Test("Only a reason: Foundation's description is the reason, so the title is the reason alone")
    func onlyAReason() throws {
        let error = NSError(domain: "App", code: 9, userInfo: [NSLocalizedFailureReasonErrorKey: "The disk is full."])
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.title == "The disk is full.")
        #expect(screen.message == nil)
    }

    @Test(
        "Foundation's own description of a Cocoa error",
        arguments: [
            (CocoaError(.fileNoSuchFile), "The file doesn’t exist."),
            (CocoaError(.fileReadNoSuchFile), "The file doesn’t exist."),
        ]
    )
    func cocoaErrors(_ error: CocoaError, _ title: String) throws {
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.title?.verbatim == title)
        #expect(screen.message == nil)
        #expect(Alert(error: error) == .confirmation(.init(title: UserText(verbatim: title))))
    }

    @Test("An NSError with no text, and DecodingError, keep the unexpected screen")
    func noText() throws {
        for error in [
            NSError(domain: "App", code: 7) as any Error,
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
        ] {
            let screen = try #require(ErrorScreen(error: error))
            #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong")
            #expect(screen.developerNote != nil)
        }
    }

    struct Described: LocalizedError {
        var errorDescription: String?
    }

    @Test(
        "Only Foundation's generic sentence is taken away",
        arguments: [
            ("The operation could not be completed.", nil),
            ("The operation couldn’t be completed.", nil),
            ("The operation could not be completed. (App error 7.)", nil),
            ("The operation couldn’t be completed. (MyApp.SyncError error -3.)", nil),
            ("The operation could not be completed. The file doesn’t exist.", "The file doesn’t exist."),
            ("The operation couldn’t be completed. Disk is full.", "Disk is full."),
            (
                "The operation could not be completed because the disk is full.",
                "The operation could not be completed because the disk is full."
            ),
            ("The operation could not be completedly done.", "The operation could not be completedly done."),
            ("Sync failed (App error 7.)", "Sync failed (App error 7.)"),
            ("The operation could not be completed. (see the log)", "(see the log)"),
        ]
    )
    func generic(_ description: String, _ title: String?) throws {
        let screen = try #require(ErrorScreen(error: Described(errorDescription: description)))
        #expect(screen.title?.verbatim == title)
        if title == nil { #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong") }
    }
}
