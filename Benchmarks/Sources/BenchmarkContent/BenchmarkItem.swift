public import Anshin

/// One value the benchmarks draw through every front end: an error-screen preset, a custom error
/// screen, an alert, a status message or a progress state, with the localizer it is drawn with.
public struct BenchmarkItem: Sendable {
    /// The benchmark's name for the item, such as `errorScreen.network`.
    public var name: String

    /// The model.
    public var model: any Presentable & WireRepresentable & Codable & Sendable

    /// The localizer the front ends resolve its text with: the built-in English catalog, or a host's
    /// own localizer that is not a catalog.
    public var localizer: any Localizer = Catalog.english

    /// The plain `Codable` struct that holds the same content, for Foundation's encoder and decoder.
    public var mirrorType: any PlainMirror.Type

    /// The items, in the order the benchmarks run them: every error-screen preset, the network
    /// preset resolved by a host's localizer, a custom error screen with verbatim text, a destructive
    /// suggestion alert, a status message and a trickle progress state. All but the presets are
    /// content built per request.
    public static var all: [BenchmarkItem] {
        var items: [BenchmarkItem] = []
        for preset in ErrorScreen.Preset.allKnown {
            let screen = ErrorScreen(.preset(preset))
            items.append(
                BenchmarkItem(name: "errorScreen.\(preset)", model: screen, mirrorType: ErrorScreenMirror.self)
            )
        }
        items.append(
            BenchmarkItem(
                name: "errorScreen.network.hostLocalizer",
                model: ErrorScreen(.preset(.network)),
                localizer: HostStrings(),
                mirrorType: ErrorScreenMirror.self
            )
        )
        let custom = ErrorScreen(
            .retry(
                icon: .decorative(.clock),
                title: "Still syncing",
                message: "This can take a minute.",
                retryButtonTitle: "Check Again",
                action: "sync.check"
            )
        )
        items.append(
            BenchmarkItem(name: "errorScreen.customRetry", model: custom, mirrorType: CustomErrorScreenMirror.self)
        )
        // The name and action are valid, so the recovery is always made.
        if let delete = try? Alert.Recovery("Delete", style: .destructive, action: "draft.delete") {
            let alert = Alert.suggestion(
                Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
                delete
            )
            items.append(BenchmarkItem(name: "alert.destructiveSuggestion", model: alert, mirrorType: AlertMirror.self))
        }
        let message = StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success)
        items.append(BenchmarkItem(name: "statusMessage.success", model: message, mirrorType: StatusMessageMirror.self))
        items.append(
            BenchmarkItem(name: "progress.trickleStep4", model: Self.progress, mirrorType: TrickleProgressMirror.self)
        )
        return items
    }

    /// A trickle run pinned by its seed, after four steps (the gallery's "trickle step 4").
    static var progress: TrickleProgress {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        return progress
    }
}
