import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Testing

/// A host's settings list, as the Accessibility article suggests building one: a row with a disclosure
/// indicator (`AccessibilityDescriptor.listRow(…, hasDisclosureIndicator: true)`), which is a button, and a
/// row without one, which is static text read as one.
private struct SettingsList: Presentable {
    var type: String
    var title: UserText
    var rows: [(id: String, label: UserText, value: UserText, leads: Bool)]

    func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: self.type,
            root: .init(
                id: "settings",
                kind: .container(labelledBy: "title"),
                accessibility: AccessibilityDescriptor(label: self.title, role: .region),
                children: [
                    .init(id: "title", kind: .heading(level: 2), text: self.title, accessibility: .heading(self.title))
                ]
                    + self.rows.map { row in
                        .init(
                            id: row.id,
                            kind: .container(),
                            accessibility: .listRow(row.label, value: row.value, hasDisclosureIndicator: row.leads),
                            children: [
                                .init(
                                    id: row.id + "-label",
                                    kind: .label,
                                    text: row.label,
                                    accessibility: .text(row.label)
                                ),
                                .init(
                                    id: row.id + "-value",
                                    kind: .label,
                                    text: row.value,
                                    accessibility: .text(row.value)
                                ),
                            ]
                                + (row.leads
                                    ? [
                                        .init(
                                            id: row.id + "-chevron",
                                            kind: .icon(.decorative(.chevronForward)),
                                            accessibility: .decorative
                                        )
                                    ]
                                    : [])
                        )
                    }
            )
        )
    }
}

@Suite("A row with a disclosure indicator is one button in every front end")
struct DisclosureRowTests {
    private static let english = SettingsList(
        type: "settings",
        title: "Settings",
        rows: [("notifications", "Notifications", "On", true), ("version", "Version", "2.1", false)]
    )
    private static let japanese = SettingsList(
        type: "settings",
        title: "設定",
        rows: [("notifications", "通知", "オン", true), ("version", "バージョン", "2.1", false)]
    )

    @Test func textDrawsTheRowAsOneButtonOnOneLine() {
        #expect(
            Self.english.rendered(using: .text) == """
                Settings
                ════════

                [ Notifications On › ]

                Version
                2.1
                """
        )
        #expect(
            Self.japanese.rendered(using: .text(localizer: Catalog.japanese)) == """
                設定
                ════

                [ 通知 オン › ]

                バージョン
                2.1
                """
        )
    }

    @Test func speechSaysTheLabelTheValueAndButton() {
        #expect(
            Self.english.rendered(using: .text(style: .spoken)) == """
                Settings, Heading level 2
                Notifications, On, Button
                Version, 2.1
                """
        )
        #expect(
            Self.japanese.rendered(using: .text(localizer: Catalog.japanese, style: .spoken)) == """
                設定、見出しレベル2
                通知、オン、ボタン
                バージョン、2.1
                """
        )
    }

    @Test func htmlWritesOneButtonWithPhrasingContent() {
        let html = Self.english.rendered(using: .html)
        let lines = html.split(separator: "\n").map(String.init)
        #expect(
            lines[2]
                == #"<button type="button" id="anshin-settings-notifications" class="anshin-row" "#
                + #"aria-label="Notifications, On"><span id="anshin-settings-notifications-label" "#
                + #"class="anshin-label">Notifications</span><span id="anshin-settings-notifications-value" "#
                + #"class="anshin-label">On</span><svg id="anshin-settings-notifications-chevron" "#
                + #"class="anshin-icon anshin-symbol-chevron-forward" viewBox="0 0 24 24" width="24" height="24" "#
                + #"fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" "#
                + #"aria-hidden="true" focusable="false"><path d="M9.5 5.5l6.5 6.5-6.5 6.5"/></svg></button>"#
        )
        // The row without a disclosure indicator stays a group read as one.
        #expect(
            lines[3]
                == #"<div id="anshin-settings-version" class="anshin-container anshin-role-group" role="group" "#
                + #"aria-label="Version, 2.1">"#
        )
        #expect(html.split(separator: "<button", omittingEmptySubsequences: false).count == 2)
    }

    @Test func theExpectationsAndTheMarkupAgreeOnTheName() throws {
        for (model, localizer, name) in [
            (Self.english, Catalog.english, "Notifications, On"), (Self.japanese, Catalog.japanese, "通知, オン"),
        ] {
            let renderer = HTMLRenderer(localizer: localizer)
            let expectations = renderer.accessibilityExpectations(for: model.presentation)
            let row = try #require(expectations.first { $0.id == "anshin-settings-notifications" })
            var expected = HTMLRenderer.AccessibilityExpectation(id: "anshin-settings-notifications")
            expected.role = "button"
            expected.name = name
            #expect(row == expected)
            #expect(model.rendered(using: renderer).contains(#"class="anshin-row" aria-label="\#(name)">"#))
            // Its children are its content: no expectation of their own.
            #expect(!expectations.contains { $0.id.hasPrefix("anshin-settings-notifications-") })
        }
    }

    /// The front ends decide from the descriptor: a model of another type, and a row whose descriptor is
    /// written out by hand with the button trait, draw the same; without the trait, no button.
    @Test func theDescriptorDecidesNotTheModel() throws {
        let other = SettingsList(type: "preferences", title: "Settings", rows: [("privacy", "Privacy", "", true)])
        #expect(other.rendered(using: .text(style: .spoken)).hasSuffix("\nPrivacy, Button"))
        #expect(other.rendered(using: .html).contains(#"<button type="button" id="anshin-preferences-privacy""#))

        var presentation = Self.english.presentation
        let index = try #require(presentation.root.children.firstIndex { $0.id == "version" })
        presentation.root.children[index].accessibility = AccessibilityDescriptor(
            label: "Version",
            value: "2.1",
            traits: .button
        )
        #expect(presentation.root.children[index].actsAsButton)
        let spoken = TextRenderer(style: .spoken).render(presentation)
        #expect(spoken.hasSuffix("\nVersion, 2.1, Button"))
        #expect(TextRenderer().render(presentation).hasSuffix("\n[ Version 2.1 ]"))
        #expect(HTMLRenderer().render(presentation).contains(#"<button type="button" id="anshin-settings-version""#))

        presentation.root.children[index].accessibility.isHidden = true
        #expect(!HTMLRenderer().render(presentation).contains(#"<button type="button" id="anshin-settings-version""#))
        #expect(TextRenderer(style: .spoken).render(presentation).hasSuffix("\nNotifications, On, Button"))
    }

    @Test func theWireFormatCarriesTheDescriptor() throws {
        let json = Self.english.rendered(using: JSONRenderer(formatting: .compact))
        #expect(
            json.contains(
                #""accessibility":{"grouping":"merge","label":"Notifications","traits":["button"],"value":"On"}"#
            )
        )
    }
}
