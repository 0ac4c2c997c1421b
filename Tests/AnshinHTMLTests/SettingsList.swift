import Anshin

/// A host model of list rows, built as the Accessibility article suggests: rows with a disclosure
/// indicator (`AccessibilityDescriptor.listRow(…, hasDisclosureIndicator: true)`), which are buttons, and
/// a row without one, which is static text read as one.
struct SettingsList: Presentable {
    /// One row: its identifier, label and value, and whether it shows a disclosure indicator.
    struct Row {
        var id: String
        var label: UserText
        var value: UserText
        var leadsSomewhere: Bool
    }

    var title: UserText = "Settings"
    var rows: [Row] = [
        Row(id: "notifications", label: "Notifications", value: "On", leadsSomewhere: true),
        Row(id: "language", label: "Language", value: "English", leadsSomewhere: true),
        Row(id: "version", label: "Version", value: "2.1", leadsSomewhere: false),
    ]

    /// The same list in Japanese.
    static var japanese: Self {
        Self(
            title: "設定",
            rows: [
                Row(id: "notifications", label: "通知", value: "オン", leadsSomewhere: true),
                Row(id: "language", label: "言語", value: "日本語", leadsSomewhere: true),
                Row(id: "version", label: "バージョン", value: "2.1", leadsSomewhere: false),
            ]
        )
    }

    func presentation(in context: PresentationContext) -> Presentation {
        var children = [
            Presentation.Element(
                id: "title",
                kind: .heading(level: 2),
                text: self.title,
                accessibility: .heading(self.title)
            )
        ]
        for row in self.rows {
            var parts = [
                Presentation.Element(
                    id: row.id + "-label",
                    kind: .label,
                    text: row.label,
                    accessibility: .text(row.label)
                ),
                Presentation.Element(
                    id: row.id + "-value",
                    kind: .label,
                    text: row.value,
                    accessibility: .text(row.value)
                ),
            ]
            if row.leadsSomewhere {
                parts.append(
                    Presentation.Element(
                        id: row.id + "-chevron",
                        kind: .icon(.decorative(.chevronForward)),
                        accessibility: .decorative
                    )
                )
            }
            children.append(
                Presentation.Element(
                    id: row.id,
                    kind: .container(),
                    accessibility: .listRow(row.label, value: row.value, hasDisclosureIndicator: row.leadsSomewhere),
                    children: parts
                )
            )
        }
        return Presentation(
            type: "settings",
            root: Presentation.Element(
                id: "settings",
                kind: .container(labelledBy: "title"),
                accessibility: AccessibilityDescriptor(label: self.title, role: .region),
                children: children
            )
        )
    }
}
