import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Testing

/// A model kind none of the front ends has heard of: an upgrade banner with a heading, a message,
/// a labelled icon and a button. It describes itself once; every front end draws it unchanged.
private struct UpgradeBanner: Presentable {
    var version: String

    func presentation(in context: PresentationContext) -> Presentation {
        let title = UserText(verbatim: "Version \(self.version) is here")
        return Presentation(
            type: "upgradeBanner",
            root: .init(
                id: "banner",
                kind: .container(labelledBy: "title", describedBy: "body"),
                tone: .accent,
                accessibility: AccessibilityDescriptor(label: title, role: .region),
                children: [
                    .init(id: "badge", kind: .icon(Icon(.info, label: "New")), accessibility: .image("New")),
                    .init(id: "title", kind: .heading(level: 2), text: title, accessibility: .heading(title)),
                    .init(
                        id: "body",
                        kind: .paragraph,
                        text: "Restart to update.",
                        accessibility: .text("Restart to update.")
                    ),
                    .init(
                        id: "restart",
                        kind: .button(.init(role: .default, action: "app.restart")),
                        text: "Restart",
                        tone: .accent,
                        accessibility: .button("Restart", hint: "Closes and reopens the app.")
                    ),
                ]
            )
        )
    }
}

@Suite("M + N: a new model kind draws through every front end without editing them")
struct NewModelKindTests {
    private let banner = UpgradeBanner(version: "2.0")

    @Test func text() {
        #expect(
            self.banner.rendered(using: .text) == """
                i

                Version 2.0 is here
                ═══════════════════

                Restart to update.

                [ Restart ]
                """
        )
    }

    @Test func spoken() {
        #expect(
            self.banner.rendered(using: .text(style: .spoken)) == """
                New, Image
                Version 2.0 is here, Heading level 2
                Restart to update.
                Restart, Button, Closes and reopens the app.
                """
        )
    }

    @Test func json() throws {
        let json = self.banner.rendered(using: .json(formatting: .compact))
        #expect(
            json.hasPrefix(#"{"presentation":{"root":{"accessibility":{"label":"Version 2.0 is here","role":"region"}"#)
        )
        #expect(json.hasSuffix(#","type":"upgradeBanner","version":1}"#))
        let document = try WireDocument.decode(json)
        #expect(document.model == .unknown(type: "upgradeBanner", presentation: self.banner.presentation))
        #expect(document.model.presentation == self.banner.presentation)
    }

    @Test func html() {
        let html = self.banner.rendered(using: .html)
        #expect(html.contains(#"aria-labelledby="anshin-upgradeBanner-title""#))
        #expect(html.contains(#"role="img" aria-label="New""#))
        #expect(html.contains(#"data-action="app.restart""#))
        #expect(html.contains(">Version 2.0 is here</h2>"))
    }

    @Test func audit() {
        #expect(AccessibilityAudit.run(on: self.banner).isEmpty)
    }
}
