import Anshin
import AnshinText
import Benchmark
import BenchmarkContent

// Text: every item rendered plain and spoken, and the floor of each.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for item in BenchmarkItem.all {
        registerText(item.name, item.model, style: .plain)
        registerText(item.name, item.model, style: .spoken)
    }
}

func registerText(_ name: String, _ model: some Presentable, style: TextRenderer.Style) {
    let renderer = TextRenderer(style: style)
    let expected = renderer.render(model)
    let floor = Floor(expected)
    let group = "text.\(style) \(name)"
    Benchmark("\(group) [anshin]") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(renderer.render(model))
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
