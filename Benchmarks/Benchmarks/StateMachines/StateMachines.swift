import Anshin
import Benchmark
import BenchmarkContent

// State machines: a status board holding 1, 100, 10,000 or 100,000 live messages, where every
// operation expires the oldest message by its token at its deadline and posts a new one (so the board
// stays at its size), or posts again a message on the board, which merges into it; and a trickle
// progress step.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for size in [1, 100, 10_000, 100_000] {
        registerBoard(size: size)
        registerMerge(size: size)
    }
    Benchmark("progress.trickle step [anshin]") { benchmark in
        var generator = SplitMix64(seed: 42)
        var progress = TrickleProgress(label: "Signing up…")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if progress.delay(using: &generator) == nil {
                progress = TrickleProgress(label: "Signing up…")
            }
            blackHole(progress.step(using: &generator))
        }
    }
}

func registerBoard(size: Int) {
    var probe: BoardRun
    do {
        probe = try BoardRun(size: size)
    } catch {
        fatalError("board \(size): \(error)")
    }
    for _ in 0..<(2 * size + 3) where !probe.step() {
        fatalError("board \(size): a message did not expire at its deadline")
    }
    precondition(probe.board.visible.count == size, "board \(size): \(probe.board.visible.count) messages shown")
    let configuration = size >= 10_000 ? Harness.slowConfiguration : Benchmark.defaultConfiguration
    // The run lives across iterations in a box, so no iteration copies the board.
    let box = RunBox(probe)
    Benchmark("statusBoard.postExpire live=\(size) [anshin]", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(box.run.step())
        }
    }
}

func registerMerge(size: Int) {
    var probe: MergeRun
    do {
        probe = try MergeRun(size: size)
    } catch {
        fatalError("merge \(size): \(error)")
    }
    for _ in 0..<(2 * size + 3) where !probe.step() {
        fatalError("merge \(size): a post did not merge into its twin")
    }
    precondition(probe.board.visible.count == size, "merge \(size): \(probe.board.visible.count) messages shown")
    let configuration = size >= 10_000 ? Harness.slowConfiguration : Benchmark.defaultConfiguration
    let box = MergeBox(probe)
    Benchmark("statusBoard.postMerge live=\(size) [anshin]", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(box.run.step())
        }
    }
}

/// Holds a merge run across a benchmark's iterations; the harness runs them one after another.
final class MergeBox: @unchecked Sendable {
    var run: MergeRun

    init(_ run: MergeRun) {
        self.run = run
    }
}

/// Holds a run across a benchmark's iterations; the harness runs them one after another.
final class RunBox: @unchecked Sendable {
    var run: BoardRun

    init(_ run: BoardRun) {
        self.run = run
    }
}
