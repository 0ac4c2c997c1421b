import Anshin
import Testing

@testable import CustomRenderer

@Suite("The CustomRenderer example: a Markdown front end outside the package")
struct CustomRendererTests {
    @Test func drawsEveryPresetAlertAndMessage() throws {
        let document = try CustomRendererExample.document(localizer: .english)
        #expect(
            document.hasPrefix(
                "## You don't have access\n\nYou don't have permission to view this content.\n\n## Couldn't connect"
            )
        )
        #expect(
            document.hasSuffix(
                """
                ---

                ## Delete this draft?

                You can't undo this.

                [Delete](action:draft.delete) · [Cancel](action:cancel)

                ---

                > **Success** Saved 2 items
                """
            )
        )
        #expect(try CustomRendererExample.document(localizer: .japanese).contains("## 通信エラー"))
    }

    /// A disclosure row is one button in every front end: one link here, named by its label and value.
    @Test func aRowThatActsAsAButtonIsOneLink() {
        #expect(MarkdownRenderer().render(Row(id: "notifications")) == "[Notifications On](#notifications)")
        #expect(MarkdownRenderer().render(Row(id: "a b)\n# c")) == "[Notifications On](#a%20b%29%0A%23%20c)")
    }

    @Test func userTextStaysText() {
        let screen = ErrorScreen(title: "# *bold* [link](x)", message: "<b>hi</b>")
        #expect(
            MarkdownRenderer().render(screen)
                == ##"## \# \*bold\* \[link\](x)"## + "\n\n" + ##"\<b\>hi\</b\>"##
        )
    }

    /// Every line ending CommonMark knows (LF, CR, CR LF), and the breaks it does not (VT, FF, NEL,
    /// U+2028, U+2029) but editors and terminals may show, becomes a space: user text is one line, so
    /// nothing in it starts a heading, or leaves the quote a status message is drawn as.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineBreakBecomesASpace(lineBreak: String) {
        let message = StatusMessage(
            UserText(verbatim: "Saved.\(lineBreak)# Injected heading\(lineBreak)[click](javascript:alert(1))"),
            kind: .success
        )
        #expect(
            message.rendered(using: MarkdownRenderer())
                == ##"> **Success** Saved. \# Injected heading \[click\](javascript:alert(1))"##
        )
    }

    /// What would open a block at the start of a line — the text's start — is escaped there, and
    /// leading white space (four spaces or a tab indent a code block) is dropped.
    @Test(arguments: [
        ("# Heading", ##"\# Heading"##),
        ("- item", ##"\- item"##),
        ("+ item", ##"\+ item"##),
        ("* item", ##"\* item"##),
        ("1. item", ##"1\. item"##),
        ("2024) item", ##"2024\) item"##),
        ("> quote", ##"\> quote"##),
        ("---", ##"\---"##),
        ("***", ##"\*\*\*"##),
        ("___", ##"\_\_\_"##),
        ("===", ##"\==="##),
        ("```swift", ##"\`\`\`swift"##),
        ("~~~", ##"\~\~\~"##),
        ("<div onclick=x>", ##"\<div onclick=x\>"##),
        ("<!-- x -->", ##"\<!-- x --\>"##),
        ("[ref]: javascript:alert(1)", ##"\[ref\]: javascript:alert(1)"##),
        ("| a | b |", ##"\| a \| b \|"##),
        ("    indented code", "indented code"),
        ("\tindented code", "indented code"),
        ("\u{FEFF}- item", ##"\- item"##),
        (" \r\n - item \n", ##"\- item"##),
    ])
    func blockStartsAreEscaped(text: String, markdown: String) {
        #expect(MarkdownRenderer().render(ErrorScreen(message: UserText(verbatim: text))) == markdown)
    }

    /// After a line break a list marker or an indent is just text in the line: nothing to escape.
    @Test func blockStartsAfterALineBreakAreText() {
        let message = StatusMessage(
            UserText(verbatim: "Saved.\r1. one\r\n2) two\n- three\r+ four\r\n    code\n> quote"),
            kind: .caution
        )
        #expect(
            message.rendered(using: MarkdownRenderer())
                == ##"> **Caution** Saved. 1. one 2) two - three + four     code \> quote"##
        )
    }

    /// Inline structure is escaped wherever it is: entities, autolinks and HTML, code, emphasis,
    /// links and images, backslashes, strikethrough, a heading's closing `#`.
    @Test(arguments: [
        ("Tom &amp; Jerry &#35; &copy;", ##"Tom \&amp; Jerry \&\#35; \&copy;"##),
        ("see <https://example.com> or <a@b.c>", ##"see \<https://example.com\> or \<a@b.c\>"##),
        ("x <img src=x onerror=alert(1)> y", ##"x \<img src=x onerror=alert(1)\> y"##),
        ("run `rm -rf` now", ##"run \`rm -rf\` now"##),
        ("*em* _em_ **strong**", ##"\*em\* \_em\_ \*\*strong\*\*"##),
        ("[link](javascript:alert(1)) ![image](x.png)", ##"\[link\](javascript:alert(1)) !\[image\](x.png)"##),
        (##"C:\path\ and \*"##, ##"C:\\path\\ and \\\*"##),
        ("~~struck~~ a|b", ##"\~\~struck\~\~ a\|b"##),
        ("Issue #", ##"Issue \#"##),
    ])
    func inlineMarkupIsEscapedAnywhere(text: String, markdown: String) {
        #expect(MarkdownRenderer().render(ErrorScreen(title: UserText(verbatim: text))) == "## " + markdown)
    }

    /// CommonMark reads scalars: a `*` or `[` followed by a combining mark is one Swift `Character`,
    /// but still emphasis or a link to a CommonMark reader, so it is escaped too.
    @Test func punctuationWithACombiningMarkIsEscaped() {
        let screen = ErrorScreen(message: UserText(verbatim: "*\u{301}bold* [\u{301}click](javascript:alert(1))"))
        #expect(MarkdownRenderer().render(screen) == "\\*\u{301}bold\\* \\[\u{301}click\\](javascript:alert(1))")
    }

    /// Controls have no Markdown escape and could steer a terminal showing the source: U+FFFD.
    @Test func controlsBecomeReplacementCharacters() {
        let screen = ErrorScreen(message: UserText(verbatim: "a\u{1B}[31mb\u{0}c\u{9B}1md\u{7F}e\u{7}"))
        #expect(MarkdownRenderer().render(screen) == "a\u{FFFD}\\[31mb\u{FFFD}c\u{FFFD}1md\u{FFFD}e\u{FFFD}")
    }

    /// An action identifier is percent-encoded in the link: it cannot end the link or the line.
    @Test func actionIdentifiersCannotEndTheLink() {
        let screen = ErrorScreen(
            message: "Offline.",
            retry: ErrorScreen.Retry(title: "Retry", action: "x) [y](z)\r\n# &amp; é")
        )
        #expect(
            MarkdownRenderer().render(screen)
                == "Offline.\n\n[Retry](action:x%29%20%5By%5D%28z%29%0D%0A%23%20%26amp%3B%20%C3%A9)"
        )
    }

    /// A label with no visible text is left out rather than drawn as `****`, a thematic break.
    @Test func aBlankLabelIsLeftOut() {
        struct Labels: Presentable {
            func presentation(in context: PresentationContext) -> Presentation {
                let labels = ["  ", "\n", "Shown"].enumerated().map { index, text in
                    Presentation.Element(
                        id: "label-\(index)",
                        kind: .label,
                        text: UserText(verbatim: text),
                        tone: .success,
                        accessibility: .text(UserText(verbatim: text))
                    )
                }
                return Presentation(
                    type: "labels",
                    root: Presentation.Element(id: "root", kind: .container(), children: labels)
                )
            }
        }
        #expect(MarkdownRenderer().render(Labels()) == "**Shown**")
    }

    @Test(arguments: [
        (
            ["--locale", "xx"],
            "CustomRenderer: unsupported locale \"xx\": use one of en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB"
        ),
        (["--locale"], "CustomRenderer: option --locale needs a value"),
        (["--locale", "en", "extra"], "CustomRenderer: unknown argument \"extra\""),
        (["--locale", "\u{1B}]0;x\u{7}"], "CustomRenderer: unsupported locale \"␛]0;x␇\": use one of"),
    ])
    func badArgumentsExitWithTwoAndOneLine(arguments: [String], message: String) throws {
        var output = ""
        var errors: [String] = []
        let status = try CustomRendererExample.run(arguments, output: { output += $0 }, errors: { errors.append($0) })
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(message) == true, "\(errors)")
    }

    @Test func aBuiltInLocaleIsUsed() throws {
        var output = ""
        var errors: [String] = []
        let status = try CustomRendererExample.run(
            ["--locale", "ja"],
            output: { output += $0 },
            errors: { errors.append($0) }
        )
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(output == (try CustomRendererExample.document(localizer: .japanese)))
    }

    /// A presentation of the given elements in a plain container, as a host builds one.
    private struct HostElements: Presentable {
        var elements: [Presentation.Element]

        func presentation(in context: PresentationContext) -> Presentation {
            Presentation(
                type: "host",
                root: Presentation.Element(id: "root", kind: .container(), children: self.elements)
            )
        }
    }

    /// The children of a paragraph are inline, as HTML writes them inside its `<p>`: a host's Undo
    /// button stays on the paragraph's line, and is not lost. A paragraph hidden from assistive
    /// technologies is still seen, so it is drawn.
    @Test func aParagraphsChildrenAreOnItsLine() {
        let undo = Presentation.Element(
            id: "undo",
            kind: .button(.init(role: .default, action: "undo")),
            text: "Undo",
            accessibility: .button("Undo")
        )
        let paragraph = Presentation.Element(
            id: "deleted",
            kind: .paragraph,
            text: "Draft deleted.",
            accessibility: AccessibilityDescriptor(label: "Draft deleted.", isHidden: true),
            children: [undo]
        )
        #expect(MarkdownRenderer().render(HostElements(elements: [paragraph])) == "Draft deleted. [Undo](action:undo)")
    }

    /// A button with no title is named as every front end names it: by its icon's label.
    @Test func anIconOnlyButtonIsNamedByItsIcon() {
        let close = Presentation.Element(
            id: "close",
            kind: .button(.init(role: .cancel, action: "close")),
            accessibility: AccessibilityDescriptor(traits: .button),
            children: [Presentation.Element(id: "x", kind: .icon(Icon(.xmark, label: "Close")))]
        )
        #expect(MarkdownRenderer().render(HostElements(elements: [close])) == "[Close](action:close)")
    }

    /// Progress shows the percentage every front end shows: 100 % only when the work is done.
    @Test(arguments: [(0.375, "**38 %**"), (0.998, "**99 %**"), (1, "**100 %**"), (nil, "_…_")] as [(Double?, String)])
    func progressShowsTheDrawnPercentage(fraction: Double?, drawn: String) {
        let bar = Presentation.Element(
            id: "bar",
            kind: .progress(.init(fraction: fraction, isSimulated: false)),
            accessibility: AccessibilityDescriptor(label: "Uploading")
        )
        #expect(MarkdownRenderer().render(HostElements(elements: [bar])) == drawn)
    }
}

/// A settings row with a disclosure indicator: a host-defined model that acts as one button.
private struct Row: Presentable {
    let id: String

    func presentation(in context: PresentationContext) -> Presentation {
        let parts = [
            Presentation.Element(
                id: "label",
                kind: .label,
                text: "Notifications",
                accessibility: .text("Notifications")
            ),
            Presentation.Element(id: "value", kind: .label, text: "On", accessibility: .text("On")),
            Presentation.Element(id: "chevron", kind: .icon(.decorative(.chevronForward)), accessibility: .decorative),
        ]
        let row = Presentation.Element(
            id: self.id,
            kind: .container(),
            accessibility: .listRow("Notifications", value: "On", hasDisclosureIndicator: true),
            children: parts
        )
        return Presentation(type: "settingsRow", root: row)
    }

}
