import Anshin
import AnshinText
import Foundation

/// Spoken transcripts, audit diagnostics and platform names, produced by the text front end's
/// spoken style, ``AccessibilityAudit`` and ``AccessibilityPlatformNames``.
enum AccessibilityVectors {
    typealias Element = Presentation.Element

    /// A presentation as its JSON (the `Presentation` member of the wire format).
    static func presentationJSON(_ presentation: Presentation) throws -> VectorJSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return VectorJSON(parsing: try JSONSerialization.jsonObject(with: try encoder.encode(presentation)))
    }

    static func transcripts() throws -> [VectorJSON] {
        var cases: [VectorJSON] = []
        for item in Gallery.items {
            let presentation = item.model.presentation(in: item.context)
            var expected: [(String, VectorJSON)] = []
            for catalog in Catalog.builtIn {
                let transcript = TextRenderer(localizer: catalog, style: .spoken, context: item.context).render(
                    presentation
                )
                expected.append((catalog.languageCode, .string(transcript)))
            }
            cases.append(
                vectorCase(
                    "spoken-\(item.slug)",
                    "What a screen reader says for the gallery's \(item.section.lowercased()) \"\(item.name)\", in each built-in language",
                    [
                        ("input", .object([("presentation", .compact(try Self.presentationJSON(presentation)))])),
                        ("expected", .object(expected)),
                    ]
                )
            )
        }
        for (name, description, presentation) in Self.auditInputs {
            let lowered = description.prefix(1).lowercased() + description.dropFirst()
            cases.append(
                try Self.spokenCase(
                    "spoken-small-\(name)",
                    "What a screen reader says for a small presentation: \(lowered)",
                    presentation
                )
            )
        }
        for (name, description, presentation) in Self.spokenInputs {
            cases.append(try Self.spokenCase("spoken-\(name)", description, presentation))
        }
        return cases
    }

    /// A case: a presentation and what a screen reader says for it in each built-in language.
    static func spokenCase(_ id: String, _ description: String, _ presentation: Presentation) throws -> VectorJSON {
        let expected = Catalog.builtIn.map { catalog in
            (
                catalog.languageCode,
                VectorJSON.string(TextRenderer(localizer: catalog, style: .spoken).render(presentation))
            )
        }
        return vectorCase(
            id,
            description,
            [
                ("input", .object([("presentation", .compact(try Self.presentationJSON(presentation)))])),
                ("expected", .object(expected)),
            ]
        )
    }

    /// Presentations whose transcripts state a rule of their own.
    static let spokenInputs: [(String, String, Presentation)] = [
        (
            "progress-almost-done",
            "A measured progress bar at 0.998 says 99 percent: 100 percent means the work is done",
            screen([
                Element(
                    id: "bar",
                    kind: .progress(.init(fraction: 0.998, isSimulated: false)),
                    accessibility: AccessibilityDescriptor(label: "Uploading", role: .progressIndicator)
                )
            ])
        )
    ]

    static func screen(_ children: [Element]) -> Presentation {
        Presentation(type: "screen", root: Element(id: "screen", kind: .container(), children: children))
    }

    /// Small presentations, each with one fault the audit finds (and one with none).
    static let auditInputs: [(String, String, Presentation)] = [
        (
            "clean", "A labelled heading, text and button: no diagnostics",
            screen([
                Element(id: "title", kind: .heading(level: 2), text: "Drafts", accessibility: .heading("Drafts")),
                Element(id: "body", kind: .paragraph, text: "No drafts yet.", accessibility: .text("No drafts yet.")),
                Element(
                    id: "new",
                    kind: .button(.init(role: .default, action: "draft.new", isInitialFocus: false)),
                    text: "New Draft",
                    accessibility: .button("New Draft")
                ),
            ])
        ),
        (
            "image-only-button", "A button that shows only an icon and has no label",
            screen([
                Element(
                    id: "close",
                    kind: .button(.init(role: .cancel, action: "close", isInitialFocus: false)),
                    accessibility: AccessibilityDescriptor(traits: .button),
                    children: [Element(id: "icon", kind: .icon(.decorative(.xmark)))]
                )
            ])
        ),
        (
            "asset-name-label", "An image labelled with its asset name",
            screen([
                Element(id: "logo", kind: .icon(Icon(.info, label: "ic_info_24")), accessibility: .image("ic_info_24"))
            ])
        ),
        (
            "button-without-trait", "A button whose descriptor lacks the button trait",
            screen([
                Element(
                    id: "save",
                    kind: .button(.init(role: .default, action: "save", isInitialFocus: false)),
                    text: "Save",
                    accessibility: AccessibilityDescriptor(label: "Save")
                )
            ])
        ),
        (
            "heading-without-trait", "A heading whose descriptor lacks the header trait",
            screen([Element(id: "title", kind: .heading(level: 1), text: "Settings", accessibility: .text("Settings"))])
        ),
        (
            "empty-label", "A label of white space only",
            screen([Element(id: "note", kind: .label, text: " ", accessibility: .text("  "))])
        ),
        (
            "value-and-unit-split", "A value and its unit as two adjacent elements",
            screen([
                Element(id: "value", kind: .label, text: "10", accessibility: .text("10")),
                Element(id: "unit", kind: .label, text: "min", accessibility: .text("min")),
            ])
        ),
        (
            "uncombined-column", "A column's label and value as separate elements, read one by one",
            screen([
                Element(
                    id: "column",
                    kind: .container(),
                    children: [
                        Element(id: "label", kind: .label, text: "Workouts", accessibility: .text("Workouts")),
                        Element(id: "value", kind: .label, text: "100 items", accessibility: .text("100 items")),
                    ]
                )
            ])
        ),
        (
            "blank-alert-title", "An alert whose title is blank has no accessible name",
            Alert.confirmation(Alert.Content(title: "  ")).presentation(in: .standard)
        ),
        (
            "disclosure-row", "A row with a disclosure indicator that lacks the button trait",
            screen([
                Element(
                    id: "row",
                    kind: .container(),
                    text: "Notifications",
                    accessibility: AccessibilityDescriptor(label: "Notifications", hint: nil, value: "On"),
                    children: [Element(id: "chevron", kind: .icon(.decorative(.chevronForward)))]
                )
            ])
        ),
        (
            "progress-without-name", "A progress bar with no label, announced only as \"progress bar\"",
            screen([
                Element(
                    id: "bar",
                    kind: .progress(.init(fraction: 0.4, isSimulated: false)),
                    accessibility: AccessibilityDescriptor(role: .progressIndicator)
                )
            ])
        ),
        (
            "heading-without-name", "A heading with no text and no label: heading navigation says only \"heading\"",
            screen([
                Element(id: "title", kind: .heading(level: 2), accessibility: AccessibilityDescriptor(traits: .header))
            ])
        ),
        (
            "duplicate-element-id",
            "Two elements with one identifier, the second in a group: a reference to it finds only the first",
            screen([
                Element(id: "title", kind: .label, text: "Inbox", accessibility: .text("Inbox")),
                Element(
                    id: "details",
                    kind: .container(),
                    children: [Element(id: "title", kind: .label, text: "3 new", accessibility: .text("3 new"))]
                ),
            ])
        ),
        (
            "button-inside-button", "A button inside a row that acts as a button: nothing can press it on its own",
            screen([
                Element(
                    id: "row",
                    kind: .container(),
                    accessibility: .listRow("Notifications", value: "On", hasDisclosureIndicator: true),
                    children: [
                        Element(
                            id: "label",
                            kind: .label,
                            text: "Notifications",
                            accessibility: .text("Notifications")
                        ),
                        Element(
                            id: "toggle",
                            kind: .button(.init(role: .default, action: "notifications.toggle")),
                            text: "Turn off",
                            accessibility: .button("Turn off")
                        ),
                    ]
                )
            ])
        ),
    ]

    static func audits() throws -> [VectorJSON] {
        try Self.auditInputs.map { name, description, presentation in
            let diagnostics = AccessibilityAudit.run(on: presentation, localizer: Catalog.english)
            return vectorCase(
                "audit-\(name)",
                description,
                [
                    ("input", .object([("presentation", .compact(try Self.presentationJSON(presentation)))])),
                    (
                        "expected",
                        .array(
                            diagnostics.map {
                                .compact(
                                    .object([
                                        ("rule", .string($0.rule.rawValue)),
                                        ("severity", .string($0.severity.rawValue)),
                                        ("path", .string($0.path)),
                                    ])
                                )
                            }
                        )
                    ),
                ]
            )
        }
    }

    static func nameJSON(_ name: AccessibilityPlatformNames.Name) -> VectorJSON {
        .compact(
            .object([
                ("name", .optional(name.name)), ("note", .optional(name.note)),
                ("documentation", .string(name.documentation)),
            ])
        )
    }

    static func platformNamesJSON(_ names: AccessibilityPlatformNames) -> VectorJSON {
        .object([
            ("aria", Self.nameJSON(names.aria)), ("uiKit", Self.nameJSON(names.uiKit)),
            ("swiftUI", Self.nameJSON(names.swiftUI)), ("android", Self.nameJSON(names.android)),
        ])
    }

    static func platformNames() -> [VectorJSON] {
        let traits = AccessibilityTraits.named.map { name, trait in
            vectorCase(
                "trait-\(name)",
                "The \(name) trait on each platform",
                [
                    ("input", .compact(.object([("trait", .string(name))]))),
                    ("expected", Self.platformNamesJSON(trait.platformNames[0])),
                ]
            )
        }
        let roles = AccessibilityRole.allCases.map { role in
            vectorCase(
                "role-\(role.rawValue)",
                "The \(role.rawValue) role on each platform",
                [
                    ("input", .compact(.object([("role", .string(role.rawValue))]))),
                    ("expected", Self.platformNamesJSON(role.platformNames)),
                ]
            )
        }
        return traits + roles
    }

    static func displayWidths() -> [VectorJSON] {
        let samples: [(String, String, String)] = [
            ("empty", "Nothing takes no columns", ""),
            ("ascii", "Printable ASCII: one column each", "Saved 2 items."),
            ("hiragana", "Hiragana: two columns each", "ひらがな"),
            ("katakana", "Katakana: two columns each", "カタカナ"),
            ("halfwidth-kana", "Halfwidth katakana: one column each; a voiced mark joins its letter as two", "ｶﾀｶﾅ ｶﾞ"),
            ("ideographs", "CJK ideographs: two columns each", "件を登録しました"),
            ("fullwidth", "Fullwidth forms: two columns each", "ＡＢＣ１２３！"),
            ("hangul", "Hangul syllables: two columns each", "한국어"),
            ("hangul-jamo", "A syllable spelled with conjoining jamo: two columns", "\u{1100}\u{1161}\u{11A8}"),
            (
                "kana-supplement",
                "Hentaigana and small kana beyond U+FFFF, and an enclosed ideograph: two columns each",
                "\u{1B002}\u{1B150}\u{1F210}"
            ),
            ("combining", "A letter with combining marks: one column", "e\u{301}\u{302}"),
            ("precomposed", "Precomposed Latin letters: one column each", "Café naïve"),
            ("emoji", "An emoji: two columns", "🎉"),
            ("emoji-zwj", "A ZWJ family sequence: two columns as one picture", "👩‍👩‍👧"),
            ("emoji-skin-tone", "An emoji with a skin-tone modifier: two columns", "👍🏽"),
            ("flag", "A flag (two regional indicators): two columns", "🇯🇵"),
            ("keycap", "A keycap sequence: two columns", "1️⃣"),
            ("text-presentation", "A symbol with the emoji presentation selector: two columns", "❤️"),
            ("zero-width", "Zero-width space and joiner take no columns", "a\u{200B}b\u{200D}c"),
            ("mixed", "Japanese and ASCII mixed", "Error: 名前を入力してください。"),
            ("control", "A control character is shown as its control picture: one column", "a\u{1B}b"),
            ("tab", "A tab is shown as one space", "a\tb"),
        ]
        return samples.map { name, description, text in
            vectorCase(
                "width-\(name)",
                description,
                [
                    ("input", .compact(.object([("text", .string(text))]))),
                    ("expected", .compact(.object([("columns", .int(TerminalText(text).columns))]))),
                ]
            )
        }
    }

    static func files() throws -> [VectorFile] {
        [
            VectorFile(
                name: "accessibility.json",
                schema: "accessibility.schema.json",
                description:
                    "Accessibility: a presentation (its JSON) → the spoken transcript in each built-in language; "
                    + "a presentation → the audit's diagnostics (rule id, severity, path)",
                cases: try Self.transcripts() + Self.audits()
            ),
            VectorFile(
                name: "platform-names.json",
                schema: "platform-names.schema.json",
                description:
                    "Each accessibility trait and role → its ARIA, UIKit, SwiftUI and Android name (null where the platform "
                    + "has no equivalent, with a note), each citing its documentation page",
                cases: Self.platformNames()
            ),
            VectorFile(
                name: "display-width.json",
                schema: "display-width.schema.json",
                description: "Terminal columns: a string → the columns the text front end gives it once neutralized",
                cases: Self.displayWidths()
            ),
        ]
    }
}
