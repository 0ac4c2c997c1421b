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

extension LoadingScreen: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case label
        case placement
    }

    /// Decodes a loading state; absent members take their defaults ("Loading…", fill body).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decodeIfPresent(UserText.self, forKey: .label) ?? .localized(.loading),
            placement: try container.decodeIfPresent(ErrorScreen.Placement.self, forKey: .placement) ?? .fillBody
        )
    }

    /// Writes the loading state as `{"label": …, "placement": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("label", self.label)
        writer.member("placement", self.placement.rawValue)
        writer.endObject()
    }
}

extension LoadingScreen: Presentable {
    /// A busy progress indicator of unknown progress, labelled by its text.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The loading state's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "loadingScreen",
            root: Presentation.Element(
                id: "loading-screen",
                kind: .container(labelledBy: "label"),
                accessibility: AccessibilityDescriptor(label: self.label, role: .progressIndicator, isBusy: true),
                children: [
                    Presentation.Element(
                        id: "indicator",
                        kind: .progress(.init(fraction: nil, isSimulated: false)),
                        accessibility: AccessibilityDescriptor(
                            label: self.label,
                            traits: .updatesFrequently,
                            role: .progressIndicator,
                            isBusy: true
                        )
                    ),
                    Presentation.Element(
                        id: "label",
                        kind: .paragraph,
                        text: self.label,
                        accessibility: .text(self.label)
                    ),
                ]
            )
        )
    }
}
