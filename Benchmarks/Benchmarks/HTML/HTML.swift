import Anshin
import AnshinHTML
import Benchmark
import BenchmarkContent
import Plot

// HTML: every item as a fragment and as a page, through Anshin's byte buffer, Anshin's String API,
// Plot, swift-mustache, and the floor. The peers' output is checked byte for byte against Anshin's
// before anything is measured.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for item in BenchmarkItem.all {
        registerHTML(item.name, item.model, localizer: item.localizer, layout: .fragment, layoutName: "fragment")
        registerHTML(item.name, item.model, localizer: item.localizer, layout: .document(), layoutName: "document")
    }
}

func registerHTML(
    _ name: String,
    _ model: some Presentable,
    localizer: any Localizer,
    layout: HTMLRenderer.Layout,
    layoutName: String
) {
    let renderer = HTMLRenderer(localizer: localizer, layout: layout)
    let expected = renderer.render(model)
    let floor = Floor(expected)
    let markup = MarkupNode.parse(expected)
    let group = "html.\(layoutName) \(name)"
    Harness.requireSame(PlotPeer.render(markup), expected, "\(group) Plot")
    let mustache: MustachePeer
    do {
        mustache = try MustachePeer(markup)
    } catch {
        fatalError("\(group): the mustache template does not compile: \(error)")
    }
    Harness.requireSame(mustache.render(), expected, "\(group) mustache")
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
    Benchmark("\(group) [anshin String]") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(renderer.render(model))
        }
    }
    Benchmark("\(group) [Plot]", configuration: Harness.slowConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PlotPeer.render(markup))
        }
    }
    Benchmark("\(group) [mustache]", configuration: Harness.slowConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(mustache.render())
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
