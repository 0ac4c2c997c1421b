import Anshin
import AnshinJSON
import Testing

/// The reader never changes a value silently: a whole number is read exactly or rejected, and a
/// member the schema allows is checked even where the model does not keep it.
@Suite("Exact reading")
struct ExactReadingTests {
    /// A status message whose text counts `count`, written as given.
    static func counted(_ count: String) -> String {
        #"{"version": 1, "type": "statusMessage", "model": {"text": {"key": "k", "count": "# + count + "}}}"
    }

    @Test(arguments: [
        ("-9223372036854775808", Int.min),
        ("9223372036854775807", Int.max),
        ("9223372036854775807.0", Int.max),
        ("9.223372036854775807e18", Int.max),
        ("922337203685477580.70e1", Int.max),
        ("-9.223372036854775808E+18", Int.min),
        ("1.50e1", 15),
        ("1500e-2", 15),
        ("-0.0", 0),
        ("0e99999999999999999999", 0),
        ("0.000e-7", 0),
    ])
    func wholeNumbersAreReadExactly(text: String, value: Int) throws {
        let document = try WireDocument.decode(Self.counted(text))
        #expect(document.model == .statusMessage(StatusMessage(.localized("k", count: value))))
    }

    @Test(arguments: [
        // Just past Int's range, which a Double would round into it.
        "-9223372036854775809", "-9.223372036854775809e18", "-9223372036854775808.5",
        "9223372036854775808", "9.223372036854775808e18", "18446744073709551616",
        // Beyond any fixed-width integer, and not whole.
        "1e300", "1e99999999999999999999", "1.5", "1e-400", "15e-1",
    ])
    func numbersThatAreNotAWholeIntAreRejected(text: String) {
        #expect(
            MalformedInputTests.error(Self.counted(text))
                == WireFormatError(
                    .invalidValue,
                    path: "model.text.count",
                    message: "The number \(text) is not a whole number that fits in Int."
                )
        )
    }

    @Test(arguments: [
        ("\"2.50\"", "2.50"), ("\"-0.05\"", "-0.05"), ("\"1.0\"", "1.0"),
        ("\"99999999999999999.9\"", "99999999999999999.9"),
    ])
    func decimalCountsAreReadWithTheirFractionDigits(json: String, count: String) throws {
        let document = try WireDocument.decode(Self.counted(json))
        let expected = StatusMessage(.localized("k", count: try UserText.Count(count)))
        #expect(document.model == .statusMessage(expected))
        #expect(JSONRenderer().render(expected).contains(#""count": "# + json))
    }

    @Test(arguments: ["\"7\"", "\"01.5\"", "\"1.5e1\"", "\"1234567890123456789.0\"", "\"0.0000000000000000001\""])
    func decimalCountsOutOfTheirGrammarAreRejected(json: String) {
        #expect(
            MalformedInputTests.error(Self.counted(json))
                == WireFormatError(
                    .invalidValue,
                    path: "model.text.count",
                    message: "A count written as a string must be a decimal with fraction digits, such as \"2.50\", "
                        + "with at most 18 digits; \(json) is not."
                )
        )
    }

    @Test func anArgumentOf1e300IsRejected() {
        let json = #"{"version": 1, "type": "loadingScreen", "model": {"label": {"key": "k", "arguments": [1e300]}}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .typeMismatch,
                    path: "model.label.arguments[0]",
                    message: "An argument must be a string, a whole number or a text object."
                )
        )
    }

    @Test func aSortPriorityJustBelowInt64IsRejectedNotClamped() {
        let json =
            #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "label", "#
            + #""accessibility": {"sortPriority": -9223372036854775809}}}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .invalidValue,
                    path: "presentation.root.accessibility.sortPriority",
                    message: "The number -9223372036854775809 is not a whole number that fits in Int."
                )
        )
    }

    @Test func anErrorScreensTransitionIsCheckedThoughItIsDerived() throws {
        let screen = #"{"version": 1, "type": "errorScreen", "model": {"preset": "network", "transition": "#
        #expect(
            MalformedInputTests.error(screen + #"{"show": {"durationMilliseconds": -300}}}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.transition.show.durationMilliseconds",
                    message: "A fade's duration and delay must not be negative, not -300 ms."
                )
        )
        #expect(MalformedInputTests.error(screen + "7}}")?.path == "model.transition")
        // A well-formed one is read and not kept: the screen's transition comes from its placement.
        let read = try WireDocument.decode(screen + #"{"show": {"durationMilliseconds": 5}}}}"#)
        #expect(read.model == .errorScreen(ErrorScreen(.preset(.network))))
    }

    @Test func anActionSheetNamesTheChoiceThatRunsCancel() {
        let json =
            #"{"version": 1, "type": "actionSheet", "model": {"title": "t", "choices": ["#
            + #"{"name": "Save", "style": "nondestructive", "action": "save"}, "#
            + #"{"name": "Cancel", "style": "nondestructive", "action": "cancel"}]}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .invalidValue,
                    path: "model.choices[1].action",
                    message: Self.cancelMessage
                )
        )
    }

    private static let cancelMessage =
        "Invalid action (\"cancel\"): a recovery cannot run cancel: the alert or action sheet adds its one cancel "
        + "button itself."

    /// The issue's back door: a suggestion whose recovery is a second Cancel.
    @Test func anAlertsRecoveryThatRunsCancelIsRejectedAtItsAction() {
        let json =
            #"{"version": 1, "type": "alert", "model": {"kind": "suggestion", "title": "Delete this draft?", "#
            + #""recovery": {"name": "Cancel", "style": "nondestructive", "action": "cancel"}}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(.invalidValue, path: "model.recovery.action", message: Self.cancelMessage)
        )
    }

    @Test(
        "A recovery whose name is blank (white space and invisible characters) is rejected at its name, in any form",
        arguments: [
            #""""#, #"" \t\n\u3000""#, #"{"verbatim": "\u00a0"}"#, #"{"joined": []}"#,
            #"{"joined": [" ", {"joined": [""]}]}"#, #""\u200b""#, #""\u2060""#, #""\ufeff""#,
            #"{"verbatim": " \u200b\u00ad"}"#, #"{"joined": ["\u3164", "\udb40\udc20"]}"#,
        ]
    )
    func aBlankRecoveryNameIsRejectedAtItsName(name: String) {
        let json =
            #"{"version": 1, "type": "alert", "model": {"kind": "suggestion", "title": "Delete this draft?", "#
            + #""recovery": {"name": "# + name + #", "style": "destructive", "action": "draft.delete"}}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .invalidValue,
                    path: "model.recovery.name",
                    message:
                        "Invalid name (blank text): a recovery's name is its button's title, which must say what the "
                        + "button does; white space and invisible characters (such as U+200B ZERO WIDTH SPACE) show "
                        + "nothing."
                )
        )
    }

    @Test(
        "An empty or blank recovery action is rejected at its action",
        arguments: [#""""#, #"" ""#, #""\n""#, #""\t \u3000""#, #""\u200b""#]
    )
    func aRecoveryWithABlankActionIsRejectedAtItsAction(action: String) {
        let json =
            #"{"version": 1, "type": "alert", "model": {"kind": "suggestion", "title": "Delete this draft?", "#
            + #""recovery": {"name": "Delete", "style": "destructive", "action": "# + action + "}}}"
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .invalidValue,
                    path: "model.recovery.action",
                    message:
                        "Invalid action (\(action == #""""# ? "an empty" : "a blank") identifier): a recovery's action "
                        + "names the code a front end runs, so it cannot be empty or only white space and invisible "
                        + "characters."
                ),
            "\(action)"
        )
    }

    @Test func anActionSheetWhoseChoicesRunOneActionIsRejectedAtTheLaterAction() {
        let json =
            #"{"version": 1, "type": "actionSheet", "model": {"title": "Unsaved changes", "choices": ["#
            + #"{"name": "Save", "style": "nondestructive", "action": "draft.save"}, "#
            + #"{"name": "Discard", "style": "destructive", "action": "draft.discard"}, "#
            + #"{"name": "Keep", "style": "nondestructive", "action": "draft.save"}]}}"#
        #expect(
            MalformedInputTests.error(json)
                == WireFormatError(
                    .invalidValue,
                    path: "model.choices[2].action",
                    message:
                        "Invalid choices (choices 0 and 2 both run \"draft.save\"): each choice runs its own action: "
                        + "two buttons that run the same code offer one choice twice, and the app could not tell "
                        + "which was chosen."
                )
        )
    }

    @Test(
        "A name with anything visible is read, even a mark on a space or a key a catalog may resolve blank",
        arguments: [#""\u0020\u0301""#, #""\u200bx""#, #"{"key": "app.fix"}"#, #"{"joined": [" ", "x"]}"#]
    )
    func aNameThatIsNotBlankIsRead(name: String) throws {
        let json =
            #"{"version": 1, "type": "alert", "model": {"kind": "suggestion", "title": "Delete this draft?", "#
            + #""recovery": {"name": "# + name + #", "style": "destructive", "action": "draft.delete"}}}"#
        let document = try WireDocument.decode(json)
        guard case .alert(.suggestion(_, let recovery)) = document.model else {
            Issue.record("not a suggestion: \(document.model)")
            return
        }
        #expect(recovery.action == "draft.delete")
        #expect(!recovery.name.isBlank)
    }

    // MARK: - A problem's extension members

    /// A problem's extension members are any JSON value, and its numbers keep the reader's promise:
    /// a whole number is kept exactly, never rounded through a `Double`.
    @Test func aProblemsWholeNumbersAreKeptExactly() throws {
        let json =
            #"{"max": 9223372036854775807, "min": -9223372036854775808, "whole": 1.5e1, "rate": 0.5, "#
            + #""list": [9223372036854775807.0, -1e-400]}"#
        let problem = try WireDecoder().decode(ProblemDetails.self, from: json)
        #expect(
            problem.extensions == [
                "max": .integer(.max), "min": .integer(.min), "whole": .integer(15), "rate": .number(0.5),
                "list": .array([.integer(.max), .number(-0.0)]),
            ]
        )
        #expect(
            try WireEncoder().encode(problem)
                == #"{"list":[9223372036854775807,-0],"max":9223372036854775807,"min":-9223372036854775808,"#
                + #""rate":0.5,"type":"about:blank","whole":15}"#
        )
    }

    /// A whole `Double` is written as a whole number and read back as one; a `Double` outside `Int`'s
    /// range is written, and refused when read.
    @Test func aProblemsDoublesAreWrittenAndReadAsDocumented() throws {
        let whole = try WireEncoder().encode(ProblemDetails(extensions: ["n": .number(2), "x": .number(-0.25)]))
        #expect(whole == #"{"n":2,"type":"about:blank","x":-0.25}"#)
        #expect(
            try WireDecoder().decode(ProblemDetails.self, from: whole).extensions == [
                "n": .integer(2), "x": .number(-0.25),
            ]
        )
        let large = try WireEncoder().encode(ProblemDetails(extensions: ["n": .number(1e19)]))
        #expect(large == #"{"n":1e+19,"type":"about:blank"}"#)
        #expect(throws: WireFormatError(.invalidValue, path: "n", message: Self.problemNumberMessage)) {
            try WireDecoder().decode(ProblemDetails.self, from: large)
        }
    }

    /// What the reader says of a number outside `Int`'s range in a problem's extension member.
    static let problemNumberMessage =
        "The number is out of range: an extension member's numbers must be from -2^63 to 2^63 - 1, so that a "
        + "whole number is never rounded."

    @Test(arguments: [
        (#"{"big": 12345678901234567890}"#, "big"),
        (#"{"big": -9223372036854775809}"#, "big"),
        (#"{"big": 9223372036854775808}"#, "big"),
        (#"{"big": 1e19}"#, "big"),
        (#"{"n": 1.5e400}"#, "n"),
        (#"{"n": [1.5e400]}"#, "n[0]"),
        (#"{"status": 503, "a": {"b": [1, {"c": -1e300}]}}"#, "a.b[1].c"),
    ])
    func aProblemsNumberOutsideIntsRangeIsRejectedNamingItsMember(json: String, path: String) {
        do {
            let problem = try WireDecoder().decode(ProblemDetails.self, from: json)
            Issue.record("read as \(problem)")
        } catch {
            #expect(error == WireFormatError(.invalidValue, path: path, message: Self.problemNumberMessage))
        }
    }
}
