import Anshin

/// Every model the package ships, in every state worth looking at: the main job's input.
struct Gallery {
    /// One named item of the gallery.
    struct Item {
        var section: String
        var name: String
        var model: any Presentable
        var context: PresentationContext = .standard
    }

    static var items: [Item] {
        var items: [Item] = []
        for preset in ErrorScreen.Preset.allKnown {
            items.append(Item(section: "Error screens", name: "preset \(preset)", model: ErrorScreen(.preset(preset))))
        }
        items.append(
            Item(
                section: "Error screens",
                name: "network, compact",
                model: ErrorScreen(.preset(.network), placement: .compact)
            )
        )
        items.append(
            Item(
                section: "Error screens",
                name: "message template",
                model: ErrorScreen(.message(icon: .decorative(.tray), title: "No drafts"))
            )
        )
        items.append(
            Item(
                section: "Error screens",
                name: "retry template",
                model: ErrorScreen(
                    .retry(
                        icon: .decorative(.clock),
                        title: "Still syncing",
                        message: "This can take a minute.",
                        retryButtonTitle: "Check Again",
                        action: "sync.check"
                    )
                )
            )
        )
        items.append(Item(section: "Error screens", name: "loading", model: LoadingScreen()))

        let failure = Alert.Content(title: "Couldn't save the draft", message: "The server didn't respond.")
        let deletion = Alert.Content(title: "Delete this draft?", message: "You can't undo this.")
        let retry = Alert.Recovery("Try Again", style: .nondestructive, action: "draft.save")
        let delete = Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        items.append(Item(section: "Alerts", name: "confirmation", model: Alert.confirmation(failure)))
        for arrangement in Alert.ButtonArrangement.allCases {
            let context = PresentationContext(buttonArrangement: arrangement)
            items.append(
                Item(
                    section: "Alerts",
                    name: "suggestion, nondestructive, \(arrangement)",
                    model: Alert.suggestion(failure, retry),
                    context: context
                )
            )
            items.append(
                Item(
                    section: "Alerts",
                    name: "suggestion, destructive, \(arrangement)",
                    model: Alert.suggestion(deletion, delete),
                    context: context
                )
            )
        }
        if let sheet = try? ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save the draft before closing?"),
            choices: [
                Alert.Recovery("Save", style: .nondestructive, action: "draft.save"),
                Alert.Recovery("Discard", style: .destructive, action: "draft.discard"),
            ]
        ) {
            items.append(Item(section: "Alerts", name: "action sheet", model: sheet))
        }

        let texts: [StatusMessage.Kind: UserText] = [
            .normal: "Syncing in the background.",
            .success: .localized(.itemsRegistered, count: 2),
            .caution: "Your storage is almost full.",
            .error: "Enter a name.",
            .debug: "Cache hit ratio 0.93",
            .internalError: "Registration failed (VAZ31)",
        ]
        for kind in StatusMessage.Kind.allKnown {
            items.append(
                Item(
                    section: "Status messages",
                    name: "kind \(kind)",
                    model: StatusMessage(texts[kind] ?? "", kind: kind)
                )
            )
        }
        return items
    }
}
