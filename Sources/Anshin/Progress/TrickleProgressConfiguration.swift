extension TrickleProgress {
    /// The parameters of a trickle: where it starts, how often and how far it moves, where it stops,
    /// and when it is shown.
    ///
    /// The defaults are the seed's: start at 0.05; every 0.5–2 s advance by 0.05–0.15; stop at 0.9.
    /// Times are kept in whole milliseconds, rounded toward zero (1.5 ms is 1 ms; at most `Int64.max`
    /// ms), as the wire format writes them, so a configuration equals itself after JSON. Every
    /// parameter is checked: a cap outside (0, 1), a minimum above its maximum, an increment
    /// below ``smallestIncrement`` or above 1, a negative interval or one above ``longestInterval``, or a
    /// non-finite number is a ``ValidationError`` that names it. So every valid trickle reaches its cap
    /// in at most `(cap − initialValue) / 0.0001 + 1` steps, and no delay can overflow.
    public struct Configuration: Sendable, Hashable {
        /// The value shown when the work starts.
        public let initialValue: Double
        /// The smallest advance of one step.
        public let minimumIncrement: Double
        /// The largest advance of one step.
        public let maximumIncrement: Double
        /// The shortest wait between two steps.
        public let minimumInterval: Duration
        /// The longest wait between two steps.
        public let maximumInterval: Duration
        /// The value the trickle stops at until the work completes.
        public let cap: Double
        /// How long the work runs before the indicator is shown, so short work never shows it.
        public let graceTime: Duration
        /// How long the indicator stays once shown, so it never flashes.
        public let minimumShowTime: Duration

        /// Creates a configuration.
        /// - Parameters:
        ///   - initialValue: The value shown when the work starts, from 0 to the cap.
        ///   - minimumIncrement: The smallest advance of one step, at least ``smallestIncrement``.
        ///   - maximumIncrement: The largest advance of one step, at least the minimum and at most 1.
        ///   - minimumInterval: The shortest wait between two steps, not negative.
        ///   - maximumInterval: The longest wait between two steps, at least the minimum and at most
        ///     ``longestInterval``.
        ///   - cap: Where the trickle stops until the work completes, strictly between 0 and 1.
        ///   - graceTime: How long the work runs before the indicator is shown, not negative.
        ///   - minimumShowTime: How long the indicator stays once shown, not negative.
        /// - Throws: ``ValidationError`` naming the first parameter that breaks its rule.
        public init(
            initialValue: Double = 0.05,
            minimumIncrement: Double = 0.05,
            maximumIncrement: Double = 0.15,
            minimumInterval: Duration = .milliseconds(500),
            maximumInterval: Duration = .seconds(2),
            cap: Double = 0.9,
            graceTime: Duration = .zero,
            minimumShowTime: Duration = .zero
        ) throws(ValidationError) {
            guard cap.isFinite, cap > 0, cap < 1 else {
                throw ValidationError(
                    parameter: "cap",
                    value: "\(cap)",
                    requirement: "the cap must be between 0 and 1, exclusive"
                )
            }
            guard initialValue.isFinite, initialValue >= 0, initialValue <= cap else {
                throw ValidationError(
                    parameter: "initialValue",
                    value: "\(initialValue)",
                    requirement: "the initial value must be from 0 to the cap (\(cap))"
                )
            }
            guard minimumIncrement.isFinite, minimumIncrement > 0 else {
                throw ValidationError(
                    parameter: "minimumIncrement",
                    value: "\(minimumIncrement)",
                    requirement: "the minimum increment must be greater than 0, or the trickle never reaches its cap"
                )
            }
            guard minimumIncrement >= Self.smallestIncrement else {
                throw ValidationError(
                    parameter: "minimumIncrement",
                    value: "\(minimumIncrement)",
                    requirement: "the minimum increment must be at least 0.0001: values are rounded to four decimals, "
                        + "so a smaller step could leave the trickle short of its cap"
                )
            }
            guard maximumIncrement.isFinite, maximumIncrement >= minimumIncrement else {
                throw ValidationError(
                    parameter: "maximumIncrement",
                    value: "\(maximumIncrement)",
                    requirement: "the maximum increment must be at least the minimum increment (\(minimumIncrement))"
                )
            }
            guard maximumIncrement <= 1 else {
                throw ValidationError(
                    parameter: "maximumIncrement",
                    value: "\(maximumIncrement)",
                    requirement: "the maximum increment must be at most 1, the whole bar"
                )
            }
            guard minimumInterval >= .zero else {
                throw ValidationError(
                    parameter: "minimumInterval",
                    value: "\(minimumInterval)",
                    requirement: "the minimum interval must not be negative"
                )
            }
            guard maximumInterval >= minimumInterval else {
                throw ValidationError(
                    parameter: "maximumInterval",
                    value: "\(maximumInterval)",
                    requirement: "the maximum interval must be at least the minimum interval (\(minimumInterval))"
                )
            }
            guard maximumInterval <= Self.longestInterval else {
                throw ValidationError(
                    parameter: "maximumInterval",
                    value: "\(maximumInterval)",
                    requirement: "the maximum interval must be at most one hour"
                )
            }
            guard graceTime >= .zero else {
                throw ValidationError(
                    parameter: "graceTime",
                    value: "\(graceTime)",
                    requirement: "the grace time must not be negative"
                )
            }
            guard minimumShowTime >= .zero else {
                throw ValidationError(
                    parameter: "minimumShowTime",
                    value: "\(minimumShowTime)",
                    requirement: "the minimum show time must not be negative"
                )
            }
            self.initialValue = initialValue
            self.minimumIncrement = minimumIncrement
            self.maximumIncrement = maximumIncrement
            self.minimumInterval = .milliseconds(minimumInterval.wholeMilliseconds)
            self.maximumInterval = .milliseconds(maximumInterval.wholeMilliseconds)
            self.cap = cap
            self.graceTime = .milliseconds(graceTime.wholeMilliseconds)
            self.minimumShowTime = .milliseconds(minimumShowTime.wholeMilliseconds)
        }

        /// The smallest increment a step may have: 0.0001, the resolution values are rounded to.
        public static var smallestIncrement: Double { 0.0001 }

        /// The longest interval between two steps: one hour. A trickle that waits longer is not
        /// trickling, and the bound keeps every delay exact in whole milliseconds.
        public static var longestInterval: Duration { .seconds(3600) }

        /// The seed's parameters, shown at once and hidden at once.
        public static var standard: Self {
            // The defaults satisfy every rule, so this cannot throw.
            try! Self()
        }
    }
}

extension TrickleProgress.Configuration: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case initialValue
        case minimumIncrement
        case maximumIncrement
        case minimumIntervalMilliseconds
        case maximumIntervalMilliseconds
        case cap
        case graceTimeMilliseconds
        case minimumShowTimeMilliseconds
    }

    /// Decodes a configuration; absent members take their defaults, and a value that breaks its
    /// rule is an error naming the path.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Self.standard
        func milliseconds(_ key: CodingKeys, _ fallback: Duration) throws -> Duration {
            try container.decodeIfPresent(Int64.self, forKey: key).map { .milliseconds($0) } ?? fallback
        }
        do {
            try self.init(
                initialValue: try container.decodeIfPresent(Double.self, forKey: .initialValue)
                    ?? defaults.initialValue,
                minimumIncrement: try container.decodeIfPresent(Double.self, forKey: .minimumIncrement)
                    ?? defaults.minimumIncrement,
                maximumIncrement: try container.decodeIfPresent(Double.self, forKey: .maximumIncrement)
                    ?? defaults.maximumIncrement,
                minimumInterval: try milliseconds(.minimumIntervalMilliseconds, defaults.minimumInterval),
                maximumInterval: try milliseconds(.maximumIntervalMilliseconds, defaults.maximumInterval),
                cap: try container.decodeIfPresent(Double.self, forKey: .cap) ?? defaults.cap,
                graceTime: try milliseconds(.graceTimeMilliseconds, defaults.graceTime),
                minimumShowTime: try milliseconds(.minimumShowTimeMilliseconds, defaults.minimumShowTime)
            )
        } catch let error as ValidationError {
            // Name the member as the JSON spells it: durations are written `…Milliseconds`.
            let wireKey =
                CodingKeys(rawValue: error.parameter) ?? CodingKeys(rawValue: error.parameter + "Milliseconds")
            let member = wireKey.map { $0 as any CodingKey } ?? AnyCodingKey(error.parameter)
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [member],
                    debugDescription: error.description
                )
            )
        }
    }

    /// Writes every parameter, durations as whole milliseconds.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("cap", self.cap)
        writer.member("graceTimeMilliseconds", self.graceTimeMilliseconds)
        writer.member("initialValue", self.initialValue)
        writer.member("maximumIncrement", self.maximumIncrement)
        writer.member("maximumIntervalMilliseconds", self.maximumIntervalMilliseconds)
        writer.member("minimumIncrement", self.minimumIncrement)
        writer.member("minimumIntervalMilliseconds", self.minimumIntervalMilliseconds)
        writer.member("minimumShowTimeMilliseconds", self.minimumShowTimeMilliseconds)
        writer.endObject()
    }
}

extension TrickleProgress.Configuration {
    /// ``minimumInterval`` in whole milliseconds: what every front end writes and the wire format
    /// carries.
    public var minimumIntervalMilliseconds: Int { Int(clamping: self.minimumInterval.wholeMilliseconds) }

    /// ``maximumInterval`` in whole milliseconds: what every front end writes and the wire format
    /// carries.
    public var maximumIntervalMilliseconds: Int { Int(clamping: self.maximumInterval.wholeMilliseconds) }

    /// ``graceTime`` in whole milliseconds: what every front end writes and the wire format carries.
    public var graceTimeMilliseconds: Int { Int(clamping: self.graceTime.wholeMilliseconds) }

    /// ``minimumShowTime`` in whole milliseconds: what every front end writes and the wire format
    /// carries.
    public var minimumShowTimeMilliseconds: Int { Int(clamping: self.minimumShowTime.wholeMilliseconds) }
}
