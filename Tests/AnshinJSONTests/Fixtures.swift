import Anshin
import AnshinJSON
import Testing

/// Every model of the package in every state the wire format must carry: each preset, alert variant,
/// message kind, board and progress state.
enum Fixtures {
    /// One named model.
    struct Item: Sendable {
        var name: String
        var model: AnyModel
    }

    /// Every item, each model type in turn.
    static var all: [Item] {
        errorScreens + alerts + actionSheets + statusMessages + statusBoards + trickleProgress + loadingScreens
    }

    // MARK: - Error screens

    static var errorScreens: [Item] {
        var items = ErrorScreen.Preset.allKnown.map { preset in
            Item(name: "errorScreen-\(preset)", model: .errorScreen(ErrorScreen(.preset(preset))))
        }
        items += [
            Item(
                name: "errorScreen-network-compact",
                model: .errorScreen(ErrorScreen(.preset(.network), placement: .compact))
            ),
            Item(
                name: "errorScreen-unknown-preset",
                model: .errorScreen(ErrorScreen(.preset(ErrorScreen.Preset(rawValue: "paymentRequired"))))
            ),
            Item(
                name: "errorScreen-message-template",
                model: .errorScreen(
                    ErrorScreen(.message(icon: Icon(.tray, label: "Empty inbox"), title: "No mail \"yet\" / ever"))
                )
            ),
            Item(
                name: "errorScreen-retry-template",
                model: .errorScreen(
                    ErrorScreen(
                        .retry(
                            icon: .decorative(.clock),
                            title: "Still syncing",
                            message: .localized(.retryAfter, count: 30),
                            retryButtonTitle: "Check Again",
                            action: "sync.check"
                        )
                    )
                )
            ),
            Item(name: "errorScreen-empty-parts", model: .errorScreen(ErrorScreen(title: "Only a title"))),
            Item(
                name: "errorScreen-preset-without-retry",
                model: .errorScreen(
                    {
                        var screen = ErrorScreen(.preset(.server))
                        screen.retry = nil
                        screen.icon = nil
                        return screen
                    }()
                )
            ),
        ]
        return items
    }

    // MARK: - Alerts

    static var alerts: [Item] {
        [
            Item(name: "alert-confirmation", model: .alert(.confirmation(Alert.Content(title: "Saved")))),
            Item(
                name: "alert-confirmation-message",
                model: .alert(
                    .confirmation(
                        Alert.Content(
                            title: .localized(.itemsDeleted, count: 3),
                            message: "Tab\tnew line\ncontrol \u{1} quote \" backslash \\ slash / emoji 😀"
                        )
                    )
                )
            ),
            Item(
                name: "alert-suggestion-destructive",
                model: .alert(
                    .suggestion(
                        Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
                        try! Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
                    )
                )
            ),
            Item(
                name: "alert-suggestion-nondestructive",
                model: .alert(
                    .suggestion(
                        Alert.Content(
                            title: .localized(
                                "upload.failed",
                                arguments: ["report.pdf", 2, .text(.localized(.retry)), .text("verbatim")],
                                fallback: "Upload failed"
                            )
                        ),
                        try! Alert.Recovery(.localized(.retry), style: .nondestructive, action: .retry)
                    )
                )
            ),
            Item(
                name: "alert-suggestion-joined",
                model: .alert(
                    .suggestion(
                        Alert.Content(title: .joined(["Workouts", .localized(.itemShort, count: 100)])),
                        try! Alert.Recovery(
                            .joined(["A", "B"], separator: " / "),
                            style: .nondestructive,
                            action: "ab"
                        )
                    )
                )
            ),
        ]
    }

    // MARK: - Action sheets

    static var actionSheets: [Item] {
        let sheet = try! ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save before closing?"),
            choices: [
                try Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        let three = try! ActionSheet(
            Alert.Content(title: "Share"),
            choices: [
                try Alert.Recovery("Copy Link", style: .nondestructive, action: "share.copy"),
                try Alert.Recovery("Mail", style: .nondestructive, action: "share.mail"),
                try Alert.Recovery("Revoke", style: .destructive, action: "share.revoke"),
            ]
        )
        return [
            Item(name: "actionSheet-two", model: .actionSheet(sheet)),
            Item(name: "actionSheet-three", model: .actionSheet(three)),
        ]
    }

    // MARK: - Status messages

    static var statusMessages: [Item] {
        var items = StatusMessage.Kind.allKnown.map { kind in
            Item(
                name: "statusMessage-\(kind)",
                model: .statusMessage(StatusMessage(.localized(.itemsSaved, count: 2), kind: kind))
            )
        }
        items += [
            Item(
                name: "statusMessage-timed",
                model: .statusMessage(
                    StatusMessage("Enter a name.", kind: .error, duration: try! .timed(.milliseconds(2500)))
                )
            ),
            Item(
                name: "statusMessage-sticky",
                model: .statusMessage(StatusMessage("Internal error: VAZ31", kind: .caution, duration: .sticky))
            ),
            Item(
                name: "statusMessage-action",
                model: .statusMessage(
                    StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))
                )
            ),
            Item(
                name: "statusMessage-unknown-kind",
                model: .statusMessage(StatusMessage("Heads up", kind: StatusMessage.Kind(rawValue: "celebration")))
            ),
        ]
        return items
    }

    // MARK: - Status boards

    static var statusBoards: [Item] {
        var replace = StatusBoard()
        replace.post(StatusMessage("Saved", kind: .success), at: .seconds(0))
        replace.post(StatusMessage("Uploaded", kind: .success), at: .seconds(1))

        var merged = StatusBoard()
        merged.post(StatusMessage("Offline", kind: .caution), at: .seconds(0))
        merged.post(StatusMessage("Offline", kind: .caution), at: .milliseconds(1500))

        var queue = StatusBoard(policy: .queue)
        queue.post(StatusMessage(.localized(.itemsRegistered, count: 1)), at: .seconds(0))
        queue.post(StatusMessage("Second"), at: .seconds(1))
        queue.post(StatusMessage("Crashed", kind: .internalError), at: .seconds(2))

        var stack = try! StatusBoard(policy: .stack(limit: 2), accessibilityMultiplier: 1.5)
        stack.post(StatusMessage("One"), at: .seconds(0))
        stack.post(StatusMessage("Two", kind: .error), at: .seconds(1))
        stack.post(StatusMessage("Three", kind: .debug), at: .seconds(2))
        stack.pause(at: .milliseconds(2500))

        var cleared = StatusBoard()
        cleared.post(StatusMessage("Gone"), at: .seconds(0))
        cleared.advance(to: .seconds(10))

        var held = StatusBoard(policy: .queue)
        held.setAssistiveTechnologyRunning(true, at: .zero)
        held.post(StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore")), at: .seconds(0))
        held.post(StatusMessage("Synced"), at: .seconds(1))

        return [
            Item(name: "statusBoard-empty", model: .statusBoard(StatusBoard())),
            Item(name: "statusBoard-replace", model: .statusBoard(replace)),
            Item(name: "statusBoard-merged", model: .statusBoard(merged)),
            Item(name: "statusBoard-queue", model: .statusBoard(queue)),
            Item(name: "statusBoard-stack-paused", model: .statusBoard(stack)),
            Item(name: "statusBoard-cleared", model: .statusBoard(cleared)),
            Item(name: "statusBoard-action-held", model: .statusBoard(held)),
        ]
    }

    // MARK: - Trickle progress

    static var trickleProgress: [Item] {
        var generator = SplitMix64(seed: 42)
        var stepped = TrickleProgress(label: "Signing up…")
        stepped.step(using: &generator)
        stepped.step(using: &generator)

        var capped = TrickleProgress()
        while capped.step(using: &generator).nextDelay != nil {}

        var completed = TrickleProgress(label: "Uploading")
        completed.step(using: &generator)
        _ = completed.complete(at: .milliseconds(3250))

        let configuration = try! TrickleProgress.Configuration(
            initialValue: 0.1,
            minimumIncrement: 0.02,
            maximumIncrement: 0.2,
            minimumInterval: .milliseconds(250),
            maximumInterval: .seconds(3),
            cap: 0.95,
            graceTime: .milliseconds(400),
            minimumShowTime: .seconds(1)
        )
        return [
            Item(name: "trickleProgress-initial", model: .trickleProgress(TrickleProgress())),
            Item(name: "trickleProgress-stepped", model: .trickleProgress(stepped)),
            Item(name: "trickleProgress-capped", model: .trickleProgress(capped)),
            Item(name: "trickleProgress-completed", model: .trickleProgress(completed)),
            Item(
                name: "trickleProgress-configured",
                model: .trickleProgress(TrickleProgress(label: .localized(.loading), configuration: configuration))
            ),
        ]
    }

    // MARK: - Loading screens

    static var loadingScreens: [Item] {
        [
            Item(name: "loadingScreen-default", model: .loadingScreen(LoadingScreen())),
            Item(
                name: "loadingScreen-compact",
                model: .loadingScreen(LoadingScreen("Signing up…", placement: .compact))
            ),
        ]
    }
}

extension Fixtures.Item: CustomTestStringConvertible {
    var testDescription: String { self.name }
}

extension AnyModel {
    /// The wrapped model as an `Encodable` value, for encoders to compare.
    var encodable: any Encodable & Sendable {
        switch self {
        case .errorScreen(let model): model
        case .alert(let model): model
        case .actionSheet(let model): model
        case .statusMessage(let model): model
        case .statusBoard(let model): model
        case .trickleProgress(let model): model
        case .loadingScreen(let model): model
        case .unknown(let type, _): type
        }
    }
}
