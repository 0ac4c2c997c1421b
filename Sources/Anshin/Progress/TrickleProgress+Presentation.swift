extension TrickleProgress: Presentable {
    /// A progress indicator labelled by its text: busy while running, with a simulated value that is
    /// drawn but not announced as a measurement; when completed, not busy, at a real 1.0, announcing
    /// "Done" unless the work completed within the grace time and was never shown. While running, the
    /// root's behaviour (``Presentation/Behavior/trickle(_:)``) carries the configuration, the seed
    /// and the completion announcement, for a front end that animates it.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The trickle's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        let running = self.phase == .running
        return Presentation(
            type: "trickleProgress",
            root: Presentation.Element(
                id: "progress",
                kind: .container(labelledBy: "label"),
                tone: running ? .accent : .success,
                accessibility: AccessibilityDescriptor(
                    label: self.label,
                    role: .progressIndicator,
                    announcement: self.announcesCompletion ? self.completionAnnouncement : nil,
                    isBusy: running
                ),
                children: [
                    Presentation.Element(
                        id: "bar",
                        kind: .progress(.init(fraction: self.value, isSimulated: running)),
                        accessibility: AccessibilityDescriptor(
                            label: self.label,
                            traits: .updatesFrequently,
                            role: .progressIndicator,
                            isBusy: running
                        )
                    ),
                    Presentation.Element(
                        id: "label",
                        kind: .paragraph,
                        text: self.label,
                        accessibility: .text(self.label)
                    ),
                ],
                behavior: running
                    ? .trickle(
                        .init(
                            configuration: self.configuration,
                            seed: self.seed,
                            completionAnnouncement: self.completionAnnouncement
                        )
                    )
                    : nil
            )
        )
    }
}
