/// The state of a screen whose content is loading: a separate state, never an empty one.
///
/// ```swift
/// let loading = LoadingScreen()                     // "Loading…"
/// let signingUp = LoadingScreen("Signing up…")
/// ```
public struct LoadingScreen: Sendable, Hashable {
    /// What is loading, shown and announced.
    public var label: UserText

    /// Where the loading state is shown.
    public var placement: ErrorScreen.Placement

    /// Creates a loading state.
    /// - Parameters:
    ///   - label: What is loading; "Loading…" by default.
    ///   - placement: Where the loading state is shown.
    public init(_ label: UserText = .localized(.loading), placement: ErrorScreen.Placement = .fillBody) {
        self.label = label
        self.placement = placement
    }
}
