import Anshin
import AnshinHTML
import AnshinHTTP
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
//        live=100000),
//        http.negotiate (no ITEM: a browser's Accept and Accept-Language through AnshinHTTP's
//        negotiation, the format and the localizer), http.answer (ITEM: json, problem or html: a
//        whole answer for a 403 with that header pair, negotiated and drawn)
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
if who == "http.negotiate" {
    // A browser's header pair: HTML (weight 1, most specific) and Japanese (ja-JP falls back to ja).
    let presenter = HTTPPresenter()
    let accept = String(
        decoding: Array("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8".utf8),
        as: UTF8.self
    )
    let acceptLanguage = String(decoding: Array("ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7".utf8), as: UTF8.self)
    let chosen = measured(iterations) {
        let format = HTTPFormat.negotiated(accept: accept, among: presenter.formats)
        let localizer = presenter.localizer(forAcceptLanguage: acceptLanguage)
        return (format == .html ? 1 : 0) + (localizer.languageCode == "ja" ? 1 : 0)
    }
    precondition(chosen == 2 * iterations, "http.negotiate: not HTML in Japanese")
    print("http.negotiate \(chosen)")
    exit(0)
}
if who == "http.answer" {
    // The example servers' answer for GET /errors/forbidden: a fresh forbidden screen, negotiated
    // and drawn as the wire document, problem details or an HTML page (embedding the stylesheet and
    // script, or linking them: htmlLinked), in Japanese.
    let browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    let accepts = [
        "json": "application/json", "problem": "application/problem+json", "html": browser,
        "htmlLinked": browser,
    ]
    let acceptLanguage = String(decoding: Array("ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7".utf8), as: UTF8.self)
    for (name, accept) in accepts.sorted(by: { $0.key < $1.key })
    where arguments.count <= 2 || arguments[2] == name {
        let header = String(decoding: Array(accept.utf8), as: UTF8.self)
        var presenter = HTTPPresenter()
        if name == "htmlLinked" {
            presenter.pageAssets = .linked(stylesheet: "/assets/anshin.css", script: "/assets/anshin.js")
        }
        let bytes = measured(iterations) {
            let failure = HTTPFailure(screen: ErrorScreen(.preset(.forbidden)))
            let answer = presenter.answer(to: failure, method: "GET", accept: header, acceptLanguage: acceptLanguage)
            return answer.body.count + answer.headerFields.count
        }
        print("\(name) \(bytes)")
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
