import Anshin
import AnshinHTML
import Testing

/// The HTML front end writes each role as the ARIA name the platform names give it.
@Suite("HTML roles agree with the platform names")
struct PlatformNamesAgreementTests {
    @Test(
        "Each role's HTML is its ARIA platform name (a named section is a region)",
        arguments: AccessibilityRole.allCases
    )
    func roleAttribute(role: AccessibilityRole) throws {
        let presentation = Presentation(
            type: "sample",
            root: Presentation.Element(
                id: "sample",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "Sample", role: role)
            )
        )
        let html = HTMLRenderer().render(presentation)
        let aria = try #require(role.platformNames.aria.name)
        if role == .region {
            // A named <section> has the region role implicitly, as its platform name's note says.
            #expect(html.hasPrefix("<section ") && html.contains(#"aria-label="Sample""#), "\(html)")
            #expect(role.platformNames.aria.note?.contains("<section>") == true)
        } else if role == .dialog {
            // A <dialog> is a dialog by itself.
            #expect(html.hasPrefix("<dialog ") && !html.contains("role="), "\(html)")
        } else {
            #expect(html.contains(aria), "\(html)")
        }
    }

    @Test("The colour schemes give a colour for every token the package knows")
    func colourSchemes() {
        for scheme in HTMLColorScheme.allCases {
            for token in ColorToken.allKnown {
                #expect(scheme.color(for: token)?.count == 7, "\(scheme) \(token)")
            }
            #expect(scheme.color(for: ColorToken(rawValue: "brandNew")) == nil)
        }
        #expect(HTMLColorScheme.light.color(for: .success) == "#1e7a34")
        #expect(HTMLColorScheme.dark.surface == "#1c1c1f")
    }

    @Test("The stylesheet fades in with ease-out and out with ease-in, as the design tokens' transitions say")
    func transitionEasing() {
        let stylesheet = HTMLRenderer.stylesheet
        #expect(stylesheet.contains("animation:anshin-show var(--anshin-show-duration,0ms) ease-out"))
        #expect(stylesheet.contains("animation:anshin-hide var(--anshin-hide-duration,0ms) ease-in"))
    }
}
