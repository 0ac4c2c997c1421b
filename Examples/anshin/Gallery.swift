import Anshin

/// Every model the package ships, in every state worth looking at: the main job's input.
struct Gallery {
    /// One named item of the gallery.
    struct Item {
        var section: String
        var name: String
        var model: any Presentable
        var context: PresentationContext = .standard

        /// The item's file name without extension: its name in lowercase words joined by hyphens.
        var slug: String {
            var spaced = ""
            for character in self.section + " " + self.name {
                if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
                spaced.append(character)
            }
            return spaced.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }.joined(separator: "-")
        }
    }

    static var items: [Item] {
        var items: [Item] = []
        for preset in ErrorScreen.Preset.allKnown {
            items.append(Item(section: "Error screen", name: "\(preset)", model: ErrorScreen(.preset(preset))))
        }
        items.append(
            Item(
                section: "Error screen",
                name: "compact retry",
                model: ErrorScreen(
                    .retry(
                        icon: .decorative(.networkError),
                        title: "Couldn't load the comments",
                        message: "Check your connection and try again.",
                        retryButtonTitle: .localized(.retry),
                        action: "comments.reload"
                    ),
                    placement: .compact
                )
            )
        )
        items.append(
            Item(
                section: "Error screen",
                name: "message template",
                model: ErrorScreen(.message(icon: .decorative(.tray), title: "No drafts"))
            )
        )
        items.append(
            Item(
                section: "Error screen",
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
        items.append(Item(section: "Loading screen", name: "default", model: LoadingScreen()))

        items += Self.alertItems()

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
                    section: "Status message",
                    name: "\(kind)",
                    model: StatusMessage(texts[kind] ?? "", kind: kind)
                )
            )
        }
        items.append(
            Item(
                section: "Status message",
                name: "with an action",
                model: StatusMessage(
                    .localized(.itemsDeleted, count: 3),
                    kind: .success,
                    action: .undo("items.restore")
                )
            )
        )
        if var board = try? StatusBoard(policy: .stack(limit: 3)) {
            board.post(StatusMessage(.localized(.itemsSaved, count: 3), kind: .success), at: .seconds(0))
            board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(1))
            board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(2))
            board.post(StatusMessage("Your storage is almost full.", kind: .caution), at: .seconds(3))
            items.append(Item(section: "Status board", name: "stack of three", model: board))
        }
        items += Self.progressItems()
        return items
    }

    /// The alerts: a confirmation, both suggestions in both button arrangements, and an action sheet.
    static func alertItems() -> [Item] {
        let failure = Alert.Content(title: "Couldn't save the draft", message: "The server didn't respond.")
        let deletion = Alert.Content(title: "Delete this draft?", message: "You can't undo this.")
        // These names and actions are valid, so the recoveries are always made.
        guard let retry = try? Alert.Recovery("Try Again", style: .nondestructive, action: "draft.save"),
            let delete = try? Alert.Recovery("Delete", style: .destructive, action: "draft.delete"),
            let save = try? Alert.Recovery("Save", style: .nondestructive, action: "draft.save"),
            let discard = try? Alert.Recovery("Discard", style: .destructive, action: "draft.discard")
        else { return [] }
        var items = [Item(section: "Alert", name: "confirmation", model: Alert.confirmation(failure))]
        for arrangement in Alert.ButtonArrangement.allCases {
            let context = PresentationContext(buttonArrangement: arrangement)
            items.append(
                Item(
                    section: "Alert",
                    name: "suggestion, nondestructive, \(arrangement)",
                    model: Alert.suggestion(failure, retry),
                    context: context
                )
            )
            items.append(
                Item(
                    section: "Alert",
                    name: "suggestion, destructive, \(arrangement)",
                    model: Alert.suggestion(deletion, delete),
                    context: context
                )
            )
        }
        if let sheet = try? ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save the draft before closing?"),
            choices: [save, discard]
        ) {
            items.append(Item(section: "Alert", name: "action sheet", model: sheet))
        }
        return items
    }

    /// A trickle run pinned by its seed: the start, a middle step, the cap, and completion. The trickle
    /// carries the seed, so its live page trickles by the same steps.
    static func progressItems() -> [Item] {
        var progress = TrickleProgress(label: "Signing up…", seed: 42)
        var generator = SplitMix64(seed: 42)
        var items = [Item(section: "Progress", name: "trickle start", model: progress)]
        var steps = 0
        while progress.delay(using: &generator) != nil {
            progress.step(using: &generator)
            steps += 1
            if steps == 4 { items.append(Item(section: "Progress", name: "trickle step 4", model: progress)) }
        }
        items.append(Item(section: "Progress", name: "trickle at cap", model: progress))
        _ = progress.complete(at: .seconds(12))
        items.append(Item(section: "Progress", name: "trickle completed", model: progress))
        return items
    }
}
