import Anshin
import AnshinText
import Testing

@Suite("Text front end: what a screen reader says")
struct SpokenTranscriptTests {
    @Test func alertIsAnnouncedWithItsTitleMessageAndButtons() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        #expect(
            alert.rendered(using: .text(style: .spoken)) == """
                Alert, Delete this draft?, You can't undo this.
                Delete this draft?, Heading level 2
                You can't undo this.
                Delete, Button
                Cancel, Button
                """
        )
        #expect(
            alert.rendered(using: .text(localizer: Catalog.japanese, style: .spoken)) == """
                アラート、Delete this draft?、You can't undo this.
                Delete this draft?、見出しレベル2
                You can't undo this.
                Delete、ボタン
                キャンセル、ボタン
                """
        )
    }

    /// A host's localizer that knows only the keys it is given.
    struct HostStrings: Localizer {
        let languageCode: String
        var templates: [UserText.Key: String] = [:]

        func template(for key: UserText.Key, form: PluralCategory) -> String? { self.templates[key] }
    }

    @Test(
        "An utterance's parts are joined by the language's separator, CLDR's list separator",
        arguments: [
            ("en", "Delete, Button"), ("ja", "Delete、ボタン"), ("zh-Hans", "Delete、按钮"), ("zh-Hant", "Delete、按鈕"),
            ("ar", "Delete، زر"), ("fr", "Delete, Bouton"), ("en-XA", "Delete[, ][Ɓûţţöñ]"),
            ("ar-XB", "Delete, Button"),
        ]
    )
    func partsAreJoinedByTheLanguagesSeparator(languageCode: String, expected: String) throws {
        let catalog = try #require(Catalog.builtIn(for: languageCode))
        let button = Presentation(
            type: "button",
            root: .init(id: "delete", kind: .label, text: "Delete", accessibility: .button("Delete"))
        )
        #expect(TextRenderer(localizer: catalog, style: .spoken).render(button) == expected)
    }

    @Test("A host's localizer without the separator gets its language's built-in one, else English's")
    func hostLocalizerFallsBackForTheSeparator() {
        let button = Presentation(
            type: "button",
            root: .init(id: "delete", kind: .label, text: "Delete", accessibility: .button("Delete"))
        )
        let japanese = HostStrings(languageCode: "ja-JP", templates: [.spokenButton: "ボタン"])
        #expect(TextRenderer(localizer: japanese, style: .spoken).render(button) == "Delete、ボタン")
        let esperanto = HostStrings(languageCode: "eo", templates: [.spokenButton: "Butono"])
        #expect(TextRenderer(localizer: esperanto, style: .spoken).render(button) == "Delete, Butono")
        // A host's own separator is used as it is, made terminal-safe so it cannot break the line.
        let slashes = HostStrings(languageCode: "en", templates: [.spokenPartSeparator: " / "])
        #expect(TextRenderer(localizer: slashes, style: .spoken).render(button) == "Delete / Button")
        let hostile = HostStrings(languageCode: "en", templates: [.spokenPartSeparator: "\n\u{1B}[2J"])
        #expect(TextRenderer(localizer: hostile, style: .spoken).render(button) == "Delete␊␛[2JButton")
    }

    @Test func userTextIsSpokenOnOneLineWithoutControls() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "  Sync\nfailed\u{1B}[31m", message: "Try\r\nagain"),
            try Alert.Recovery("Retry", style: .nondestructive, action: "sync.retry")
        )
        let expected = """
            Alert, Sync failed␛[31m, Try again
            Sync failed␛[31m, Heading level 2
            Try again
            Cancel, Button
            Retry, Button
            """
        #expect(alert.rendered(using: .text(style: .spoken)) == expected)
        var bytes = Array("> ".utf8)
        TextRenderer(style: .spoken).render(alert, into: &bytes)
        #expect(bytes == Array(("> " + expected).utf8))
    }

    @Test func decorativeIconsAreSilentAndTitlesAreHeadings() {
        #expect(
            ErrorScreen(.preset(.offline)).rendered(using: .text(style: .spoken)) == """
                You're offline, Heading level 2
                Connect to the internet and try again.
                Retry, Button
                """
        )
    }

    @Test func messagesAreAnnouncedByPoliteness() {
        #expect(
            StatusMessage("Saved.", kind: .success).rendered(using: .text(style: .spoken)) == """
                Announcement: Success: Saved.
                Success
                Saved.
                """
        )
        #expect(
            StatusMessage("Enter a name.", kind: .error).rendered(using: .text(style: .spoken)) == """
                Urgent announcement: Error: Enter a name.
                Error
                Enter a name.
                """
        )
    }

    @Test func simulatedProgressIsBusyButNeverAMeasurement() {
        var progress = TrickleProgress(label: "Signing up…")
        #expect(
            progress.rendered(using: .text(style: .spoken)) == """
                Signing up…, Progress indicator, Busy
                Signing up…
                """
        )
        _ = progress.complete(at: .seconds(1))
        #expect(
            progress.rendered(using: .text(style: .spoken)) == """
                Announcement: Done
                Signing up…, Progress indicator, 100 percent
                Signing up…
                """
        )
    }

    @Test func mergedGroupsAreReadAsOneAndQuantitiesInFull() {
        let column = AccessibilityDescriptor.combining([.text("Workouts"), .quantity(100, unit: .item)])
        let duration = AccessibilityDescriptor.quantity(10, unit: .minute)
        let row = AccessibilityDescriptor.listRow("Settings", hasDisclosureIndicator: true)
        let presentation = Presentation(
            type: "list",
            root: .init(
                id: "list",
                kind: .container(),
                children: [
                    .init(id: "column", kind: .container(), accessibility: column),
                    .init(id: "duration", kind: .label, text: "10 min", accessibility: duration),
                    .init(id: "row", kind: .label, text: "Settings", accessibility: row),
                ]
            )
        )
        #expect(
            TextRenderer(style: .spoken).render(presentation) == """
                Workouts, 100 items
                10 minutes
                Settings, Button
                """
        )
    }
}

@Suite("Text front end: what a screen reader says, in every language")
struct SpokenTranscriptLanguageTests {
    @Test(
        "Each language's transcript says its own trait words",
        arguments: [
            ("en", ", ", "Alert", "Heading level 2", "OK, Button"),
            ("ja", "、", "アラート", "見出しレベル2", "OK、ボタン"),
            ("de", ", ", "Hinweis", "Überschrift Ebene 2", "OK, Schaltfläche"),
            ("fr", ", ", "Alerte", "En-tête de niveau 2", "OK, Bouton"),
            ("es", ", ", "Alerta", "Encabezado de nivel 2", "Aceptar, Botón"),
            ("it", ", ", "Avviso", "Intestazione di livello 2", "OK, Pulsante"),
            ("pt-BR", ", ", "Alerta", "Título de nível 2", "OK, Botão"),
            ("pt-PT", ", ", "Alerta", "Cabeçalho de nível 2", "OK, Botão"),
            ("ko", ", ", "경고", "제목 레벨 2", "확인, 버튼"),
            ("zh-Hans", "、", "提醒", "2级标题", "确定、按钮"),
            ("zh-Hant", "、", "提示", "標題層級 2", "確定、按鈕"),
            ("ru", ", ", "Предупреждение", "Заголовок уровня 2", "ОК, Кнопка"),
            ("pl", ", ", "Ostrzeżenie", "Nagłówek poziomu 2", "OK, Przycisk"),
            ("uk", ", ", "Попередження", "Заголовок рівня 2", "OK, Кнопка"),
            ("ar", "، ", "تنبيه", "عنوان المستوى 2", "حسنًا، زر"),
            ("he", ", ", "התראה", "כותרת רמה 2", "אישור, כפתור"),
        ]
    )
    func traitWords(language: String, separator: String, alert: String, heading: String, button: String) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        let confirmation = Alert.confirmation(Alert.Content(title: "Sync failed", message: "Try again."))
        #expect(
            confirmation.rendered(using: .text(localizer: catalog, style: .spoken)) == """
                \(alert)\(separator)Sync failed\(separator)Try again.
                Sync failed\(separator)\(heading)
                Try again.
                \(button)
                """
        )
    }

    @Test("A busy indicator and a percentage, spoken in Arabic and Polish")
    func progressWords() throws {
        let progress = TrickleProgress(label: "Sync")
        #expect(
            progress.rendered(using: .text(localizer: Catalog.arabic, style: .spoken)).hasPrefix(
                "Sync، مؤشر التقدم، مشغول"
            )
        )
        #expect(
            progress.rendered(using: .text(localizer: Catalog.polish, style: .spoken)).hasPrefix(
                "Sync, Wskaźnik postępu, Zajęte"
            )
        )
    }

    @Test("A heading level outside 1 to 6 is said at the level drawn")
    func headingLevelOutOfRange() {
        let deep = { (level: Int) in
            Presentation(
                type: "deep",
                root: Presentation.Element(
                    id: "title",
                    kind: .heading(level: level),
                    text: "Deep",
                    accessibility: .heading("Deep", level: level)
                )
            )
        }
        #expect(TextRenderer(style: .spoken).render(deep(7)) == "Deep, Heading level 6")
        #expect(TextRenderer(style: .spoken).render(deep(0)) == "Deep, Heading level 1")
    }

    /// An icon-only button is named by its icon's label, as the audit accepts and HTML names it; the
    /// transcript said nothing and the text drew an empty button.
    @Test("An icon-only button is said and drawn with its icon's label")
    func iconOnlyButtonIsNamedByItsIcon() {
        let close = Presentation(
            type: "t",
            root: Presentation.Element(
                id: "close",
                kind: .button(.init(role: .cancel, action: .cancel)),
                accessibility: AccessibilityDescriptor(traits: .button),
                children: [
                    Presentation.Element(
                        id: "icon",
                        kind: .icon(Icon(.xmark, label: "Close")),
                        accessibility: .image("Close")
                    )
                ]
            )
        )
        #expect(AccessibilityAudit.run(on: close).isEmpty)
        #expect(TextRenderer(style: .spoken).render(close) == "Close, Button")
        #expect(TextRenderer().render(close) == "[ Close ]")
        // A hidden icon names nothing.
        var hidden = close
        hidden.root.children[0].accessibility.isHidden = true
        #expect(TextRenderer(style: .spoken).render(hidden) == "")
    }
}
