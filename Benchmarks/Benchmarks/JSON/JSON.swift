import Anshin
import AnshinJSON
import Benchmark
import BenchmarkContent
import Foundation

// JSON: every item's model encoded compactly by Anshin's WireEncoder, by Foundation's JSONEncoder
// (sorted keys, slashes unescaped) on a plain Codable mirror struct and on the model itself, and the
// floor; the wire document (model and presentation) by JSONRenderer; and all of it decoded back.
// Every encoder's bytes are checked against Anshin's before anything is measured.
let benchmarks: @Sendable () -> Void = {
    Harness.configure()
    for item in BenchmarkItem.all {
        registerJSON(item.name, item.model, mirrorType: item.mirrorType)
    }
}

func foundationEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}

func registerJSON<Model: Presentable & WireRepresentable & Codable & Sendable, Mirror: PlainMirror>(
    _ name: String,
    _ model: Model,
    mirrorType: Mirror.Type
) {
    let wire = WireEncoder()
    let expected: [UInt8]
    let mirror: Mirror
    do {
        expected = Array(try wire.encode(model).utf8)
        mirror = try JSONDecoder().decode(Mirror.self, from: Data(expected))
        Harness.requireSame(Array(try foundationEncoder().encode(mirror)), expected, "json.encode \(name) mirror")
        Harness.requireSame(Array(try foundationEncoder().encode(model)), expected, "json.encode \(name) model")
    } catch {
        fatalError("json.encode \(name): \(error)")
    }
    let floor = Floor(String(decoding: expected, as: UTF8.self))
    let data = Data(expected)

    Benchmark("json.encode \(name) [anshin]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(expected.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            buffer.removeAll(keepingCapacity: true)
            try wire.encode(model, into: &buffer)
            blackHole(buffer.count)
        }
    }
    Benchmark("json.encode \(name) [Foundation mirror]") { benchmark in
        let encoder = foundationEncoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try encoder.encode(mirror))
        }
    }
    Benchmark("json.encode \(name) [Foundation model]") { benchmark in
        let encoder = foundationEncoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try encoder.encode(model))
        }
    }
    Benchmark("json.encode \(name) [floor]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(expected.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            floor.write(into: &buffer)
            blackHole(buffer.count)
        }
    }
    Benchmark("json.decode \(name) [anshin]") { benchmark in
        let decoder = WireDecoder()
        for _ in benchmark.scaledIterations {
            blackHole(try decoder.decode(Model.self, from: expected))
        }
    }
    Benchmark("json.decode \(name) [Foundation mirror]") { benchmark in
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations {
            blackHole(try decoder.decode(Mirror.self, from: data))
        }
    }
    Benchmark("json.decode \(name) [Foundation model]") { benchmark in
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations {
            blackHole(try decoder.decode(Model.self, from: data))
        }
    }

    // The wire document: the model with its presentation, as a backend sends it.
    let renderer = JSONRenderer(formatting: .compact)
    var document: [UInt8] = []
    renderer.render(model, into: &document)
    let documentFloor = Floor(String(decoding: document, as: UTF8.self))
    Benchmark("json.document \(name) [anshin]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(document.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            buffer.removeAll(keepingCapacity: true)
            renderer.render(model, into: &buffer)
            blackHole(buffer.count)
        }
    }
    Benchmark("json.document \(name) [floor]") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(document.count * 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            documentFloor.write(into: &buffer)
            blackHole(buffer.count)
        }
    }
    Benchmark("json.decodeDocument \(name) [anshin]") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try WireDocument.decode(document))
        }
    }
}
