extension ErrorScreen {
    /// A known preset's own screen and its presentations by placement and reduced motion: a class, so
    /// that looking an entry up copies a reference, not the screen and its presentations.
    private final class PresetEntry: Sendable {
        /// The preset's own screen.
        let screen: ErrorScreen
        /// Its presentations: fill body, fill body with reduced motion, compact, compact with reduced motion.
        let presentations: [Presentation]

        /// Creates an entry.
        /// - Parameters:
        ///   - screen: The preset's own screen.
        ///   - presentations: Its presentations, in the order of ``presentations``.
        init(screen: ErrorScreen, presentations: [Presentation]) {
            self.screen = screen
            self.presentations = presentations
        }
    }

    /// The presentations of the presets' own screens, built once: a preset's screen that nobody
    /// changed is the same value every time, so it presents itself from this table without building
    /// (or allocating) anything. Searched by the preset's wire name: a few short names compare faster
    /// than a string is hashed.
    private static let presetPresentations: [(name: String, entry: PresetEntry)] = {
        var table: [(name: String, entry: PresetEntry)] = []
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
            table.append(
                (preset.rawValue, PresetEntry(screen: ErrorScreen(.preset(preset)), presentations: presentations))
            )
        }
        return table
    }()

    /// The table's presentation of this screen, when it is a known preset's screen as the preset
    /// made it (its developer note aside, which is not part of the presentation).
    func presetPresentation(in context: PresentationContext) -> Presentation? {
        guard let preset = self.preset, let entry = Self.presetEntry(named: preset.rawValue) else { return nil }
        guard Self.isEqual(self.icon, entry.screen.icon), Self.isEqual(self.title, entry.screen.title),
            Self.isEqual(self.message, entry.screen.message), Self.isEqual(self.retry, entry.screen.retry)
        else { return nil }
        return entry.presentations[(self.placement == .fillBody ? 0 : 2) + (context.reduceMotion ? 1 : 0)]
    }

    /// The table's entry for a preset's wire name.
    /// - Parameter name: The preset's wire name.
    /// - Returns: The entry, or `nil` for a preset the table does not know.
    private static func presetEntry(named name: String) -> PresetEntry? {
        for row in Self.presetPresentations where row.name == name { return row.entry }
        return nil
    }

    /// Whether two optional values are equal, compared without building a pair of them (as `==` on
    /// optionals does, which costs a generic copy and destruction of the pair).
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether both are `nil` or both hold equal values.
    private static func isEqual<Value: Equatable>(_ lhs: Value?, _ rhs: Value?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs
    }
}
