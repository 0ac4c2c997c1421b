/// Progress for work that reports none, such as a JSON request: a bar that trickles forward,
/// waits at a cap, and jumps to 1 when the work completes.
///
/// Time and randomness are inputs, so a run is reproducible: with a seeded ``SplitMix64`` the same
/// steps come out on every platform. After completion nothing moves (NProgress's `inc()` after
/// `done()` restarts the bar; this never does).
///
/// ```swift
/// var progress = TrickleProgress(label: "Signing up…")
/// var generator = SplitMix64(seed: 7)
/// var wait = progress.delay(using: &generator)       // how long until the first step
/// // … after `wait`:
/// let step = progress.step(using: &generator)        // step.value, step.nextDelay
/// // … when the work finishes:
/// let completion = progress.complete(at: .seconds(3)) // value 1.0, "Done" announced once
/// ```
///
/// The algorithm, for other platforms to match: a draw `u = Double(next() >> 11) * 2⁻⁵³`; an
/// increment is `minimumIncrement + ⌊u × (maximumIncrement − minimumIncrement) × 10⁴ + ½⌋ / 10⁴`;
/// the new value is `min(cap, ⌊(value + increment) × 10⁴ + ½⌋ / 10⁴)`; a delay is
/// `minimumInterval + ⌊u × (maximumInterval − minimumInterval) + ½⌋` in whole milliseconds. A
/// step draws its increment first, then its delay.
public struct TrickleProgress: Sendable, Hashable {
    /// Whether the work is still running.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable, WireName {
        /// The work is running; the value trickles toward the cap.
        case running
        /// The work completed; the value is 1 and never changes again.
        case completed

        /// What an unknown name is said to be in a reading error.
        static let wireNameDescription = "trickle phase"

        /// Reads a phase by its name; any other name is an error that lists the names.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            try self.init(wireNameFrom: decoder)
        }
    }

    /// The result of one step: the new value and how long to wait before the next step.
    public struct Step: Sendable, Hashable {
        /// The value after the step.
        public var value: Double
        /// How long to wait before the next step, or `nil` when no step can move the value (it
        /// is at the cap, or the work completed).
        public var nextDelay: Duration?
    }

    /// What completion means for the indicator.
    public struct Completion: Sendable, Hashable {
        /// What to announce: once, and only when the indicator was shown.
        public var announcement: Announcement?
        /// The elapsed time at which to hide the indicator (after its minimum show time), or `nil`
        /// when it was never shown.
        public var hideAt: Duration?
    }

    /// The trickle's parameters.
    public let configuration: Configuration

    /// What the work is, shown and announced ("Signing up…").
    public var label: UserText

    /// The current value, from the initial value to the cap while running, and exactly 1 when completed.
    public private(set) var value: Double

    /// Whether the work is still running.
    public private(set) var phase: Phase

    /// The elapsed time at which the work completed, in whole milliseconds (see ``complete(at:)``), or
    /// `nil` while it runs.
    public private(set) var completedAt: Duration?

    /// The seed of the trickle's random steps, or `nil` to seed them at random: a
    /// ``TrickleProgressDriver`` made without a generator uses `SplitMix64(seed:)` of it, and a
    /// front end that animates the trickle (the HTML front end's script) does the same, so a run can
    /// be pinned end to end.
    public var seed: UInt64?

    /// Creates a trickle at its initial value.
    /// - Parameters:
    ///   - label: What the work is; "Loading…" by default.
    ///   - configuration: The trickle's parameters; the seed's by default.
    ///   - seed: The seed of the trickle's random steps, or `nil` (the default) to seed them at random.
    public init(label: UserText = .localized(.loading), configuration: Configuration = .standard, seed: UInt64? = nil) {
        self.configuration = configuration
        self.label = label
        self.value = configuration.initialValue
        self.phase = .running
        self.completedAt = nil
        self.seed = seed
    }

    /// A running trickle at any value from 0 to 1, reachable by steps or not: a shape's skeleton,
    /// whose value only has to be drawn.
    /// - Parameters:
    ///   - label: What the work is.
    ///   - value: The value to draw.
    init(label: UserText, runningAt value: Double) {
        self.init(label: label)
        self.value = value
    }

    /// Whether the work completed.
    public var isCompleted: Bool { self.phase == .completed }

    /// Whether the indicator announces that the work completed: it did, and the indicator was shown
    /// by then (completed at or after the grace time; a trickle restored without its completion
    /// time counts as shown). The presentation and its shape both ask this.
    var announcesCompletion: Bool {
        self.phase == .completed && (self.completedAt.map { $0 >= self.configuration.graceTime } ?? true)
    }

    /// How long to wait before the next step, or `nil` when no step can move the value.
    /// - Parameter generator: The source of randomness.
    /// - Returns: A random wait between the minimum and maximum interval.
    public func delay(using generator: inout some RandomNumberGenerator) -> Duration? {
        guard self.phase == .running, self.value < self.configuration.cap else { return nil }
        let lower = self.configuration.minimumInterval.wholeMilliseconds
        let span = self.configuration.maximumInterval.wholeMilliseconds - lower
        let offset = Self.roundedHalfUp(generator.nextUnitInterval() * Double(span))
        return .milliseconds(lower + Int64(offset))
    }

    /// Advances the value by a random increment, never past the cap; does nothing once the value is
    /// at the cap or the work completed.
    /// - Parameter generator: The source of randomness.
    /// - Returns: The new value and the wait before the next step.
    @discardableResult
    public mutating func step(using generator: inout some RandomNumberGenerator) -> Step {
        guard self.phase == .running, self.value < self.configuration.cap else {
            return Step(value: self.value, nextDelay: nil)
        }
        let configuration = self.configuration
        let span = configuration.maximumIncrement - configuration.minimumIncrement
        let increment =
            configuration.minimumIncrement + Self.roundedHalfUp(generator.nextUnitInterval() * span * 10_000) / 10_000
        self.value = min(configuration.cap, Self.roundedHalfUp((self.value + increment) * 10_000) / 10_000)
        return Step(value: self.value, nextDelay: self.delay(using: &generator))
    }

    /// Completes the work: the value becomes exactly 1 and never changes again.
    ///
    /// The completion time, ``completedAt``, is `elapsed` in whole milliseconds, rounded down (the
    /// wire format's unit: a grace time, itself whole milliseconds, decides the same way for both),
    /// and zero for an `elapsed` before the work started (a clock that went backwards). The indicator
    /// was shown when that time is at or after the grace time — exactly at it included: then the
    /// completion is announced and the indicator hides at the later of the completion time and
    /// `graceTime + minimumShowTime`. Before the grace time, nothing is announced and there is no
    /// time to hide.
    /// - Parameter elapsed: The time since the work started.
    /// - Returns: The announcement and when to hide the indicator, or `nil` when the work had already
    ///   completed (so completion is announced once).
    public mutating func complete(at elapsed: Duration) -> Completion? {
        guard self.phase == .running else { return nil }
        let completedAt = Duration.milliseconds(max(0, elapsed.wholeMilliseconds))
        self.phase = .completed
        self.value = 1
        self.completedAt = completedAt
        let wasShown = completedAt >= self.configuration.graceTime
        return Completion(
            announcement: wasShown ? self.completionAnnouncement : nil,
            hideAt: wasShown
                ? max(completedAt, self.configuration.graceTime + self.configuration.minimumShowTime) : nil
        )
    }

    /// Whether the indicator is visible at an elapsed time: from the grace time on (at it included),
    /// until the work completes and the minimum show time has passed (hidden at
    /// ``Completion/hideAt`` itself); never, for work that completed before the grace time.
    /// - Parameter elapsed: The time since the work started.
    /// - Returns: Whether to show the indicator.
    public func isVisible(at elapsed: Duration) -> Bool {
        let shownAt = self.configuration.graceTime
        guard elapsed >= shownAt else { return false }
        guard let completedAt else { return true }
        guard completedAt >= shownAt else { return false }
        return elapsed < max(completedAt, shownAt + self.configuration.minimumShowTime)
    }

    /// Rounds a non-negative number half up, with integer conversion alone (no C math library, so
    /// the core links without Foundation on every platform, and other platforms can match it exactly).
    static func roundedHalfUp(_ number: Double) -> Double {
        Double(Int64(number + 0.5))
    }

    /// What completion announces: "Done".
    public var completionAnnouncement: Announcement {
        Announcement(.localized(.completed), politeness: .polite)
    }
}

extension TrickleProgress: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case label
        case value
        case phase
        case completedAtMilliseconds
        case configuration
        case seed
    }

    /// Decodes a trickle's state; a value outside 0…cap while running, or other than 1 when
    /// completed, is an error naming `value`; a negative completion time, or one on a running
    /// trickle, is an error naming `completedAtMilliseconds`; a seed that is not an unsigned 64-bit
    /// integer in decimal, one naming `seed`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let configuration = try container.decodeIfPresent(Configuration.self, forKey: .configuration) ?? .standard
        self.init(
            label: try container.decodeIfPresent(UserText.self, forKey: .label) ?? .localized(.loading),
            configuration: configuration,
            seed: try SplitMix64.decodeSeedIfPresent(from: container, forKey: .seed)
        )
        self.phase = try container.decodeIfPresent(Phase.self, forKey: .phase) ?? .running
        let value = try container.decodeIfPresent(Double.self, forKey: .value) ?? configuration.initialValue
        let valid = self.phase == .completed ? value == 1 : (value >= 0 && value <= configuration.cap)
        guard valid else {
            throw DecodingError.dataCorruptedError(
                forKey: .value,
                in: container,
                debugDescription: self.phase == .completed
                    ? "A completed trickle's value must be 1, not \(value)."
                    : "A running trickle's value must be from 0 to its cap (\(configuration.cap)), not \(value)."
            )
        }
        self.value = value
        if let milliseconds = try container.decodeIfPresent(Int64.self, forKey: .completedAtMilliseconds) {
            guard milliseconds >= 0, self.phase == .completed else {
                throw DecodingError.dataCorruptedError(
                    forKey: .completedAtMilliseconds,
                    in: container,
                    debugDescription: milliseconds < 0
                        ? "A completion time must not be negative, not \(milliseconds) ms."
                        : "A running trickle has no completion time."
                )
            }
            self.completedAt = .milliseconds(milliseconds)
        }
    }

    /// Writes the trickle's state: its completion time when it has one, its configuration, label,
    /// phase, seed when it has one (a decimal string, as JSON numbers are exact only up to 2⁵³) and
    /// value.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member(
            "completedAtMilliseconds",
            ifPresent: self.completedAt.map { Int(clamping: $0.wholeMilliseconds) }
        )
        writer.member("configuration", self.configuration)
        writer.member("label", self.label)
        writer.member("phase", self.phase.rawValue)
        writer.member("seed", ifPresent: self.seed.map { String($0) })
        writer.member("value", self.value)
        writer.endObject()
    }
}
