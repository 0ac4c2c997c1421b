import Anshin
import Benchmark
import BenchmarkContent

// State machines: a status board holding 1, 100 or 10,000 live messages, where every operation
// expires the oldest message by its token at its deadline and posts a new one (so the board stays
// at its size), and a trickle progress step.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for size in [1, 100, 10_000] {
        registerBoard(size: size)
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

/// A board of `size` live messages, each shown for `size` milliseconds, one posted every millisecond.
struct BoardRun {
    var board: StatusBoard
    var tokens: [StatusBoard.Token]
    var clock: Int64
    let size: Int
    let messages: [StatusMessage]

    init(size: Int) throws {
        self.size = size
        self.board = try StatusBoard(policy: size == 1 ? .queue : .stack(limit: size))
        let duration = try StatusMessage.DisplayDuration.timed(.milliseconds(size))
        // Two messages in turn, so no post merges with the one before it.
        self.messages = [
            StatusMessage("Saved", kind: .success, duration: duration),
            StatusMessage("Uploaded", kind: .normal, duration: duration),
        ]
        self.tokens = []
        self.tokens.reserveCapacity(size)
        self.clock = 0
        for index in 0..<size {
            self.tokens.append(self.board.post(self.messages[index & 1], at: .milliseconds(self.clock)))
            self.clock += 1
        }
    }

    /// Expires the oldest message at its deadline and posts the next one.
    mutating func step() -> Bool {
        let slot = Int(self.clock % Int64(self.size))
        let now = Duration.milliseconds(self.clock)
        let expired = self.board.expire(self.tokens[slot], at: now)
        self.tokens[slot] = self.board.post(self.messages[Int(self.clock & 1)], at: now)
        self.clock += 1
        return expired
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

/// Holds a run across a benchmark's iterations; the harness runs them one after another.
final class RunBox: @unchecked Sendable {
    var run: BoardRun

    init(_ run: BoardRun) {
        self.run = run
    }
}
