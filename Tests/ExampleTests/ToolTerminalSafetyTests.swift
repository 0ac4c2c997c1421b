import Anshin
import AnshinJSON
import AnshinText
import Foundation
import Testing

@testable import AnshinTool

/// Nothing the tool prints that came from a document or a user can control the terminal: every
/// command, standard output and standard error.
@Suite("anshin prints nothing raw")
struct ToolTerminalSafetyTests {
    /// Escape sequences and controls a document could use on a terminal, with what each is printed
    /// as (`TerminalText`'s neutralization).
    static let payloads: [(name: String, raw: String, printed: String)] = [
        ("C0 bell and backspace", "a\u{07}\u{08}b", "a␇␈b"),
        ("carriage return over the line", "ok\rFAKE", "ok␍FAKE"),
        ("line feed starting a fake line", "x\nanshin: all good", "x␊anshin: all good"),
        ("NUL and DEL", "\u{0}\u{7F}", "␀␡"),
        ("CSI clear screen", "\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),
        ("CSI colour", "\u{1B}[31mred\u{1B}[0m", "␛[31mred␛[0m"),
        ("OSC window title", "\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),
        (
            "OSC 8 hyperlink",
            "\u{1B}]8;;https://evil.example\u{1B}\\docs\u{1B}]8;;\u{1B}\\",
            "␛]8;;https://evil.example␛\\docs␛]8;;␛\\"
        ),
        ("DCS request", "\u{1B}P$q\"p\u{1B}\\", "␛P$q\"p␛\\"),
        ("8-bit CSI", "\u{9B}2J", "\u{FFFD}2J"),
        ("8-bit OSC and ST", "\u{9D}0;pwned\u{9C}", "\u{FFFD}0;pwned\u{FFFD}"),
        ("C1 NEL", "a\u{85}b", "a\u{FFFD}b"),
        ("line and paragraph separators", "a\u{2028}b\u{2029}c", "a\u{FFFD}b\u{FFFD}c"),
        ("bidi override", "\u{202E}txt.exe\u{202C}", "\u{FFFD}txt.exe\u{FFFD}"),
        ("bidi embeddings", "\u{202A}l\u{202B}r\u{202D}o", "\u{FFFD}l\u{FFFD}r\u{FFFD}o"),
        ("bidi isolates", "\u{2066}a\u{2067}b\u{2068}c\u{2069}", "\u{FFFD}a\u{FFFD}b\u{FFFD}c\u{FFFD}"),
    ]

    /// The first scalar of printed text that could control a terminal, other than the line feeds
    /// that end lines.
    static func unsafeScalar(in printed: String) -> Unicode.Scalar? {
        printed.unicodeScalars.first { $0 != "\n" && TerminalText.controlsTerminal($0) }
    }

    /// The payload as it sits in a JSON string: what `JSONRenderer` and a hand-written document hold.
    static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try! encoder.encode(text), as: UTF8.self)
    }

    /// Checks one run: nothing unsafe on either stream, and each expected line printed exactly.
    static func check(
        _ result: (code: Int32, output: String, errors: String),
        output: [String]? = nil,
        errors: [String]? = nil,
        _ comment: Comment
    ) {
        #expect(Self.unsafeScalar(in: result.output) == nil, "standard output, \(comment)")
        #expect(Self.unsafeScalar(in: result.errors) == nil, "standard error, \(comment)")
        if let output { #expect(result.output == output.map { $0 + "\n" }.joined(), comment) }
        if let errors { #expect(result.errors == errors.map { $0 + "\n" }.joined(), comment) }
    }

    @Test(arguments: Self.payloads.indices)
    func auditPrintsIdentifiersAndLabelsNeutralized(index: Int) throws {
        let payload = Self.payloads[index]
        let presentation = Presentation(
            type: "toolbar",
            root: .init(
                id: "bar" + payload.raw,
                kind: .container(),
                children: [
                    .init(
                        id: "close" + payload.raw,
                        kind: .button(.init(role: .cancel, action: "close")),
                        accessibility: AccessibilityDescriptor(
                            label: UserText(verbatim: "ic_" + payload.raw),
                            traits: .button
                        )
                    )
                ]
            )
        )
        let harness = try ToolHarness()
        try harness.write(JSONRenderer().render(presentation), to: "toolbar.json")
        let result = harness.run(["audit", "toolbar.json"])
        // A label with white space in it is words, not an asset name: the audit quotes only the others.
        let quotesLabel = !payload.raw.contains(where: \.isWhitespace)
        #expect(result.code == 0)
        Self.check(
            result,
            output: quotesLabel
                ? [
                    "warning [asset-name-label] at bar\(payload.printed)/close\(payload.printed): "
                        + "The label \"ic_\(payload.printed)\" looks like an asset name; use words a person would say.",
                    "toolbar.json: 0 errors, 1 warning",
                ]
                : ["toolbar.json: 0 errors, 0 warnings"],
            errors: [],
            "\(payload.name)"
        )
    }

    typealias HostileDocument = (
        name: String, document: @Sendable (String) -> String, message: @Sendable (String) -> String
    )

    /// Documents whose error message quotes document text, each with part of the message it gets
    /// for a payload (before the tool neutralizes it): a member name in the path, an unknown value
    /// in the message, the language.
    static let hostileDocuments: [HostileDocument] = [
        (
            "a member name in the path",
            { raw in
                #"{"version": 1, "type": "alert", "model": {"kind": "confirmation", "title": "t", "#
                    + "\(Self.jsonString(raw)): {\"a\": 1, \"a\": 2}}}"
            },
            // The path quotes a member name that is not an identifier as JSON does.
            { raw in
                "anshin: doc.json is not a valid Anshin document: model[\(Self.jsonString(raw))].a (line 1, column "
            }
        ),
        (
            "an unknown alert kind",
            { raw in #"{"version": 1, "type": "alert", "model": {"title": "t", "kind": "# + Self.jsonString(raw) + "}}"
            },
            { raw in "model.kind: Unknown alert kind \"\(raw)\": expected \"confirmation\" or \"suggestion\"." }
        ),
        (
            "an unknown recovery style",
            { raw in
                #"{"version": 1, "type": "alert", "model": {"kind": "suggestion", "title": "t", "recovery": "#
                    + #"{"name": "n", "action": "a", "style": "# + Self.jsonString(raw) + "}}}"
            },
            { raw in "model.recovery.style: " }
        ),
        (
            "the document's language",
            { raw in #"{"version": 1, "type": "alert", "language": "# + Self.jsonString(raw) + "}" },
            // The reader refuses a language that is no tag (a tag without a catalog is the tool's own error),
            // quoting it with every character outside printable ASCII as `\u{…}` (MalformedInputTests has the
            // exact sentences).
            { raw in
                "anshin: doc.json is not a valid Anshin document: language: "
                    + (Catalog.languageTagProblem(raw, in: "A document's language") ?? "(a well-formed tag)")
            }
        ),
    ]

    @Test(arguments: Self.payloads.indices, Self.hostileDocuments.indices)
    func errorMessagesQuoteTheDocumentNeutralized(payloadIndex: Int, documentIndex: Int) throws {
        let payload = Self.payloads[payloadIndex]
        let hostile = Self.hostileDocuments[documentIndex]
        let harness = try ToolHarness()
        try harness.write(hostile.document(payload.raw), to: "doc.json")
        for command in [["render", "doc.json", "--format", "text"], ["audit", "doc.json"]] {
            let result = harness.run(command)
            let comment: Comment = "\(hostile.name), \(payload.name), \(command[0])"
            #expect(result.code == 2, comment)
            #expect(result.output.isEmpty, comment)
            Self.check(result, comment)
            // One line, which says what is wrong with the payload in it, printed safely.
            #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors) \(comment)")
            let expected = TerminalText.neutralized(hostile.message(payload.raw))
            #expect(result.errors.contains(expected), "\(result.errors) \(comment)")
        }
    }

    @Test(arguments: Self.payloads.indices)
    func syntaxErrorsQuoteTheCharacterNeutralized(index: Int) throws {
        let payload = Self.payloads[index]
        let harness = try ToolHarness()
        // The payload outside any string: the parser names the character it did not expect.
        try harness.write(#"{"version": 1"# + payload.raw + "}", to: "doc.json")
        let result = harness.run(["render", "doc.json", "--format", "text"])
        #expect(result.code == 2)
        Self.check(result, "\(payload.name)")
        #expect(result.errors.hasPrefix("anshin: doc.json is not a valid Anshin document: document (line "))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test(arguments: Self.payloads.indices)
    func fileNamesAndArgumentsArePrintedNeutralized(index: Int) throws {
        let payload = Self.payloads[index]
        let harness = try ToolHarness()
        // A name a file system can hold: no NUL and no slash.
        let name =
            payload.raw.replacingOccurrences(of: "\u{0}", with: "").replacingOccurrences(of: "/", with: "") + ".json"
        let printedName = TerminalText.neutralized(name)
        try harness.write(ErrorScreen(.preset(.forbidden)).rendered(using: .json), to: name)
        Self.check(
            harness.run(["audit", name]),
            output: ["\(printedName): 0 errors, 0 warnings"],
            errors: [],
            "audit, \(payload.name)"
        )
        Self.check(
            harness.run(["render", "missing" + name, "--format", "text"]),
            output: [],
            errors: ["anshin: cannot read missing\(printedName): no such file"],
            "missing file, \(payload.name)"
        )
        let unknown = harness.run(["render", name, "--format", payload.raw])
        Self.check(unknown, "unknown format, \(payload.name)")
        #expect(unknown.errors == "anshin: unknown format \"\(payload.printed)\": use text, spoken, json or html\n")
        let arrangement = harness.run(["render", name, "--format", "text", "--arrangement", payload.raw])
        Self.check(arrangement, "unknown arrangement, \(payload.name)")
        #expect(
            arrangement.errors
                == "anshin: unknown arrangement \"\(payload.printed)\": use destructive-leading or cancel-leading\n"
        )
        let option = harness.run(["gallery", "--" + payload.raw, "x"])
        Self.check(option, "unknown option, \(payload.name)")
        #expect(option.errors == "anshin: unknown option --\(payload.printed); run \"anshin --help\" for usage\n")
        let locale = harness.run(["audit", name, "--locale", payload.raw])
        Self.check(locale, "unknown locale, \(payload.name)")
        #expect(
            locale.errors
                == "anshin: unsupported locale \"\(payload.printed)\": use one of en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB\n"
        )
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("dir" + name),
            withIntermediateDirectories: false
        )
        Self.check(
            harness.run(["script", "--out", "dir" + name]),
            output: [],
            errors: ["anshin: cannot write dir\(printedName): it is a directory"],
            "script into a directory, \(payload.name)"
        )
        let command = harness.run([payload.raw])
        Self.check(command, "unknown command, \(payload.name)")
        #expect(
            command.errors == "anshin: unknown command \"\(payload.printed)\"; run \"anshin --help\" for usage\n"
        )
    }

    @Test func galleryPrintsItsFolderNeutralized() throws {
        let harness = try ToolHarness()
        let folder = "out\u{1B}]0;pwned\u{07}\u{202E}"
        let result = harness.run(["gallery", "--out", folder])
        #expect(result.code == 0)
        Self.check(result, "gallery")
        #expect(result.output.hasSuffix("items to out␛]0;pwned␇\u{FFFD}\n"))
    }

    @Test(arguments: Self.payloads.indices)
    func renderedDocumentsKeepTheirMeaningAndPrintSafely(index: Int) throws {
        let payload = Self.payloads[index]
        let alert = Alert.suggestion(
            Alert.Content(title: UserText(verbatim: "T" + payload.raw), message: UserText(verbatim: payload.raw)),
            try Alert.Recovery(UserText(verbatim: "R" + payload.raw), style: .destructive, action: "a")
        )
        let harness = try ToolHarness()
        try harness.write(alert.rendered(using: .json), to: "alert.json")
        for format in RenderCommand.Format.allCases {
            let result = harness.run(["render", "alert.json", "--format", format.rawValue])
            #expect(result.code == 0)
            Self.check(result, "\(format), \(payload.name)")
        }
        // The JSON printed is the same document: it reads back as the same model.
        let json = harness.run(["render", "alert.json", "--format", "json"]).output
        #expect(try WireDocument.decode(json).model == .alert(alert), "\(payload.name)")
    }

    @Test func jsonAndHTMLEscapesAreTheFormatsOwn() {
        #expect(
            TerminalSafeDocument.json(#"{"a":"x\u001b\#u{9B}\#u{7F}\#u{202E}y"}"#)
                == #"{"a":"x\u001b\u009b\u007f\u202ey"}"#
        )
        #expect(TerminalSafeDocument.json("{\n  \"a\": 1\n}") == "{\n  \"a\": 1\n}")
        #expect(
            TerminalSafeDocument.html("<p title=\"\u{2067}a\">b\tc\u{0C}d\r\ne\rf\u{202E}</p>\n")
                == "<p title=\"&#x2067;a\">b&#x9;c&#xC;d\ne\nf&#x202E;</p>\n"
        )
        let page = Pages.document(for: ErrorScreen(.preset(.network)), title: nil, localizer: .english)
        #expect(TerminalSafeDocument.html(page) == page, "the front end's own markup needs no escape")
    }
}
