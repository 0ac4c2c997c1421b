import Anshin
import AnshinText
import Benchmark
import BenchmarkContent

// Text: every item rendered plain and spoken into a byte buffer the caller owns (as a backend writes a
// response body), plain as a `String` too, and the floor of each. The bytes are checked against the
// string before anything is measured.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for item in BenchmarkItem.all {
        registerText(item.name, item.model, localizer: item.localizer, style: .plain)
        registerText(item.name, item.model, localizer: item.localizer, style: .spoken)
    }
}

func registerText(_ name: String, _ model: some Presentable, localizer: any Localizer, style: TextRenderer.Style) {
    let renderer = TextRenderer(localizer: localizer, style: style)
    let expected = renderer.render(model)
    let floor = Floor(expected)
    let group = "text.\(style) \(name)"
    var check: [UInt8] = []
    renderer.render(model, into: &check)
    Harness.requireSame(check, floor.bytes, "\(group) bytes")
    Benchmark("\(group) [anshin]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(floor.bytes.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            buffer.removeAll(keepingCapacity: true)
            renderer.render(model, into: &buffer)
            blackHole(buffer.count)
        }
    }
    if style == .plain {
        Benchmark("\(group) [anshin String]") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(renderer.render(model))
            }
        }
    }
    Benchmark("\(group) [floor]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(floor.bytes.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            floor.write(into: &buffer)
            blackHole(buffer.count)
        }
    }
}
