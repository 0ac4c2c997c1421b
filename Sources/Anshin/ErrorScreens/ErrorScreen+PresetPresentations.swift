extension ErrorScreen {
    /// A known preset's own screen and its presentations by placement and reduced motion.
    private struct PresetEntry: Sendable {
        var screen: ErrorScreen
        var presentations: [Presentation]
    }

    /// The presentations of the presets' own screens, built once: a preset's screen that nobody
    /// changed is the same value every time, so it presents itself from this table without building
    /// (or allocating) anything. Keyed by the preset's wire name.
    private static let presetPresentations: [String: PresetEntry] = {
        var table: [String: PresetEntry] = [:]
        for preset in Preset.allKnown {
            var presentations: [Presentation] = []
            for placement in [Placement.fillBody, .compact] {
                for reduceMotion in [false, true] {
                    presentations.append(
                        ErrorScreen(.preset(preset), placement: placement)
                            .buildPresentation(in: PresentationContext(reduceMotion: reduceMotion))
                    )
                }
            }
            table[preset.rawValue] = PresetEntry(screen: ErrorScreen(.preset(preset)), presentations: presentations)
        }
        return table
    }()

    /// The table's presentation of this screen, when it is a known preset's screen as the preset
    /// made it (its developer note aside, which is not part of the presentation).
    func presetPresentation(in context: PresentationContext) -> Presentation? {
        guard let preset = self.preset, let entry = Self.presetPresentations[preset.rawValue],
            self.icon == entry.screen.icon, self.title == entry.screen.title, self.message == entry.screen.message,
            self.retry == entry.screen.retry
        else { return nil }
        return entry.presentations[(self.placement == .fillBody ? 0 : 2) + (context.reduceMotion ? 1 : 0)]
    }
}
