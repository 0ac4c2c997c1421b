import Anshin

/// Generates models from a seed, with hostile text (quotes, backslashes, slashes, control
/// characters, non-ASCII, emoji) and random optional parts, to hold the direct writer to the
/// `Codable` path.
struct RandomModels {
    /// The generator; the same seed gives the same models.
    var generator: SplitMix64

    /// Creates a generator of models.
    /// - Parameter seed: The seed.
    init(seed: UInt64) {
        self.generator = SplitMix64(seed: seed)
    }

    /// The pieces hostile strings are made of.
    private static let pieces: [String] = [
        "a", "Z", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{C}", "\r", "\u{1F}", "\u{7F}",
        "é", "日本", "😀", "👩‍👩‍👧", "\u{2028}", "\u{301}", "{", "}", "%@", "{0}", "null", "0.5",
    ]

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self.generator)
    }

    private mutating func bool() -> Bool {
        Bool.random(using: &self.generator)
    }

    /// A hostile string, possibly empty.
    mutating func string() -> String {
        var string = ""
        for _ in 0..<self.int(0...6) {
            string += Self.pieces[self.int(0...(Self.pieces.count - 1))]
        }
        return string
    }

    /// A key: a built-in one, with a template in the catalogs, or a hostile one.
    private mutating func key() -> UserText.Key {
        let known: [UserText.Key] = [.retry, .itemsRegistered, .statusPrefixed, .retryAfter, .loading, .cancel]
        if self.bool() { return known[self.int(0...(known.count - 1))] }
        return UserText.Key(rawValue: self.string())
    }

    /// Text of any kind, nested at most a few levels deep.
    mutating func text(depth: Int) -> UserText {
        switch self.int(0...(depth < 2 ? 3 : 1)) {
        case 0:
            return UserText(verbatim: self.string())
        case 1:
            var arguments: [UserText.Argument] = []
            for _ in 0..<self.int(0...3) {
                switch self.int(0...2) {
                case 0: arguments.append(.string(self.string()))
                case 1: arguments.append(.integer(self.int(-1_000_000...1_000_000)))
                default: arguments.append(.text(UserText(verbatim: self.string())))
                }
            }
            return .localized(
                self.key(),
                arguments: arguments,
                count: self.bool() ? self.int(-5...1_000) : nil,
                fallback: self.bool() ? self.string() : nil
            )
        case 2:
            let arguments: [UserText.Argument] = [
                .text(self.text(depth: depth + 1)), .text(self.text(depth: depth + 1)),
            ]
            return .localized(.statusPrefixed, arguments: arguments)
        default:
            var parts: [UserText] = []
            for _ in 0..<self.int(0...3) { parts.append(self.text(depth: depth + 1)) }
            return .joined(parts, separator: self.string())
        }
    }

    private mutating func optionalText() -> UserText? {
        self.bool() ? self.text(depth: 0) : nil
    }

    /// An error screen from a preset or from parts, with parts removed at random.
    mutating func errorScreen() -> ErrorScreen {
        let placement = self.bool() ? ErrorScreen.Placement.fillBody : .compact
        var screen: ErrorScreen
        if self.bool() {
            let presets = ErrorScreen.Preset.allKnown + [ErrorScreen.Preset(rawValue: self.string())]
            screen = ErrorScreen(.preset(presets[self.int(0...(presets.count - 1))]), placement: placement)
        } else {
            screen = ErrorScreen(placement: placement)
        }
        if self.bool() {
            let symbol = Icon.Symbol(rawValue: self.string())
            screen.icon = self.bool() ? .decorative(symbol) : Icon(symbol, label: self.text(depth: 0))
        } else if self.bool() {
            screen.icon = nil
        }
        if self.bool() { screen.title = self.optionalText() }
        if self.bool() { screen.message = self.optionalText() }
        if self.bool() {
            screen.retry =
                self.bool()
                ? nil : ErrorScreen.Retry(title: self.text(depth: 0), action: ActionIdentifier(rawValue: self.string()))
        }
        screen.developerNote = self.bool() ? self.string() : nil
        return screen
    }

    /// A confirmation or a suggestion.
    mutating func alert() -> Alert {
        let content = Alert.Content(title: self.text(depth: 0), message: self.optionalText())
        guard self.bool() else { return .confirmation(content) }
        let style = self.bool() ? Alert.Recovery.Style.destructive : .nondestructive
        // A blank name or the action `cancel` makes no recovery: the alert is a confirmation then.
        let name = self.text(depth: 0)
        let action = ActionIdentifier(rawValue: self.string())
        guard let recovery = try? Alert.Recovery(name, style: style, action: action) else {
            return .confirmation(content)
        }
        return .suggestion(content, recovery)
    }

    /// A message of any kind, with its kind's duration, a timed one or a sticky one, and perhaps an
    /// action.
    mutating func statusMessage() -> StatusMessage {
        let kinds = StatusMessage.Kind.allKnown + [StatusMessage.Kind(rawValue: self.string())]
        let kind = kinds[self.int(0...(kinds.count - 1))]
        let duration: StatusMessage.DisplayDuration?
        switch self.int(0...2) {
        case 0: duration = nil
        case 1: duration = .sticky
        default: duration = try? .timed(.nanoseconds(Int64(self.int(1...1_000_000_000_000))))
        }
        let action =
            self.int(0...2) == 0
            ? StatusMessage.Action(title: self.text(depth: 0), action: ActionIdentifier(rawValue: self.string()))
            : nil
        return StatusMessage(self.text(depth: 0), kind: kind, duration: duration, action: action)
    }

    /// A trickle run with a random configuration, stepped and perhaps completed.
    mutating func trickleProgress() -> TrickleProgress {
        let cap = Double(self.int(1...999)) / 1_000 + Double(self.int(0...999)) / 1e9
        let minimum = Double(self.int(1...100)) / 1_000
        let configuration =
            (try? TrickleProgress.Configuration(
                initialValue: cap * Double(self.int(0...100)) / 100,
                minimumIncrement: minimum,
                maximumIncrement: minimum + Double(self.int(0...100)) / 1_000,
                minimumInterval: .nanoseconds(self.int(0...1_000_000_000)),
                maximumInterval: .seconds(self.int(1...3_600)),
                cap: cap,
                graceTime: .microseconds(self.int(0...10_000_000)),
                minimumShowTime: .milliseconds(self.int(0...10_000))
            )) ?? .standard
        var progress = TrickleProgress(label: self.text(depth: 0), configuration: configuration)
        for _ in 0..<self.int(0...20) {
            _ = progress.delay(using: &self.generator)
            progress.step(using: &self.generator)
        }
        if self.bool() { _ = progress.complete(at: .nanoseconds(self.int(0...100_000_000_000))) }
        return progress
    }
}
