import Anshin
import AnshinText
import Testing

@Suite("Text front end: colour")
struct ColorModeTests {
    @Test(arguments: [
        ([:], true, TextRenderer.ColorMode.always),
        (["NO_COLOR": "1"], true, .never),
        (["NO_COLOR": ""], true, .always),
        ([:], false, .never),
        (["TERM": "xterm"], false, .never),
    ])
    func automaticHonoursNoColorAndTerminals(
        environment: [String: String],
        isTerminal: Bool,
        expected: TextRenderer.ColorMode
    ) {
        #expect(TextRenderer.ColorMode.automatic(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test(arguments: [
        (StatusMessage.Kind.success, "32"),
        (.caution, "34"),
        (.error, "31"),
        (.debug, "35"),
        (.internalError, "33"),
    ])
    func kindsAreColouredByTheirToken(kind: StatusMessage.Kind, code: String) {
        let output = StatusMessage("Hi", kind: kind).rendered(using: .text(colors: .always))
        #expect(output.hasPrefix("\u{1B}[\(code)m"))
    }

    @Test func destructiveButtonIsRedAndTheFocusedButtonBold() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete?"),
            try Alert.Recovery("Delete", style: .destructive, action: "delete")
        )
        let output = alert.rendered(using: .text(colors: .always, width: 30))
        #expect(output.contains("\u{1B}[31m[ Delete ]\u{1B}[0m"))
        #expect(output.contains("\u{1B}[1m[ Cancel ]\u{1B}[0m"))
        #expect(!alert.rendered(using: .text(width: 30)).contains("\u{1B}"))
    }

    @Test func anEmptyFillWritesNoColourCodes() {
        // A bar at 0% has no filled cells: its fill is drawn as nothing, not as an empty coloured span.
        let bar = { (fraction: Double) in
            Presentation(
                type: "progress",
                root: Presentation.Element(
                    id: "bar",
                    kind: .progress(.init(fraction: fraction, isSimulated: false)),
                    tone: .accent
                )
            )
        }
        let renderer = TextRenderer(colors: .always, width: 20)
        #expect(renderer.render(bar(0)) == "[" + String(repeating: "░", count: 12) + "] 0%")
        #expect(
            renderer.render(bar(0.5))
                == "[\u{1B}[34m" + String(repeating: "█", count: 6) + "\u{1B}[0m" + String(repeating: "░", count: 6)
                + "] 50%"
        )
    }

    @Test("A bar is full, and says 100%, only when the work is done")
    func aFullBarMeansDone() {
        let bar = { (fraction: Double) in
            Presentation(
                type: "progress",
                root: Presentation.Element(id: "bar", kind: .progress(.init(fraction: fraction, isSimulated: false)))
            )
        }
        let renderer = TextRenderer(width: 20)
        #expect(renderer.render(bar(0.998)) == "[" + String(repeating: "█", count: 11) + "░] 99%")
        #expect(renderer.render(bar(0.97)) == "[" + String(repeating: "█", count: 11) + "░] 97%")
        #expect(renderer.render(bar(1)) == "[" + String(repeating: "█", count: 12) + "] 100%")
        let spoken = TextRenderer(style: .spoken)
        #expect(spoken.render(bar(0.998)) == "Progress indicator, 99 percent")
        #expect(spoken.render(bar(1)) == "Progress indicator, 100 percent")
    }

    @Test("Only a button that takes the initial focus is bold: a disabled one cannot take it")
    func aDisabledInitialFocusIsNotBold() {
        let button = { (disabled: Bool) in
            Presentation(
                type: "b",
                root: Presentation.Element(
                    id: "publish",
                    kind: .button(.init(role: .default, action: "publish", isInitialFocus: true)),
                    text: "Publish",
                    accessibility: AccessibilityDescriptor(
                        label: "Publish",
                        traits: disabled ? [.button, .notEnabled] : .button
                    )
                )
            )
        }
        let renderer = TextRenderer(colors: .always)
        #expect(renderer.render(button(false)) == "\u{1B}[1m[ Publish ]\u{1B}[0m")
        #expect(renderer.render(button(true)) == "[ Publish ]")
    }
}
