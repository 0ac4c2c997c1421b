import Anshin
import Foundation

/// SplitMix64's first outputs, and trickle progress runs, produced by ``SplitMix64`` and
/// ``TrickleProgress``.
enum TrickleVectors {
    /// A value with its four fraction digits, as the trickle rounds it: `0.0500`.
    static func decimal(_ value: Double) -> VectorJSON {
        .string(String(format: "%.4f", value))
    }

    static func splitMix() -> [VectorJSON] {
        let seeds: [UInt64] = [0, 1, 7, 42, 1_234_567, 0x9E37_79B9_7F4A_7C15, UInt64.max]
        return seeds.map { seed in
            var generator = SplitMix64(seed: seed)
            let outputs = (0..<10).map { _ in VectorJSON.string(String(generator.next())) }
            return vectorCase(
                "splitmix64-seed-\(seed)",
                "SplitMix64 seeded with \(seed): its first ten outputs (unsigned 64-bit, as decimal strings)",
                [("seed", .string(String(seed))), ("expected", .compact(.array(outputs)))]
            )
        }
    }

    /// A configuration as a vector gives it: decimals as strings, times in milliseconds.
    struct ConfigurationSpec {
        var initialValue = "0.05"
        var minimumIncrement = "0.05"
        var maximumIncrement = "0.15"
        var minimumInterval: Int64 = 500
        var maximumInterval: Int64 = 2000
        var cap = "0.9"
        var graceTime: Int64 = 0
        var minimumShowTime: Int64 = 0

        var json: VectorJSON {
            .compact(
                .object([
                    ("initialValue", .string(self.initialValue)),
                    ("minimumIncrement", .string(self.minimumIncrement)),
                    ("maximumIncrement", .string(self.maximumIncrement)),
                    ("minimumInterval", .integer(self.minimumInterval)),
                    ("maximumInterval", .integer(self.maximumInterval)),
                    ("cap", .string(self.cap)),
                    ("graceTime", .integer(self.graceTime)),
                    ("minimumShowTime", .integer(self.minimumShowTime)),
                ])
            )
        }

        func make() throws(ValidationError) -> TrickleProgress.Configuration {
            try TrickleProgress.Configuration(
                initialValue: Double(self.initialValue)!,
                minimumIncrement: Double(self.minimumIncrement)!,
                maximumIncrement: Double(self.maximumIncrement)!,
                minimumInterval: .milliseconds(self.minimumInterval),
                maximumInterval: .milliseconds(self.maximumInterval),
                cap: Double(self.cap)!,
                graceTime: .milliseconds(self.graceTime),
                minimumShowTime: .milliseconds(self.minimumShowTime)
            )
        }
    }

    /// A whole run: the first delay, every step until the cap, then completion at each of some
    /// times (each on a fresh copy of the run at its cap) with the visibility around it.
    static func run(_ spec: ConfigurationSpec, seed: UInt64, completions: [Int64]) -> [(String, VectorJSON)] {
        // The configurations that run are valid.
        let configuration = try! spec.make()
        var progress = TrickleProgress(label: "Loading", configuration: configuration)
        var generator = SplitMix64(seed: seed)
        let firstDelay = progress.delay(using: &generator)
        var steps: [VectorJSON] = []
        var elapsed = firstDelay
        var elapsedSteps: [Duration] = []
        while true {
            let step = progress.step(using: &generator)
            steps.append(
                .compact(.object([("value", Self.decimal(step.value)), ("nextDelay", .milliseconds(step.nextDelay))]))
            )
            if let delay = step.nextDelay, let current = elapsed {
                elapsedSteps.append(current)
                elapsed = current + delay
            } else {
                break
            }
        }
        // After the cap, a step moves nothing and asks for no delay.
        let atCap = progress
        var completionCases: [VectorJSON] = []
        for at in completions {
            var completed = atCap
            let completion = completed.complete(at: .milliseconds(at))
            let again = completed.complete(at: .milliseconds(at + 1))
            let stepAfter = completed.step(using: &generator)
            let probes: [Int64] = Array(
                Set(
                    [0, at, wholeMilliseconds(configuration.graceTime), at - 1, at + 1]
                        + [
                            completion?.hideAt.map { wholeMilliseconds($0) - 1 },
                            completion?.hideAt.map(wholeMilliseconds),
                        ]
                        .compactMap { $0 }
                )
            ).filter { $0 >= 0 }.sorted()
            completionCases.append(
                .compact(
                    .object([
                        ("at", .integer(at)),
                        ("announced", .bool(completion?.announcement != nil)),
                        ("hideAt", .milliseconds(completion?.hideAt)),
                        ("completesAgain", .bool(again != nil)),
                        ("valueAfter", Self.decimal(stepAfter.value)),
                        ("nextDelayAfter", .milliseconds(stepAfter.nextDelay)),
                        (
                            "visible",
                            .array(
                                probes.map {
                                    .array([.integer($0), .bool(completed.isVisible(at: .milliseconds($0)))])
                                }
                            )
                        ),
                    ])
                )
            )
        }
        return [
            ("configuration", spec.json),
            ("seed", .string(String(seed))),
            (
                "expected",
                .object([
                    ("initialValue", Self.decimal(configuration.initialValue)),
                    ("firstDelay", .milliseconds(firstDelay)),
                    ("steps", .array(steps)),
                    ("completions", .array(completionCases)),
                ])
            ),
        ]
    }

    static func trickle() -> [VectorJSON] {
        var cases: [VectorJSON] = []
        for seed: UInt64 in [0, 1, 2, 7, 42] {
            cases.append(
                vectorCase(
                    "trickle-standard-seed-\(seed)",
                    "The seed's trickle (0.05 up by 0.05-0.15 every 0.5-2 s to 0.9) with SplitMix64 seed \(seed)",
                    Self.run(ConfigurationSpec(), seed: seed, completions: [0, 2500, 60000])
                )
            )
        }
        var fine = ConfigurationSpec()
        fine.initialValue = "0"
        fine.minimumIncrement = "0.0001"
        fine.maximumIncrement = "0.3"
        fine.minimumInterval = 100
        fine.maximumInterval = 250
        fine.cap = "0.5"
        cases.append(
            vectorCase(
                "trickle-custom-seed-3",
                "A custom trickle from 0 to a cap of 0.5, increments 0.0001-0.3, every 100-250 ms",
                Self.run(fine, seed: 3, completions: [1000])
            )
        )
        var fixed = ConfigurationSpec()
        fixed.minimumIncrement = "0.1"
        fixed.maximumIncrement = "0.1"
        fixed.minimumInterval = 0
        fixed.maximumInterval = 0
        fixed.cap = "0.95"
        cases.append(
            vectorCase(
                "trickle-fixed-steps",
                "Equal minimum and maximum: steps of exactly 0.1 with no wait, rounded to four decimals, stopping at 0.95",
                Self.run(fixed, seed: 11, completions: [0])
            )
        )
        var shown = ConfigurationSpec()
        shown.graceTime = 500
        shown.minimumShowTime = 800
        cases.append(
            vectorCase(
                "trickle-grace-and-minimum-show",
                "A grace time of 500 ms and a minimum show time of 800 ms: work done in 400 ms is never shown or announced; "
                    + "work done at 600 ms stays shown until 1300 ms; work done at 5 s hides at once",
                Self.run(shown, seed: 5, completions: [400, 500, 600, 5000])
            )
        )
        let invalid: [(String, String, (inout ConfigurationSpec) -> Void)] = [
            ("cap-one", "A cap of 1 is rejected: the trickle must stop short of done", { $0.cap = "1" }),
            ("cap-zero", "A cap of 0 is rejected", { $0.cap = "0" }),
            ("initial-above-cap", "An initial value above the cap is rejected", { $0.initialValue = "0.95" }),
            ("increment-zero", "A minimum increment of 0 is rejected", { $0.minimumIncrement = "0" }),
            (
                "increment-too-small", "A minimum increment below 0.0001 is rejected",
                { $0.minimumIncrement = "0.00005" }
            ),
            (
                "increments-reversed", "A maximum increment below the minimum is rejected",
                { $0.maximumIncrement = "0.01" }
            ),
            ("increment-above-one", "A maximum increment above 1 is rejected", { $0.maximumIncrement = "1.5" }),
            ("interval-negative", "A negative minimum interval is rejected", { $0.minimumInterval = -1 }),
            ("intervals-reversed", "A maximum interval below the minimum is rejected", { $0.maximumInterval = 400 }),
            (
                "interval-above-hour", "A maximum interval above one hour is rejected",
                { $0.maximumInterval = 3_600_001 }
            ),
            ("grace-negative", "A negative grace time is rejected", { $0.graceTime = -1 }),
            ("minimum-show-negative", "A negative minimum show time is rejected", { $0.minimumShowTime = -1 }),
        ]
        for (name, description, change) in invalid {
            var spec = ConfigurationSpec()
            change(&spec)
            do {
                _ = try spec.make()
                fatalError("trickle-invalid-\(name) is valid")
            } catch {
                cases.append(
                    vectorCase(
                        "trickle-invalid-\(name)",
                        description,
                        [
                            ("configuration", spec.json),
                            (
                                "expected",
                                .compact(.object([("error", .object([("parameter", .string(error.parameter))]))]))
                            ),
                        ]
                    )
                )
            }
        }
        return cases
    }

    static func files() -> [VectorFile] {
        [
            VectorFile(
                name: "splitmix64.json",
                schema: "splitmix64.schema.json",
                description: "SplitMix64: a seed and the generator's first outputs",
                cases: Self.splitMix()
            ),
            VectorFile(
                name: "trickle.json",
                schema: "trickle.schema.json",
                description:
                    "Trickle progress: a configuration and a SplitMix64 seed, and the whole run of values and delays, "
                    + "completion, grace and minimum show time; invalid configurations and the parameter named",
                cases: Self.trickle()
            ),
        ]
    }
}
