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
        var models: [(prefix: String, presentation: Presentation)]
    }

    static var pages: [Page] {
        var pages: [Page] = []
        func single(_ name: String, _ model: some Presentable, localizer: Catalog = .english) {
            pages.append(Page(name: name, localizer: localizer, models: [("anshin", model.presentation)]))
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
        pages.append(
            Page(
                name: "gallery",
                models: [
                    ("status", StatusMessage("Saved 3 items", kind: .success).presentation),
                    ("caution", StatusMessage("Your trial ends in 3 days", kind: .caution).presentation),
                    ("network", ErrorScreen(.preset(.network)).presentation),
                    (
                        "delete",
                        Alert.suggestion(
                            Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
                            try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
                        ).presentation
                    ),
                    ("upload", Self.trickle(completed: false).presentation),
                    ("uploaded", Self.trickle(completed: true).presentation),
                    ("board", Self.statusBoard.presentation),
                    ("banner", Banner().presentation),
                    ("summary", WeeklySummary().presentation),
                    ("settings", SettingsList().presentation),
                    ("loading", LoadingScreen().presentation),
                ]
            )
        )
        return pages
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
            var expectations: [HTMLRenderer.AccessibilityExpectation] = []
            if page.models.count == 1, let (prefix, presentation) = page.models.first {
                let renderer = HTMLRenderer(localizer: page.localizer, layout: .document(), idPrefix: prefix)
                html = renderer.render(presentation)
                expectations = renderer.accessibilityExpectations(for: presentation)
            } else {
                var body = ""
                for (prefix, presentation) in page.models {
                    let renderer = HTMLRenderer(localizer: page.localizer, idPrefix: prefix)
                    renderer.render(presentation, into: &body)
                    expectations += renderer.accessibilityExpectations(for: presentation)
                }
                html = """
                    <!DOCTYPE html>
                    <html lang="en">
                    <head>
                    <meta charset="utf-8">
                    <meta name="viewport" content="width=device-width, initial-scale=1">
                    <title>Anshin gallery</title>
                    <style>
                    \(HTMLRenderer.stylesheet)
                    </style>
                    </head>
                    <body class="anshin-page">
                    <main class="anshin-main">
                    <h1 class="anshin-visually-hidden">Anshin gallery</h1>
                    \(body)</main>
                    </body>
                    </html>

                    """
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
