import Anshin
import AnshinTestSupport
import Testing

/// Seeded runs of trickles with random valid parameters, checked after every step; and random invalid
/// parameters, each rejected with the parameter it breaks.
@Suite("Trickle progress: seeded property tests")
struct TrickleProgressPropertyTests {
    typealias Configuration = TrickleProgress.Configuration

    /// A uniform double in `range`.
    static func uniform(_ range: ClosedRange<Double>, using generator: inout SplitMix64) -> Double {
        Double.random(in: range, using: &generator)
    }

    /// Valid parameters: caps and initial values anywhere in their ranges (the edges included),
    /// increments from the smallest allowed to the whole bar, intervals from 0 to the longest.
    static func validConfiguration(using generator: inout SplitMix64) throws -> Configuration {
        let cap =
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: Double.leastNonzeroMagnitude
            case 1: Double(1).nextDown
            default: Self.uniform(0.0001...0.9999, using: &generator)
            }
        let initialValue =
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: 0.0
            case 1: cap
            default: Self.uniform(0...cap, using: &generator)
            }
        // Log-uniform from 10⁻⁴ to 1, so tiny steps (thousands to the cap) are tried as often as big ones.
        let exponent = Self.uniform(-4...0, using: &generator)
        var minimumIncrement = Double.random(in: 0..<4, using: &generator) < 1 ? 0.0001 : pow10(exponent)
        minimumIncrement = max(Configuration.smallestIncrement, min(1, minimumIncrement))
        let maximumIncrement =
            Bool.random(using: &generator) ? minimumIncrement : Self.uniform(minimumIncrement...1, using: &generator)
        let longest = Configuration.longestInterval.components.seconds * 1000
        let minimumInterval = Int64.random(in: 0...longest, using: &generator)
        let maximumInterval =
            Bool.random(using: &generator)
            ? minimumInterval : Int64.random(in: minimumInterval...longest, using: &generator)
        return try Configuration(
            initialValue: initialValue,
            minimumIncrement: minimumIncrement,
            maximumIncrement: maximumIncrement,
            minimumInterval: .milliseconds(minimumInterval),
            maximumInterval: .milliseconds(maximumInterval),
            cap: cap,
            graceTime: .milliseconds(Int64.random(in: 0...5_000, using: &generator)),
            minimumShowTime: .milliseconds(Int64.random(in: 0...5_000, using: &generator))
        )
    }

    /// 10ˣ without Foundation: the configurations only need to spread over the decades.
    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        var remaining = exponent
        while remaining <= -1 {
            result /= 10
            remaining += 1
        }
        // 10^r for r in (-1, 0], from e^(r ln 10) by its series: precise enough for spreading values.
        let x = remaining * 2.302585092994046
        var term = 1.0
        var sum = 1.0
        for n in 1..<30 {
            term *= x / Double(n)
            sum += term
        }
        return result * sum
    }

    /// Checks a condition of one step, which the hardening run checks millions of times: only a
    /// failure goes through `#require`, whose expansion costs more than the step itself in a debug build.
    /// - Parameters:
    ///   - condition: What must hold.
    ///   - context: The run's seed and configuration, to replay a failure.
    ///   - message: What went wrong, made only on a failure.
    static func check(
        _ condition: Bool,
        _ context: Comment,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ message: () -> String
    ) throws {
        guard !condition else { return }
        try #require(condition, Comment(rawValue: "\(message()); \(context.rawValue)"), sourceLocation: sourceLocation)
    }

    @Test("A valid trickle never goes back, stops at its cap in bounded steps, and ends at exactly 1")
    func validRuns() throws {
        let seed = Hardening.seed(0x7121_CC1E_0000_0001)
        let runs = Hardening.count(normal: 500, hardening: 20_000)
        var generator = SplitMix64(seed: seed)
        var totalSteps = 0
        var reachedCap = 0
        for run in 0..<runs {
            let configuration = try Self.validConfiguration(using: &generator)
            let runSeed = generator.next()
            var random = SplitMix64(seed: runSeed)
            let context = Comment(
                rawValue: "seed \(Hardening.hex(seed)), run \(run) (its generator seeded \(Hardening.hex(runSeed))), "
                    + "\(configuration)"
            )
            let cap = configuration.cap
            let minimum = configuration.minimumInterval
            let maximum = configuration.maximumInterval
            // Each step moves at least the minimum increment less the rounding (half of 10⁻⁴).
            let bound = Int(((cap - configuration.initialValue) / (configuration.minimumIncrement - 0.00005)) + 2)
            // Complete early in a third of the runs, at a random step.
            let completeAfter: Int? =
                Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 0...min(bound, 50), using: &random) : nil

            var progress = TrickleProgress(label: "Working", configuration: configuration)
            try #require(progress.value == configuration.initialValue, context)
            var steps = 0
            while completeAfter != steps {
                let previous = progress.value
                let delay = progress.delay(using: &random)
                if previous < cap {
                    try Self.check(delay.map { $0 >= minimum && $0 <= maximum } ?? false, context) {
                        "step \(steps): the delay \(String(describing: delay)) is not from \(minimum) to \(maximum)"
                    }
                } else {
                    try Self.check(delay == nil, context) { "at the cap, a delay \(String(describing: delay))" }
                    reachedCap += 1
                    break
                }
                let step = progress.step(using: &random)
                steps += 1
                try Self.check(step.value == progress.value, context) {
                    "step \(steps) says \(step.value), the progress \(progress.value)"
                }
                try Self.check(step.value > previous, context) { "the value must move up: \(previous) → \(step.value)" }
                try Self.check(step.value <= cap, context) { "the value passed the cap: \(step.value)" }
                try Self.check(progress.phase == .running, context) { "step \(steps): phase \(progress.phase)" }
                if step.value < cap {
                    try Self.check(step.nextDelay.map { $0 >= minimum && $0 <= maximum } ?? false, context) {
                        "step \(steps): the next delay \(String(describing: step.nextDelay)) is not from \(minimum) to "
                            + "\(maximum)"
                    }
                } else {
                    try Self.check(step.nextDelay == nil, context) {
                        "at the cap, a next delay \(String(describing: step.nextDelay))"
                    }
                }
                try Self.check(steps <= bound, context) { "more than \(bound) steps to the cap" }
            }
            totalSteps += steps

            let elapsed = Duration.milliseconds(Int64.random(in: 0...10_000, using: &random))
            let completed = progress.complete(at: elapsed)
            let completion = try #require(completed, context)
            try #require(progress.value == 1, context)
            try #require(progress.isCompleted && progress.completedAt == elapsed, context)
            let wasShown = elapsed >= configuration.graceTime
            try #require((completion.announcement != nil) == wasShown, context)
            // Nothing moves after completion, and completion is announced once.
            for _ in 0..<3 {
                let delay = progress.delay(using: &random)
                let step = progress.step(using: &random)
                let again = progress.complete(at: elapsed + .seconds(1))
                try #require(delay == nil && step.value == 1 && step.nextDelay == nil && again == nil, context)
                try #require(progress.value == 1 && progress.completedAt == elapsed, context)
            }
        }
        Hardening.report(
            "trickle progress: \(runs) random valid configurations, \(totalSteps) steps, \(reachedCap) reached their cap"
        )
    }

    /// One way to break one parameter of a valid configuration, and the parameter the error must name.
    static func invalidConfiguration(
        using generator: inout SplitMix64
    ) throws -> (parameter: String, make: () throws(ValidationError) -> Configuration) {
        let valid = try Self.validConfiguration(using: &generator)
        let notFinite = [Double.nan, .infinity, -.infinity][Int.random(in: 0..<3, using: &generator)]
        let longest = Configuration.longestInterval
        func with(
            initialValue: Double? = nil,
            minimumIncrement: Double? = nil,
            maximumIncrement: Double? = nil,
            minimumInterval: Duration? = nil,
            maximumInterval: Duration? = nil,
            cap: Double? = nil,
            graceTime: Duration? = nil,
            minimumShowTime: Duration? = nil
        ) -> () throws(ValidationError) -> Configuration {
            { () throws(ValidationError) in
                try Configuration(
                    initialValue: initialValue ?? valid.initialValue,
                    minimumIncrement: minimumIncrement ?? valid.minimumIncrement,
                    maximumIncrement: maximumIncrement ?? valid.maximumIncrement,
                    minimumInterval: minimumInterval ?? valid.minimumInterval,
                    maximumInterval: maximumInterval ?? valid.maximumInterval,
                    cap: cap ?? valid.cap,
                    graceTime: graceTime ?? valid.graceTime,
                    minimumShowTime: minimumShowTime ?? valid.minimumShowTime
                )
            }
        }
        let negative = Duration.milliseconds(-Int64.random(in: 1...Int64.max, using: &generator))
        switch Int.random(in: 0..<12, using: &generator) {
        case 0:
            let cap = [notFinite, 0, 1, -0.5, 1.5, 1e300][Int.random(in: 0..<6, using: &generator)]
            return ("cap", with(initialValue: 0, cap: cap))
        case 1:
            let above = valid.cap + Self.uniform(0.0001...10, using: &generator)
            return (
                "initialValue", with(initialValue: [notFinite, -0.01, above][Int.random(in: 0..<3, using: &generator)])
            )
        case 2:
            let tiny = Self.uniform(0...0.00009, using: &generator)
            return (
                "minimumIncrement",
                with(minimumIncrement: [notFinite, 0, -1, tiny][Int.random(in: 0..<4, using: &generator)])
            )
        case 3:
            let below = valid.minimumIncrement * Self.uniform(0...0.99, using: &generator)
            return ("maximumIncrement", with(maximumIncrement: below))
        case 4:
            let above = [Double(1).nextUp, 1.5, 1e300, notFinite][Int.random(in: 0..<4, using: &generator)]
            return ("maximumIncrement", with(maximumIncrement: above))
        case 5:
            return ("minimumInterval", with(minimumInterval: negative))
        case 6:
            let below = valid.minimumInterval - .milliseconds(Int64.random(in: 1...1_000_000, using: &generator))
            return ("maximumInterval", with(maximumInterval: below))
        case 7:
            let above = longest + .milliseconds(Int64.random(in: 1...Int64.max / 2, using: &generator))
            return ("maximumInterval", with(maximumInterval: above))
        case 8:
            // A minimum above the longest interval leaves no valid maximum: the maximum is named.
            return ("maximumInterval", with(minimumInterval: longest + .milliseconds(1), maximumInterval: longest))
        case 9:
            return ("graceTime", with(graceTime: negative))
        case 10:
            return ("minimumShowTime", with(minimumShowTime: negative))
        default:
            // The cap below the initial value: the initial value is named.
            return ("initialValue", with(initialValue: 0.5, cap: 0.25))
        }
    }

    @Test("Random invalid parameters are rejected, naming the parameter")
    func invalidParameters() throws {
        let seed = Hardening.seed(0x7121_CC1E_0000_0002)
        let cases = Hardening.count(normal: 2_000, hardening: 100_000)
        var generator = SplitMix64(seed: seed)
        for index in 0..<cases {
            let (parameter, make) = try Self.invalidConfiguration(using: &generator)
            let context = Comment(rawValue: "seed \(Hardening.hex(seed)), case \(index): \(parameter)")
            do {
                let configuration = try make()
                Issue.record("accepted \(configuration); \(context)")
                return
            } catch {
                try #require(error.parameter == parameter, "\(error); \(context)")
            }
        }
        Hardening.report("trickle progress: \(cases) random invalid configurations, each rejected")
    }
}
