public import Benchmark
import Foundation

/// The settings every suite shares, and the checks that keep the comparisons honest.
public enum Harness: Sendable {
    /// Whether the run is the smoke run (`ANSHIN_BENCHMARK_SMOKE` set): every benchmark runs one
    /// iteration of one operation, to prove the harness, not to time anything.
    public static var isSmoke: Bool {
        ProcessInfo.processInfo.environment["ANSHIN_BENCHMARK_SMOKE"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Sets the suite's defaults: wall time, throughput and mallocs; 1,000 operations per measured
    /// iteration; up to a second per benchmark (one operation once in a smoke run).
    public static func configure() {
        if Self.isSmoke {
            Benchmark.defaultConfiguration = .init(
                metrics: [.wallClock, .throughput, .mallocCountTotal],
                timeUnits: .nanoseconds,
                warmupIterations: 0,
                scalingFactor: .one,
                maxDuration: .seconds(1),
                maxIterations: 1
            )
        } else {
            Benchmark.defaultConfiguration = .init(
                metrics: [.wallClock, .throughput, .mallocCountTotal],
                timeUnits: .nanoseconds,
                warmupIterations: 3,
                scalingFactor: .kilo,
                maxDuration: .seconds(1),
                maxIterations: 1_000
            )
        }
    }

    /// The configuration of a benchmark whose one operation is slow (a peer, a board of 10,000
    /// messages): 100 operations per measured iteration instead of 1,000, unless smoking.
    public static var slowConfiguration: Benchmark.Configuration {
        var configuration = Benchmark.defaultConfiguration
        if !Self.isSmoke { configuration.scalingFactor = .one }
        return configuration
    }

    /// Stops the run when a peer does not write the same bytes as Anshin for the same content, so no
    /// number compares different work.
    /// - Parameters:
    ///   - peer: What the peer wrote.
    ///   - ours: What Anshin wrote.
    ///   - what: The benchmark, for the message.
    public static func requireSame(_ peer: String, _ ours: String, _ what: String) {
        Self.requireSame(Array(peer.utf8), Array(ours.utf8), what)
    }

    /// Stops the run when a peer's bytes differ from Anshin's.
    /// - Parameters:
    ///   - peer: What the peer wrote.
    ///   - ours: What Anshin wrote.
    ///   - what: The benchmark, for the message.
    public static func requireSame(_ peer: [UInt8], _ ours: [UInt8], _ what: String) {
        guard peer != ours else { return }
        let common = zip(peer, ours).prefix { $0 == $1 }.count
        let context = { (bytes: [UInt8]) in
            String(decoding: bytes[max(0, common - 60)..<min(bytes.count, common + 60)], as: UTF8.self)
        }
        fatalError(
            """
            \(what): the peer's output differs from Anshin's at byte \(common) \
            (\(peer.count) bytes against \(ours.count)).
            peer:   …\(context(peer))…
            Anshin: …\(context(ours))…
            """
        )
    }
}
