import Anshin
import AnshinFoundation
import AnshinText
import Foundation
import Testing

@Suite("Foundation errors → presentations")
struct ErrorMappingTests {
    struct SaveFailure: LocalizedError {
        var errorDescription: String? = "Couldn't save the draft"
        var failureReason: String? = "The disk is full."
        var recoverySuggestion: String? = "Delete some files and try again."
    }

    struct Silent: LocalizedError {}

    struct Generic: LocalizedError {
        var errorDescription: String? = "The operation could not be completed. (App.Failure error 1.)"
    }

    struct Plain: Error {}

    struct Unsaved: RecoverableError, LocalizedError {
        var options: [String]
        var errorDescription: String? { "Unsaved changes" }
        var recoveryOptions: [String] { self.options }
        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool { true }
    }

    struct Quota: UserFacingError {
        var userFacingTitle: UserText { "Storage full" }
        var userFacingMessage: UserText? { "Delete some files." }
        var recovery: Alert.Recovery? {
            try? Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage")
        }
    }

    @Test func localizedErrorGivesTitleAndMessage() throws {
        let screen = try #require(ErrorScreen(error: SaveFailure()))
        #expect(screen.title == "Couldn't save the draft")
        #expect(screen.message == "The disk is full. Delete some files and try again.")
        #expect(screen.retry == ErrorScreen.Retry())
        #expect(
            screen.developerNote
                == #"AnshinFoundationTests.ErrorMappingTests.SaveFailure(errorDescription: Optional("Couldn\'t save the draft"), "#
                + #"failureReason: Optional("The disk is full."), recoverySuggestion: Optional("Delete some files and try again."))"#
        )
    }

    /// A `LocalizedError` a backend throws, whose members name the failing row.
    struct RowLocked: LocalizedError {
        var row: Int
        var errorDescription: String? { "The draft is being edited elsewhere" }
    }

    enum Upload: Error, UserFacingError {
        case quotaExceeded(bytes: Int)
        var userFacingTitle: UserText { "Storage full" }
        var userFacingMessage: UserText? { nil }
        var recovery: Alert.Recovery? { nil }
    }

    @Test("Every error's screen names the error in its developer note, and no front end shows it")
    func everyPathHasADeveloperNote() throws {
        let notes = try [
            RowLocked(row: 42) as any Error,
            Upload.quotaExceeded(bytes: 1_048_576),
            ProblemDetails(status: 503, title: "Down for a bit"),
            NSError(domain: "App", code: 7, userInfo: [NSLocalizedDescriptionKey: "Disk is full"]),
            URLError(.timedOut),
            Plain(),
        ].map { try #require(ErrorScreen(error: $0)?.developerNote) }
        #expect(
            notes == [
                "AnshinFoundationTests.ErrorMappingTests.RowLocked(row: 42)",
                "AnshinFoundationTests.ErrorMappingTests.Upload.quotaExceeded(bytes: 1048576)",
                #"Anshin.ProblemDetails(type: "about:blank", title: Optional("Down for a bit"), status: Optional(503), "#
                    + #"detail: nil, instance: nil, extensions: [:])"#,
                notes[3],
                "URLError -1001: The operation could not be completed. (NSURLErrorDomain error -1001.)",
                "AnshinFoundationTests.ErrorMappingTests.Plain()",
            ]
        )
        #expect(notes[3].hasPrefix("Error Domain=App Code=7 "), "\(notes[3])")
        #expect(notes[3].contains("Disk is full"), "\(notes[3])")
        // What the user sees is the error's own text, never the note.
        let screen = try #require(ErrorScreen(error: RowLocked(row: 42)))
        #expect(screen.title == "The draft is being edited elsewhere")
        for rendered in [
            screen.rendered(using: .text), screen.rendered(using: .text(colors: .always)),
            screen.rendered(using: .text(style: .spoken)),
        ] {
            #expect(!rendered.contains("RowLocked"), "\(rendered)")
            #expect(!rendered.contains("42"), "\(rendered)")
        }
    }

    @Test(arguments: [Silent() as any Error, Generic(), Plain()])
    func withoutUsableTextThePresetsTextIsUsed(error: any Error) throws {
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong")
        #expect(screen.message?.resolved(using: Catalog.english) == "An unexpected error occurred. Please try again.")
        #expect(screen.developerNote != nil)
    }

    @Test func aLocalizedErrorWithOnlyAReasonKeepsThePresetTitle() throws {
        let screen = try #require(ErrorScreen(error: SaveFailure(errorDescription: nil, recoverySuggestion: nil)))
        #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong")
        #expect(screen.message == "The disk is full.")
    }

    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, ErrorScreen.Preset.offline),
        (.networkConnectionLost, .network),
        (.timedOut, .timeout),
        (.cannotFindHost, .network),
        (.cannotConnectToHost, .network),
        (.dnsLookupFailed, .network),
        (.secureConnectionFailed, .network),
        (.badServerResponse, .server),
        (.userAuthenticationRequired, .unauthorized),
        (.fileDoesNotExist, .notFound),
        (.noPermissionsToReadFile, .forbidden),
        (.dataNotAllowed, .offline),
    ])
    func urlErrorsSelectAPreset(code: URLError.Code, preset: ErrorScreen.Preset) throws {
        let screen = try #require(ErrorScreen(error: URLError(code)))
        #expect(screen.preset == preset)
        #expect(screen.developerNote?.hasPrefix("URLError \(code.rawValue)") == true)
    }

    /// An `NSError` of `NSURLErrorDomain` is a `URLError` on Darwin (`as? URLError` bridges it), but
    /// not on Linux, where such errors reach an app through code that keeps errors as `NSError`: it
    /// gets its code's preset on both.
    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, ErrorScreen.Preset.offline),
        (.timedOut, .timeout),
        (.cannotConnectToHost, .network),
        (.badServerResponse, .server),
        (.userAuthenticationRequired, .unauthorized),
    ])
    func urlErrorDomainNSErrorsSelectTheirCodesPreset(code: URLError.Code, preset: ErrorScreen.Preset) throws {
        let error = NSError(
            domain: NSURLErrorDomain,
            code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "The request failed."]
        )
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.preset == preset)
        #expect(screen.title == ErrorScreen(.preset(preset)).title)
        #expect(screen.developerNote == "URLError \(code.rawValue): The request failed.")
        let alert = try #require(Alert(error: error))
        #expect(alert.content.title == ErrorScreen(.preset(preset)).title)
    }

    @Test(arguments: [
        URLError(.cancelled) as any Error, URLError(.userCancelledAuthentication), CancellationError(),
        CocoaError(.userCancelled), NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError),
        NSError(
            domain: NSCocoaErrorDomain,
            code: NSUserCancelledError,
            userInfo: [NSLocalizedDescriptionKey: "Stopped"]
        ),
        NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled),
        NSError(domain: NSURLErrorDomain, code: NSURLErrorUserCancelledAuthentication),
    ])
    func cancellingShowsNothing(error: any Error) {
        #expect(ErrorScreen(error: error) == nil)
        #expect(Dialog(error: error) == nil)
        #expect(Alert(error: error) == nil)
    }

    @Test("The same code in another domain, or another Cocoa code, is no cancellation")
    func otherCodesAreNoCancellation() {
        #expect(ErrorScreen(error: NSError(domain: "App", code: NSUserCancelledError)) != nil)
        #expect(ErrorScreen(error: CocoaError(.fileNoSuchFile)) != nil)
        #expect(Alert(error: NSError(domain: NSURLErrorDomain, code: NSUserCancelledError)) != nil)
    }

    @Test func decodingErrorsNeverShowDebugText() throws {
        let error = DecodingError.keyNotFound(
            AnyKey("title"),
            DecodingError.Context(codingPath: [], debugDescription: "No value associated with key title.")
        )
        let screen = try #require(ErrorScreen(error: error))
        #expect(screen.preset == .unexpected)
        #expect(screen.title == .localized(.unexpectedTitle))
        #expect(screen.developerNote?.contains("No value associated with key title.") == true)
        let rendered = screen.presentation.elements.compactMap { $0.text?.resolved(using: Catalog.english) }
        #expect(!rendered.joined().contains("No value"))
    }

    @Test func developerNotesAreEncodedOnlyWhenAskedFor() throws {
        let screen = try #require(ErrorScreen(error: Plain()))
        let encoder = JSONEncoder()
        #expect(!String(decoding: try encoder.encode(screen), as: UTF8.self).contains("developerNote"))
        encoder.userInfo[.includesDeveloperNotes] = true
        let withNote = String(decoding: try encoder.encode(screen), as: UTF8.self)
        #expect(withNote.contains(#""developerNote":"#))
        #expect(try JSONDecoder().decode(ErrorScreen.self, from: Data(withNote.utf8)) == screen)
    }

    @Test("A developer note is one line, whatever the error's description holds")
    func developerNotesAreOneLine() throws {
        struct Forging: Error, CustomDebugStringConvertible {
            var debugDescription: String { "row 7\r\nlevel=info\u{1B}[2J\u{85}end" }
        }
        #expect(try #require(ErrorScreen(error: Forging())).developerNote == "row 7  level=info [2J end")
        let forged = NSError(domain: "App", code: 7, userInfo: ["row": "7\nlevel=info"])
        let note = try #require(ErrorScreen(error: forged)?.developerNote)
        #expect(note.hasPrefix("Error Domain=App Code=7 "))
        #expect(!note.contains("\n"))
    }

    @Test func aThrownProblemMapsLikeItsBody() throws {
        let problem = ProblemDetails(status: 429, title: "Slow down")
        let screen = try #require(ErrorScreen(error: problem))
        #expect(screen.preset == .rateLimited)
        #expect(screen.title == "Slow down")
    }

    @Test func userFacingErrorsKeepTheirTextAndRecovery() throws {
        let screen = try #require(ErrorScreen(error: Quota()))
        #expect(screen.title == "Storage full")
        #expect(screen.retry == ErrorScreen.Retry(title: "Manage Storage", action: "storage"))
        #expect(
            Dialog(error: Quota())
                == .alert(
                    .suggestion(
                        Alert.Content(title: "Storage full", message: "Delete some files."),
                        try Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage")
                    )
                )
        )
    }

    @Test func oneRecoveryOptionIsASuggestionAndMoreAreAnActionSheet() throws {
        #expect(Dialog(error: Unsaved(options: [])) == .alert(.confirmation(Alert.Content(title: "Unsaved changes"))))
        #expect(
            Dialog(error: Unsaved(options: ["Save"]))
                == .alert(
                    .suggestion(
                        Alert.Content(title: "Unsaved changes"),
                        try Alert.Recovery("Save", style: .nondestructive, action: "recoveryOption.0")
                    )
                )
        )
        let dialog = try #require(Dialog(error: Unsaved(options: ["Save", "Discard", "Save a Copy"])))
        guard case .actionSheet(let sheet) = dialog else {
            Issue.record("expected an action sheet, got \(dialog)")
            return
        }
        #expect(sheet.buttons.map(\.action.recoveryOptionIndex) == [0, 1, 2, nil])
        #expect(sheet.buttons.map(\.role) == [.default, .default, .default, .cancel])
    }

    @Test func recoveryOptionIdentifiersRoundTripTheirIndex() {
        #expect(ActionIdentifier.recoveryOption(3).rawValue == "recoveryOption.3")
        #expect(ActionIdentifier.recoveryOption(3).recoveryOptionIndex == 3)
        #expect(ActionIdentifier("recoveryOption.-1").recoveryOptionIndex == nil)
        #expect(ActionIdentifier.retry.recoveryOptionIndex == nil)
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { self.stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

@Suite("Sentences from a LocalizedError")
struct ErrorSentenceTests {
    struct Japanese: LocalizedError {
        var errorDescription: String? { "保存できません" }
        var failureReason: String? { "ディスクがいっぱいです。" }
        var recoverySuggestion: String? { "ファイルを削除してください。" }
    }

    @Test("The AnshinFoundation article's URLError table: every code it names gets its row's preset")
    func urlErrorArticleTable() throws {
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/AnshinFoundation/Documentation.docc/AnshinFoundation.md"),
            encoding: .utf8
        )
        let lines = article.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("| `URLError.Code` (number) | Preset |") })
        let rows = lines[start...].prefix { $0.hasPrefix("|") }.dropFirst(2)
        var named = 0
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[1].replacing("`", with: "")
            let preset = name.hasPrefix("none") ? nil : ErrorScreen.Preset(rawValue: name)
            let numbers = cells[0].matches(of: /-[0-9]+/).compactMap { Int($0.output) }
            #expect(!numbers.isEmpty, "\(row)")
            for number in numbers {
                let code = try #require(URLError.Code(rawValue: number))
                #expect(ErrorScreen.Preset(urlError: URLError(code)) == preset, "\(number)")
                named += 1
            }
        }
        #expect(named == 28)
        // "Any code this table does not name" (requestBodyStreamExhausted, -1021) is network.
        let unnamed = try #require(URLError.Code(rawValue: -1021))
        #expect(ErrorScreen.Preset(urlError: URLError(unnamed)) == .network)
    }

    @Test func japaneseSentencesAreJoinedWithoutASpace() throws {
        let screen = try #require(ErrorScreen(error: Japanese()))
        #expect(screen.message == "ディスクがいっぱいです。ファイルを削除してください。")
    }
}
