import Anshin
import Foundation
import Testing

@Suite("Recoveries: never a second cancel, never a blank name")
struct AlertRecoveryTests {
    private static let cancelError = ValidationError(
        parameter: "action",
        value: "\"cancel\"",
        requirement: "a recovery cannot run cancel: the alert or action sheet adds its one cancel button itself"
    )

    private static let blankError = ValidationError(
        parameter: "name",
        value: "blank text",
        requirement: "a recovery's name is its button's title, which must say what the button does"
    )

    /// The issue's back door: `Alert.suggestion(content, Recovery("Cancel", …, action: .cancel))` drew two
    /// Cancel buttons. The recovery cannot be made.
    @Test func aRecoveryThatRunsCancelIsRejected() {
        #expect(throws: Self.cancelError) {
            try Alert.Recovery("Cancel", style: .nondestructive, action: .cancel)
        }
        #expect(throws: Self.cancelError) {
            try Alert.Recovery("Delete", style: .destructive, action: "cancel")
        }
        #expect(
            Self.cancelError.description
                == "Invalid action (\"cancel\"): a recovery cannot run cancel: the alert or action sheet adds its "
                + "one cancel button itself."
        )
    }

    @Test(
        "A blank verbatim or joined name is rejected",
        arguments: [
            "", " ", "\n", "\t \r\n", "\u{3000}", "\u{00A0}", "\u{2028}", "\u{85}",
            .joined([]), .joined(["", " "]), .joined([" ", .joined(["\u{3000}"])], separator: "x"),
        ] as [UserText]
    )
    func aBlankNameIsRejected(name: UserText) {
        #expect(throws: Self.blankError) {
            try Alert.Recovery(name, style: .destructive, action: "draft.delete")
        }
    }

    @Test(
        "A name with anything but white space is accepted, whatever its action",
        arguments: [
            "Delete", " x ", "\u{20}\u{301}", "\u{FEFF}", "\u{200B}", .localized(.retry), .localized("app.fix"),
            .joined([" ", "Retry"]),
        ] as [UserText]
    )
    func aNameThatIsNotBlankIsAccepted(name: UserText) throws {
        for action: ActionIdentifier in ["draft.delete", .retry, .dismiss, "Cancel", "cancel.all"] {
            let recovery = try Alert.Recovery(name, style: .nondestructive, action: action)
            #expect(recovery.name == name)
            #expect(recovery.action == action)
            #expect(recovery.style == .nondestructive)
        }
    }

    /// White space is the Unicode `White_Space` property, scalar by scalar: the same 25 scalars the JSON
    /// Schema's pattern for a blank name lists.
    @Test func whiteSpaceIsTheUnicodeProperty() {
        var scalars: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if UserText(verbatim: String(Character(scalar))).isBlank { scalars.append(value) }
        }
        #expect(
            scalars == [
                0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
                0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
            ]
        )
    }

    @Test func aSuggestionHasExactlyOneCancel() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?"),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        #expect(alert.buttons().filter { $0.action == .cancel }.count == 1)
        #expect(alert.buttons().filter { $0.role == .cancel }.count == 1)
    }

    @Test func decodingChecksAsTheInitializerDoes() throws {
        let decoder = JSONDecoder()
        let valid = #"{"action": "draft.delete", "name": "Delete", "style": "destructive"}"#
        #expect(
            try decoder.decode(Alert.Recovery.self, from: Data(valid.utf8))
                == Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        func failure(_ json: String) -> (path: [String], message: String)? {
            do {
                _ = try decoder.decode(Alert.Recovery.self, from: Data(json.utf8))
                return nil
            } catch DecodingError.dataCorrupted(let context) {
                return (context.codingPath.map(\.stringValue), context.debugDescription)
            } catch {
                return ([], "\(error)")
            }
        }
        let cancel = failure(#"{"action": "cancel", "name": "Cancel", "style": "nondestructive"}"#)
        #expect(cancel?.path == ["action"])
        #expect(cancel?.message == Self.cancelError.description)
        let blank = failure(#"{"action": "draft.delete", "name": {"joined": [" "]}, "style": "destructive"}"#)
        #expect(blank?.path == ["name"])
        #expect(blank?.message == Self.blankError.description)
    }

    @Test func aDialogFromAnyNumberOfRecoveriesCannotFail() throws {
        let content = Alert.Content(title: "Unsaved changes")
        let save = try Alert.Recovery("Save", style: .nondestructive, action: "save")
        let discard = try Alert.Recovery("Discard", style: .destructive, action: "discard")
        for count in 0...4 {
            let recoveries = Array(repeating: [save, discard], count: 3).flatMap { $0 }.prefix(count)
            let dialog = Dialog(content, recoveries: Array(recoveries))
            #expect(dialog.buttons().count == count + 1)
            #expect(dialog.buttons().filter { $0.role == .cancel }.count == 1)
            #expect(dialog.buttons().filter { $0.action == .cancel }.count == (count == 0 ? 0 : 1))
        }
    }
}
