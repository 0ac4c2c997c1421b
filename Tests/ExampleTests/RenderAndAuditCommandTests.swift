import Anshin
import AnshinJSON
import Foundation
import Testing

@testable import AnshinTool

@Suite("anshin render and anshin audit")
struct RenderAndAuditCommandTests {
    /// Writes a file into a fresh folder and runs the tool there.
    private func run(
        _ arguments: [String],
        file: (name: String, contents: String)? = nil
    ) throws -> (code: Int32, output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anshin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let file {
            try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        final class Capture: @unchecked Sendable {
            var output = ""
            var errors = ""
        }
        let capture = Capture()
        var tool = Tool()
        tool.currentDirectory = folder.path
        tool.standardOutput = { capture.output += $0 + "\n" }
        tool.standardError = { capture.errors += $0 + "\n" }
        return (tool.run(arguments), capture.output, capture.errors)
    }

    private var forbidden: String { ErrorScreen(.preset(.forbidden)).rendered(using: .json) }

    @Test func rendersAWireDocumentAsText() throws {
        let result = try self.run(["render", "screen.json", "--format", "text"], file: ("screen.json", self.forbidden))
        #expect(result.code == 0)
        #expect(result.errors.isEmpty)
        #expect(
            result.output == """
                (lock)

                You don't have access
                ═════════════════════

                You don't have permission to view this content.

                """
        )
    }

    @Test func rendersInTheRequestedLanguageAndStyle() throws {
        let result = try self.run(
            ["render", "screen.json", "--format", "spoken", "--locale", "ja"],
            file: ("screen.json", self.forbidden)
        )
        #expect(result.output == "アクセスできません、見出しレベル2\nこのコンテンツを表示する権限がありません。\n")
    }

    /// A destructive suggestion as a wire document.
    private var deleteAlert: String {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete the draft?"),
            try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        return alert.rendered(using: .json)
    }

    @Test("--arrangement places the cancel button: after a destructive recovery by default, or first")
    func rendersTheButtonsInTheArrangementAsked() throws {
        let standard = try self.run(
            ["render", "alert.json", "--format", "spoken"],
            file: ("alert.json", self.deleteAlert)
        )
        #expect(standard.code == 0 && standard.errors.isEmpty)
        #expect(
            standard.output
                == "Alert, Delete the draft?\nDelete the draft?, Heading level 2\nDelete, Button\nCancel, Button\n"
        )
        let destructive = try self.run(
            ["render", "alert.json", "--format", "spoken", "--arrangement", "destructive-leading"],
            file: ("alert.json", self.deleteAlert)
        )
        #expect(destructive.output == standard.output)
        let cancelFirst = try self.run(
            ["render", "alert.json", "--format", "spoken", "--arrangement", "cancel-leading"],
            file: ("alert.json", self.deleteAlert)
        )
        #expect(cancelFirst.code == 0 && cancelFirst.errors.isEmpty)
        #expect(
            cancelFirst.output
                == "Alert, Delete the draft?\nDelete the draft?, Heading level 2\nCancel, Button\nDelete, Button\n"
        )
        // Every format draws the arrangement: the HTML page writes Cancel before Delete too.
        let page = try self.run(
            ["render", "alert.json", "--format", "html", "--arrangement", "cancel-leading"],
            file: ("alert.json", self.deleteAlert)
        )
        let cancel = try #require(page.output.range(of: ">Cancel<"))
        let delete = try #require(page.output.range(of: ">Delete<"))
        #expect(cancel.lowerBound < delete.lowerBound)
    }

    @Test func anUnknownArrangementIsRefusedByName() throws {
        let result = try self.run(
            ["render", "alert.json", "--format", "text", "--arrangement", "cancelLeading"],
            file: ("alert.json", self.deleteAlert)
        )
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.errors
                == "anshin: unknown arrangement \"cancelLeading\": use destructive-leading or cancel-leading\n"
        )
    }

    @Test func rendersJSONThatDecodesToTheSameModel() throws {
        let result = try self.run(["render", "screen.json", "--format", "json"], file: ("screen.json", self.forbidden))
        #expect(try WireDocument.decode(result.output).model == .errorScreen(ErrorScreen(.preset(.forbidden))))
    }

    /// A golden file's text: a wire document exactly as the JSON front end writes it.
    private func golden(_ name: String) throws -> String {
        try String(contentsOf: GoldenFile.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// `--locale` resolves the JSON's text like every other format's, and the document says its
    /// language and direction: the bytes the gallery writes for that language.
    @Test func rendersJSONInTheRequestedLanguage() throws {
        let japanese = try self.run(
            ["render", "screen.json", "--format", "json", "--locale", "ja"],
            file: ("screen.json", self.forbidden)
        )
        #expect(japanese.code == 0)
        #expect(japanese.errors.isEmpty)
        #expect(japanese.output == (try self.golden("ja/error-screen-forbidden.ja.json")))
        let arabic = try self.run(
            ["render", "screen.json", "--format", "json", "--locale", "ar"],
            file: ("screen.json", self.forbidden)
        )
        #expect(arabic.output == (try self.golden("ar/error-screen-forbidden.ar.json")))
        #expect(arabic.output.hasPrefix("{\n  \"direction\": \"rtl\",\n  \"language\": \"ar\",\n"))
    }

    /// Without `--locale`, a document with text as keys stays keys, and a resolved one keeps its
    /// language and direction: re-rendering either gives the same bytes.
    @Test(arguments: [
        "en/error-screen-forbidden.json", "ja/error-screen-forbidden.ja.json", "ar/alert-confirmation.ar.json",
    ])
    func rendersJSONAsTheDocumentCame(golden: String) throws {
        let document = try self.golden(golden)
        let result = try self.run(["render", "doc.json", "--format", "json"], file: ("doc.json", document))
        #expect(result.code == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output == document)
    }

    /// A resolved document's text cannot be translated back: `--locale` may name its own language,
    /// and another is refused in one line, in every format, rather than mixed with it.
    @Test func aResolvedDocumentIsRenderedOnlyInItsLanguage() throws {
        let document = try self.golden("ja/status-message-success.ja.json")
        let same = try self.run(
            ["render", "doc.json", "--format", "text", "--locale", "ja-JP"],
            file: ("doc.json", document)
        )
        #expect(same.code == 0)
        #expect(same.output == "✓ 成功：2件を登録しました\n")
        for command in [
            ["render", "doc.json", "--format", "text", "--locale", "en"],
            ["render", "doc.json", "--format", "json", "--locale", "en"],
            ["audit", "doc.json", "--locale", "en"],
        ] {
            let result = try self.run(command, file: ("doc.json", document))
            #expect(result.code == 2, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            #expect(
                result.errors
                    == "anshin: doc.json is already resolved in language \"ja\", so it cannot be rendered in \"en\": leave out --locale, or render a document with text as keys\n",
                "\(command)"
            )
        }
    }

    @Test func rendersAStandalonePage() throws {
        let result = try self.run(["render", "screen.json", "--format", "html"], file: ("screen.json", self.forbidden))
        #expect(result.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(result.output.contains("You don&#39;t have access") || result.output.contains("You don't have access"))
    }

    @Test func auditsAModelAndFailsOnErrors() throws {
        let clean = try self.run(["audit", "screen.json"], file: ("screen.json", self.forbidden))
        #expect(clean.code == 0)
        #expect(clean.output == "screen.json: 0 errors, 0 warnings\n")

        let faulty = Presentation(
            type: "toolbar",
            root: .init(
                id: "close",
                kind: .button(.init(role: .cancel, action: "close")),
                accessibility: AccessibilityDescriptor(label: "ic_close", traits: .image)
            )
        )
        let result = try self.run(["audit", "toolbar.json"], file: ("toolbar.json", JSONRenderer().render(faulty)))
        #expect(result.code == 1)
        #expect(
            result.output == """
                error [button-without-button-trait] at close: This button lacks the button trait, so it is not announced as a button; add the button trait.
                warning [asset-name-label] at close: The label "ic_close" looks like an asset name; use words a person would say.
                toolbar.json: 1 error, 1 warning

                """
        )
    }

    @Test(arguments: [
        (["render", "missing.json", "--format", "text"], "anshin: cannot read missing.json: no such file"),
        (
            ["render", "bad.json", "--format", "text"],
            "anshin: bad.json is not a valid Anshin document: type (line 1, column 24): Unexpected end of input: expected a value."
        ),
        (
            ["render", "screen.json", "--format", "pdf"],
            "anshin: unknown format \"pdf\": use text, spoken, json or html"
        ),
        (
            ["render", "screen.json"],
            "anshin: render needs --format text|spoken|json|html; run \"anshin --help\" for usage"
        ),
        (["render", "--format", "text"], "anshin: render needs a FILE.json; run \"anshin --help\" for usage"),
        (
            ["render", "screen.json", "screen.json", "--format", "text"],
            "anshin: render takes one file; run \"anshin --help\" for usage"
        ),
        (["audit"], "anshin: audit needs a FILE.json; run \"anshin --help\" for usage"),
        (
            ["audit", "bad.json"],
            "anshin: bad.json is not a valid Anshin document: type (line 1, column 24): Unexpected end of input: expected a value."
        ),
    ])
    func badInputIsOneLineAndExitCodeTwo(arguments: [String], message: String) throws {
        let file: (String, String) =
            arguments.contains("bad.json") ? ("bad.json", #"{"version": 1, "type": "#) : ("screen.json", self.forbidden)
        let result = try self.run(arguments, file: file)
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }
}
