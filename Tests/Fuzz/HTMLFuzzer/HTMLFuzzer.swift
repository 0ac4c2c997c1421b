import Anshin
import AnshinHTML
import AnshinText

/// libFuzzer's entry point: builds a presentation from the input — any tree of elements, any text,
/// identifiers, tones, symbols, numbers and durations — and draws it as HTML.
///
/// The HTML must be valid UTF-8 with only the elements and attributes the renderer writes and no model
/// string turned into markup (``OutputChecks/checkHTML(_:)``); the text front end must keep every
/// control character away from the terminal.
@_cdecl("LLVMFuzzerTestOneInput")
public func htmlFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    HTMLFuzzer.run(&input)
    return 0
}

/// What the HTML fuzz target does with one input.
enum HTMLFuzzer {
    /// A localizer whose language code and catalog come from the input.
    struct InputLocalizer: Localizer {
        var languageCode: String
        var templates: [String]

        func template(for key: UserText.Key, form: PluralCategory) -> String? {
            guard !self.templates.isEmpty else { return nil }
            return self.templates[(key.rawValue.utf8.count + form.rawValue.utf8.count) % self.templates.count]
        }
    }

    static func run(_ input: inout FuzzInput) {
        var identifiers: [String] = []
        let type = input.flag() ? input.string() : "host"
        let root = self.element(&input, depth: 0, identifiers: &identifiers)
        var transition: Transition?
        if input.flag() {
            transition = Transition(
                show: input.flag() ? Transition.Fade(duration: input.duration(), delay: input.duration()) : nil,
                hide: input.flag() ? Transition.Fade(duration: input.duration(), delay: input.duration()) : nil
            )
        }
        let presentation = Presentation(type: type, root: root, transition: transition)
        let localizer: any Localizer =
            switch input.choice(3) {
            case 0: Catalog.english
            case 1: Catalog.japanese
            default: InputLocalizer(languageCode: input.string(), templates: (0..<3).map { _ in input.string() })
            }
        let prefix = input.flag() ? input.string() : "anshin"
        let title = input.optionalText()
        for layout in [HTMLRenderer.Layout.fragment, .document(title: title)] {
            var html: [UInt8] = []
            HTMLRenderer(localizer: localizer, layout: layout, idPrefix: prefix).render(presentation, into: &html)
            OutputChecks.checkHTML(html)
        }
        let text = TextRenderer(localizer: localizer, colors: input.flag() ? .always : .never, width: input.integer())
        OutputChecks.checkText(text.render(presentation), colored: text.colors == .always)
        var spoken = text
        spoken.style = .spoken
        OutputChecks.checkText(spoken.render(presentation), colored: false)
    }

    static func element(_ input: inout FuzzInput, depth: Int, identifiers: inout [String]) -> Presentation.Element {
        let id = input.flag() && !identifiers.isEmpty ? identifiers[input.choice(identifiers.count)] : input.string()
        identifiers.append(id)
        func reference() -> String? {
            switch input.choice(3) {
            case 0: nil
            case 1: identifiers.isEmpty ? nil : identifiers[input.choice(identifiers.count)]
            default: input.string()
            }
        }
        let roles: [AccessibilityRole?] = [
            nil, .alertDialog, .dialog, .status, .alert, .region, .group, .progressIndicator,
        ]
        let kind: Presentation.Element.Kind =
            switch input.choice(7) {
            case 0: .container(labelledBy: reference(), describedBy: reference())
            case 1: .heading(level: input.integer())
            case 2: .paragraph
            case 3: .label
            case 4:
                .icon(
                    input.flag()
                        ? Icon(Icon.Symbol(rawValue: input.string()), label: input.text())
                        : .decorative(Icon.Symbol.allKnown[input.choice(Icon.Symbol.allKnown.count)])
                )
            case 5:
                .button(
                    Presentation.Element.Button(
                        role: Alert.Button.Role.allCases[input.choice(3)],
                        action: ActionIdentifier(rawValue: input.string()),
                        isInitialFocus: input.flag()
                    )
                )
            default:
                .progress(
                    Presentation.Element.Progress(
                        fraction: input.flag() ? input.double() : nil,
                        isSimulated: input.flag()
                    )
                )
            }
        let accessibility = AccessibilityDescriptor(
            label: input.optionalText(),
            spokenLabel: input.optionalText(),
            hint: input.optionalText(),
            value: input.optionalText(),
            traits: AccessibilityTraits(rawValue: UInt32(truncatingIfNeeded: input.uint64())),
            role: roles[input.choice(roles.count)],
            headingLevel: input.flag() ? input.integer() : nil,
            grouping: [AccessibilityGrouping.default, .merge, .exclude][input.choice(3)],
            sortPriority: input.flag() ? input.integer() : 0,
            announcement: input.flag()
                ? Announcement(input.text(), politeness: input.flag() ? .assertive : .polite) : nil,
            isBusy: input.flag(),
            isHidden: input.flag()
        )
        var children: [Presentation.Element] = []
        if depth < 8 {
            for _ in 0..<input.choice(4) where !input.isAtEnd {
                children.append(self.element(&input, depth: depth + 1, identifiers: &identifiers))
            }
        }
        return Presentation.Element(
            id: id,
            kind: kind,
            text: input.optionalText(),
            tone: input.flag() ? ColorToken(rawValue: input.string()) : nil,
            accessibility: accessibility,
            children: children
        )
    }
}
