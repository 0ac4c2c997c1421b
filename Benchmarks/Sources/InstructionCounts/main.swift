import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import BenchmarkContent
import Foundation

// Runs one kind of operation on one benchmark item (or every item), `iterations` times, inside
// `countedLoop`, for `valgrind --tool=callgrind`: `Benchmarks/instructions.sh` collects only inside
// that function, so setup is left out.
//
// Usage: InstructionCounts list                      (the items' names, one per line)
//        InstructionCounts WHO [ITERATIONS [ITEM]]   (ITEM: a name from the list; default every item)
//   WHO: html.anshin, html.anshin.string, html.plot, html.mustache, html.floor (fragments; with `.page`
//        added, as in html.anshin.page, a whole page), json.anshin, json.foundationModel,
//        json.foundationMirror, json.floor, json.decode.anshin, json.decode.foundationModel,
//        json.decode.foundationMirror, text.plain, text.plain.string, text.spoken, text.floor,
//        core.presentation (the model's presentation alone),
//        statusBoard.postExpire and statusBoard.postMerge (ITEM: live=1, live=100, live=10000 or
//        live=100000)
//   (html.anshin, text.plain and text.spoken append to a reserved byte buffer; html.anshin.string and
//   text.plain.string make a String)

/// Runs the operation `iterations` times; the only function callgrind counts.
@inline(never)
func countedLoop(_ iterations: Int, _ operation: () throws -> Int) rethrows -> Int {
    var total = 0
    for _ in 0..<iterations { total &+= try operation() }
    return total
}

/// Runs the operation once to warm up (lazy tables, first-use caches), then counts `iterations` runs.
func measured(_ iterations: Int, _ operation: () throws -> Int) rethrows -> Int {
    _ = try operation()
    return try countedLoop(iterations, operation)
}

func foundationEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}

func run<Model: Presentable & WireRepresentable & Codable & Sendable, Mirror: PlainMirror>(
    _ who: String,
    _ model: Model,
    localizer: any Localizer,
    mirror: Mirror.Type,
    iterations: Int
) throws -> Int {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    // `html.X.page` is `html.X` drawing a whole page instead of a fragment.
    let isPage = who.hasPrefix("html.") && who.hasSuffix(".page")
    let html = HTMLRenderer(localizer: localizer, layout: isPage ? .document() : .fragment)
    switch isPage ? String(who.dropLast(".page".count)) : who {
    case "html.anshin":
        let renderer = html
        return measured(iterations) {
            buffer.removeAll(keepingCapacity: true)
            renderer.render(model, into: &buffer)
            return buffer.count
        }
    case "html.anshin.string":
        let renderer = html
        return measured(iterations) { renderer.render(model).utf8.count }
    case "html.plot":
        let markup = MarkupNode.parse(html.render(model))
        return measured(iterations) { PlotPeer.render(markup).utf8.count }
    case "html.mustache":
        let mustache = try MustachePeer(MarkupNode.parse(html.render(model)))
        return measured(iterations) { mustache.render().utf8.count }
    case "html.floor":
        let floor = Floor(html.render(model))
        return measured(iterations) {
            floor.write(into: &buffer)
            return buffer.count
        }
    case "json.anshin":
        let encoder = WireEncoder()
        return try measured(iterations) {
            buffer.removeAll(keepingCapacity: true)
            try encoder.encode(model, into: &buffer)
            return buffer.count
        }
    case "json.foundationModel":
        let encoder = foundationEncoder()
        return try measured(iterations) { try encoder.encode(model).count }
    case "json.foundationMirror":
        let value = try JSONDecoder().decode(Mirror.self, from: Data(try WireEncoder().encode(model).utf8))
        let encoder = foundationEncoder()
        return try measured(iterations) { try encoder.encode(value).count }
    case "json.floor":
        let floor = Floor(try WireEncoder().encode(model))
        return measured(iterations) {
            floor.write(into: &buffer)
            return buffer.count
        }
    case "json.decode.anshin":
        let bytes = Array(try WireEncoder().encode(model).utf8)
        let decoder = WireDecoder()
        return try measured(iterations) {
            _ = try decoder.decode(Model.self, from: bytes)
            return 1
        }
    case "json.decode.foundationModel":
        let data = Data(try WireEncoder().encode(model).utf8)
        let decoder = JSONDecoder()
        return try measured(iterations) {
            _ = try decoder.decode(Model.self, from: data)
            return 1
        }
    case "json.decode.foundationMirror":
        let data = Data(try WireEncoder().encode(model).utf8)
        let decoder = JSONDecoder()
        return try measured(iterations) {
            _ = try decoder.decode(Mirror.self, from: data)
            return 1
        }
    case "core.presentation":
        let context = PresentationContext.standard
        return measured(iterations) { model.presentation(in: context).root.children.count }
    case "text.plain", "text.spoken":
        let renderer = TextRenderer(localizer: localizer, style: who == "text.plain" ? .plain : .spoken)
        return measured(iterations) {
            buffer.removeAll(keepingCapacity: true)
            renderer.render(model, into: &buffer)
            return buffer.count
        }
    case "text.plain.string":
        let renderer = TextRenderer(localizer: localizer, style: .plain)
        return measured(iterations) { renderer.render(model).utf8.count }
    case "text.floor":
        let floor = Floor(TextRenderer(localizer: localizer, style: .plain).render(model))
        return measured(iterations) {
            floor.write(into: &buffer)
            return buffer.count
        }
    default:
        fatalError("unknown operation \(who)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let who = arguments.first else {
    fatalError("usage: InstructionCounts list | InstructionCounts WHO [ITERATIONS [ITEM]]")
}
if who == "list" {
    for item in BenchmarkItem.all { print(item.name) }
    exit(0)
}
let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
if who == "statusBoard.postExpire" {
    // A board of 1, 100, 10,000 or 100,000 live messages (ITEM), as the benchmark runs it: each
    // operation expires the oldest message at its deadline and posts the next.
    for size in [1, 100, 10_000, 100_000] where arguments.count <= 2 || arguments[2] == "live=\(size)" {
        var run = try BoardRun(size: size)
        let expired = measured(iterations) { run.step() ? 1 : 0 }
        precondition(expired == iterations, "live=\(size): a message did not expire at its deadline")
        print("live=\(size) \(expired)")
    }
    exit(0)
}
if who == "statusBoard.postMerge" {
    // A board of 1, 100, 10,000 or 100,000 live messages (ITEM): each operation posts again a
    // message on the board, which merges into it and restarts its time.
    for size in [1, 100, 10_000, 100_000] where arguments.count <= 2 || arguments[2] == "live=\(size)" {
        var run = try MergeRun(size: size)
        let merged = measured(iterations) { run.step() ? 1 : 0 }
        precondition(merged == iterations, "live=\(size): a post did not merge into its twin")
        print("live=\(size) \(merged)")
    }
    exit(0)
}
let only = arguments.count > 2 ? arguments[2] : nil
for item in BenchmarkItem.all where only == nil || item.name == only {
    func measure<Mirror: PlainMirror>(_ mirror: Mirror.Type) throws -> Int {
        try run(who, item.model, localizer: item.localizer, mirror: mirror, iterations: iterations)
    }
    let total = try measure(item.mirrorType)
    print("\(item.name) \(total)")
}
