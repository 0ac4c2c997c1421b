public import Anshin

/// One of every model the package has, in the states a backend or an app builds: the size programs
/// build them, so the binary holds every model's code.
public enum EveryModel: Sendable {
    /// Every model, each built from values read at run time so nothing is folded away.
    /// - Parameter seed: A number read at run time.
    /// - Returns: The models.
    public static func models(seed: Int) -> [any Presentable & Codable & Sendable] {
        var models: [any Presentable & Codable & Sendable] = ErrorScreen.Preset.allKnown.map {
            ErrorScreen(.preset($0))
        }
        models.append(
            ErrorScreen(
                .retry(
                    icon: .decorative(.clock),
                    title: UserText(verbatim: "Still syncing \(seed)"),
                    message: "This can take a minute.",
                    retryButtonTitle: "Check Again",
                    action: "sync.check"
                ),
                placement: seed.isMultiple(of: 2) ? .fillBody : .compact
            )
        )
        let content = Alert.Content(title: UserText(verbatim: "Delete draft \(seed)?"), message: "You can't undo this.")
        // The names and actions are valid, so the recoveries are always made.
        if let archive = try? Alert.Recovery("Archive", style: .nondestructive, action: "draft.archive"),
            let delete = try? Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        {
            let alert = Alert.suggestion(content, delete)
            models.append(alert)
            models.append(Alert.confirmation(content))
            if let sheet = try? ActionSheet(content, choices: [archive, delete]) {
                models.append(sheet)
                models.append(Dialog.actionSheet(sheet))
            }
            models.append(Dialog.alert(alert))
        }
        let message = StatusMessage(.localized(.itemsRegistered, count: seed), kind: .success)
        models.append(message)
        var board = StatusBoard()
        board.post(message, at: .seconds(seed))
        models.append(board)
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: UInt64(seed))
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        models.append(progress)
        models.append(LoadingScreen())
        return models
    }
}
