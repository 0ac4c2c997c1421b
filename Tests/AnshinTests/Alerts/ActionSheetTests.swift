import Anshin
import Foundation
import Testing

private let content = Alert.Content(title: "Unsaved changes", message: "Save them before closing?")
private let save = try! Alert.Recovery("Save", style: .nondestructive, action: "save")
private let discard = try! Alert.Recovery("Discard", style: .destructive, action: "discard")
private let copy = try! Alert.Recovery("Save a Copy", style: .nondestructive, action: "copy")
private let archive = try! Alert.Recovery("Archive", style: .nondestructive, action: "archive")

@Suite("Action sheets")
struct ActionSheetTests {
    @Test func noChoicesIsRejected() {
        let error = #expect(throws: ValidationError.self) { try ActionSheet(content, choices: []) }
        #expect(error?.parameter == "choices")
        #expect(
            error?.description
                == "Invalid choices (0 choices): an action sheet needs at least two choices; use Alert.suggestion for one."
        )
    }

    @Test func oneChoiceIsRejected() {
        let error = #expect(throws: ValidationError.self) { try ActionSheet(content, choices: [save]) }
        #expect(error?.parameter == "choices")
        #expect(
            error?.description
                == "Invalid choices (1 choice): an action sheet needs at least two choices; use Alert.suggestion for one."
        )
    }

    @Test func twoChoicesThenOneCancel() throws {
        let sheet = try ActionSheet(content, choices: [save, discard])
        #expect(sheet.choices == [save, discard])
        #expect(sheet.content == content)
        #expect(sheet.buttons.map(\.role) == [.default, .destructive, .cancel])
        #expect(sheet.buttons.map(\.action) == ["save", "discard", "cancel"])
        #expect(sheet.buttons.map { $0.title.resolved(using: Catalog.english) } == ["Save", "Discard", "Cancel"])
        #expect(sheet.buttons.map { $0.title.resolved(using: Catalog.japanese) } == ["Save", "Discard", "キャンセル"])
        #expect(sheet.buttons.map(\.tone) == [.accent, .destructive, .neutral])
    }

    @Test(arguments: [
        [save, discard],
        [discard, save],
        [save, discard, copy],
        [discard, save, copy, archive],
    ])
    func buttonsEndWithExactlyOneCancel(_ choices: [Alert.Recovery]) throws {
        let sheet = try ActionSheet(content, choices: choices)
        let buttons = sheet.buttons
        #expect(buttons.count == choices.count + 1)
        #expect(buttons.filter { $0.role == .cancel }.count == 1)
        #expect(buttons.last == Alert.Button(title: .localized(.cancel), role: .cancel, action: .cancel))
        #expect(buttons.dropLast().map(\.title) == choices.map(\.name))
        #expect(buttons.dropLast().map(\.role) == choices.map { $0.style == .destructive ? .destructive : .default })
    }

    /// Two buttons that ran the same code: the app is told only the action, so it could not tell
    /// which the user chose, and one choice was offered twice.
    @Test func twoChoicesThatRunTheSameActionAreRejected() {
        let saveAs = try! Alert.Recovery("Save As…", style: .nondestructive, action: "save")
        let error = #expect(throws: ValidationError.self) {
            try ActionSheet(content, choices: [save, discard, saveAs])
        }
        #expect(error?.parameter == "choices")
        #expect(
            error?.description
                == "Invalid choices (choices 0 and 2 both run \"save\"): each choice runs its own action: two buttons "
                + "that run the same code offer one choice twice, and the app could not tell which was chosen."
        )
        // The same recovery twice, and the first repeat is the one named.
        let twice = #expect(throws: ValidationError.self) {
            try ActionSheet(content, choices: [copy, discard, discard, copy])
        }
        #expect(twice?.value == "choices 1 and 2 both run \"discard\"")
        // Actions are compared as identifiers: a different case is a different action.
        let other = try! Alert.Recovery("Save", style: .nondestructive, action: "Save")
        #expect((try? ActionSheet(content, choices: [save, other])) != nil)
    }

    @Test func decodingNamesTheRepeatedAction() throws {
        let json =
            #"{"title": "Unsaved changes", "choices": ["#
            + #"{"name": "Save", "style": "nondestructive", "action": "save"}, "#
            + #"{"name": "Discard", "style": "destructive", "action": "discard"}, "#
            + #"{"name": "Save As…", "style": "nondestructive", "action": "save"}]}"#
        let expected =
            "Invalid choices (choices 0 and 2 both run \"save\"): each choice runs its own action: two buttons "
            + "that run the same code offer one choice twice, and the app could not tell which was chosen."
        do {
            _ = try JSONDecoder().decode(ActionSheet.self, from: Data(json.utf8))
            Issue.record("decoded a sheet with a repeated action")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["choices", "2", "action"]
            )
            #expect(context.debugDescription == expected)
        }
        let few = #"{"title": "T", "choices": [{"name": "Save", "style": "nondestructive", "action": "save"}]}"#
        do {
            _ = try JSONDecoder().decode(ActionSheet.self, from: Data(few.utf8))
            Issue.record("decoded a sheet of one choice")
        } catch DecodingError.dataCorrupted(let context) {
            // Too few choices is the list's fault.
            #expect(context.codingPath.map(\.stringValue) == ["choices"])
        }
    }

    @Test func aChoiceWiredToCancelCannotBeMade() {
        // The sheet adds its one cancel button itself; a choice running the cancel action would show a
        // second. Alert.Recovery rejects one, so no sheet can hold it.
        #expect(
            throws: ValidationError(
                parameter: "action",
                value: "\"cancel\"",
                requirement:
                    "a recovery cannot run cancel: the alert or action sheet adds its one cancel button itself"
            )
        ) {
            try Alert.Recovery(.localized(.cancel), style: .nondestructive, action: .cancel)
        }
    }

    @Test func presentationIsAModalDialogFocusingCancel() throws {
        let presentation = try ActionSheet(content, choices: [save, discard]).presentation
        #expect(presentation.type == "actionSheet")
        let root = presentation.root
        #expect(root.id == "actionSheet")
        #expect(root.kind == .container(labelledBy: "title", describedBy: "message"))
        #expect(root.accessibility.role == .dialog)
        #expect(root.accessibility.traits == .modal)
        #expect(root.accessibility.label == "Unsaved changes")
        #expect(root.accessibility.hint == "Save them before closing?")
        #expect(presentation.element(withID: "title")?.kind == .heading(level: 2))
        let buttons = try #require(presentation.element(withID: "buttons")).children
        #expect(buttons.map(\.id) == ["button-1", "button-2", "button-3"])
        #expect(
            buttons.map(\.kind) == [
                .button(.init(role: .default, action: "save", isInitialFocus: false)),
                .button(.init(role: .destructive, action: "discard", isInitialFocus: false)),
                .button(.init(role: .cancel, action: .cancel, isInitialFocus: true)),
            ]
        )
        #expect(buttons.map(\.tone) == [.accent, .destructive, .neutral])
    }

    @Test func presentationIgnoresTheAlertArrangement() throws {
        let sheet = try ActionSheet(content, choices: [discard, save])
        let cancelLeading = sheet.presentation(in: PresentationContext(buttonArrangement: .cancelLeading))
        let roles = cancelLeading.element(withID: "buttons")?.children.map(\.kind)
        #expect(
            roles == [
                .button(.init(role: .destructive, action: "discard", isInitialFocus: false)),
                .button(.init(role: .default, action: "save", isInitialFocus: false)),
                .button(.init(role: .cancel, action: .cancel, isInitialFocus: true)),
            ]
        )
    }

    @Test func sheetWithoutMessageIsNotDescribed() throws {
        let presentation = try ActionSheet(Alert.Content(title: "Share"), choices: [save, copy]).presentation
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: nil))
        #expect(presentation.element(withID: "message") == nil)
    }
}
