import Anshin
import AnshinJSON
import Testing

extension HostileInputTests {
    /// A hostile document and the exact error it must give.
    struct Rejected: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var error: WireFormatError

        var testDescription: String { self.name }
    }

    static let document = #"{"version":1,"type":"#

    /// Unknown names, numbers out of range, durations and duplicates, each rejected naming its path.
    static let rejected: [Rejected] = [
        // Unknown names where no fallback is documented.
        Rejected(
            name: "unknown policy mode",
            json: document + #""statusBoard","model":{"policy":{"mode":"shuffle"}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.policy.mode",
                message: #"Unknown policy "shuffle": expected "replace", "queue" or "stack"."#
            )
        ),
        Rejected(
            name: "unknown timer state",
            json: document + #""statusBoard","model":{"lastToken":1,"visible":[{"message":{"text":"A"},"#
                + #""repeatCount":1,"timer":{"state":"frozen"},"token":1}]}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.visible[0].timer.state",
                message: "Unknown timer state \"frozen\": expected sticky, waiting, running or paused."
            )
        ),
        Rejected(
            name: "unknown trickle phase",
            json: document + #""trickleProgress","model":{"phase":"paused"}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.phase",
                message: #"Unknown trickle phase "paused": expected "running" or "completed"."#
            )
        ),
        Rejected(
            name: "unknown placement",
            json: document + #""loadingScreen","model":{"placement":"sideways"}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.placement",
                message: #"Unknown placement "sideways": expected "fillBody" or "compact"."#
            )
        ),
        Rejected(
            name: "unknown recovery style",
            json: document + #""alert","model":{"kind":"suggestion","title":"T","#
                + #""recovery":{"name":"N","style":"maybe","action":"a"}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.recovery.style",
                message: #"Unknown recovery style "maybe": expected "destructive" or "nondestructive"."#
            )
        ),
        Rejected(
            name: "unknown button role",
            json: document + #""x","presentation":{"root":{"id":"b","kind":"button","#
                + #""button":{"role":"primary","action":"a","isInitialFocus":false}}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.root.button.role",
                message: #"Unknown button role "primary": expected "cancel", "default" or "destructive"."#
            )
        ),
        Rejected(
            name: "unknown politeness",
            json: document + #""x","presentation":{"root":{"id":"r","kind":"container","#
                + #""accessibility":{"announcement":{"text":"a","politeness":"loud"}}}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.root.accessibility.announcement.politeness",
                message: #"Unknown politeness "loud": expected "polite" or "assertive"."#
            )
        ),
        // Numbers out of range.
        Rejected(
            name: "version 1.5",
            json: #"{"version":1.5,"type":"x"}"#,
            error: WireFormatError(
                .invalidValue,
                path: "version",
                message: "The number 1.5 is not a whole number that fits in Int."
            )
        ),
        Rejected(
            name: "version -0",
            json: #"{"version":-0,"type":"x"}"#,
            error: WireFormatError(
                .unsupportedVersion,
                path: "version",
                message: "This reader understands version 1 of the wire format, not version 0."
            )
        ),
        Rejected(
            name: "trickle value 1.5",
            json: document + #""trickleProgress","model":{"value":1.5}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.value",
                message: "A running trickle's value must be from 0 to its cap (0.9), not 1.5."
            )
        ),
        Rejected(
            name: "trickle value -0.1",
            json: document + #""trickleProgress","model":{"value":-0.1}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.value",
                message: "A running trickle's value must be from 0 to its cap (0.9), not -0.1."
            )
        ),
        Rejected(
            name: "progress fraction 1.5",
            json: document + #""x","presentation":{"root":{"id":"p","kind":"progress","#
                + #""progress":{"fraction":1.5,"isSimulated":true}}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.root.progress.fraction",
                message: "A progress fraction must be from 0 to 1, not 1.5."
            )
        ),
        Rejected(
            name: "progress fraction -0.1",
            json: document + #""x","presentation":{"root":{"id":"p","kind":"progress","#
                + #""progress":{"fraction":-0.1,"isSimulated":false}}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.root.progress.fraction",
                message: "A progress fraction must be from 0 to 1, not -0.1."
            )
        ),
        Rejected(
            name: "multiplier 1e308",
            json: document + #""statusBoard","model":{"accessibilityMultiplier":1e308}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.accessibilityMultiplier",
                message: "Invalid accessibilityMultiplier (1e+308): the multiplier must be from 1 to 10, "
                    + "since it may only lengthen durations."
            )
        ),
        Rejected(
            name: "stack limit -1",
            json: document + #""statusBoard","model":{"policy":{"mode":"stack","limit":-1}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.policy.limit",
                message: "Invalid limit (-1): a stack must show at least one message."
            )
        ),
        Rejected(
            name: "count 1e30",
            json: document + #""statusMessage","model":{"text":{"key":"k","count":1e30}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.text.count",
                message: "The number 1e30 is not a whole number that fits in Int."
            )
        ),
        Rejected(
            name: "heading level 7",
            json: document + #""x","presentation":{"root":{"id":"r","kind":"heading","level":7}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.root.level",
                message: "A heading level must be from 1 to 6, not 7."
            )
        ),
        Rejected(
            name: "last token 2^64 - 1",
            json: document + #""statusBoard","model":{"lastToken":18446744073709551615}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.lastToken",
                message: "The last token must be at most 9007199254740991, not 18446744073709551615."
            )
        ),
        Rejected(
            name: "a double that overflows",
            json: document + #""trickleProgress","model":{"value":-1e400}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.value",
                message: "The number -1e400 does not fit in Double."
            )
        ),
        // Negative and huge durations.
        Rejected(
            name: "message duration 0",
            json: document + #""statusMessage","model":{"text":"A","duration":0}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.duration",
                message: "Invalid duration (0.0 seconds): a display duration must be greater than zero."
            )
        ),
        Rejected(
            name: "message duration -5",
            json: document + #""statusMessage","model":{"text":"A","duration":-5}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.duration",
                message: "Invalid duration (-0.005 seconds): a display duration must be greater than zero."
            )
        ),
        Rejected(
            name: "message duration past 7 days",
            json: document + #""statusMessage","model":{"text":"A","duration":604800001}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.duration",
                message: "Invalid duration (604800.001 seconds): a timed display duration must be at most 7 days; "
                    + "use .sticky for a message that stays."
            )
        ),
        Rejected(
            name: "message duration past Int64",
            json: document + #""statusMessage","model":{"text":"A","duration":9223372036854775808}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.duration",
                message: #"A display duration must be a whole number of milliseconds or "sticky"."#
            )
        ),
        Rejected(
            name: "fade delay -1",
            json: document + #""x","presentation":{"root":{"id":"r","kind":"label"},"#
                + #""transition":{"show":{"durationMilliseconds":300,"delayMilliseconds":-1}}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "presentation.transition.show.delayMilliseconds",
                message: "A fade's duration and delay must not be negative, not -1 ms."
            )
        ),
        Rejected(
            name: "trickle interval past an hour",
            json: document + #""trickleProgress","model":{"configuration":{"maximumIntervalMilliseconds":3600001}}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.configuration.maximumIntervalMilliseconds",
                message: "Invalid maximumInterval (3600.001 seconds): the maximum interval must be at most one hour."
            )
        ),
        Rejected(
            name: "board time to live -1",
            json: document + #""statusBoard","model":{"lastToken":1,"visible":[{"message":{"text":"A"},"#
                + #""repeatCount":1,"timer":{"deadlineMilliseconds":5,"state":"running","timeToLiveMilliseconds":-1},"#
                + #""token":1}]}}"#,
            error: WireFormatError(
                .invalidValue,
                path: "model.visible[0].timer.timeToLiveMilliseconds",
                message: "A timer's time to live must be more than 0 and at most 604800000 ms "
                    + "(7 days times the accessibility multiplier), not -1 ms."
            )
        ),
        // Duplicate members, anywhere, however spelled.
        Rejected(
            name: "duplicate in a presentation",
            json: document + #""x","presentation":{"root":{"id":"r","kind":"container","#
                + #""accessibility":{"label":"a","label":"b"}}}}"#,
            error: WireFormatError(
                .duplicateMember,
                path: "presentation.root.accessibility.label",
                message: #"Duplicate member "label": a member may appear only once in an object."#,
                line: 1,
                column: 106
            )
        ),
        Rejected(
            name: "duplicate spelled with an escape",
            json: #"{"version":1,"type":"x","\u0074ype":"y"}"#,
            error: WireFormatError(
                .duplicateMember,
                path: "type",
                message: #"Duplicate member "type": a member may appear only once in an object."#,
                line: 1,
                column: 25
            )
        ),
        Rejected(
            name: "duplicate unknown member",
            json: #"{"version":1,"type":"x","extra":1,"extra":2}"#,
            error: WireFormatError(
                .duplicateMember,
                path: "extra",
                message: #"Duplicate member "extra": a member may appear only once in an object."#,
                line: 1,
                column: 35
            )
        ),
        Rejected(
            name: "duplicate names equal under canonical equivalence",
            json: "{\"version\":1,\"type\":\"x\",\"\u{E9}\":1,\"e\u{301}\":2}",
            error: WireFormatError(
                .duplicateMember,
                path: #"["é"]"#,
                message: "Duplicate member \"e\u{301}\": a member may appear only once in an object.",
                line: 1,
                column: 31
            )
        ),
        // Byte order marks: one leading mark is skipped; any other is an error.
        Rejected(
            name: "two byte order marks",
            json: "\u{FEFF}\u{FEFF}{\"version\":1,\"type\":\"x\"}",
            error: WireFormatError(
                .syntax,
                path: "",
                message: "Unexpected \"\u{FEFF}\": expected a value.",
                line: 1,
                column: 1
            )
        ),
        Rejected(
            name: "a byte order mark between members",
            json: "{\"version\":1,\u{FEFF}\"type\":\"x\"}",
            error: WireFormatError(
                .syntax,
                path: "",
                message: "Unexpected \"\u{FEFF}\": expected a member name in double quotes.",
                line: 1,
                column: 14
            )
        ),
    ]

    @Test("Hostile documents are rejected with the exact error", arguments: Self.rejected)
    func rejectedDocument(_ rejected: Rejected) throws {
        guard case .error(let error) = HostileInput.read(rejected.json) else {
            Issue.record("read as a document")
            return
        }
        #expect(error == rejected.error)
        // The same bytes through the byte API give the same error.
        guard case .error(let fromBytes) = HostileInput.read(Array(rejected.json.utf8)) else {
            Issue.record("read as a document from bytes")
            return
        }
        #expect(fromBytes == rejected.error)
    }
}
