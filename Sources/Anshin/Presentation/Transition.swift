/// How a model appears and disappears, carried as data for front ends to animate.
///
/// An error screen fades in over 0.3 s and fades out over 0.3 s after a 0.25 s delay
/// (``errorScreen``). When the user prefers reduced motion, a front end uses
/// ``respectingReducedMotion(_:)`` and shows and hides at once.
public struct Transition: Sendable, Hashable {
    /// A fade: its length and how long it waits before it starts.
    public struct Fade: Sendable, Hashable {
        /// How long the fade takes.
        public var duration: Duration
        /// How long the fade waits before it starts.
        public var delay: Duration

        /// Creates a fade.
        /// - Parameters:
        ///   - duration: How long the fade takes.
        ///   - delay: How long the fade waits before it starts.
        public init(duration: Duration, delay: Duration = .zero) {
            self.duration = duration
            self.delay = delay
        }
    }

    /// How the model appears; `nil` shows it at once.
    public var show: Fade?

    /// How the model disappears; `nil` hides it at once.
    public var hide: Fade?

    /// Creates a transition.
    /// - Parameters:
    ///   - show: How the model appears; `nil` shows it at once.
    ///   - hide: How the model disappears; `nil` hides it at once.
    public init(show: Fade?, hide: Fade?) {
        self.show = show
        self.hide = hide
    }

    /// No animation: shown and hidden at once.
    public static var none: Self { Self(show: nil, hide: nil) }

    /// The error screen's transition: fade in over 0.3 s; fade out over 0.3 s after 0.25 s.
    public static var errorScreen: Self {
        Self(
            show: Fade(duration: .milliseconds(300)),
            hide: Fade(duration: .milliseconds(300), delay: .milliseconds(250))
        )
    }

    /// The transition to use for a user's motion preference.
    /// - Parameter reduceMotion: Whether the user prefers reduced motion.
    /// - Returns: ``none`` when motion is reduced, otherwise this transition.
    public func respectingReducedMotion(_ reduceMotion: Bool) -> Self {
        reduceMotion ? .none : self
    }
}

extension Transition.Fade: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case durationMilliseconds
        case delayMilliseconds
    }

    /// Decodes a fade from whole milliseconds.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let duration = try container.decode(Int64.self, forKey: .durationMilliseconds)
        let delay = try container.decodeIfPresent(Int64.self, forKey: .delayMilliseconds) ?? 0
        for (key, value) in [(CodingKeys.durationMilliseconds, duration), (.delayMilliseconds, delay)] where value < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "A fade's duration and delay must not be negative, not \(value) ms."
            )
        }
        self.init(duration: .milliseconds(duration), delay: .milliseconds(delay))
    }

    /// Writes a fade as whole milliseconds: `{"delayMilliseconds": 250, "durationMilliseconds": 300}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("delayMilliseconds", self.delayMilliseconds)
        writer.member("durationMilliseconds", self.durationMilliseconds)
        writer.endObject()
    }
}

extension Transition.Fade {
    /// ``duration`` in whole milliseconds, rounded toward zero: 0 for a negative duration (no time),
    /// and at most `Int.max`. What every front end writes and the wire format carries.
    public var durationMilliseconds: Int { Self.milliseconds(self.duration) }

    /// ``delay`` in whole milliseconds, rounded toward zero: 0 for a negative delay (no time), and
    /// at most `Int.max`. What every front end writes and the wire format carries.
    public var delayMilliseconds: Int { Self.milliseconds(self.delay) }

    /// A fade's time in whole milliseconds, from 0 to `Int.max`: a host may pass any `Duration`.
    private static func milliseconds(_ time: Duration) -> Int {
        Int(clamping: max(0, time.wholeMilliseconds))
    }

    /// Whether two fades are drawn alike: equal ``durationMilliseconds`` and ``delayMilliseconds``,
    /// so a fade equals itself after JSON.
    /// - Parameters:
    ///   - lhs: A fade.
    ///   - rhs: Another fade.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.durationMilliseconds == rhs.durationMilliseconds && lhs.delayMilliseconds == rhs.delayMilliseconds
    }

    /// Hashes the ``durationMilliseconds`` and ``delayMilliseconds``.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.durationMilliseconds)
        hasher.combine(self.delayMilliseconds)
    }
}

extension Transition: Codable, WireRepresentable {
    private enum TransitionKeys: String, CodingKey {
        case show
        case hide
    }

    /// Decodes a transition; a missing or `null` fade means no animation that way.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TransitionKeys.self)
        self.init(
            show: try container.decodeIfPresent(Fade.self, forKey: .show),
            hide: try container.decodeIfPresent(Fade.self, forKey: .hide)
        )
    }

    /// Writes the transition as `{"hide": …, "show": …}`, leaving out a direction without a fade.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        if let hide = self.hide { writer.member("hide", hide) }
        if let show = self.show { writer.member("show", show) }
        writer.endObject()
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded toward zero, and `Int64.min` or `Int64.max` for
    /// one too long to count in milliseconds.
    var wholeMilliseconds: Int64 {
        // A duration within about ±9 s (a transition's, say) is a 64-bit count of attoseconds: one
        // division. `components` divides 128-bit integers twice.
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *),
            let attoseconds = Int64(exactly: self.attoseconds)
        {
            return attoseconds / 1_000_000_000_000_000
        }
        // `components` traps on a duration of more than 2⁶³ − 1 seconds (one made by multiplying).
        if self >= .seconds(Int64.max) { return .max }
        if self <= .seconds(Int64.min) { return .min }
        let (seconds, attoseconds) = self.components
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return seconds < 0 ? .min : .max }
        let (total, totalOverflow) = milliseconds.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        return totalOverflow ? (milliseconds < 0 ? .min : .max) : total
    }

    /// The duration in seconds, as a floating-point number.
    var secondsValue: Double {
        let (seconds, attoseconds) = self.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
