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
        requirement:
            "a recovery's name is its button's title, which must say what the button does; white space and "
            + "invisible characters (such as U+200B ZERO WIDTH SPACE) show nothing"
    )

    private static let emptyActionError = ValidationError(
        parameter: "action",
        value: "an empty identifier",
        requirement:
            "a recovery's action names the code a front end runs, so it cannot be empty or only white space and "
            + "invisible characters"
    )

    private static let blankActionError = ValidationError(
        parameter: "action",
        value: "a blank identifier",
        requirement: Self.emptyActionError.requirement
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
        "A blank verbatim or joined name is rejected: white space and invisible characters only",
        arguments: [
            "", " ", "\n", "\t \r\n", "\u{3000}", "\u{00A0}", "\u{2028}", "\u{85}",
            "\u{200B}", "\u{2060}", "\u{FEFF}", " \u{200B}\u{200D} ", "\u{00AD}", "\u{3164}", "\u{FE0F}",
            "\u{E0020}", .joined([]), .joined(["", " "]), .joined([" ", .joined(["\u{3000}"])], separator: "x"),
            .joined(["\u{200B}", "\u{FEFF}"]),
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
            "Delete", " x ", "\u{20}\u{301}", "\u{200B}x\u{200B}", "\u{2800}", "👩\u{200D}👧",
            .localized(.retry), .localized("app.fix"), .joined([" ", "Retry"]), .joined(["\u{200B}", "OK"]),
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

    /// Blank is the Unicode `White_Space` and `Default_Ignorable_Code_Point` properties, scalar by
    /// scalar: the same 4,199 scalars, in these ranges, the JSON Schema's pattern for a blank name lists.
    @Test func blankIsWhiteSpaceOrDefaultIgnorable() {
        var ranges: [ClosedRange<UInt32>] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            guard UserText(verbatim: String(Character(scalar))).isBlank else { continue }
            if let last = ranges.last, last.upperBound + 1 == value {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else {
                ranges.append(value...value)
            }
        }
        #expect(
            ranges == [
                0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0xAD...0xAD, 0x34F...0x34F, 0x61C...0x61C,
                0x115F...0x1160, 0x1680...0x1680, 0x17B4...0x17B5, 0x180B...0x180F, 0x2000...0x200F,
                0x2028...0x202F, 0x205F...0x206F, 0x3000...0x3000, 0x3164...0x3164, 0xFE00...0xFE0F,
                0xFEFF...0xFEFF, 0xFFA0...0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
                0xE0000...0xE0FFF,
            ]
        )
        #expect(ranges.map(\.count).reduce(0, +) == 4199)
    }

    @Test func anEmptyActionIsRejected() {
        #expect(throws: Self.emptyActionError) {
            try Alert.Recovery("Delete", style: .destructive, action: "")
        }
        #expect(throws: Self.emptyActionError) {
            try Alert.Recovery("Delete", style: .destructive, action: ActionIdentifier(rawValue: ""))
        }
        #expect(
            Self.emptyActionError.description
                == "Invalid action (an empty identifier): a recovery's action names the code a front end runs, so "
                + "it cannot be empty or only white space and invisible characters."
        )
    }

    /// `" "` or `"\n"` names no code an app could map either: the rule is ActionIdentifier.isBlank,
    /// UserText.isBlank's judgement of verbatim text.
    @Test(
        "A blank action is rejected: white space and invisible characters only",
        arguments: [" ", "\n", "\t \r\n", "\u{3000}", "\u{00A0}", "\u{2028}", "\u{200B}", " \u{FEFF} "]
    )
    func aBlankActionIsRejected(action: String) {
        #expect(ActionIdentifier(rawValue: action).isBlank)
        #expect(throws: Self.blankActionError) {
            try Alert.Recovery("Delete", style: .destructive, action: ActionIdentifier(rawValue: action))
        }
    }

    @Test func anActionWithAnythingVisibleIsAccepted() throws {
        for action in [" x ", "\u{200B}x", "\u{20}\u{301}", "draft.delete", "."] {
            #expect(!ActionIdentifier(rawValue: action).isBlank, "\(action)")
            let recovery = try Alert.Recovery("Delete", style: .destructive, action: ActionIdentifier(rawValue: action))
            #expect(recovery.action.rawValue == action)
        }
        #expect(ActionIdentifier(rawValue: "").isBlank)
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
        for name in [#""\u200b""#, #""\u2060\ufeff""#, #"{"verbatim": "\u200b "}"#, #"{"joined": ["\u200b"]}"#] {
            let invisible = failure(#"{"action": "draft.delete", "name": \#(name), "style": "destructive"}"#)
            #expect(invisible?.path == ["name"], "\(name)")
            #expect(invisible?.message == Self.blankError.description, "\(name)")
        }
        let empty = failure(#"{"action": "", "name": "Delete", "style": "destructive"}"#)
        #expect(empty?.path == ["action"])
        #expect(empty?.message == Self.emptyActionError.description)
        for action in [#"" ""#, #""\n""#, #""\u200b\u3000""#] {
            let blank = failure(#"{"action": "# + action + #", "name": "Delete", "style": "destructive"}"#)
            #expect(blank?.path == ["action"], "\(action)")
            #expect(blank?.message == Self.blankActionError.description, "\(action)")
        }
    }

    @Test func aDialogFromAnyNumberOfRecoveriesRunningTheirOwnActions() throws {
        let content = Alert.Content(title: "Unsaved changes")
        let recoveries = try ["save", "discard", "copy", "archive"].map {
            try Alert.Recovery(UserText(verbatim: $0), style: .nondestructive, action: ActionIdentifier(rawValue: $0))
        }
        for count in 0...4 {
            let dialog = try Dialog(content, recoveries: Array(recoveries.prefix(count)))
            #expect(dialog.buttons().count == count + 1)
            #expect(dialog.buttons().filter { $0.role == .cancel }.count == 1)
            #expect(dialog.buttons().filter { $0.action == .cancel }.count == (count == 0 ? 0 : 1))
        }
    }

    @Test func aDialogOfTwoRecoveriesRunningOneActionIsRejected() throws {
        let content = Alert.Content(title: "Unsaved changes")
        let save = try Alert.Recovery("Save", style: .nondestructive, action: "save")
        let discard = try Alert.Recovery("Discard", style: .destructive, action: "discard")
        let error = #expect(throws: ValidationError.self) {
            try Dialog(content, recoveries: [save, discard, save])
        }
        #expect(
            error?.description
                == "Invalid recoveries (recoveries 0 and 2 both run \"save\"): each choice runs its own action: two "
                + "buttons that run the same code offer one choice twice, and the app could not tell which was chosen."
        )
    }
}
