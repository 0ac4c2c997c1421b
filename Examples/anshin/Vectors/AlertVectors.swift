import Anshin

/// Alerts, action sheets and dialogs: their buttons in order with roles, actions and titles, and
/// the button that takes focus, produced by ``Alert``, ``ActionSheet`` and ``Dialog``.
enum AlertVectors {
    struct RecoverySpec {
        var name: String
        var style: Alert.Recovery.Style
        var action: String

        var json: VectorJSON {
            .compact(
                .object([
                    ("name", .string(self.name)), ("style", .string(self.style.rawValue)),
                    ("action", .string(self.action)),
                ])
            )
        }

        func make() throws(ValidationError) -> Alert.Recovery {
            try Alert.Recovery(
                UserText(verbatim: self.name),
                style: self.style,
                action: ActionIdentifier(rawValue: self.action)
            )
        }
    }

    static let content = Alert.Content(title: "Title", message: "Message")

    static func buttonsJSON(_ buttons: [Alert.Button]) -> VectorJSON {
        .array(
            buttons.map {
                .compact(
                    .object([
                        ("role", .string($0.role.rawValue)), ("action", .string($0.action.rawValue)),
                        ("title", textJSON($0.title)),
                    ])
                )
            }
        )
    }

    /// The role and position of the button the presentation gives initial focus.
    static func focusJSON(_ presentation: Presentation) -> VectorJSON {
        let buttons = presentation.elements.compactMap { element -> Presentation.Element.Button? in
            if case .button(let button) = element.kind { return button }
            return nil
        }
        guard let index = buttons.firstIndex(where: \.isInitialFocus) else { return .null }
        return .compact(.object([("role", .string(buttons[index].role.rawValue)), ("index", .int(index))]))
    }

    static func expected(_ buttons: [Alert.Button], _ presentation: Presentation) -> (String, VectorJSON) {
        ("expected", .object([("buttons", Self.buttonsJSON(buttons)), ("initialFocus", Self.focusJSON(presentation))]))
    }

    static func cases() -> [VectorJSON] {
        let context = PresentationContext()
        var cases: [VectorJSON] = []
        for arrangement in Alert.ButtonArrangement.allCases {
            let alert = Alert.confirmation(Self.content)
            cases.append(
                vectorCase(
                    "alert-confirmation-\(arrangement.rawValue)",
                    "A confirmation has one OK button, with the cancel role, which takes focus",
                    [
                        (
                            "input",
                            .object([("kind", .string("confirmation")), ("arrangement", .string(arrangement.rawValue))])
                        ),
                        Self.expected(alert.buttons(arrangement: arrangement), alert.presentation(in: context)),
                    ]
                )
            )
            for style in Alert.Recovery.Style.allCases {
                let spec = RecoverySpec(
                    name: style == .destructive ? "Delete" : "Retry",
                    style: style,
                    action: style == .destructive ? "draft.delete" : "upload.retry"
                )
                let alert = Alert.suggestion(Self.content, try! spec.make())
                var presentationContext = context
                presentationContext.buttonArrangement = arrangement
                cases.append(
                    vectorCase(
                        "alert-suggestion-\(style.rawValue)-\(arrangement.rawValue)",
                        "A suggestion with a \(style.rawValue) recovery under \(arrangement.rawValue): cancel and recovery in order, "
                            + "focus on the least destructive",
                        [
                            (
                                "input",
                                .object([
                                    ("kind", .string("suggestion")), ("recovery", spec.json),
                                    ("arrangement", .string(arrangement.rawValue)),
                                ])
                            ),
                            Self.expected(
                                alert.buttons(arrangement: arrangement),
                                alert.presentation(in: presentationContext)
                            ),
                        ]
                    )
                )
            }
        }
        let choiceSets: [(String, String, [RecoverySpec])] = [
            (
                "two", "Two choices: each in order, then the one cancel button, which takes focus",
                [
                    RecoverySpec(name: "Save", style: .nondestructive, action: "save"),
                    RecoverySpec(name: "Discard", style: .destructive, action: "discard"),
                ]
            ),
            (
                "three", "Three choices, destructive first: the order is kept, cancel last",
                [
                    RecoverySpec(name: "Delete", style: .destructive, action: "delete"),
                    RecoverySpec(name: "Archive", style: .nondestructive, action: "archive"),
                    RecoverySpec(name: "Move", style: .nondestructive, action: "move"),
                ]
            ),
        ]
        for (name, description, choices) in choiceSets {
            let sheet = try! ActionSheet(Self.content, choices: choices.map { try $0.make() })
            cases.append(
                vectorCase(
                    "action-sheet-\(name)",
                    description,
                    [
                        (
                            "input",
                            .object([("kind", .string("actionSheet")), ("choices", .array(choices.map(\.json)))])
                        ),
                        Self.expected(sheet.buttons, sheet.presentation(in: context)),
                    ]
                )
            )
        }
        let recoverySets: [[RecoverySpec]] = [
            [],
            [RecoverySpec(name: "Discard", style: .destructive, action: "discard")],
            choiceSets[1].2,
        ]
        for recoveries in recoverySets {
            let dialog = try! Dialog(Self.content, recoveries: recoveries.map { try! $0.make() })
            let type: String =
                switch dialog {
                case .alert(.confirmation): "confirmation"
                case .alert(.suggestion): "suggestion"
                case .actionSheet: "actionSheet"
                }
            cases.append(
                vectorCase(
                    "dialog-\(recoveries.count)-recoveries",
                    "A dialog with \(recoveries.count) recover\(recoveries.count == 1 ? "y" : "ies") is "
                        + (type == "actionSheet" ? "an " : "a ") + type,
                    [
                        (
                            "input",
                            .object([("kind", .string("dialog")), ("recoveries", .array(recoveries.map(\.json)))])
                        ),
                        (
                            "expected",
                            .object([
                                ("type", .string(type)), ("buttons", Self.buttonsJSON(dialog.buttons())),
                                ("initialFocus", Self.focusJSON(dialog.presentation(in: context))),
                            ])
                        ),
                    ]
                )
            )
        }
        // The invalid ones.
        let invalidRecoveries: [(String, String, RecoverySpec)] = [
            (
                "recovery-cancel", "A recovery that runs cancel would be a second cancel button",
                RecoverySpec(name: "Never mind", style: .nondestructive, action: "cancel")
            ),
            (
                "recovery-blank-name", "A recovery's name must not be blank",
                RecoverySpec(name: " \t", style: .destructive, action: "x")
            ),
            (
                "recovery-empty-name", "A recovery's name must not be empty",
                RecoverySpec(name: "", style: .destructive, action: "x")
            ),
            (
                "recovery-invisible-name",
                "A recovery's name must not be only invisible characters (zero width space, word joiner, BOM)",
                RecoverySpec(name: "\u{200B}\u{2060}\u{FEFF}", style: .nondestructive, action: "x")
            ),
            (
                "recovery-empty-action", "A recovery's action must not be empty",
                RecoverySpec(name: "Delete", style: .destructive, action: "")
            ),
            (
                "recovery-blank-action",
                "A recovery's action must not be blank: white space and invisible characters only name no code",
                RecoverySpec(name: "Delete", style: .destructive, action: " \n\u{200B}")
            ),
        ]
        for (name, description, spec) in invalidRecoveries {
            do {
                _ = try spec.make()
                fatalError("alert-invalid-\(name) is valid")
            } catch {
                cases.append(
                    vectorCase(
                        "alert-invalid-\(name)",
                        description,
                        [
                            ("input", .object([("kind", .string("suggestion")), ("recovery", spec.json)])),
                            (
                                "expected",
                                .compact(.object([("error", .object([("parameter", .string(error.parameter))]))]))
                            ),
                        ]
                    )
                )
            }
        }
        for count in [0, 1] {
            let choices = Array(choiceSets[0].2.prefix(count))
            do {
                _ = try ActionSheet(Self.content, choices: choices.map { try $0.make() })
                fatalError("an action sheet of \(count) is valid")
            } catch let error as ValidationError {
                cases.append(
                    vectorCase(
                        "action-sheet-invalid-\(count)-choices",
                        "An action sheet needs at least two choices (one is an alert's suggestion)",
                        [
                            (
                                "input",
                                .object([("kind", .string("actionSheet")), ("choices", .array(choices.map(\.json)))])
                            ),
                            (
                                "expected",
                                .compact(.object([("error", .object([("parameter", .string(error.parameter))]))]))
                            ),
                        ]
                    )
                )
            } catch {
                fatalError("\(error)")
            }
        }
        // Two choices that run one action: two buttons that run the same code.
        let repeated = [
            RecoverySpec(name: "Save", style: .nondestructive, action: "save"),
            RecoverySpec(name: "Discard", style: .destructive, action: "discard"),
            RecoverySpec(name: "Save As…", style: .nondestructive, action: "save"),
        ]
        let recoveries = repeated.map { try! $0.make() }
        for (kind, list) in [("actionSheet", "choices"), ("dialog", "recoveries")] {
            do {
                if kind == "dialog" {
                    _ = try Dialog(Self.content, recoveries: recoveries)
                } else {
                    _ = try ActionSheet(Self.content, choices: recoveries)
                }
                fatalError("a \(kind) whose choices repeat an action is valid")
            } catch {
                cases.append(
                    vectorCase(
                        "\(kind == "dialog" ? "dialog" : "action-sheet")-invalid-repeated-action",
                        "No two choices run the same action (two buttons that run the same code): the \(list) are named",
                        [
                            (
                                "input",
                                .object([("kind", .string(kind)), (list, .array(repeated.map(\.json)))])
                            ),
                            (
                                "expected",
                                .compact(.object([("error", .object([("parameter", .string(error.parameter))]))]))
                            ),
                        ]
                    )
                )
            }
        }
        return cases
    }

    static func files() -> [VectorFile] {
        [
            VectorFile(
                name: "alerts.json",
                schema: "alerts.schema.json",
                description:
                    "Alerts, action sheets and dialogs: buttons in display order (leading first) with role, action and title, "
                    + "the button that takes focus, and the error an invalid one gives",
                cases: Self.cases()
            )
        ]
    }
}

/// A text as the vectors give it: `{"key": …}` for a catalog entry, with its count and arguments
/// when it has them, or `{"verbatim": …}`.
func textJSON(_ text: UserText) -> VectorJSON {
    if let key = text.key {
        var members: [(String, VectorJSON)] = [("key", .string(key.rawValue))]
        if let count = text.pluralCount { members.append(("count", .string(count.description))) }
        if !text.arguments.isEmpty {
            members.append(
                (
                    "arguments",
                    .array(
                        text.arguments.map { argument in
                            switch argument {
                            case .string(let string): .string(string)
                            case .integer(let number): .int(number)
                            case .text(let text): textJSON(text)
                            }
                        }
                    )
                )
            )
        }
        return .object(members)
    }
    return .object([("verbatim", .string(text.verbatim ?? text.description))])
}

/// A text or `null`.
func textJSON(_ text: UserText?) -> VectorJSON {
    text.map { textJSON($0) } ?? .null
}
