import Anshin
import AnshinTestSupport
import Testing

/// Seeded random alerts, action sheets and error screens: random contents (blank parts included) and
/// recoveries, checked for the rules every front end relies on.
@Suite("Dialogs and error screens: seeded property tests")
struct DialogPropertyTests {
    static let texts: [UserText] = [
        "", " ", "\n", "\u{3000}", "Delete", "Save the draft?", "Retry", .localized(.retry), .joined(["", " "]),
        .localized(.itemsSaved, count: 2), "削除", "e\u{301}",
    ]

    static func text(using generator: inout SplitMix64) -> UserText {
        Self.texts[Int.random(in: 0..<Self.texts.count, using: &generator)]
    }

    /// A random recovery, or `nil` when the initializer rejects it: exactly when its name is blank or
    /// its action is `cancel` or blank.
    static func recovery(using generator: inout SplitMix64) throws -> Alert.Recovery? {
        let actions: [ActionIdentifier] = [
            "draft.delete", "draft.save", .retry, .signIn, "x", .cancel, "", " ", "\n", "\u{200B}",
        ]
        let name = Self.text(using: &generator)
        let style: Alert.Recovery.Style = Bool.random(using: &generator) ? .destructive : .nondestructive
        let action = actions[Int.random(in: 0..<actions.count, using: &generator)]
        let isInvalid =
            name.isBlank || action == .cancel || action.rawValue.allSatisfy(\.isWhitespace)
            || action == "\u{200B}"
        do {
            let recovery = try Alert.Recovery(name, style: style, action: action)
            try #require(!isInvalid, "accepted \(name), \(action)")
            return recovery
        } catch let error as ValidationError {
            try #require(isInvalid, "rejected \(name), \(action): \(error)")
            return nil
        }
    }

    /// Every element of a presentation, depth first.
    static func elements(_ element: Presentation.Element) -> [Presentation.Element] {
        [element] + element.children.flatMap(Self.elements)
    }

    @Test(
        "An alert has one or two buttons and one cancel; destructive recoveries look destructive; blank parts never render; a recovery is never blank or a cancel; no two choices run one action"
    )
    func dialogs() throws {
        let seed = Hardening.seed(0xD1A1_0600_0000_0001)
        let runs = Hardening.count(normal: 2_000, hardening: 50_000)
        var generator = SplitMix64(seed: seed)
        var tally = (alerts: 0, sheets: 0, rejected: 0, repeated: 0)
        for run in 0..<runs {
            let content = Alert.Content(
                title: Self.text(using: &generator),
                message: Bool.random(using: &generator) ? Self.text(using: &generator) : nil
            )
            var recoveries: [Alert.Recovery] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                if let recovery = try Self.recovery(using: &generator) {
                    recoveries.append(recovery)
                } else {
                    tally.rejected += 1
                }
            }
            let arrangement: Alert.ButtonArrangement =
                Bool.random(using: &generator) ? .destructiveLeading : .cancelLeading
            let context = Comment(
                rawValue: "seed \(Hardening.hex(seed)), run \(run): \(content), \(recoveries), \(arrangement)"
            )
            // Two recoveries that run one action are refused, and only those.
            let repeats = Set(recoveries.map(\.action)).count < recoveries.count
            let dialog: Dialog
            do {
                dialog = try Dialog(content, recoveries: recoveries)
                try #require(!repeats, context)
            } catch let error as ValidationError {
                try #require(repeats && error.parameter == "recoveries", context)
                tally.repeated += 1
                continue
            }
            let buttons = dialog.buttons(arrangement: arrangement)

            // Buttons: an alert has one or two, an action sheet one per choice and a cancel; there is
            // exactly one cancel; a destructive recovery is a destructive button in the destructive colour.
            try #require(buttons.count == recoveries.count + 1, context)
            try #require(buttons.filter { $0.role == .cancel }.count == 1, context)
            switch dialog {
            case .alert(let alert):
                tally.alerts += 1
                try #require(buttons.count <= 2, context)
                if let recovery = alert.recovery {
                    let button = try #require(buttons.first { $0.role != .cancel }, context)
                    try #require(button.role == (recovery.style == .destructive ? .destructive : .default), context)
                    try #require((button.tone == .destructive) == (recovery.style == .destructive), context)
                    let recoveryFirst = arrangement == .destructiveLeading && recovery.style == .destructive
                    try #require((buttons.first?.role != .cancel) == recoveryFirst, context)
                    try #require(alert.initialFocus == (recovery.style == .destructive ? .cancel : .default), context)
                }
            case .actionSheet:
                tally.sheets += 1
                try #require(buttons.last?.role == .cancel, context)
                for (button, recovery) in zip(buttons, recoveries) {
                    try #require(button.role == (recovery.style == .destructive ? .destructive : .default), context)
                    try #require((button.tone == .destructive) == (recovery.style == .destructive), context)
                }
            }

            // The presentation: a title and a message only when not blank, and every button (none has a
            // blank title), in order, with its role and tone.
            let presentation = dialog.presentation(in: PresentationContext(buttonArrangement: arrangement))
            let ids = presentation.root.children.map(\.id)
            try #require(ids.contains("title") == !content.title.isBlank, context)
            try #require(ids.contains("message") == !(content.message?.isBlank ?? true), context)
            let drawn = try #require(presentation.element(withID: "buttons"), context).children
            try #require(drawn.count == buttons.count, context)
            for (element, button) in zip(drawn, buttons) {
                guard case .button(let description) = element.kind else {
                    Issue.record("not a button: \(element). \(context)")
                    return
                }
                try #require(description.role == button.role && element.tone == button.tone, context)
                try #require(element.text == button.title, context)
            }
            try #require(
                drawn.filter { if case .button(let b) = $0.kind { b.isInitialFocus } else { false } }.count == 1,
                context
            )
            // No element anywhere shows blank text or is named by blank text.
            for element in Self.elements(presentation.root) {
                try #require(!(element.text?.isBlank ?? false), "blank text in \(element.id). \(context)")
                try #require(
                    !(element.accessibility.label?.isBlank ?? false),
                    "blank label on \(element.id). \(context)"
                )
            }
        }
        Hardening.report(
            "dialogs: \(runs) random dialogs (\(tally.alerts) alerts, \(tally.sheets) action sheets), "
                + "\(tally.rejected) recoveries with a blank name or a blank or cancel action rejected, "
                + "\(tally.repeated) dialogs whose recoveries repeat an action rejected"
        )
    }

    @Test("An error screen shows exactly its present, non-blank parts")
    func errorScreens() throws {
        let seed = Hardening.seed(0xD1A1_0600_0000_0002)
        let runs = Hardening.count(normal: 2_000, hardening: 50_000)
        var generator = SplitMix64(seed: seed)
        for run in 0..<runs {
            var screen: ErrorScreen
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let presets = ErrorScreen.Preset.allKnown + [ErrorScreen.Preset(rawValue: "solarFlare")]
                screen = ErrorScreen(.preset(presets[Int.random(in: 0..<presets.count, using: &generator)]))
            default:
                screen = ErrorScreen()
            }
            // Override any part: absent, blank or present.
            if Bool.random(using: &generator) {
                screen.icon =
                    Bool.random(using: &generator)
                    ? nil
                    : Bool.random(using: &generator)
                        ? .decorative(.lock) : Icon(.lock, label: Self.text(using: &generator))
            }
            if Bool.random(using: &generator) {
                screen.title = Bool.random(using: &generator) ? nil : Self.text(using: &generator)
            }
            if Bool.random(using: &generator) {
                screen.message = Bool.random(using: &generator) ? nil : Self.text(using: &generator)
            }
            if Bool.random(using: &generator) {
                screen.retry =
                    Bool.random(using: &generator)
                    ? nil : ErrorScreen.Retry(title: Self.text(using: &generator), action: .retry)
            }
            screen.placement = Bool.random(using: &generator) ? .fillBody : .compact
            let context = Comment(rawValue: "seed \(Hardening.hex(seed)), run \(run): \(screen)")

            let children = screen.presentation.root.children
            var expected: [String] = []
            if screen.placement == .fillBody, screen.icon != nil { expected.append("icon") }
            if !(screen.title?.isBlank ?? true) { expected.append("title") }
            if !(screen.message?.isBlank ?? true) { expected.append("message") }
            if !(screen.retry?.title.isBlank ?? true) { expected.append("retry") }
            try #require(children.map(\.id) == expected, context)
            for element in Self.elements(screen.presentation.root) {
                try #require(!(element.text?.isBlank ?? false), "blank text in \(element.id). \(context)")
                try #require(
                    !(element.accessibility.label?.isBlank ?? false),
                    "blank label on \(element.id). \(context)"
                )
            }
        }
        Hardening.report("error screens: \(runs) random screens, every part shown exactly when present and not blank")
    }
}
