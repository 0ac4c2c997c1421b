import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText

/// libFuzzer's entry point: reads the input as a wire-format document.
///
/// Every input must give a document or a ``WireFormatError`` — never a crash, a hang or unbounded
/// memory. A document that reads must write back (``WireEncoder``) to JSON that reads as the same
/// document, and draw through every front end with safe output; a status board or trickle read from
/// it must survive operations on it.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    DecoderFuzzer.run(bytes)
    return 0
}

/// What the decoder fuzz target does with one input.
enum DecoderFuzzer {
    static func run(_ bytes: [UInt8]) {
        let document: WireDocument
        do {
            document = try WireDocument.decode(bytes)
        } catch {
            if error.message.isEmpty { OutputChecks.fail("an error without a message: \(error)") }
            if error.kind == .syntax && (error.line == nil || error.column == nil) {
                OutputChecks.fail("a syntax error without a line and column: \(error)")
            }
            return
        }
        self.checkRoundTrip(document)
        self.draw(document.model)
        var generator = SplitMix64(
            seed: bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        )
        switch document.model {
        case .statusBoard(let board):
            self.operate(on: board, using: &generator)
        case .trickleProgress(let trickle):
            self.operate(on: trickle, using: &generator)
        default:
            break
        }
    }

    /// A document written back reads as the same document.
    static func checkRoundTrip(_ document: WireDocument) {
        let written: String
        do {
            written = try WireEncoder().encode(document)
        } catch {
            OutputChecks.fail("a document that was read cannot be written: \(error)")
        }
        do {
            let reread = try WireDocument.decode(written)
            if reread != document { OutputChecks.fail("a document reads back differently: \(written)") }
        } catch  where error.kind == .limitExceeded {
            // The written document may nest a level deeper than the one read (a model's presentation).
        } catch {
            OutputChecks.fail("a written document does not read: \(error)\n\(written)")
        }
    }

    /// Draws a model through every front end.
    static func draw(_ model: AnyModel) {
        for colors in TextRenderer.ColorMode.allCases {
            for style in TextRenderer.Style.allCases {
                OutputChecks.checkText(
                    model.rendered(using: .text(style: style, colors: colors, width: 24)),
                    colored: colors == .always
                )
            }
        }
        for layout in [HTMLRenderer.Layout.fragment, .document()] {
            var html: [UInt8] = []
            HTMLRenderer(layout: layout).render(model, into: &html)
            OutputChecks.checkHTML(html)
        }
        let json = model.rendered(using: .json)
        do {
            _ = try WireDecoder().decode(WireDocument.self, from: json)
        } catch  where error.kind == .limitExceeded {
            // As above: the drawn document may nest deeper than the input.
        } catch {
            OutputChecks.fail("the JSON front end wrote a document that does not read: \(error)\n\(json)")
        }
    }

    /// Posts, merges, expires, pauses and resumes on a board read from the input, at times around its
    /// deadlines.
    static func operate(on board: StatusBoard, using generator: inout SplitMix64) {
        var board = board
        var now = board.visible.compactMap(\.deadline).min() ?? .zero
        for _ in 0..<16 {
            now += .milliseconds(Int64.random(in: 0...10_000, using: &generator))
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                if let newest = (board.visible + board.waiting).max(by: { $0.token < $1.token }) {
                    board.post(newest.message, at: now)
                }
            case 1:
                board.post(StatusMessage("fuzz", kind: .success), at: now)
            case 2:
                if let token = board.current?.token { board.expire(token, at: now) }
            case 3:
                board.pause(at: now)
            case 4:
                board.resume(at: now)
            default:
                board.advance(to: now)
            }
            if board.visible.count > (board.policy.visibleLimit ?? 1) {
                OutputChecks.fail("a board shows more than its policy allows")
            }
        }
        self.draw(.statusBoard(board))
    }

    /// Steps a trickle read from the input to its cap, then completes it.
    static func operate(on trickle: TrickleProgress, using generator: inout SplitMix64) {
        var trickle = trickle
        var previous = trickle.value
        for _ in 0..<64 {
            _ = trickle.delay(using: &generator)
            let step = trickle.step(using: &generator)
            if step.value < previous || step.value > (trickle.isCompleted ? 1 : trickle.configuration.cap) {
                OutputChecks.fail("a trickle stepped from \(previous) to \(step.value)")
            }
            previous = step.value
            if step.nextDelay == nil { break }
        }
        _ = trickle.complete(at: .milliseconds(Int64.random(in: 0...100_000, using: &generator)))
        if trickle.value != 1 { OutputChecks.fail("a completed trickle is at \(trickle.value)") }
        _ = trickle.isVisible(at: .seconds(1))
        self.draw(.trickleProgress(trickle))
    }
}
