/// The state of a screen whose content is loading: a separate state, never an empty one.
///
/// ```swift
/// let loading = LoadingScreen()                     // "Loading…"
/// let signingUp = LoadingScreen("Signing up…")
/// ```
public struct LoadingScreen: Sendable, Hashable {
    /// What is loading, shown and announced.
    public var label: UserText

    /// Where the host shows the loading state: filling the body of a screen, or inside part of one.
    ///
    /// It changes nothing the loading state draws, in any placement: the one thing a placement
    /// changes in a presentation is an error screen's icon, left out when compact
    /// (``ErrorScreen/Placement``), and a loading state has no icon — its indicator and label are the
    /// state itself. The placement is kept, and written on the wire, for whoever lays the state out:
    /// the host, or a client reading the model, which also knows where the content or the error
    /// screen that replaces it goes.
    public var placement: ErrorScreen.Placement

    /// Creates a loading state.
    /// - Parameters:
    ///   - label: What is loading; "Loading…" by default.
    ///   - placement: Where the host shows the loading state; it changes nothing the state draws.
    public init(_ label: UserText = .localized(.loading), placement: ErrorScreen.Placement = .fillBody) {
        self.label = label
        self.placement = placement
    }
}
