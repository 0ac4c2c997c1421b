import Anshin
import Testing

@testable import AnshinText

@Suite("Text front end: user text never controls the terminal")
struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred", "␛[31mred"),
        ("bell\u{07}", "bell␇"),
        ("nul\u{0}", "nul␀"),
        ("del\u{7F}", "del␡"),
        ("csi\u{9B}31m", "csi\u{FFFD}31m"),
        ("\u{202E}evil\u{202C}", "\u{FFFD}evil\u{FFFD}"),
        ("\u{2066}isolate\u{2069}", "\u{FFFD}isolate\u{FFFD}"),
        ("tab\there", "tab here"),
        ("carriage\rreturn", "carriage␍return"),
        ("line\u{2028}separator", "line\u{FFFD}separator"),
        ("paragraph\u{2029}separator", "paragraph\u{FFFD}separator"),
        ("plain text", "plain text"),
    ])
    func controlsAreNeutralized(input: String, expected: String) {
        #expect(TerminalText.neutralized(input) == expected)
    }

    @Test func theValueIsOneLineOfNeutralizedText() {
        let name = "a\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\\nb\u{90}q\u{9C}\u{2067}c\u{200E}"
        let safe = TerminalText(name)
        #expect(safe.text == "a␛]8;;https://evil.example␛\\link␛]8;;␛\\␊b\u{FFFD}q\u{FFFD}\u{FFFD}c\u{200E}")
        #expect("file \(safe)" == "file " + safe.text)
        #expect(safe.description == safe.text)
        #expect(TerminalText("plain").text == "plain")
        #expect(TerminalText("x"[...]).text == "x")
    }

    @Test func everyTextFieldOfAnAlertIsNeutralized() throws {
        let hostile = "x\u{1B}]0;pwned\u{07}\u{202E}"
        let alert = Alert.suggestion(
            Alert.Content(title: UserText(verbatim: hostile), message: UserText(verbatim: hostile)),
            try Alert.Recovery(UserText(verbatim: hostile), style: .destructive, action: "a")
        )
        for style in TextRenderer.Style.allCases {
            let output = alert.rendered(using: .text(style: style))
            #expect(!output.unicodeScalars.contains { TerminalText.controlsTerminal($0) && $0 != "\n" }, "\(style)")
            #expect(output.contains("x␛]0;pwned␇\u{FFFD}"), "\(style)")
        }
    }

    @Test func textWithLineAndParagraphSeparatorsStaysOneLine() {
        // Swift, editors and log viewers break lines at U+2028 and U+2029, as the wrap does.
        let name = "report\u{2028}anshin: all good\u{2029}.json"
        let printed = "cannot read \(TerminalText(name))"
        #expect(printed == "cannot read report\u{FFFD}anshin: all good\u{FFFD}.json")
        #expect(printed.split(whereSeparator: \.isNewline).count == 1)
        #expect(TerminalText(name).columns == 29)
    }

    @Test func colourIsTheOnlyEscapeInColouredOutput() {
        let output = StatusMessage("\u{1B}[2J", kind: .error).rendered(using: .text(colors: .always))
        #expect(output == "\u{1B}[31m✗ \u{1B}[0m\u{1B}[31mError: ␛[2J\u{1B}[0m")
    }

    @Test func lineBreaksInUserTextStayInsideTheFrame() {
        let alert = Alert.confirmation(Alert.Content(title: "one\ntwo"))
        let lines = alert.rendered(using: .text(width: 24)).split(separator: "\n")
        #expect(lines[1] == "│ one                  │")
        #expect(lines[2] == "│ two                  │")
    }

    @Test(arguments: [
        ("Saved 2 items", 13),
        ("件を登録しました", 16),
        ("e\u{301}", 1),
        ("👩‍👩‍👧", 2),
        ("a\u{1B}b", 3),
        ("tab\there", 8),
    ])
    func columnsAreWhatATerminalShows(text: String, columns: Int) {
        #expect(TerminalText(text).columns == columns)
    }
}
