import Anshin

/// A model the HTML front end has never heard of: a host's banner with a heading, a paragraph, a
/// labelled icon and a button with a hint.
struct Banner: Presentable {
    func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "banner",
            root: Presentation.Element(
                id: "banner",
                kind: .container(labelledBy: "headline"),
                tone: .caution,
                accessibility: AccessibilityDescriptor(label: "New version", role: .region),
                children: [
                    Presentation.Element(
                        id: "badge",
                        kind: .icon(Icon(.info, label: "Announcement")),
                        accessibility: .image("Announcement")
                    ),
                    Presentation.Element(
                        id: "headline",
                        kind: .heading(level: 3),
                        text: "New version",
                        accessibility: .heading("New version", level: 3)
                    ),
                    Presentation.Element(
                        id: "body",
                        kind: .paragraph,
                        text: "Version 2 adds offline mode.",
                        accessibility: .text("Version 2 adds offline mode.")
                    ),
                    Presentation.Element(
                        id: "update",
                        kind: .button(.init(role: .default, action: "app.update")),
                        text: "Update",
                        tone: .accent,
                        accessibility: .button("Update", hint: "Downloads and installs version 2.")
                    ),
                ]
            )
        )
    }
}
