import Anshin
import AnshinJSON
import Testing

/// Malformed input always gives a ``WireFormatError`` that names the path — with the line and column
/// for syntax errors — and never crashes.
@Suite("Malformed input")
struct MalformedInputTests {
    /// The error reading a document gives, or `nil` when it reads.
    static func error(_ json: String) -> WireFormatError? {
        do {
            _ = try WireDocument.decode(json)
            return nil
        } catch {
            return error
        }
    }

    /// The error reading a document from bytes gives, or `nil` when it reads.
    static func error(_ bytes: [UInt8]) -> WireFormatError? {
        do {
            _ = try WireDocument.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("Truncated input")
    func truncated() {
        let error = Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation", "title": "Sav"#)
        #expect(
            error
                == WireFormatError(
                    .syntax,
                    path: "model.title",
                    message: "Unexpected end of input inside a string: expected a closing \".",
                    line: 1,
                    column: 80
                )
        )
        #expect(
            error?.description
                == "model.title (line 1, column 80): Unexpected end of input inside a string: expected a closing \"."
        )
        #expect(
            Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "#)
                == WireFormatError(
                    .syntax,
                    path: "model.kind",
                    message: "Unexpected end of input: expected a value.",
                    line: 1,
                    column: 51
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "alert""#)
                == WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected end of input: expected \",\" or \"}\" after a member.",
                    line: 1,
                    column: 31
                )
        )
    }

    @Test("Values of the wrong type")
    func wrongTypes() {
        #expect(
            Self.error(#"{"version": "1", "type": "alert"}"#)
                == WireFormatError(.typeMismatch, path: "version", message: "Expected a number but found a string.")
        )
        #expect(
            Self.error(#"{"version": 1, "type": null}"#)
                == WireFormatError(.typeMismatch, path: "type", message: "Expected a string but found null.")
        )
        #expect(
            Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation", "title": 42}}"#)
                == WireFormatError(
                    .typeMismatch,
                    path: "model.title",
                    message: "Expected text (a string or an object) but found a number."
                )
        )
        // A number too large for a Double is still a number, not an array.
        for number in ["1e999", "-1e999"] {
            #expect(
                Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation", "title": \#(number)}}"#)
                    == WireFormatError(
                        .typeMismatch,
                        path: "model.title",
                        message: "Expected text (a string or an object) but found a number."
                    )
            )
        }
        let children = #"[{"id": "a", "kind": "label"}, {"id": "b", "kind": "label"}, {"id": "c", "kind": 3}]"#
        #expect(
            Self.error(
                #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "container", "children": "#
                    + children + "}}}"
            )
                == WireFormatError(
                    .typeMismatch,
                    path: "presentation.root.children[2].kind",
                    message: "Expected a string but found a number."
                )
        )
        #expect(
            Self.error("[1, 2]")
                == WireFormatError(.typeMismatch, path: "", message: "Expected an object but found an array.")
        )
        #expect(
            Self.error(#"{"version": 1, "type": "statusMessage", "model": {"text": "x", "duration": 1.5}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.duration",
                    message: "A display duration must be a whole number of milliseconds or \"sticky\"."
                )
        )
    }

    @Test("A required member is missing")
    func missingMember() {
        let error = Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation"}}"#)
        #expect(
            error == WireFormatError(.missingMember, path: "model.title", message: "Missing required member \"title\".")
        )
        #expect(error?.description == "model.title: Missing required member \"title\".")
        #expect(
            Self.error(#"{"type": "alert"}"#)
                == WireFormatError(.missingMember, path: "version", message: "Missing required member \"version\".")
        )
        #expect(
            Self.error(#"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "heading"}}}"#)
                == WireFormatError(
                    .missingMember,
                    path: "presentation.root.level",
                    message: "Missing required member \"level\"."
                )
        )
    }

    @Test("Values that break a model's rules")
    func invalidValues() {
        #expect(
            Self.error(#"{"version": 1, "type": "trickleProgress", "model": {"value": 1.5}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.value",
                    message: "A running trickle's value must be from 0 to its cap (0.9), not 1.5."
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "statusMessage", "model": {"text": "Hi", "duration": -5}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.duration",
                    message: "Invalid duration (-0.005 seconds): a display duration must be greater than zero."
                )
        )
        #expect(
            Self.error(
                #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "container"}, "transition": {"show": {"durationMilliseconds": -300}}}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "presentation.transition.show.durationMilliseconds",
                    message: "A fade's duration and delay must not be negative, not -300 ms."
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "trickleProgress", "model": {"configuration": {"cap": 1.5}}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.configuration.cap",
                    message: "Invalid cap (1.5): the cap must be between 0 and 1, exclusive."
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "alert", "model": {"kind": "warning", "title": "x"}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.kind",
                    message: "Unknown alert kind \"warning\": expected \"confirmation\" or \"suggestion\"."
                )
        )
        // Out of range where the reader took anything before: a progress fraction outside 0…1, a
        // heading level outside 1…6, and a trickle's completion time that is negative or on a
        // running trickle.
        for fraction in ["1.5", "-0.1"] {
            #expect(
                Self.error(
                    #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "progress", "#
                        + #""progress": {"fraction": \#(fraction), "isSimulated": false}}}}"#
                )
                    == WireFormatError(
                        .invalidValue,
                        path: "presentation.root.progress.fraction",
                        message: "A progress fraction must be from 0 to 1, not \(Double(fraction)!)."
                    )
            )
        }
        #expect(
            Self.error(
                #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "heading", "level": 0}}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "presentation.root.level",
                    message: "A heading level must be from 1 to 6, not 0."
                )
        )
        #expect(
            Self.error(
                #"{"version": 1, "type": "trickleProgress", "model": {"phase": "completed", "value": 1, "completedAtMilliseconds": -5}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "model.completedAtMilliseconds",
                    message: "A completion time must not be negative, not -5 ms."
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "trickleProgress", "model": {"completedAtMilliseconds": 100}}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "model.completedAtMilliseconds",
                    message: "A running trickle has no completion time."
                )
        )
        #expect(
            Self.error(#"{"version": 1e400, "type": "x"}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "version",
                    message: "The number 1e400 is not a whole number that fits in Int."
                )
        )
    }

    /// A model's decoder names an array item with an integer key spelled "Index 0"; the path showed
    /// it as a member, `visible["Index 0"]`, instead of `visible[0]`.
    @Test("What the schema's minLength, pattern and minItems refuse, the reader refuses, naming the member")
    func schemaStringAndArrayLimits() {
        #expect(
            Self.error(#"{"version": 1, "type": ""}"#)
                == WireFormatError(
                    .invalidValue,
                    path: "type",
                    message: #"A document's type names its model ("errorScreen", "banner"); it cannot be empty."#
                )
        )
        func language(_ tag: String) -> WireFormatError {
            WireFormatError(
                .invalidValue,
                path: "language",
                message: #"A document's language must be a BCP 47 language tag such as "en" or "pt-PT", not "#
                    + tag + #": subtags of one to eight ASCII letters and digits joined by "-" or "_", the first "#
                    + "of two to eight letters."
            )
        }
        for (json, tag) in [
            ("", "empty"), ("en us", #""en us""#), (#"en\n"#, #""en\u{A}""#), ("e", #""e""#), ("en-", #""en-""#),
            ("en--US", #""en--US""#), ("x", #""x""#), ("日本", #""\u{65E5}\u{672C}""#),
        ] {
            #expect(Self.error(#"{"version": 1, "type": "banner", "language": "\#(json)"}"#) == language(tag), "\(tag)")
        }
        for tag in ["en", "pt-PT", "ja_JP", "und", "x-klingon", "i-default", "sr-Latn-RS", "es-419", "EN"] {
            #expect(Self.error(#"{"version": 1, "type": "banner", "language": "\#(tag)"}"#) == nil, "\(tag)")
        }
        #expect(
            Self.error(
                #"{"version": 1, "type": "x", "presentation": {"root": {"id": "r", "kind": "container", "children": [{"id": "a", "kind": "label", "children": []}]}}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "presentation.root.children[0].children",
                    message:
                        "An element's children are one or more elements; an element without any leaves the member out."
                )
        )
    }

    @Test("What the reader refuses the writer never writes: an empty type, a language that is no tag, empty children")
    func writtenDocumentsAreRead() throws {
        let root = Presentation.Element(id: "r", kind: .container(), children: [])
        let unnamed = Presentation(type: "", root: root)
        let json = JSONRenderer(formatting: .compact).render(unnamed)
        #expect(
            json
                == #"{"presentation":{"root":{"accessibility":{},"id":"r","kind":"container"}},"type":"unknown","version":1}"#
        )
        #expect(try WireDocument.decode(json).type == "unknown")
        #expect(
            throws: WireFormatError(
                .unencodableValue,
                path: "type",
                message:
                    "The presentation's type is empty: a document's type names its model (\"errorScreen\", \"banner\"), and no reader reads an empty one."
            )
        ) {
            try JSONRenderer().document(for: unnamed)
        }
        let document = WireDocument(
            type: "banner",
            language: "en us",
            model: .unknown(type: "banner", presentation: nil)
        )
        let written = try WireEncoder().encode(document)
        #expect(written == #"{"language":"und","type":"banner","version":1}"#)
        #expect(try WireDocument.decode(written).language == "und")
    }

    @Test("A strict document refuses nesting deeper than the reader takes; render writes it whole")
    func nestingBeyondTheReadersLimit() throws {
        // Each element is an object with its children in an array: two levels an element, under the
        // document and its presentation, and each element's accessibility one level more.
        func nested(_ depth: Int) -> Presentation {
            var element = Presentation.Element(id: "e\(depth)", kind: .label, text: "Deepest")
            for level in (1..<depth).reversed() {
                element = Presentation.Element(id: "e\(level)", kind: .container(), children: [element])
            }
            return Presentation(type: "tower", root: element)
        }
        let deepest = try JSONRenderer().document(for: nested(63))
        #expect(try WireDocument.decode(deepest).presentation?.elements.count == 63)
        let path = "presentation.root" + String(repeating: ".children[0]", count: 63)
        #expect(
            throws: WireFormatError(
                .unencodableValue,
                path: path,
                message: "The value nests deeper than 128 levels, the most a wire document's reader takes."
            )
        ) {
            try JSONRenderer().document(for: nested(64))
        }
        let whole = JSONRenderer(formatting: .compact).render(nested(64))
        #expect(whole.contains(#""id":"e64""#))
        #expect(throws: WireFormatError.self) { try WireDocument.decode(whole) }
    }

    @Test("A rule broken inside an array names the item's index")
    func indexInAModelsOwnPath() {
        let entry =
            #"{"message": {"duration": "sticky", "text": "A"}, "repeatCount": 1, "timer": {"state": "sticky"}, "token": 1}"#
        let running = #"{"deadlineMilliseconds": 5, "state": "running", "timeToLiveMilliseconds": 5}"#
        #expect(
            Self.error(
                #"{"version": 1, "type": "statusBoard", "model": {"isPaused": true, "lastToken": 2, "policy": {"mode": "stack", "limit": 2}, "visible": ["#
                    + entry + #", {"message": {"text": "B"}, "repeatCount": 1, "timer": \#(running), "token": 2}]}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "model.visible[1].timer",
                    message: "A shown message on a paused board must be sticky or paused."
                )
        )
        #expect(
            Self.error(
                #"{"version": 1, "type": "statusBoard", "model": {"lastToken": 1, "visible": ["#
                    + #"{"message": {"duration": "sticky", "text": "A"}, "repeatCount": 0, "timer": {"state": "sticky"}, "token": 1}]}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "model.visible[0].repeatCount",
                    message: "A repeat count must be at least 1, not 0."
                )
        )
        // A timed message waiting with a sticky timer: the board gives it a waiting one.
        #expect(
            Self.error(
                #"{"version": 1, "type": "statusBoard", "model": {"lastToken": 2, "policy": {"mode": "queue"}, "visible": ["#
                    + entry + #"], "waiting": [{"message": {"duration": 1000, "text": "B"}, "repeatCount": 1, "#
                    + #""timer": {"state": "sticky"}, "token": 2}]}}"#
            )
                == WireFormatError(
                    .invalidValue,
                    path: "model.waiting[0].timer",
                    message:
                        "The message is shown for 1000 ms once it is shown, so its timer must be waiting, not sticky."
                )
        )
    }

    @Test("An unsupported version")
    func unsupportedVersion() {
        #expect(
            Self.error(#"{"version": 2, "type": "alert"}"#)
                == WireFormatError(
                    .unsupportedVersion,
                    path: "version",
                    message: "This reader understands version 1 of the wire format, not version 2."
                )
        )
    }

    @Test("Duplicate members")
    func duplicateMembers() {
        let error = Self.error("{\"version\": 1,\n \"type\": \"alert\",\n \"type\": \"x\"}")
        #expect(
            error
                == WireFormatError(
                    .duplicateMember,
                    path: "type",
                    message: "Duplicate member \"type\": a member may appear only once in an object.",
                    line: 3,
                    column: 2
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "x", "model": {"retry": {"title": "a", "title": "b"}}}"#)
                == WireFormatError(
                    .duplicateMember,
                    path: "model.retry.title",
                    message: "Duplicate member \"title\": a member may appear only once in an object.",
                    line: 1,
                    column: 63
                )
        )
    }

    @Test("Invalid UTF-8")
    func invalidUTF8() {
        let prefix = Array(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation", "title": "ab"#.utf8)
        let suffix = Array(#""}}"#.utf8)
        for lead: UInt8 in [0xFF, 0xC0, 0x80] {
            #expect(
                Self.error(prefix + [lead, 0xAF] + suffix)
                    == WireFormatError(
                        .syntax,
                        path: "model.title",
                        message:
                            "Invalid UTF-8: the byte 0x\(String(lead, radix: 16, uppercase: true)) cannot start a character.",
                        line: 1,
                        column: 79
                    )
            )
        }
        #expect(
            Self.error(prefix + [0xFF] + suffix)
                == WireFormatError(
                    .syntax,
                    path: "model.title",
                    message: "Invalid UTF-8: the byte 0xFF cannot start a character.",
                    line: 1,
                    column: 79
                )
        )
        for malformed: [UInt8] in [[0xE3, 0x81], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80]] {
            #expect(
                Self.error(prefix + malformed + suffix)
                    == WireFormatError(
                        .syntax,
                        path: "model.title",
                        message:
                            "Invalid UTF-8: the sequence that starts with the byte 0x\(String(malformed[0], radix: 16, uppercase: true)) is malformed.",
                        line: 1,
                        column: 79
                    )
            )
        }
        #expect(
            Self.error([0xFF])
                == WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected byte 0xFF (invalid UTF-8): expected a value.",
                    line: 1,
                    column: 1
                )
        )
    }

    @Test("Surrogate escapes: pairs decode, unpaired ones are errors")
    func surrogates() throws {
        let pair = try WireDocument.decode(
            #"{"version": 1, "type": "loadingScreen", "model": {"label": "\ud83d\ude00", "placement": "compact"}}"#
        )
        #expect(pair.model == .loadingScreen(LoadingScreen("😀", placement: .compact)))
        #expect(
            Self.error(#"{"version": 1, "type": "x", "model": "\ud800"}"#)
                == WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Unpaired surrogate \\ud800: a high surrogate must be followed by a low surrogate escape.",
                    line: 1,
                    column: 39
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "x", "model": "a\ud800\u0041"}"#)
                == WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Unpaired surrogate \\ud800: a high surrogate must be followed by a low surrogate escape.",
                    line: 1,
                    column: 40
                )
        )
        #expect(
            Self.error(#"{"version": 1, "type": "x", "model": "\uDC00"}"#)
                == WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Unpaired surrogate \\uDC00: a low surrogate must follow a high surrogate escape.",
                    line: 1,
                    column: 39
                )
        )
    }

    @Test("Nesting 10,000 deep is an error, not a stack overflow")
    func deepNesting() {
        let arrays = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(
            Self.error(arrays)
                == WireFormatError(
                    .limitExceeded,
                    path: String(repeating: "[0]", count: 128),
                    message: "Arrays and objects nest deeper than the limit of 128 levels.",
                    line: 1,
                    column: 129
                )
        )
        let objects = #"{"version": 1, "type": "x", "model": "# + String(repeating: #"{"a": "#, count: 10_000)
        #expect(
            Self.error(objects)
                == WireFormatError(
                    .limitExceeded,
                    path: "model" + String(repeating: ".a", count: 127),
                    message: "Arrays and objects nest deeper than the limit of 128 levels.",
                    line: 1,
                    column: 38 + 6 * 127
                )
        )
        // 128 levels are fine.
        let deepest = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(throws: Never.self) { try WireDecoder().decode(Nested.self, from: deepest) }
    }

    @Test("Trailing data after the document")
    func trailingGarbage() {
        let error = Self.error(#"{"version": 1, "type": "alert"} x"#)
        #expect(
            error
                == WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected \"x\" after the document's value.",
                    line: 1,
                    column: 33
                )
        )
        #expect(error?.description == "document (line 1, column 33): Unexpected \"x\" after the document's value.")
        #expect(
            Self.error("{\"version\": 1, \"type\": \"alert\"}\n{}")
                == WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected \"{\" after the document's value.",
                    line: 2,
                    column: 1
                )
        )
    }

    @Test("Other syntax errors")
    func syntax() {
        let cases: [(String, WireFormatError)] = [
            (
                "",
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "The input is empty: expected a JSON value.",
                    line: 1,
                    column: 1
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": "\q"}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Invalid escape sequence \\q in a string.",
                    line: 1,
                    column: 39
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": "\u12"}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Invalid \\u escape: expected four hexadecimal digits.",
                    line: 1,
                    column: 39
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": 012}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Invalid number: a leading zero must not be followed by more digits.",
                    line: 1,
                    column: 38
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": -}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Invalid number: expected a digit after \"-\", found \"}\".",
                    line: 1,
                    column: 39
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": 1.}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Invalid number: expected a digit after the decimal point, found \"}\".",
                    line: 1,
                    column: 40
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": [1, 2,]}"#,
                WireFormatError(
                    .syntax,
                    path: "model[2]",
                    message: "Unexpected \"]\": expected a value.",
                    line: 1,
                    column: 44
                )
            ),
            (
                #"{"version": 1, "type": "x", "model": tru}"#,
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "Unexpected \"t\": expected a value (did you mean true?).",
                    line: 1,
                    column: 38
                )
            ),
            (
                "{\"version\": 1, \"type\": \"x\", \"model\": \"a\u{1}b\"}",
                WireFormatError(
                    .syntax,
                    path: "model",
                    message: "The control character U+0001 must be escaped in a string.",
                    line: 1,
                    column: 40
                )
            ),
            (
                "{\"version\": 1, 'type': 1}",
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected \"'\": expected a member name in double quotes.",
                    line: 1,
                    column: 16
                )
            ),
            (
                #"{"version" 1}"#,
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected \"1\": expected \":\" after a member name.",
                    line: 1,
                    column: 12
                )
            ),
        ]
        for (json, expected) in cases {
            #expect(Self.error(json) == expected, "\(json)")
        }
    }

    @Test("Input larger than 4 MiB")
    func inputSize() {
        let big = #"{"version": 1, "type": "x", "model": ""# + String(repeating: "a", count: 4 * 1024 * 1024) + #""}"#
        #expect(
            Self.error(big)
                == WireFormatError(
                    .limitExceeded,
                    path: "",
                    message: "The input is 4194344 bytes, more than the limit of 4194304 bytes (4 MiB)."
                )
        )
    }
}

/// Nested arrays of any depth.
private struct Nested: Decodable {
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd { _ = try container.decode(Nested.self) }
    }
}
