import Anshin
import Testing

/// The rules the seeds are about: a dialog, alert or region without a name; a value split from its
/// unit; an uncombined column; a disclosure row that is not a button; a button without a name. Each
/// is tested failing and passing, in English and in Japanese.
@Suite("Accessibility audit: names, units, columns and rows")
struct AccessibilityAuditRuleTests {
    private typealias Element = Presentation.Element

    /// A presentation whose root container holds the given elements.
    private static func screen(_ children: [Element], accessibility: AccessibilityDescriptor = .init()) -> Presentation
    {
        Presentation(
            type: "screen",
            root: Element(id: "screen", kind: .container(), accessibility: accessibility, children: children)
        )
    }

    /// A piece of text, as a label element.
    private static func text(_ id: String, _ text: UserText) -> Element {
        Element(id: id, kind: .label, text: text, accessibility: .text(text))
    }

    private static func summary(_ diagnostics: [AccessibilityAudit.Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule)@\($0.path)" }
    }

    /// A catalog that resolves the app's own keys to the given strings.
    private static func catalog(_ languageCode: String, _ entries: [String: String]) -> Catalog {
        Catalog(
            languageCode: languageCode,
            entries: entries.reduce(into: [:]) { $0[UserText.Key(rawValue: $1.key)] = .text($1.value) }
        )
    }

    // MARK: A dialog, alert or region without a name

    @Test("An alert whose title is blank is an alert dialog without a name")
    func alertWithBlankTitle() {
        let alert = Alert.confirmation(Alert.Content(title: " ", message: "The server didn't respond."))
        let expected = [
            AccessibilityAudit.Diagnostic(
                rule: .dialogOrRegionWithoutName,
                severity: .error,
                path: "alert",
                message: "This alert dialog has no accessible name, so a screen reader announces only its role; "
                    + "give it a title that is not blank, or a label."
            )
        ]
        #expect(AccessibilityAudit.run(on: alert) == expected)
        #expect(AccessibilityAudit.run(on: alert, localizer: Catalog.japanese) == expected)
        #expect(AccessibilityAudit.run(on: Alert.confirmation(Alert.Content(title: "Saved"))) == [])
        #expect(
            AccessibilityAudit.run(on: Alert.confirmation(Alert.Content(title: "保存しました")), localizer: Catalog.japanese)
                == []
        )
    }

    @Test("A title a catalog resolves to nothing leaves the dialog without a name, and the heading too")
    func titleResolvingBlank() throws {
        let content = Alert.Content(title: .localized("app.title"))
        let sheet = try ActionSheet(
            content,
            choices: [
                try Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        for catalog in [Self.catalog("en", ["app.title": ""]), Self.catalog("ja", ["app.title": "\u{3000}"])] {
            #expect(
                Self.summary(AccessibilityAudit.run(on: Alert.confirmation(content), localizer: catalog)) == [
                    "dialog-or-region-without-name@alert", "heading-without-name@alert/title",
                ]
            )
            let diagnostics = AccessibilityAudit.run(on: sheet, localizer: catalog)
            #expect(
                Self.summary(diagnostics) == [
                    "dialog-or-region-without-name@actionSheet", "heading-without-name@actionSheet/title",
                ]
            )
            #expect(diagnostics.first?.message.hasPrefix("This dialog has no accessible name") == true)
        }
        #expect(AccessibilityAudit.run(on: sheet, localizer: Self.catalog("ja", ["app.title": "未保存の変更"])) == [])
    }

    @Test("A dialog labelled by itself is not named by its own text")
    func dialogLabelledByItself() {
        // An element is not its own label (Presentation.Element.labellingElementID): HTML names it by
        // its label, so without one it has no name, whatever text it shows.
        func dialog(_ label: UserText?) -> Presentation {
            Presentation(
                type: "screen",
                root: Element(
                    id: "dialog",
                    kind: .container(labelledBy: "dialog"),
                    text: "Unsaved changes",
                    accessibility: AccessibilityDescriptor(label: label, role: .dialog)
                )
            )
        }
        #expect(dialog(nil).root.labellingElementID == nil)
        #expect(Self.summary(AccessibilityAudit.run(on: dialog(nil))) == ["dialog-or-region-without-name@dialog"])
        #expect(AccessibilityAudit.run(on: dialog("Unsaved changes")) == [])
    }

    @Test("An error screen without a title is a region without a name")
    func regionWithoutName() {
        let untitled = ErrorScreen(.message(icon: .decorative(.tray), title: "  "))
        let diagnostics = AccessibilityAudit.run(on: untitled)
        #expect(Self.summary(diagnostics) == ["dialog-or-region-without-name@error-screen"])
        #expect(diagnostics.first?.message.hasPrefix("This region has no accessible name") == true)
        #expect(
            Self.summary(AccessibilityAudit.run(on: untitled, localizer: Catalog.japanese)) == [
                "dialog-or-region-without-name@error-screen"
            ]
        )
        #expect(
            AccessibilityAudit.run(
                on: ErrorScreen(.message(icon: nil, title: "下書きはありません")),
                localizer: Catalog.japanese
            ) == []
        )
    }

    @Test("A descriptor with a dialog or region role needs a label; a live region does not")
    func descriptorRoles() {
        #expect(
            Self.summary(AccessibilityAudit.run(on: AccessibilityDescriptor(role: .region))) == [
                "dialog-or-region-without-name@"
            ]
        )
        #expect(
            Self.summary(AccessibilityAudit.run(on: AccessibilityDescriptor(label: " ", role: .dialog))) == [
                "dialog-or-region-without-name@"
            ]
        )
        #expect(
            AccessibilityAudit.run(on: AccessibilityDescriptor(label: "設定", role: .region), localizer: Catalog.japanese)
                == []
        )
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor(role: .status)) == [])
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor(role: .alert)) == [])
    }

    @Test("A dialog labelled by a blank element has no name, whatever its own label says, as HTML names it")
    func labelledByABlankElement() {
        let dialog = Presentation(
            type: "sheet",
            root: Element(
                id: "sheet",
                kind: .container(labelledBy: "caption"),
                accessibility: AccessibilityDescriptor(label: "Share", role: .dialog),
                children: [Element(id: "caption", kind: .label, text: "", accessibility: .text("Share"))]
            )
        )
        #expect(Self.summary(AccessibilityAudit.run(on: dialog)) == ["dialog-or-region-without-name@sheet"])
    }

    // MARK: A value and its unit split

    @Test(
        "A number and a unit's short form side by side are a split value, in the localizer's language",
        arguments: [
            ("10", "min", Catalog.english), ("1,000", "items", .english), ("1", "item", .english),
            ("2.5", "h", .english),
            ("10", "分", .japanese), ("１０", "分", .japanese), ("٣", "件", .japanese), ("२४", "時間", .japanese),
        ]
    )
    func valueAndUnitSplit(value: String, unit: String, catalog: Catalog) {
        let screen = Self.screen([
            Self.text("value", UserText(verbatim: value)), Self.text("unit", UserText(verbatim: unit)),
        ])
        #expect(
            AccessibilityAudit.run(on: screen, localizer: catalog) == [
                AccessibilityAudit.Diagnostic(
                    rule: .valueAndUnitSplit,
                    severity: .warning,
                    path: "screen/value",
                    message:
                        "The value \"\(value)\" and its unit \"\(unit)\" are two elements, read \"\(value), \(unit)\"; "
                        + "make them one with AccessibilityDescriptor.quantity(_:unit:), shown short and spoken in full."
                )
            ]
        )
    }

    @Test("A quantity is one element; other neighbours and another language's units are not split values")
    func valueAndUnitTogether() {
        for catalog in [Catalog.english, .japanese] {
            let together = Self.screen([
                Element(
                    id: "duration",
                    kind: .label,
                    text: QuantityUnit.minute.shortText(10),
                    accessibility: .quantity(10, unit: .minute)
                ),
                Self.text("caption", "Version"), Self.text("version", "2.1"),
                Self.text("count", "10"), Self.text("fruit", "apples"),
            ])
            #expect(AccessibilityAudit.run(on: together, localizer: catalog) == [])
        }
        let japaneseUnit = Self.screen([Self.text("value", "10"), Self.text("unit", "分")])
        #expect(AccessibilityAudit.run(on: japaneseUnit, localizer: Catalog.english) == [])
        let englishUnit = Self.screen([Self.text("value", "10"), Self.text("unit", "min")])
        #expect(AccessibilityAudit.run(on: englishUnit, localizer: Catalog.japanese) == [])
    }

    @Test("A hidden element between them does not join a value and its unit; a merged group still reads them apart")
    func splitAcrossHiddenAndMerged() {
        let screen = Self.screen([
            Self.text("value", "10"),
            Element(id: "icon", kind: .icon(.decorative(.clock)), accessibility: .decorative),
            Self.text("unit", "min"),
        ])
        #expect(Self.summary(AccessibilityAudit.run(on: screen)) == ["value-and-unit-split@screen/value"])
        let merged = AccessibilityDescriptor.combining([.text("10"), .text("分")])
        #expect(
            Self.summary(AccessibilityAudit.run(on: merged, path: "row", localizer: Catalog.japanese)) == [
                "value-and-unit-split@row/children[0]"
            ]
        )
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor.combining([.quantity(10, unit: .minute)])) == [])
    }

    // MARK: An uncombined column

    @Test("Labels and values read one by one are an uncombined column")
    func uncombinedColumn() {
        let column = Self.screen([
            Self.text("title", "Workouts"), Self.text("count", .localized(.itemShort, count: 100)),
        ])
        #expect(
            AccessibilityAudit.run(on: column) == [
                AccessibilityAudit.Diagnostic(
                    rule: .uncombinedColumn,
                    severity: .warning,
                    path: "screen",
                    message:
                        "These labels and values are read one by one (\"Workouts\", \"100 items\"); combine each label "
                        + "with its value with AccessibilityDescriptor.combining(_:traits:), read \"Workouts, 100 items\"."
                )
            ]
        )
        let japanese = AccessibilityAudit.run(
            on: Self.screen([Self.text("title", "ワークアウト"), Self.text("count", .localized(.itemShort, count: 100))]),
            localizer: Catalog.japanese
        )
        #expect(Self.summary(japanese) == ["uncombined-column@screen"])
        #expect(japanese.first?.message.contains("(\"ワークアウト\", \"100件\")") == true)
        let twoColumns = Self.screen([
            Self.text("a", "Distance"), Self.text("b", "5 km"), Self.text("c", "Time"), Self.text("d", "¥1,200"),
        ])
        #expect(Self.summary(AccessibilityAudit.run(on: twoColumns)) == ["uncombined-column@screen"])
        let descriptor = AccessibilityDescriptor(children: [.text("ワークアウト"), .quantity(100, unit: .item)])
        #expect(
            Self.summary(AccessibilityAudit.run(on: descriptor, localizer: Catalog.japanese)) == ["uncombined-column@"]
        )
    }

    @Test("A combined column, text without values, an odd count and a live region are not uncombined columns")
    func combinedColumn() {
        let workouts = AccessibilityDescriptor.text("Workouts")
        let count = AccessibilityDescriptor.quantity(100, unit: .item)
        let combined = Self.screen([
            Element(
                id: "column",
                kind: .container(),
                accessibility: .combining([workouts, count]),
                children: [Self.text("title", "Workouts"), Self.text("count", "100 items")]
            )
        ])
        for catalog in [Catalog.english, .japanese] {
            #expect(AccessibilityAudit.run(on: combined, localizer: catalog) == [])
            #expect(
                AccessibilityAudit.run(on: AccessibilityDescriptor.combining([workouts, count]), localizer: catalog)
                    == []
            )
        }
        #expect(AccessibilityAudit.run(on: Self.screen([Self.text("a", "Workouts"), Self.text("b", "Running")])) == [])
        #expect(
            AccessibilityAudit.run(
                on: Self.screen([Self.text("a", "Workouts"), Self.text("b", "100 items"), Self.text("c", "Runs")])
            ) == []
        )
        #expect(
            AccessibilityAudit.run(on: Self.screen([Self.text("a", "100 items"), Self.text("b", "Workouts")])) == []
        )
        let status = Self.screen(
            [Self.text("a", "Saved"), Self.text("b", "2 times")],
            accessibility: AccessibilityDescriptor(label: "Saved", role: .status)
        )
        #expect(AccessibilityAudit.run(on: status) == [])
    }

    // MARK: A disclosure row without the button trait

    @Test("A row that shows a disclosure indicator but is not a button is an error")
    func disclosureRowWithoutButtonTrait() {
        func row(_ symbol: Icon.Symbol, _ accessibility: AccessibilityDescriptor, label: UserText) -> Presentation {
            Self.screen([
                Element(
                    id: "row",
                    kind: .container(),
                    accessibility: accessibility,
                    children: [
                        Self.text("label", label),
                        Element(id: "chevron", kind: .icon(.decorative(symbol)), accessibility: .decorative),
                    ]
                )
            ])
        }
        let expected = [
            AccessibilityAudit.Diagnostic(
                rule: .disclosureRowWithoutButtonTrait,
                severity: .error,
                path: "screen/row",
                message: "This row shows a disclosure indicator but lacks the button trait, so it is not announced as "
                    + "something to activate; use AccessibilityDescriptor.listRow(_:value:hasDisclosureIndicator:)."
            )
        ]
        #expect(
            AccessibilityAudit.run(
                on: row(.chevronForward, .combining([.text("Notifications")]), label: "Notifications")
            ) == expected
        )
        #expect(
            AccessibilityAudit.run(
                on: row(.chevronForward, .listRow("通知", hasDisclosureIndicator: false), label: "通知"),
                localizer: Catalog.japanese
            ) == expected
        )
        #expect(
            AccessibilityAudit.run(
                on: row("chevron.right", AccessibilityDescriptor(label: "Privacy"), label: "Privacy")
            ) == expected
        )
        // Fixed: a list row with a disclosure indicator is a button.
        #expect(
            AccessibilityAudit.run(
                on: row(
                    .chevronForward,
                    .listRow("Notifications", hasDisclosureIndicator: true),
                    label: "Notifications"
                )
            ) == []
        )
        #expect(
            AccessibilityAudit.run(
                on: row(.chevronForward, .listRow("通知", value: "オン", hasDisclosureIndicator: true), label: "通知"),
                localizer: Catalog.japanese
            ) == []
        )
        // Another icon is no disclosure indicator.
        #expect(AccessibilityAudit.run(on: row(.info, .combining([.text("About")]), label: "About")) == [])
    }

    // MARK: A button without a name

    @Test("A button with neither a visible title nor a label has no name")
    func buttonWithoutName() {
        let expected = AccessibilityAudit.Diagnostic(
            rule: .buttonWithoutName,
            severity: .error,
            path: "",
            message: "This button has neither a visible title nor an accessibility label, so nobody can tell what it "
                + "does; give it a title or a label that is not blank."
        )
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor(traits: .button)) == [expected])
        #expect(
            AccessibilityAudit.run(
                on: AccessibilityDescriptor(label: "\u{3000}", traits: .button),
                localizer: Catalog.japanese
            ) == [expected]
        )
        #expect(AccessibilityAudit.run(on: .button("閉じる"), localizer: Catalog.japanese) == [])
        // A row that acts as a button is named by its descriptor, not by the text inside it.
        let unnamedRow = Self.screen([
            Element(
                id: "row",
                kind: .container(),
                accessibility: AccessibilityDescriptor(traits: .button, grouping: .merge),
                children: [Self.text("label", "Notifications")]
            )
        ])
        #expect(Self.summary(AccessibilityAudit.run(on: unnamedRow)) == ["button-without-name@screen/row"])
        let namedRow = Self.screen([
            Element(
                id: "row",
                kind: .container(),
                accessibility: .listRow("Notifications", value: "On", hasDisclosureIndicator: true),
                children: [Self.text("label", "Notifications"), Self.text("value", "On")]
            )
        ])
        #expect(AccessibilityAudit.run(on: namedRow) == [])
    }

    /// Issue 24, item 4: a recovery's name looked up in a catalog cannot be checked when it is made; if
    /// the catalog resolves it to nothing, the audit reports the button.
    @Test("A recovery whose catalog name resolves to nothing is a button without a name")
    func recoveryNameResolvingBlank() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?"),
            try Alert.Recovery(.localized("app.delete"), style: .destructive, action: "draft.delete")
        )
        for catalog in [Self.catalog("en", ["app.delete": " "]), Self.catalog("ja", ["app.delete": ""])] {
            let diagnostics = AccessibilityAudit.run(on: alert, localizer: catalog)
            #expect(Self.summary(diagnostics) == ["button-without-name@alert/buttons/button-1"])
            #expect(diagnostics.first?.severity == .error)
        }
        #expect(AccessibilityAudit.run(on: alert, localizer: Self.catalog("en", ["app.delete": "Delete"])) == [])
        #expect(AccessibilityAudit.run(on: alert, localizer: Self.catalog("ja", ["app.delete": "削除"])) == [])
    }

    // MARK: A heading without a name

    /// A heading needs a name (WCAG 2.4.6; axe: empty-heading): heading navigation stops at an empty one
    /// and a screen reader says only "heading".
    @Test("A heading element, or anything with the header trait, with no text, label or named child is an error")
    func headingWithoutName() {
        let expected = AccessibilityAudit.Diagnostic(
            rule: .headingWithoutName,
            severity: .error,
            path: "screen/title",
            message: "This heading has no text and no label, so heading navigation stops at it and says only "
                + "\"heading\"; give it text, or remove it."
        )
        let header = AccessibilityDescriptor(traits: .header)
        let empty = Element(id: "title", kind: .heading(level: 2), accessibility: header)
        #expect(AccessibilityAudit.run(on: Self.screen([empty])) == [expected])
        // Blank text, and a blank label over real text, are this rule's, not an empty label's.
        let blank = Element(id: "title", kind: .heading(level: 2), text: "\u{3000}", accessibility: header)
        #expect(AccessibilityAudit.run(on: Self.screen([blank]), localizer: Catalog.japanese) == [expected])
        let blankLabel = Element(
            id: "title",
            kind: .heading(level: 2),
            text: "Inbox",
            accessibility: AccessibilityDescriptor(label: " ", traits: .header)
        )
        #expect(AccessibilityAudit.run(on: Self.screen([blankLabel])) == [expected])
        // A label element with the header trait is read as a heading too.
        let label = Element(id: "title", kind: .label, accessibility: header)
        #expect(Self.summary(AccessibilityAudit.run(on: Self.screen([label]))) == ["heading-without-name@screen/title"])
        // Named by its text, or by a shown child; a hidden child names nothing.
        let named = Element(id: "title", kind: .heading(level: 2), text: "Inbox", accessibility: header)
        #expect(AccessibilityAudit.run(on: Self.screen([named])) == [])
        let holding = { (child: Element) in
            Element(id: "title", kind: .heading(level: 2), accessibility: header, children: [child])
        }
        #expect(AccessibilityAudit.run(on: Self.screen([holding(Self.text("count", "3 new"))])) == [])
        let hidden = Element(
            id: "count",
            kind: .label,
            text: "3 new",
            accessibility: AccessibilityDescriptor(isHidden: true)
        )
        #expect(AccessibilityAudit.run(on: Self.screen([holding(hidden)])) == [expected])
        // A bare descriptor with the header trait: named by its label or a shown child's.
        #expect(Self.summary(AccessibilityAudit.run(on: header)) == ["heading-without-name@"])
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor.heading("Inbox")) == [])
        let parent = AccessibilityDescriptor(traits: .header, children: [.text("Inbox")])
        #expect(AccessibilityAudit.run(on: parent) == [])
    }

    // MARK: Buttons in a hidden element

    /// A button stays reachable inside a hidden element (HTML writes no `aria-hidden` around it, and
    /// the spoken style says it), so it is audited as any other button; the rest of the hidden
    /// element is not, and the identifiers of both still count once each.
    @Test("A button inside a hidden element, or hidden itself, is audited; the rest of a hidden element is not")
    func buttonsInAHiddenElementAreAudited() {
        let unnamed = Element(
            id: "close",
            kind: .button(.init(role: .cancel, action: "close")),
            accessibility: AccessibilityDescriptor(traits: .button)
        )
        let hiddenHeading = Element(id: "title", kind: .heading(level: 2), accessibility: AccessibilityDescriptor())
        let hidden = Element(
            id: "note",
            kind: .paragraph,
            text: "Saved.",
            accessibility: AccessibilityDescriptor(label: "Saved.", isHidden: true),
            children: [hiddenHeading, Element(id: "row", kind: .container(), children: [unnamed])]
        )
        #expect(
            Self.summary(AccessibilityAudit.run(on: Self.screen([hidden])))
                == ["button-without-name@screen/note/row/close"]
        )
        var hiddenButton = unnamed
        hiddenButton.accessibility.isHidden = true
        #expect(
            Self.summary(AccessibilityAudit.run(on: Self.screen([hiddenButton]))) == [
                "button-without-name@screen/close"
            ]
        )
        // A named button in a hidden element finds nothing, and its identifier is claimed once.
        var named = unnamed
        named.text = "Close"
        var holding = hidden
        holding.children = [named]
        #expect(AccessibilityAudit.run(on: Self.screen([holding])) == [])
        #expect(
            Self.summary(AccessibilityAudit.run(on: Self.screen([holding, Self.text("close", "Closed")])))
                == ["duplicate-element-id@screen/close"]
        )
    }

    // MARK: Two elements with one identifier

    /// HTML writes an element's identifier as its `id`: two elements with one identifier make a page
    /// whose `aria-labelledby` names the first only (vnu: duplicate ID).
    @Test("An element whose identifier an earlier one has is an error at its path, naming the first one's")
    func duplicateElementID() {
        let expected = AccessibilityAudit.Diagnostic(
            rule: .duplicateElementID,
            severity: .error,
            path: "screen/body/title",
            message: "The identifier \"title\" is also the identifier of the element at screen/title, so a "
                + "reference to it (aria-labelledby, aria-describedby) finds only that one; give each element "
                + "an identifier of its own."
        )
        let body = { (children: [Element]) in Element(id: "body", kind: .container(), children: children) }
        let twice = Self.screen([Self.text("title", "Inbox"), body([Self.text("title", "3 new")])])
        #expect(AccessibilityAudit.run(on: twice) == [expected])
        // Each later element is reported, the root's identifier counts, and other findings keep their order.
        let thrice = Self.screen([
            Self.text("screen", "Inbox"),
            Element(id: "title", kind: .heading(level: 2), accessibility: AccessibilityDescriptor(traits: .header)),
            body([Self.text("title", "3 new"), Self.text("title", "Updated now")]),
        ])
        #expect(
            Self.summary(AccessibilityAudit.run(on: thrice)) == [
                "duplicate-element-id@screen/screen", "heading-without-name@screen/title",
                "duplicate-element-id@screen/body/title", "duplicate-element-id@screen/body/title",
            ]
        )
        // Hidden elements and the children of an excluding element are written too: their identifiers
        // count, whichever comes first, though nothing else about them is audited.
        let hidden = Element(
            id: "title",
            kind: .label,
            text: " ",
            accessibility: AccessibilityDescriptor(label: " ", isHidden: true),
            children: [Self.text("count", "3")]
        )
        let excluding = Element(
            id: "row",
            kind: .container(),
            accessibility: AccessibilityDescriptor(label: "3 new", grouping: .exclude),
            children: [Self.text("count", "3"), Self.text("title", "new")]
        )
        #expect(
            Self.summary(AccessibilityAudit.run(on: Self.screen([hidden, excluding, Self.text("title", "Inbox")])))
                == [
                    "duplicate-element-id@screen/row/count", "duplicate-element-id@screen/row/title",
                    "duplicate-element-id@screen/title",
                ]
        )
        // Identifiers are compared exactly, as HTML compares ids: `Title` is not `title`.
        let distinct = Self.screen([Self.text("title", "Inbox"), body([Self.text("Title", "3 new")])])
        #expect(AccessibilityAudit.run(on: distinct) == [])
        // A presentation of one root element with an empty identifier names the first one "(root)".
        let rootless = Presentation(
            type: "screen",
            root: Element(id: "", kind: .container(), children: [Self.text("", "Inbox")])
        )
        #expect(
            AccessibilityAudit.run(on: rootless).map(\.message) == [
                "The identifier \"\" is also the identifier of the element at (root), so a reference to it "
                    + "(aria-labelledby, aria-describedby) finds only that one; give each element an identifier of "
                    + "its own."
            ]
        )
    }

    // MARK: A button inside a button

    /// HTML allows no interactive content inside a button (axe: nested-interactive): the HTML front end
    /// draws the inner one as text without its action, so nothing can press it.
    @Test("A button inside a row that acts as a button is an error at the inner button; a sibling is not")
    func buttonInsideButton() {
        let expected = AccessibilityAudit.Diagnostic(
            rule: .buttonInsideButton,
            severity: .error,
            path: "screen/row/toggle",
            message: "This button is inside another button, so it cannot be pressed on its own: HTML draws it "
                + "as text without its action, and a screen reader reads it as part of the outer one; move "
                + "it out, or make the outer element not a button."
        )
        let toggle = Element(
            id: "toggle",
            kind: .button(.init(role: .default, action: "notifications.toggle")),
            text: "Turn off",
            accessibility: .button("Turn off")
        )
        let row = { (children: [Element]) in
            Element(
                id: "row",
                kind: .container(),
                accessibility: .listRow("Notifications", value: "On", hasDisclosureIndicator: true),
                children: children
            )
        }
        #expect(
            AccessibilityAudit.run(on: Self.screen([row([Self.text("label", "Notifications"), toggle])])) == [expected]
        )
        // Deeper down, and a container with the button trait, count too; each inner button is reported.
        let deeper = Self.screen([
            row([
                Element(
                    id: "trailing",
                    kind: .container(),
                    children: [
                        toggle,
                        Element(
                            id: "more",
                            kind: .container(),
                            accessibility: .button("More"),
                            children: [Self.text("more-label", "More")]
                        ),
                    ]
                )
            ])
        ])
        #expect(
            Self.summary(AccessibilityAudit.run(on: deeper)) == [
                "button-inside-button@screen/row/trailing/toggle", "button-inside-button@screen/row/trailing/more",
            ]
        )
        // A button beside the row, or in a row that is not a button, is fine.
        let beside = Self.screen([row([Self.text("label", "Notifications")]), toggle])
        #expect(AccessibilityAudit.run(on: beside) == [])
        let plainRow = Self.screen([
            Element(id: "row", kind: .container(), children: [Self.text("label", "Notifications"), toggle])
        ])
        #expect(AccessibilityAudit.run(on: plainRow) == [])
    }

    // MARK: A progress bar without a name

    /// A progress bar needs a name (WAI-ARIA: `progressbar` requires one; axe: aria-progressbar-name):
    /// without it, a screen reader says only "progress bar", and HTML draws exactly that.
    @Test("A progress element, or a progress indicator drawn as the bar itself, without a name is an error")
    func progressWithoutName() {
        let expected = AccessibilityAudit.Diagnostic(
            rule: .progressWithoutName,
            severity: .error,
            path: "screen/bar",
            message: "This progress bar has no accessible name, so a screen reader announces only \"progress bar\"; "
                + "give it a label that says what the work is (\"Uploading photos…\")."
        )
        func bar(_ label: UserText?) -> Element {
            Element(
                id: "bar",
                kind: .progress(.init(fraction: 0.4, isSimulated: false)),
                accessibility: AccessibilityDescriptor(label: label, role: .progressIndicator)
            )
        }
        #expect(AccessibilityAudit.run(on: Self.screen([bar(nil)])) == [expected])
        // A blank label is this rule's, not an empty label's.
        #expect(
            AccessibilityAudit.run(on: Self.screen([bar("\u{3000}")]), localizer: Catalog.japanese) == [expected]
        )
        #expect(AccessibilityAudit.run(on: Self.screen([bar("アップロード中…")]), localizer: Catalog.japanese) == [])

        // A progress indicator with no progress element is the bar: named by what it is labelled by.
        let label = Self.text("label", "Signing up…")
        let indicator = { (labelledBy: String?, accessibility: AccessibilityDescriptor) in
            Self.screen([
                Element(
                    id: "spinner",
                    kind: .container(labelledBy: labelledBy),
                    accessibility: accessibility,
                    children: [label]
                )
            ])
        }
        let busy = AccessibilityDescriptor(role: .progressIndicator, isBusy: true)
        #expect(
            Self.summary(AccessibilityAudit.run(on: indicator(nil, busy))) == ["progress-without-name@screen/spinner"]
        )
        #expect(AccessibilityAudit.run(on: indicator("label", busy)) == [])
        // One that holds a progress element is a busy wrapper: the bar inside is what is named.
        let wrapper = Self.screen([
            Element(id: "wrapper", kind: .container(), accessibility: busy, children: [bar("Signing up…")])
        ])
        #expect(AccessibilityAudit.run(on: wrapper) == [])
        // One that holds a control (Cancel) and no progress element is a busy group around it
        // (Presentation.Element.isProgressGroup), not a bar, so its button is not inside a button; its
        // name is all that says what the work is, so it needs one as a bar does.
        let cancel = Element(
            id: "cancel",
            kind: .button(.init(role: .cancel, action: "cancel")),
            text: "Cancel",
            accessibility: .button("Cancel")
        )
        let group = { (labelledBy: String?) in
            Self.screen([
                Element(
                    id: "spinner",
                    kind: .container(labelledBy: labelledBy),
                    accessibility: busy,
                    children: [label, cancel]
                )
            ])
        }
        #expect(group(nil).root.children[0].isProgressGroup && !group(nil).root.children[0].isProgressBar)
        #expect(!indicator(nil, busy).root.children[0].isProgressGroup)
        #expect(Self.summary(AccessibilityAudit.run(on: group(nil))) == ["progress-without-name@screen/spinner"])
        #expect(AccessibilityAudit.run(on: group("label")) == [])
        // The package's own progress passes, and a blank label of its is reported.
        #expect(AccessibilityAudit.run(on: LoadingScreen()) == [])
        #expect(AccessibilityAudit.run(on: TrickleProgress(label: "Uploading…")) == [])
        #expect(
            Self.summary(AccessibilityAudit.run(on: LoadingScreen(" "))).contains(
                "progress-without-name@loading-screen/indicator"
            )
        )
    }
}
