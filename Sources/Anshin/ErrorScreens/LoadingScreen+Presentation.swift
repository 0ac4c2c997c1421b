extension LoadingScreen: Presentable {
    /// A busy progress indicator of unknown progress, labelled by its text: the same in every
    /// ``LoadingScreen/placement``, since a loading state has no icon, the one part a compact
    /// placement leaves out.
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
