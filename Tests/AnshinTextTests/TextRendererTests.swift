import Anshin
import AnshinText
import Testing

@Suite("Text front end: the drawing")
struct TextRendererTests {
    let deletion = Alert.suggestion(
        Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
        try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
    )

    /// The deletion alert drawn 40 columns wide.
    let deletionAt40 = """
        ┌──────────────────────────────────────┐
        │ Delete this draft?                   │
        │ ══════════════════                   │
        │                                      │
        │ You can't undo this.                 │
        │                                      │
        │               [ Delete ]  [ Cancel ] │
        └──────────────────────────────────────┘
        """

    @Test func alertIsAFramedBoxWithButtonsInDisplayOrder() {
        #expect(TextRenderer(width: 40).render(self.deletion) == self.deletionAt40)
    }

    @Test func bytesAppendTheSameTextAfterTheCallersBytes() {
        var bytes = Array("$ status\n".utf8)
        TextRenderer(width: 40).render(self.deletion, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        TextRenderer(colors: .always).render(StatusMessage("Saved.", kind: .success), into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "$ status\n" + self.deletionAt40 + "\n\u{1B}[32m✓ \u{1B}[0m\u{1B}[32mSuccess: Saved.\u{1B}[0m"
        )
    }

    @Test func bytesOfAPresentationThatDrawsNothingLeaveTheBufferAsItWas() {
        let empty = Presentation(type: "empty", root: Presentation.Element(id: "empty", kind: .container()))
        var bytes = Array("kept".utf8)
        TextRenderer().render(empty, into: &bytes)
        #expect(TextRenderer().render(empty) == "")
        #expect(bytes == Array("kept".utf8))
    }

    @Test func cancelLeadsUnderThePlatformArrangement() {
        let renderer = TextRenderer(width: 40, context: PresentationContext(buttonArrangement: .cancelLeading))
        let lastButtons = renderer.render(self.deletion).split(separator: "\n")[6]
        #expect(lastButtons == "│               [ Cancel ]  [ Delete ] │")
    }

    @Test func japaneseKeepsTheFrameStraight() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "下書きを削除しますか？", message: "この操作は取り消せません。"),
            try Alert.Recovery("削除", style: .destructive, action: "draft.delete")
        )
        let text = TextRenderer(localizer: Catalog.japanese, width: 40).render(alert)
        #expect(
            text == """
                ┌──────────────────────────────────────┐
                │ 下書きを削除しますか？               │
                │ ══════════════════════               │
                │                                      │
                │ この操作は取り消せません。           │
                │                                      │
                │             [ 削除 ]  [ キャンセル ] │
                └──────────────────────────────────────┘
                """
        )
    }

    @Test func errorScreenListsItsParts() {
        #expect(
            ErrorScreen(.preset(.network)).rendered(using: .text) == """
                (network-error)

                Couldn't connect
                ════════════════

                Check your network connection and try again.

                [ Retry ]
                """
        )
    }

    @Test func compactErrorScreenHasNoIconAndForbiddenHasNoButton() {
        #expect(
            ErrorScreen(.preset(.forbidden), placement: .compact).rendered(using: .text) == """
                You don't have access
                ═════════════════════

                You don't have permission to view this content.
                """
        )
    }

    @Test func messageHasItsMarkPrefixAndRepeatCount() throws {
        #expect(StatusMessage("Enter a name.", kind: .error).rendered(using: .text) == "✗ Error: Enter a name.")
        #expect(StatusMessage("Syncing.").rendered(using: .text) == "i Syncing.")
        #expect(
            StatusMessage("入力してください。", kind: .caution).rendered(using: .text(localizer: Catalog.japanese))
                == "! 注意：入力してください。"
        )
        var board = StatusBoard()
        board.post(StatusMessage("Saved.", kind: .success), at: .zero)
        board.post(StatusMessage("Saved.", kind: .success), at: .seconds(1))
        let entry = try #require(board.current)
        #expect(entry.rendered(using: .text) == "✓ Success: Saved. (2 times)")
    }

    /// A board's group is named for screen readers (`statusBoard.label`), but, as every labelled
    /// container's name, it is neither drawn nor said by the transcript: only its messages are.
    @Test func aBoardsNameIsNotDrawnNorSpoken() {
        var board = StatusBoard()
        board.post(StatusMessage("Saved.", kind: .success), at: .zero)
        #expect(board.rendered(using: .text) == "✓ Success: Saved.")
        #expect(
            board.rendered(using: .text(style: .spoken)) == """
                Announcement: Success: Saved.
                Success
                Saved.
                """
        )
        #expect(StatusBoard().rendered(using: .text).isEmpty)
        #expect(StatusBoard().rendered(using: .text(style: .spoken)).isEmpty)
    }

    @Test func progressIsABarWithAPercentage() {
        var progress = TrickleProgress(label: "Signing up…")
        #expect(
            progress.rendered(using: .text(width: 30)) == """
                [█░░░░░░░░░░░░░░░░░░░░░] 5%
                Signing up…
                """
        )
        _ = progress.complete(at: .seconds(1))
        #expect(progress.rendered(using: .text(width: 30)).hasPrefix("[██████████████████████] 100%"))
        #expect(
            LoadingScreen().rendered(using: .text(width: 30)) == """
                [░░░░░░░░░░░░░░░░░░░░░░] …
                Loading…
                """
        )
    }

    @Test func paragraphsWrapAtTheWidth() {
        let screen = ErrorScreen(title: "Title", message: "one two three four five six seven eight nine ten")
        #expect(
            screen.rendered(using: .text(width: 20)) == """
                Title
                ═════

                one two three four
                five six seven eight
                nine ten
                """
        )
    }

    /// A heading's rule is as wide as its widest line: not as the text before it was wrapped, with
    /// the spaces that start a line and the line breaks that wrapping drops.
    @Test func aHeadingsRuleIsAsWideAsItsWidestLine() {
        #expect(ErrorScreen(title: "  Title").rendered(using: .text) == "Title\n═════")
        #expect(ErrorScreen(title: "Sync\nfailed").rendered(using: .text) == "Sync\nfailed\n══════")
        #expect(ErrorScreen(title: "同期\n失敗しました").rendered(using: .text) == "同期\n失敗しました\n════════════")
        #expect(
            ErrorScreen(title: "Couldn't reach the sync server").rendered(using: .text(width: 24)) == """
                Couldn't reach the sync
                server
                ═══════════════════════
                """
        )
        // A heading of white space only shows nothing: no rule under nothing, and no blank line for it.
        let blank = Presentation(
            type: "page",
            root: .init(
                id: "page",
                kind: .container(),
                children: [
                    .init(id: "title", kind: .heading(level: 1), text: "   "),
                    .init(id: "body", kind: .paragraph, text: "Body."),
                ]
            )
        )
        #expect(TextRenderer().render(blank) == "Body.")
    }

    /// A message is one line: a line break in one of its labels (user text in a host's status)
    /// is a space, as it is in its sentence.
    @Test func aLineBreakInAMessagesLabelStaysOnItsLine() {
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark))),
                Presentation.Element(id: "text", kind: .paragraph, text: "Uploaded\nthe file"),
                Presentation.Element(id: "name", kind: .label, text: "report\r\nfinal.pdf"),
            ]
        )
        let presentation = Presentation(type: "upload", root: status)
        #expect(TextRenderer().render(presentation) == "✓ Uploaded the file (report final.pdf)")
        #expect(TextRenderer(style: .spoken).render(presentation) == "Uploaded the file\nreport final.pdf")
        var blank = status
        blank.children[2].text = " \n "
        #expect(TextRenderer().render(Presentation(type: "upload", root: blank)) == "✓ Uploaded the file")
    }

    /// French puts a space before "?", "!", ":" and ";": the mark never starts a line.
    @Test func frenchPunctuationAfterASpaceNeverStartsALine() {
        #expect(
            ErrorScreen(message: "Voulez-vous supprimer ce brouillon ? Oui !").rendered(using: .text(width: 35))
                == "Voulez-vous supprimer ce\nbrouillon ? Oui !"
        )
    }

    /// A name in hentaigana (Kana Supplement, beyond the Basic Multilingual Plane) takes two
    /// columns a character, so the frame around it stays straight.
    @Test func hentaiganaKeepsTheFrameStraight() {
        let alert = Alert.confirmation(Alert.Content(title: "\u{1B002}\u{1B003}さんへ"))
        #expect(
            alert.rendered(using: .text(width: 20)) == """
                ┌──────────────────┐
                │ \u{1B002}\u{1B003}さんへ       │
                │ ══════════       │
                │                  │
                │           [ OK ] │
                └──────────────────┘
                """
        )
    }

    @Test func japaneseNeverStartsALineWithClosingPunctuation() {
        // Ten wide characters fill a line of 20 columns; the full stop would start the next line, so
        // the character before it moves down with it.
        let screen = ErrorScreen(message: "あいうえおかきくけこ。さし")
        #expect(
            screen.rendered(using: .text(width: 20)) == """
                あいうえおかきくけ
                こ。さし
                """
        )
    }

    @Test func drawsAModelItHasNeverSeen() {
        struct Banner: Presentable {
            func presentation(in context: PresentationContext) -> Presentation {
                Presentation(
                    type: "banner",
                    root: .init(
                        id: "banner",
                        kind: .container(labelledBy: "title"),
                        children: [
                            .init(
                                id: "title",
                                kind: .heading(level: 3),
                                text: "New",
                                accessibility: .heading("New", level: 3)
                            ),
                            .init(
                                id: "body",
                                kind: .paragraph,
                                text: "Version 2 is here.",
                                accessibility: .text("Version 2 is here.")
                            ),
                            .init(
                                id: "open",
                                kind: .button(.init(role: .default, action: "open")),
                                text: "Open",
                                accessibility: .button("Open")
                            ),
                        ]
                    )
                )
            }
        }
        #expect(
            Banner().rendered(using: .text) == """
                New
                ───

                Version 2 is here.

                [ Open ]
                """
        )
        #expect(
            Banner().rendered(using: .text(style: .spoken)) == "New, Heading level 3\nVersion 2 is here.\nOpen, Button"
        )
    }

    /// A button title longer than the frame pushed the right border out of line; it now wraps inside
    /// its brackets.
    @Test func aLongButtonTitleWrapsInsideTheFrame() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete?"),
            try Alert.Recovery(
                UserText(verbatim: String(repeating: "Long", count: 10)),
                style: .destructive,
                action: "x"
            )
        )
        #expect(
            alert.rendered(using: .text(width: 24)) == """
                ┌──────────────────────┐
                │ Delete?              │
                │ ═══════              │
                │                      │
                │ [ LongLongLongLong   │
                │   LongLongLongLong   │
                │   LongLong         ] │
                │           [ Cancel ] │
                └──────────────────────┘
                """
        )
    }

    /// Dialogs nested deeper than the width allows trapped on a negative repeat count (found by the
    /// HTML fuzz target, which also draws text); the inner boxes now keep a minimum width and every
    /// frame stays straight.
    @Test func deeplyNestedDialogsKeepStraightFrames() {
        var element = Presentation.Element(id: "text", kind: .paragraph, text: "Deep nesting wraps at ten columns")
        for level in 0..<12 {
            element = Presentation.Element(
                id: "dialog-\(level)",
                kind: .container(),
                accessibility: AccessibilityDescriptor(role: level.isMultiple(of: 2) ? .alertDialog : .dialog),
                children: [element]
            )
        }
        let lines = TextRenderer(width: 20).render(Presentation(type: "nested", root: element)).split(separator: "\n")
        let walls = (String(repeating: "│ ", count: 12), String(repeating: " │", count: 12))
        #expect(lines.count == 29)
        #expect(lines.first.map(String.init) == "┌" + String(repeating: "─", count: 54) + "┐")
        #expect(
            lines[12...16].map(String.init)
                == ["Deep    ", "nesting ", "wraps at", "ten     ", "columns "].map { walls.0 + $0 + walls.1 }
        )
        #expect(Set(lines.map(\.count)) == [56])
    }

    /// A halfwidth voiced mark joins the kana before it into one grapheme cluster but takes a column of
    /// its own; counting the cluster as one column pushed the right border out of line.
    @Test func halfwidthVoicedKanaKeepTheFrameStraight() {
        let alert = Alert.confirmation(Alert.Content(title: "ﾃﾞｰﾀｰﾍﾞｰｽ", message: "ｶﾞｲﾄﾞ ﾊﾟﾝ"))
        #expect(
            alert.rendered(using: .text(width: 24)) == """
                ┌──────────────────────┐
                │ ﾃﾞｰﾀｰﾍﾞｰｽ            │
                │ ═════════            │
                │                      │
                │ ｶﾞｲﾄﾞ ﾊﾟﾝ            │
                │                      │
                │               [ OK ] │
                └──────────────────────┘
                """
        )
    }

    /// A dialog inside a status region was flattened into the message's sentence and re-wrapped, which
    /// broke its frame into pieces (found by the hostile-text property test); it now keeps its frame
    /// on the lines after the message.
    @Test func aDialogInsideAStatusRegionKeepsItsFrame() {
        let dialog = Presentation.Element(
            id: "dialog",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .dialog),
            children: [
                Presentation.Element(id: "text", kind: .paragraph, text: "Inside the dialog"),
                Presentation.Element(id: "ok", kind: .button(.init(role: .default, action: "ok")), text: "OK"),
            ]
        )
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [Presentation.Element(id: "saved", kind: .paragraph, text: "Saved"), dialog]
        )
        #expect(
            TextRenderer(width: 30).render(Presentation(type: "host", root: status)) == """
                Saved
                ┌───────────────────┐
                │ Inside the dialog │
                │                   │
                │ [ OK ]            │
                └───────────────────┘
                """
        )
    }

    /// Every kind of child a live region can hold joins its sentence in order: a paragraph's text, a
    /// button drawn as it is on its own, an untoned label in parentheses; a hidden paragraph too, as it
    /// is hidden from assistive technologies, not from sight.
    @Test func aStatusRegionJoinsItsChildrenIntoOneSentence() {
        let status = Presentation.Element(
            id: "status",
            kind: .container(),
            accessibility: AccessibilityDescriptor(role: .status),
            children: [
                Presentation.Element(id: "icon", kind: .icon(.decorative(.checkmark))),
                Presentation.Element(id: "text", kind: .paragraph, text: "Saved."),
                Presentation.Element(
                    id: "hidden",
                    kind: .paragraph,
                    text: "Not read",
                    accessibility: AccessibilityDescriptor(isHidden: true)
                ),
                Presentation.Element(id: "undo", kind: .button(.init(role: .default, action: "undo")), text: "Undo"),
                Presentation.Element(id: "count", kind: .label, text: "2"),
            ]
        )
        #expect(
            TextRenderer(width: 40).render(Presentation(type: "host", root: status)) == "✓ Saved. Not read [ Undo ] (2)"
        )
    }

    /// A word longer than a line breaks where the line ends and goes on whole on the next: the message
    /// is wrapped once, as one sentence, so no space is put inside the word.
    @Test func aWordLongerThanTheLineKeepsNoSpaceInsideIt() {
        let word = String(repeating: "a", count: 70)
        let message = StatusMessage(UserText(verbatim: "See \(word) now\nor later"), kind: .error)
        #expect(
            message.rendered(using: .text) == """
                ✗ Error: See
                  aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                  aaaaaaaaaaaa now or later
                """
        )
    }

    /// Text without spaces, as Japanese is written, breaks between characters where the line ends and
    /// gains no space there.
    @Test func japaneseStatusTextLongerThanTheLineGainsNoSpace() {
        let message = StatusMessage(UserText(verbatim: String(repeating: "同期に失敗しました", count: 5)), kind: .error)
        #expect(
            message.rendered(using: .text(localizer: Catalog.japanese)) == """
                ✗ エラー：同期に失敗しました同期に失敗しました同期に失敗しま
                  した同期に失敗しました同期に失敗しました
                """
        )
    }

    /// Children with a higher sort priority are drawn and read first, wherever they are: in a plain
    /// container, in a dialog's button row and in a dialog's parts.
    @Test func childrenAreDrawnAndReadInSortPriorityOrder() {
        func button(_ title: UserText, priority: Int = 0) -> Presentation.Element {
            Presentation.Element(
                id: "\(title)",
                kind: .button(.init(role: .default, action: "go")),
                text: title,
                accessibility: AccessibilityDescriptor(label: title, traits: .button, sortPriority: priority)
            )
        }
        let dialog = Presentation.Element(
            id: "dialog",
            kind: .container(labelledBy: "title"),
            accessibility: AccessibilityDescriptor(role: .dialog),
            children: [
                Presentation.Element(
                    id: "title",
                    kind: .heading(level: 2),
                    text: "Sync",
                    accessibility: .heading("Sync")
                ),
                Presentation.Element(
                    id: "first",
                    kind: .paragraph,
                    text: "Read first.",
                    accessibility: AccessibilityDescriptor(label: "Read first.", traits: .staticText, sortPriority: 1)
                ),
                Presentation.Element(
                    id: "buttons",
                    kind: .container(),
                    accessibility: AccessibilityDescriptor(role: .group),
                    children: [button("Later"), button("Now", priority: 2)]
                ),
            ]
        )
        let page = Presentation.Element(
            id: "page",
            kind: .container(),
            children: [
                Presentation.Element(id: "body", kind: .paragraph, text: "Body.", accessibility: .text("Body.")),
                Presentation.Element(
                    id: "lead",
                    kind: .paragraph,
                    text: "Lead.",
                    accessibility: AccessibilityDescriptor(label: "Lead.", traits: .staticText, sortPriority: 5)
                ),
                dialog,
            ]
        )
        let presentation = Presentation(type: "host", root: page)
        #expect(
            TextRenderer(width: 30).render(presentation) == """
                Lead.

                Body.

                ┌────────────────────────────┐
                │ Read first.                │
                │                            │
                │ Sync                       │
                │ ════                       │
                │                            │
                │         [ Now ]  [ Later ] │
                └────────────────────────────┘
                """
        )
        #expect(
            TextRenderer(style: .spoken).render(presentation)
                == "Lead.\nBody.\nDialog\nRead first.\nSync, Heading level 2\nNow, Button\nLater, Button"
        )
    }
}

@Suite("Text front end: exact drawings")
struct TextDrawingTests {
    /// The drawings the benchmarks time, in full, through both entry points.
    @Test func benchmarkItemsAreDrawnExactly() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        let expected: [(any Presentable, TextRenderer, String)] = [
            (
                alert, TextRenderer(),
                """
                ┌──────────────────────────────────────────────────────────┐
                │ Delete this draft?                                       │
                │ ══════════════════                                       │
                │                                                          │
                │ You can't undo this.                                     │
                │                                                          │
                │                                   [ Delete ]  [ Cancel ] │
                └──────────────────────────────────────────────────────────┘
                """
            ),
            (
                alert, TextRenderer(localizer: Catalog.japanese, colors: .always, width: 40),
                """
                ┌──────────────────────────────────────┐
                │ \u{1B}[1mDelete this draft?\u{1B}[0m                   │
                │ ══════════════════                   │
                │                                      │
                │ You can't undo this.                 │
                │                                      │
                │           \u{1B}[31m[ Delete ]\u{1B}[0m  \u{1B}[1m[ キャンセル ]\u{1B}[0m │
                └──────────────────────────────────────┘
                """
            ),
            (
                StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success), TextRenderer(),
                "✓ Success: Registered 2 items"
            ),
            (
                StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success),
                TextRenderer(localizer: Catalog.japanese, colors: .always),
                "\u{1B}[32m✓ \u{1B}[0m\u{1B}[32m成功：2件を登録しました\u{1B}[0m"
            ),
            (progress, TextRenderer(), "[███████████░░░░░░░░░░░░░░░░░░░] 37%\nSigning up…"),
        ]
        for (model, renderer, text) in expected {
            #expect(renderer.render(model) == text)
            var bytes = Array("> ".utf8)
            renderer.render(model, into: &bytes)
            #expect(bytes == Array(("> " + text).utf8))
        }
    }

    /// Every preset's screen is drawn from its presentation each time, so whatever the screen
    /// holds is drawn: a changed title, a host's catalog, another width or colour.
    @Test func presetScreensAreDrawnFromWhatTheyHold() {
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        #expect(TextRenderer().render(retitled).hasPrefix("(search)\n\nGone\n════\n"))
        var changed = Catalog.english
        changed[.retry] = "Again"
        #expect(TextRenderer(localizer: changed).render(ErrorScreen(.preset(.network))).hasSuffix("[ Again ]"))
        let maintenance = ErrorScreen(.preset(.maintenance))
        #expect(TextRenderer(width: 24).render(maintenance) != TextRenderer().render(maintenance))
        #expect(TextRenderer(colors: .always).render(maintenance).contains("\u{1B}["))
        for preset in ErrorScreen.Preset.allKnown {
            for placement in ErrorScreen.Placement.allCases {
                let screen = ErrorScreen(.preset(preset), placement: placement)
                for catalog in Catalog.builtIn {
                    for style in TextRenderer.Style.allCases {
                        let renderer = TextRenderer(localizer: catalog, style: style)
                        #expect(renderer.render(screen) == renderer.render(screen.presentation(in: renderer.context)))
                    }
                }
            }
        }
    }
}

@Suite("Text front end: width bounds")
struct TextWidthBoundsTests {
    @Test func aHugeWidthIsClampedInsteadOfAllocatingWithoutBound() {
        var renderer = TextRenderer(width: .max)
        #expect(renderer.width == 1_000)
        renderer.width = 0x5252_5252_5252_5252
        let alert = Alert.confirmation(Alert.Content(title: "Saved"))
        let lines = renderer.render(alert).split(separator: "\n")
        #expect(lines.first?.count == 1_000)
        #expect(TextRenderer(width: -5).width == 20)
    }
}
