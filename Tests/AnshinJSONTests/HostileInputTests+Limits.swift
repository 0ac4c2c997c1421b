import Anshin
import AnshinJSON
import AnshinTestSupport
import Testing

extension HostileInputTests {
    /// The document read, or a recorded issue.
    static func document(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> WireDocument? {
        switch HostileInput.read(json) {
        case .document(let document): return document
        case .error(let error):
            Issue.record("not read: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test("Unknown names and lenient values take their documented fallbacks")
    func fallbacks() throws {
        // An unknown preset shows the unexpected screen's content, keeping its name.
        let screen = try #require(Self.document(Self.document + #""errorScreen","model":{"preset":"solarFlare"}}"#))
        let unexpected = ErrorScreen(.preset(.unexpected))
        guard case .errorScreen(let read) = screen.model else {
            Issue.record("not an error screen: \(screen.model)")
            return
        }
        #expect(read.preset == ErrorScreen.Preset(rawValue: "solarFlare"))
        #expect(read.icon == unexpected.icon && read.title == unexpected.title && read.message == unexpected.message)
        #expect(read.retry == unexpected.retry)

        // An unknown message kind presents as normal, keeping its name.
        let message = try #require(
            Self.document(Self.document + #""statusMessage","model":{"text":"Hi","kind":"sparkle"}}"#)
        )
        #expect(message.model == .statusMessage(StatusMessage("Hi", kind: StatusMessage.Kind(rawValue: "sparkle"))))
        #expect(message.model.presentation == StatusMessage("Hi", kind: .normal).presentation)

        // An unknown element kind is a container that keeps its text and children; unknown symbols and
        // tones are kept by name; an unknown role or grouping reads as absent; unknown traits are skipped.
        let host = try #require(
            Self.document(
                Self.document + #""banner","presentation":{"root":{"id":"r","kind":"marquee","text":"t","#
                    + #""accessibility":{"role":"tooltip","grouping":"blend","traits":["sparkly","button"]},"#
                    + #""children":[{"id":"i","kind":"icon","icon":{"symbol":"unicorn"},"tone":"ultraviolet"}]}}}"#
            )
        )
        #expect(
            host.presentation
                == Presentation(
                    type: "banner",
                    root: Presentation.Element(
                        id: "r",
                        kind: .container(),
                        text: "t",
                        accessibility: AccessibilityDescriptor(traits: .button),
                        children: [
                            Presentation.Element(
                                id: "i",
                                kind: .icon(.decorative("unicorn")),
                                tone: ColorToken(rawValue: "ultraviolet")
                            )
                        ]
                    )
                )
        )
        #expect(host.model.isUnknown)

        // The model of an unknown type is read for its syntax only.
        let unknown = try #require(Self.document(Self.document + #""banner","model":{"value":-1e400,"x":[1,{}]}}"#))
        #expect(unknown.model == .unknown(type: "banner", presentation: nil))

        // Numbers: a whole double is an integer; one too small for a Double reads as 0; the extremes of
        // Int are counts like any other.
        #expect(Self.document(#"{"version":1.0,"type":"x"}"#)?.version == 1)
        let tiny = try #require(Self.document(Self.document + #""trickleProgress","model":{"value":1e-400}}"#))
        if case .trickleProgress(let trickle) = tiny.model { #expect(trickle.value == 0) }
        let counted = try #require(
            Self.document(
                Self.document + #""statusMessage","model":{"text":{"key":"k","count":-9223372036854775808}}}"#
            )
        )
        #expect(counted.model == .statusMessage(StatusMessage(.localized("k", count: Int.min))))

        // Durations the reader takes as they are and the front ends clamp when they draw: a fade, a
        // grace time or a minimum show time may be any whole number of milliseconds from 0 on.
        let fade = try #require(
            Self.document(
                Self.document + #""x","presentation":{"root":{"id":"r","kind":"label"},"#
                    + #""transition":{"show":{"durationMilliseconds":9223372036854775807}}}}"#
            )
        )
        #expect(fade.presentation?.transition?.show?.duration == .milliseconds(Int64.max))
        let grace = try #require(
            Self.document(
                Self.document
                    + #""trickleProgress","model":{"configuration":{"graceTimeMilliseconds":9223372036854775807,"#
                    + #""minimumShowTimeMilliseconds":9223372036854775807}}}"#
            )
        )
        if case .trickleProgress(let trickle) = grace.model {
            #expect(trickle.configuration.graceTime == .milliseconds(Int64.max))
            #expect(!trickle.isVisible(at: .seconds(1)))
        }

        // One leading byte order mark is skipped; inside a string, U+FEFF is text.
        let plain = try #require(Self.document(Self.document + #""loadingScreen","model":{"label":"a\ufeffb"}}"#))
        #expect(Self.document("\u{FEFF}" + Self.document + #""loadingScreen","model":{"label":"a\ufeffb"}}"#) == plain)
        #expect(plain.model == .loadingScreen(LoadingScreen("a\u{FEFF}b")))
        Hardening.report(
            "hostile input, tables: \(Self.rejected.count) documents rejected with exact errors, "
                + "4 nested 10,000 deep, 3 at the size limit, 8 byte sequences, 14 documented fallbacks"
        )
    }

    /// A document nested 10,000 deep at a given place, and where the 129th level opens.
    static func nested(_ prefix: String, _ open: String, _ close: String, depth: Int = 10_000) -> String {
        prefix + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "}"
    }

    /// The 1-based column of the first character that opens the 129th array or object.
    static func columnOfLevel129(_ json: String) -> Int {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, scalar) in json.unicodeScalars.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "[", "{":
                depth += 1
                if depth == 129 { return offset + 1 }
            case "]", "}": depth -= 1
            default: break
            }
        }
        return -1
    }

    @Test("Nesting 10,000 deep anywhere is an error at level 129, not a stack overflow")
    func deepNesting() {
        let places: [(json: String, path: String)] = [
            (
                Self.nested(
                    Self.document + #""x","presentation":{"root":"#,
                    #"{"id":"a","kind":"container","children":["#,
                    "]}"
                ),
                "presentation.root" + String(repeating: ".children[0]", count: 63)
            ),
            (
                Self.nested(Self.document + #""statusMessage","model":{"text":"#, #"{"joined":["#, "]}"),
                "model.text" + String(repeating: ".joined[0]", count: 63)
            ),
            (
                Self.nested(Self.document + #""statusMessage","model":{"text":"#, #"{"key":"k","arguments":["#, "]}"),
                "model.text" + String(repeating: ".arguments[0]", count: 63)
            ),
            (Self.nested(Self.document + #""x","model":"#, "[", "]"), "model" + String(repeating: "[0]", count: 127)),
        ]
        for (json, path) in places {
            let error = WireFormatError(
                .limitExceeded,
                path: path,
                message: "Arrays and objects nest deeper than the limit of 128 levels.",
                line: 1,
                column: Self.columnOfLevel129(json)
            )
            guard case .error(let read) = HostileInput.read(json) else {
                Issue.record("read as a document: \(path)")
                continue
            }
            #expect(read == error)
        }
    }

    // Bounded time is shown by the time limit (a quadratic parse of 4 MiB would run for hours), not
    // by timing the reads: a loaded machine or a sanitizer makes any wall-clock bound flaky.
    @Test(
        "A 10 MB string is refused before parsing; 4 MiB documents read in bounded time",
        .timeLimit(.minutes(5))
    )
    func size() throws {
        let tenMegabytes =
            Self.document + #""loadingScreen","model":{"label":""# + String(repeating: "a", count: 10 << 20) + #""}}"#
        let refused = WireFormatError(
            .limitExceeded,
            path: "",
            message: "The input is \(tenMegabytes.utf8.count) bytes, more than the limit of 4194304 bytes (4 MiB)."
        )
        guard case .error(let fromString) = HostileInput.read(tenMegabytes),
            case .error(let fromBytes) = HostileInput.read(Array(tenMegabytes.utf8))
        else {
            Issue.record("a 10 MB document was read")
            return
        }
        #expect(fromString == refused && fromBytes == refused)

        // Just under the limit: a string of 4 MiB less the document around it, and as many empty objects
        // as fit, each read well within the time limit of a request.
        let around = Self.document + #""loadingScreen","model":{"label":""}}"#
        let label = String(repeating: "ä", count: ((4 << 20) - around.utf8.count) / 2)
        let big = try #require(Self.document(Self.document + #""loadingScreen","model":{"label":"\#(label)"}}"#))
        #expect(big.model == .loadingScreen(LoadingScreen(UserText(verbatim: label))))
        let objects = Array(repeating: "{}", count: ((4 << 20) - 40) / 3).joined(separator: ",")
        #expect(Self.document(Self.document + #""banner","model":[\#(objects)]}"#)?.model.isUnknown == true)
    }

    /// Bytes that are not UTF-8, or not only UTF-8, and the exact error each gives.
    @Test("Invalid UTF-8, other encodings' byte order marks and raw NUL are syntax errors with their position")
    func bytes() {
        let head = Array(Self.document.utf8)
        let cases: [(bytes: [UInt8], error: WireFormatError)] = [
            (
                [0xFF, 0xFE] + Array(#"{"version":1,"type":"x"}"#.utf8),
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected byte 0xFF (invalid UTF-8): expected a value.",
                    line: 1,
                    column: 1
                )
            ),
            (
                [0xFE, 0xFF] + Array(#"{"version":1,"type":"x"}"#.utf8),
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected byte 0xFE (invalid UTF-8): expected a value.",
                    line: 1,
                    column: 1
                )
            ),
            (
                head + Array(#""x","#.utf8) + [0x22, 0xC3, 0x22] + Array(#":1}"#.utf8),
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Invalid UTF-8: the sequence that starts with the byte 0xC3 is malformed.",
                    line: 1,
                    column: 26
                )
            ),
            (
                head + Array(#""loadingScreen","model":{"label":"ab"#.utf8) + [0xE3, 0x81],
                WireFormatError(
                    .syntax,
                    path: "model.label",
                    message: "Invalid UTF-8: the sequence that starts with the byte 0xE3 is malformed.",
                    line: 1,
                    column: 57
                )
            ),
            (
                Array(#"{"version":1,"#.utf8) + [0x80] + Array(#""type":"x"}"#.utf8),
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected byte 0x80 (invalid UTF-8): expected a member name in double quotes.",
                    line: 1,
                    column: 14
                )
            ),
            (
                head + Array(#""loadingScreen","model":{"label":"a"#.utf8) + [0x00] + Array(#""}}"#.utf8),
                WireFormatError(
                    .syntax,
                    path: "model.label",
                    message: "The control character U+0000 must be escaped in a string.",
                    line: 1,
                    column: 56
                )
            ),
            (
                Array(#"{"version":1,"type":"x"}"#.utf8) + [0x00],
                WireFormatError(
                    .syntax,
                    path: "",
                    message: "Unexpected U+0000 after the document's value.",
                    line: 1,
                    column: 25
                )
            ),
        ]
        for (bytes, expected) in cases {
            guard case .error(let error) = HostileInput.read(bytes) else {
                Issue.record("read as a document: \(bytes)")
                continue
            }
            #expect(error == expected)
        }
        // A noncharacter is valid UTF-8 and valid JSON: it is read as it is.
        let noncharacter =
            head + Array(#""loadingScreen","model":{"label":""#.utf8) + [0xEF, 0xBF, 0xBF] + Array(#""}}"#.utf8)
        if case .document(let document) = HostileInput.read(noncharacter) {
            #expect(document.model == .loadingScreen(LoadingScreen("\u{FFFF}")))
        } else {
            Issue.record("a noncharacter was refused")
        }
    }
}
