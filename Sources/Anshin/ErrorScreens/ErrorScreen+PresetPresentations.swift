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
                            .presentation(in: PresentationContext(reduceMotion: reduceMotion))
                    )
                }
            }
            table.append(
                (preset.rawValue, PresetEntry(screen: ErrorScreen(.preset(preset)), presentations: presentations))
            )
        }
        return table
    }()

    /// Every presentation in the table, in a fixed order: for a front end that prepares something
    /// once per preset screen (the HTML front end compiles a template of each), found again by
    /// ``presetTableIndex(of:in:)``.
    package static var presetTablePresentations: [Presentation] {
        Self.presetPresentations.flatMap(\.entry.presentations)
    }

    /// The table's presentation of this screen, when it is a known preset's screen as the preset
    /// made it (its developer note aside, which is not part of the presentation).
    func presetPresentation(in context: PresentationContext) -> Presentation? {
        guard let index = withUnsafePointer(to: self, { Self.presetTableIndex(of: $0, in: context) }) else {
            return nil
        }
        return Self.presetPresentations[index / 4].entry.presentations[index % 4]
    }

    /// Where a screen's presentation is in ``presetTablePresentations``, when it is a known preset's
    /// screen as the preset made it (its developer note aside, which is not part of the
    /// presentation): a front end that prepared something for that presentation uses it without
    /// asking for the presentation.
    ///
    /// The screen is read in place, member by member: a method called on a screen read through a
    /// pointer would copy the whole screen first.
    /// - Parameters:
    ///   - screen: The screen, read in place.
    ///   - context: The preferences the screen presents itself with.
    /// - Returns: The index, or `nil` for any other screen.
    package static func presetTableIndex(of screen: UnsafePointer<ErrorScreen>, in context: PresentationContext) -> Int?
    {
        if let index = Self.presetScreenIndex(bitsOf: screen) { return 2 * index + (context.reduceMotion ? 1 : 0) }
        guard let row = Self.presetRow(of: screen.pointer(to: \.preset)!) else { return nil }
        let entry = Self.presetPresentations[row].entry
        guard Self.isSame(screen.pointer(to: \.title)!, entry.screen.title),
            Self.isSame(screen.pointer(to: \.message)!, entry.screen.message),
            Self.isSame(screen.pointer(to: \.icon)!, entry.screen.icon),
            Self.isSame(screen.pointer(to: \.retry)!, entry.screen.retry)
        else { return nil }
        return 4 * row + (screen.pointee.placement == .fillBody ? 0 : 2) + (context.reduceMotion ? 1 : 0)
    }

    /// The presets' own screens, filling the body and compact by turns (row by row of the table),
    /// compared in place with a screen that may be one of them: ``presetScreenIndex(bitsOf:)``
    /// finds a screen here, so a front end may prepare something for each.
    package static let presetScreens: [ErrorScreen] = Self.presetPresentations.flatMap { entry in
        var compact = entry.entry.screen
        compact.placement = .compact
        return [entry.entry.screen, compact]
    }

    /// Where a screen keeps its members, as byte ranges: the preset's, and everything but the
    /// developer note (the preset, icon, title, message, retry button and placement); `nil` if the
    /// layout interleaves the note with the others.
    private static func memberBytes() -> (preset: Range<Int>, presented: Range<Int>)? {
        func bytes<Member>(of member: KeyPath<ErrorScreen, Member>) -> Range<Int>? {
            MemoryLayout<ErrorScreen>.offset(of: member).map { $0..<($0 + MemoryLayout<Member>.size) }
        }
        let members =
            [bytes(of: \.preset), bytes(of: \.icon), bytes(of: \.title), bytes(of: \.message)]
            + [bytes(of: \.retry), bytes(of: \.placement)]
        var presented: Range<Int>?
        for member in members {
            guard let member else { return nil }
            presented =
                presented.map { min($0.lowerBound, member.lowerBound)..<max($0.upperBound, member.upperBound) }
                ?? member
        }
        guard let preset = members[0], preset.count >= 8, let presented, let note = bytes(of: \.developerNote),
            !note.overlaps(presented)
        else { return nil }
        return (preset, presented)
    }

    /// The preset screens and where a screen keeps its members, in one value so that a lookup
    /// reaches both at once; `nil` if the layout interleaves the developer note with the others.
    private static let presetScreenLookup:
        (screens: [ErrorScreen], bytes: (preset: Range<Int>, presented: Range<Int>))? =
            Self.memberBytes().map { (Self.presetScreens, $0) }

    /// Where a screen is in ``presetScreens``, when it has the same bits as one of them, its
    /// developer note aside: the usual way a preset's own screen is found, since a screen made by
    /// `ErrorScreen(.preset(…))` holds the same literals as the table's. The preset's name is found
    /// first, a word or two per row, then the screen of its placement is compared.
    /// - Parameter screen: The screen, read in place.
    /// - Returns: The index, or `nil` when no screen has the same bits (the screen may still equal
    ///   one of them).
    package static func presetScreenIndex(bitsOf screen: UnsafePointer<ErrorScreen>) -> Int? {
        guard let lookup = Self.presetScreenLookup else { return nil }
        let bytes = lookup.bytes
        return lookup.screens.withUnsafeBufferPointer { screens in
            // The row is found by the first word of the preset's name (a short name is held in the
            // string itself), then the screen of the row and placement is compared whole.
            let word = UnsafeRawPointer(screen).loadUnaligned(fromByteOffset: bytes.preset.lowerBound, as: UInt64.self)
            let stride = MemoryLayout<ErrorScreen>.stride
            var index = screen.pointee.placement == .fillBody ? 0 : 1
            var candidate = UnsafeRawPointer(screens.baseAddress! + index) + bytes.preset.lowerBound
            while index < screens.count {
                if candidate.loadUnaligned(as: UInt64.self) == word,
                    screen.hasSameBits(as: screens.baseAddress! + index, inBytes: bytes.presented)
                {
                    return index
                }
                index &+= 2
                candidate += 2 &* stride
            }
            return nil
        }
    }

    /// Whether a member read in place is the table screen's: the same bits (a preset's own texts,
    /// icon and button are built from the same literals every time, and hold only strings, arrays,
    /// references and integers, so equal bits are equal values), or else equal.
    /// - Parameters:
    ///   - value: A screen's member, read in place.
    ///   - tableValue: The table screen's member.
    /// - Returns: Whether they are equal.
    private static func isSame<Value: Equatable>(_ value: UnsafePointer<Value?>, _ tableValue: Value?) -> Bool {
        withUnsafePointer(to: tableValue) { value.hasSameBits(as: $0) } || Self.isEqual(value.pointee, tableValue)
    }

    /// Each row's preset name, in the table's order.
    private static let presetNames: [String] = Self.presetPresentations.map(\.name)

    /// The table's row for a screen's preset, found by name: for a screen that
    /// ``presetScreenIndex(bitsOf:)`` did not find by its bits.
    /// - Parameter preset: The screen's preset, read in place.
    /// - Returns: The row, or `nil` for a screen without a preset or with one the table does not
    ///   know.
    private static func presetRow(of preset: UnsafePointer<Preset?>) -> Int? {
        guard let name = preset.pointee?.rawValue else { return nil }
        return Self.presetNames.firstIndex(of: name)
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
