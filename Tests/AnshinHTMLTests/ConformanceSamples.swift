import Anshin
import Foundation
import Testing

@testable import AnshinHTML

/// Writes standalone pages of every model, each with a sidecar of accessibility expectations, for the
/// independent checkers in `Tests/Conformance/check_html.py`.
///
/// Runs only when `ANSHIN_HTML_SAMPLES_DIR` names a directory:
///
/// ```sh
/// ANSHIN_HTML_SAMPLES_DIR=/tmp/anshin-html swift test --filter ConformanceSamples
/// .venv-checkers/bin/python Tests/Conformance/check_html.py /tmp/anshin-html
/// ```
///
/// The sidecar `NAME.expect.json` is computed from each model's presentation, not from the HTML: for
/// each element the checker must find in Chromium's accessibility tree, its DOM `id`, its ARIA role
/// and accessible name, and where they apply its heading level, description, busy state, value, modal
/// state, initial focus, or that it is ignored (decorative icons).
@Suite("Conformance samples", .enabled(if: ProcessInfo.processInfo.environment["ANSHIN_HTML_SAMPLES_DIR"] != nil))
struct ConformanceSamples {
    struct Page {
        var name: String
        var localizer: Catalog = .english
        /// A page of one model is that model's own standalone page; a page of several is an
        /// `HTMLRenderer.Page` with this title.
        var title: UserText?
        var models: [any Presentable]
    }

    static var pages: [Page] {
        var pages: [Page] = []
        func single(_ name: String, _ model: some Presentable, localizer: Catalog = .english) {
            pages.append(Page(name: name, localizer: localizer, models: [model]))
        }
        for preset in ErrorScreen.Preset.allKnown {
            single("error-\(preset.rawValue)", ErrorScreen(.preset(preset)))
        }
        single("error-network-compact", ErrorScreen(.preset(.network), placement: .compact))
        single("error-network-ja", ErrorScreen(.preset(.network)), localizer: .japanese)
        single(
            "error-labelled-icon",
            ErrorScreen(.message(icon: Icon(.tray, label: "Empty tray"), title: "No drafts"))
        )
        single("alert-confirmation", Alert.confirmation(Alert.Content(title: "Saved", message: "Your file is saved.")))
        single(
            "alert-suggestion-destructive",
            Alert.suggestion(
                Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
                try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
            )
        )
        single(
            "alert-suggestion-nondestructive",
            Alert.suggestion(
                Alert.Content(title: "Couldn't save", message: "The server didn't respond."),
                try! Alert.Recovery("Try Again", style: .nondestructive, action: "save.retry")
            )
        )
        single("alert-ja", Alert.confirmation(Alert.Content(title: "保存しました")), localizer: .japanese)
        single("action-sheet", Self.actionSheet)
        for kind in StatusMessage.Kind.allKnown {
            single(
                "status-\(kind.rawValue)",
                StatusMessage(UserText(verbatim: "Registered the \(kind.rawValue) item"), kind: kind)
            )
        }
        single("status-counted", StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success))
        single("status-board", Self.statusBoard)
        single("trickle-running", Self.trickle(completed: false))
        single("trickle-completed", Self.trickle(completed: true))
        single("loading", LoadingScreen("Signing up…"))
        single("host-banner", Banner())
        single("host-quantities", WeeklySummary())
        single("hostile", Self.hostileAlert)
        single("host-icons", SymbolSheet())
        single("host-disclosure-rows", SettingsList())
        single("host-disclosure-rows-ja", SettingsList.japanese, localizer: .japanese)
        single("host-progress-group", HostPresentation(described: Self.progressGroup))
        single("host-excluded-and-nested", HostPresentation(described: Self.excludedAndNested))
        single("host-hidden-with-controls", HostPresentation(described: Self.hiddenWithControls))
        single("host-labelled-by-spoken", HostPresentation(described: Self.labelledBySpoken))
        single("host-labelled-groups", HostPresentation(described: Self.labelledGroups))
        pages.append(
            Page(
                name: "gallery",
                title: "Anshin gallery",
                models: [
                    StatusMessage("Saved 3 items", kind: .success),
                    StatusMessage("Your trial ends in 3 days", kind: .caution),
                    ErrorScreen(.preset(.network)),
                    Alert.suggestion(
                        Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
                        try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
                    ),
                    Self.trickle(completed: false),
                    Self.trickle(completed: true),
                    Self.statusBoard,
                    Banner(),
                    WeeklySummary(),
                    SettingsList(),
                    LoadingScreen(),
                ]
            )
        )
        // Models of the same type on one page: each labelled by its own heading (HTMLRenderer.Page).
        for (name, localizer, title) in [
            ("page-same-types", Catalog.english, "Sync status" as UserText),
            ("page-same-types-ja", .japanese, "同期の状態"),
        ] {
            pages.append(
                Page(
                    name: name,
                    localizer: localizer,
                    title: title,
                    models: [
                        ErrorScreen(.preset(.network)),
                        ErrorScreen(.preset(.offline)),
                        ErrorScreen(.preset(.forbidden), placement: .compact),
                        Alert.confirmation(Alert.Content(title: "Saved", message: "Your file is saved.")),
                        Alert.suggestion(
                            Alert.Content(title: "Couldn't save", message: "The server didn't respond."),
                            try! Alert.Recovery("Try Again", style: .nondestructive, action: "save.retry")
                        ),
                        StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success),
                        StatusMessage(.localized(.itemsRegistered, count: 1), kind: .success),
                    ]
                )
            )
        }
        // Two alerts on one page: live, the second opens on top of the first, each focused on its
        // initial focus (Tests/Browser/tests_dialogs.py); an alert over a status message.
        pages.append(
            Page(
                name: "page-two-alerts",
                title: "Two alerts",
                models: [
                    Alert.confirmation(Alert.Content(title: "Saved", message: "Your file is saved.")),
                    Alert.suggestion(
                        Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
                        try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
                    ),
                ]
            )
        )
        pages.append(
            Page(
                name: "page-alert-and-status",
                title: "An alert and a status message",
                models: [
                    StatusMessage("Saved 3 items", kind: .success),
                    Alert.suggestion(
                        Alert.Content(title: "Couldn't save", message: "The server didn't respond."),
                        try! Alert.Recovery("Try Again", style: .nondestructive, action: "save.retry")
                    ),
                ]
            )
        )
        return pages
    }

    /// A progress indicator that holds a Cancel button and no bar: a busy group around it, so the
    /// button stays a button (drawn as the bar, it was lost: axe's nested-interactive).
    static var progressGroup: Presentation {
        Presentation(
            type: "sync",
            root: Presentation.Element(
                id: "sync",
                kind: .container(labelledBy: "text"),
                accessibility: AccessibilityDescriptor(label: "Syncing", role: .progressIndicator, isBusy: true),
                children: [
                    Presentation.Element(id: "text", kind: .label, text: "Syncing", accessibility: .text("Syncing")),
                    Presentation.Element(
                        id: "cancel",
                        kind: .button(.init(role: .cancel, action: "sync.cancel")),
                        text: "Cancel",
                        accessibility: .button("Cancel")
                    ),
                ]
            )
        )
    }

    /// A heading and a list row in a group that excludes its children, and a list row inside a
    /// button: the markup hides the first two behind the group's label, and draws the third as part of
    /// the button, not as a button.
    static var excludedAndNested: Presentation {
        func row(_ id: String, _ label: UserText, _ value: UserText) -> Presentation.Element {
            Presentation.Element(
                id: id,
                kind: .container(),
                accessibility: .listRow(label, value: value, hasDisclosureIndicator: true),
                children: [
                    Presentation.Element(id: id + "-label", kind: .label, text: label, accessibility: .text(label)),
                    Presentation.Element(id: id + "-value", kind: .label, text: value, accessibility: .text(value)),
                    Presentation.Element(
                        id: id + "-chevron",
                        kind: .icon(.decorative(.chevronForward)),
                        accessibility: .decorative
                    ),
                ]
            )
        }
        return Presentation(
            type: "week",
            root: Presentation.Element(
                id: "week",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 1),
                        text: "Week",
                        accessibility: .heading("Week")
                    ),
                    Presentation.Element(
                        id: "summary",
                        kind: .container(),
                        accessibility: AccessibilityDescriptor(label: "This week, 3 workouts", grouping: .exclude),
                        children: [
                            Presentation.Element(
                                id: "heading",
                                kind: .heading(level: 2),
                                text: "This week",
                                accessibility: .heading("This week")
                            ),
                            row("workouts", "Workouts", "3"),
                        ]
                    ),
                    Presentation.Element(
                        id: "open",
                        kind: .button(.init(role: .default, action: "week.open")),
                        text: "Open",
                        accessibility: .button("Open"),
                        children: [row("details", "Details", "7 days")]
                    ),
                ]
            )
        )
    }

    /// A hidden paragraph and a hidden container that each hold a button: the buttons stay reachable,
    /// and everything else they hold is hidden.
    static var hiddenWithControls: Presentation {
        func button(_ id: String, _ title: UserText) -> Presentation.Element {
            Presentation.Element(
                id: id,
                kind: .button(.init(role: .default, action: ActionIdentifier(rawValue: "draft." + id))),
                text: title,
                accessibility: .button(title)
            )
        }
        return Presentation(
            type: "draft",
            root: Presentation.Element(
                id: "draft",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 1),
                        text: "Draft",
                        accessibility: .heading("Draft")
                    ),
                    Presentation.Element(
                        id: "saved",
                        kind: .paragraph,
                        text: "Saved 2 minutes ago. ",
                        accessibility: AccessibilityDescriptor(label: "Saved", isHidden: true),
                        children: [button("undo", "Undo")]
                    ),
                    Presentation.Element(
                        id: "toolbar",
                        kind: .container(),
                        text: "Tools",
                        accessibility: AccessibilityDescriptor(label: "Tools", role: .group, isHidden: true),
                        children: [
                            Presentation.Element(
                                id: "shortcuts",
                                kind: .label,
                                text: "Shortcuts",
                                accessibility: .text("Shortcuts")
                            ),
                            Presentation.Element(
                                id: "pencil",
                                kind: .icon(Icon("pencil", label: "Edit")),
                                accessibility: .image("Edit")
                            ),
                            button("share", "Share"),
                        ]
                    ),
                ]
            )
        )
    }

    /// A region and a dialog labelled and described by elements whose spoken label differs from their
    /// text ("10 min", spoken "10 minutes"): their names and description are the spoken ones.
    static var labelledBySpoken: Presentation {
        Presentation(
            type: "timer",
            root: Presentation.Element(
                id: "timer",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 1),
                        text: "Timer",
                        accessibility: .heading("Timer")
                    ),
                    Presentation.Element(
                        id: "rest",
                        kind: .container(labelledBy: "rest-time"),
                        accessibility: AccessibilityDescriptor(role: .region),
                        children: [
                            Presentation.Element(
                                id: "rest-time",
                                kind: .label,
                                text: "10 min",
                                accessibility: .quantity(10, unit: .minute)
                            )
                        ]
                    ),
                    Presentation.Element(
                        id: "pause",
                        kind: .container(labelledBy: "pause-title", describedBy: "pause-time"),
                        accessibility: AccessibilityDescriptor(role: .dialog),
                        children: [
                            Presentation.Element(
                                id: "pause-title",
                                kind: .heading(level: 2),
                                text: "Pause 5 min",
                                accessibility: AccessibilityDescriptor(
                                    label: "Pause 5 min",
                                    spokenLabel: "Pause for 5 minutes",
                                    traits: .header
                                )
                            ),
                            Presentation.Element(
                                id: "pause-time",
                                kind: .paragraph,
                                text: "2 min",
                                accessibility: .quantity(2, unit: .minute)
                            ),
                        ]
                    ),
                ]
            )
        )
    }

    /// Containers with no role that the markup draws as groups: one labelled by its heading, one
    /// with a label and nothing else, one labelled by itself (which labels nothing: it is named by its
    /// label), and one read as one but labelled by its first label.
    static var labelledGroups: Presentation {
        Presentation(
            type: "account",
            root: Presentation.Element(
                id: "account",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 1),
                        text: "Account",
                        accessibility: .heading("Account", level: 1)
                    ),
                    Presentation.Element(
                        id: "plan",
                        kind: .container(labelledBy: "plan-title"),
                        children: [
                            Presentation.Element(
                                id: "plan-title",
                                kind: .heading(level: 2),
                                text: "Plan",
                                accessibility: .heading("Plan")
                            ),
                            Presentation.Element(
                                id: "plan-name",
                                kind: .paragraph,
                                text: "Family, 6 people",
                                accessibility: .text("Family, 6 people")
                            ),
                        ]
                    ),
                    Presentation.Element(
                        id: "storage",
                        kind: .container(),
                        accessibility: AccessibilityDescriptor(label: "Storage"),
                        children: [
                            Presentation.Element(
                                id: "storage-used",
                                kind: .paragraph,
                                text: "12 GB of 50 GB used",
                                accessibility: .text("12 GB of 50 GB used")
                            )
                        ]
                    ),
                    Presentation.Element(
                        id: "notes",
                        kind: .container(labelledBy: "notes"),
                        accessibility: AccessibilityDescriptor(label: "Notes"),
                        children: [
                            Presentation.Element(
                                id: "notes-text",
                                kind: .paragraph,
                                text: "Renews on 1 May.",
                                accessibility: .text("Renews on 1 May.")
                            )
                        ]
                    ),
                    Presentation.Element(
                        id: "billing",
                        kind: .container(labelledBy: "billing-title"),
                        accessibility: AccessibilityDescriptor(label: "Billing, monthly", grouping: .merge),
                        children: [
                            Presentation.Element(
                                id: "billing-title",
                                kind: .label,
                                text: "Billing",
                                accessibility: .text("Billing")
                            ),
                            Presentation.Element(
                                id: "billing-period",
                                kind: .label,
                                text: "Monthly",
                                accessibility: .text("Monthly")
                            ),
                        ]
                    ),
                ]
            )
        )
    }

    static var actionSheet: ActionSheet {
        try! ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save your changes before closing?"),
            choices: [
                try! Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try! Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
    }

    static var statusBoard: StatusBoard {
        var board = try! StatusBoard(policy: .stack(limit: 3))
        _ = board.post(StatusMessage("Connected", kind: .normal), at: .zero)
        _ = board.post(StatusMessage("Couldn't sync 2 items", kind: .error), at: .seconds(1))
        _ = board.post(StatusMessage("Couldn't sync 2 items", kind: .error), at: .seconds(2))
        return board
    }

    static func trickle(completed: Bool) -> TrickleProgress {
        var trickle = TrickleProgress(label: "Uploading photos…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<3 { _ = trickle.step(using: &generator) }
        if completed { _ = trickle.complete(at: .seconds(4)) }
        return trickle
    }

    static var hostileAlert: Alert {
        Alert.suggestion(
            Alert.Content(
                title: "<script>alert(1)</script> \"onmouseover=alert(1) 'x' &amp;",
                message: "</p><img src=x onerror=alert(1)> \"onmouseover=x' &lt;"
            ),
            try! Alert.Recovery("\"><b>Delete</b> & 'go'", style: .destructive, action: "\"onclick=alert(1) '<x>'")
        )
    }

    @Test func writeSamples() throws {
        let directory = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["ANSHIN_HTML_SAMPLES_DIR"]!,
            isDirectory: true
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for page in Self.pages {
            let html: String
            let expectations: [HTMLRenderer.AccessibilityExpectation]
            if page.models.count == 1, let model = page.models.first {
                let renderer = HTMLRenderer(localizer: page.localizer, layout: .document())
                html = renderer.render(model)
                expectations = renderer.accessibilityExpectations(for: model.presentation(in: renderer.context))
            } else {
                let renderer = HTMLRenderer(localizer: page.localizer, layout: .document(title: page.title))
                let htmlPage = HTMLRenderer.Page(renderer: renderer)
                html = htmlPage.render(page.models)
                expectations = htmlPage.accessibilityExpectations(for: page.models)
            }
            try html.write(to: directory.appendingPathComponent("\(page.name).html"), atomically: true, encoding: .utf8)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let sidecar = Sidecar(page: "\(page.name).html", elements: expectations)
            try encoder.encode(sidecar).write(to: directory.appendingPathComponent("\(page.name).expect.json"))
        }
    }

    /// The sidecar file `check_html.py` reads beside each page.
    struct Sidecar: Encodable {
        var page: String
        var elements: [HTMLRenderer.AccessibilityExpectation]
    }
}
