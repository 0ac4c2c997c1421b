import AnshinHTTP
import Testing

/// `Accept` negotiation: RFC 9110, section 12.5.1.
@Suite("Accept negotiation")
struct NegotiationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var header: String?
        var offered: [HTTPFormat] = HTTPFormat.allCases
        var expected: HTTPFormat?
        var testDescription: String { "\(self.header ?? "(none)") → \(self.expected?.mediaType ?? "406")" }
    }

    static let nonErrors: [HTTPFormat] = [.wireDocument, .html, .text]

    static let cases: [Case] = [
        // No header, an empty one, or one with nothing well-formed: the first offered format.
        Case(header: nil, expected: .wireDocument),
        Case(header: "", expected: .wireDocument),
        Case(header: " , ,", expected: .wireDocument),
        Case(header: "text/html;q=2", expected: .wireDocument),
        Case(header: nil, offered: [.html, .text], expected: .html),
        Case(header: "*/*", expected: .wireDocument),
        Case(header: "text/html", expected: .html),
        Case(header: "TEXT/PLAIN", expected: .text),
        Case(header: "text/*", expected: .html),
        Case(header: "application/*", expected: .wireDocument),
        Case(header: "application/problem+json", expected: .problemDetails),
        Case(header: "application/problem+json", offered: Self.nonErrors, expected: nil),
        Case(header: "application/problem+json, text/plain;q=0.1", offered: Self.nonErrors, expected: .text),
        Case(header: "application/json;q=0.5, application/problem+json", expected: .problemDetails),
        // The highest weight wins; then the more specific range; then the client's order; then the server's.
        Case(header: "text/html;q=0.9, text/plain", expected: .text),
        Case(header: "text/html; q=0.5, application/json; q=0.4", expected: .html),
        Case(header: "text/plain, text/html", expected: .text),
        Case(header: "text/html, text/plain", expected: .html),
        Case(header: "*/*, text/plain", expected: .text),
        Case(header: "*/*;q=0.1, text/plain", expected: .text),
        Case(header: "text/*, text/html", expected: .html),
        Case(header: "text/*, text/plain", expected: .text),
        // A browser's header: HTML, for its weight 1 and its specificity.
        Case(header: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", expected: .html),
        Case(header: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8", expected: .html),
        // q=0 excludes, even when a wildcard would accept.
        Case(header: "application/json;q=0, */*", expected: .problemDetails),
        Case(header: "application/json;q=0, */*", offered: Self.nonErrors, expected: .html),
        Case(header: "text/*;q=0, */*", offered: Self.nonErrors, expected: .wireDocument),
        Case(header: "text/*;q=0, text/plain, */*;q=0.1", offered: [.html, .text], expected: .text),
        Case(header: "*/*;q=0", expected: nil),
        Case(header: "image/png", expected: nil),
        Case(header: "image/*, application/pdf", expected: nil),
        // The most specific range gives the weight, wherever it stands.
        Case(header: "text/html;q=0.1, text/*;q=0.9, application/json;q=0.5", expected: .text),
        Case(header: "text/*;q=0.3, text/html;q=0.7, */*;q=0.1", expected: .html),
        // Parameters: charset=utf-8 matches every format (quoted or not, any case); others match none.
        Case(header: "application/json; charset=utf-8", expected: .wireDocument),
        Case(header: "text/html;charset=\"UTF-8\"", expected: .html),
        Case(header: "text/html;level=1", expected: nil),
        Case(header: "text/html;charset=iso-8859-1, text/plain;q=0.5", expected: .text),
        Case(header: "text/html;charset=utf-8;q=0.2, text/html;q=0.9", expected: .html),
        // A range with parameters is more specific than one without: its weight decides.
        Case(header: "text/html;q=1, text/html;charset=utf-8;q=0", offered: [.html, .text], expected: nil),
        // Strict weights: a range whose weight is not one is skipped.
        Case(header: "text/html;q=0x1, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=1e999, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=2, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=1.5, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=0.1234, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=abc, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q=\"0.5\", text/plain;q=0.2", expected: .text),
        Case(header: "text/html;q = 0.5, text/plain;q=0.2", expected: .text),
        Case(header: "text/html;Q=0.5, text/plain;q=0.2", expected: .html),
        Case(header: "text/html;q=0.300, text/plain;q=0.299", expected: .html),
        // A parameter after the weight is still the range's (RFC 9110 §12.5.1): `text/html;level=1`
        // is not HTML, `text/html;charset=utf-8` is; a second weight is ignored.
        Case(header: "text/html;q=0.5;level=1, text/plain;q=0.4", expected: .text),
        Case(header: "text/html;q=0.5;charset=utf-8, text/plain;q=0.4", expected: .html),
        Case(header: "text/html;q=0.5;charset=iso-8859-1, text/plain;q=0.4", expected: .text),
        Case(header: "text/html;q=0.3;q=0.9, text/plain;q=0.4", expected: .text),
        Case(header: "text/html;q=0.5;q=abc, text/plain;q=0.4", expected: .html),
        // Malformed elements are skipped; the rest count.
        Case(header: "nonsense, text/plain", expected: .text),
        Case(header: "*/html, text/plain;q=0.1", expected: .text),
        Case(header: "text/, /html, text/plain;q=0.1", expected: .text),
        Case(header: "text/html;;q=0.5;, text/plain;q=0.4", expected: .html),
        Case(header: "text/html;x=\"a,b;q=1\", text/plain", expected: .text),
        Case(header: "text/html;x=\"unterminated, text/plain", expected: .wireDocument),
        Case(header: "text/html garbage, text/plain;q=0.1", expected: .text),
        Case(header: "tëxt/html, text/plain;q=0.1", expected: .text),
        // Names are compared whole and without regard to case: a longer token that ends with a
        // format's name (past the 16 bytes a token keeps) is not that name.
        Case(header: "TEXT/HTML;CHARSET=UTF-8", expected: .html),
        Case(header: "xxxxxxxxxxxxxxxxxapplication/json", expected: nil),
        Case(header: "application/xxxxxxxxxxxxxxxxxjson", expected: nil),
        Case(header: "application/xxxxproblem+json", expected: nil),
        Case(header: "text/html;charset=xxxxxxxxxxxxxxxxxxxxutf-8, text/plain;q=0.1", expected: .text),
        Case(header: "text/html;xxxxxxxxxxxxxxxxxxxxcharset=utf-8, text/plain;q=0.1", expected: .text),
    ]

    @Test("Which format an Accept header gets", arguments: Self.cases)
    func negotiate(_ item: Case) {
        #expect(HTTPFormat.negotiated(accept: item.header, among: item.offered) == item.expected)
    }

    @Test("RFC 9110's example: the weights it lists, through single-format offers")
    func rfcExample() {
        let header =
            "text/*;q=0.3, text/plain;q=0.7, text/plain;charset=utf-8, text/plain;format=fixed;q=0.4, */*;q=0.5"
        // text/plain is covered by text/plain;charset=utf-8 (weight 1) over text/plain (0.7); text/html
        // only by text/* (0.3); the JSON formats by */* (0.5).
        #expect(HTTPFormat.negotiated(accept: header, among: [.html, .text]) == .text)
        #expect(HTTPFormat.negotiated(accept: header, among: [.html, .wireDocument]) == .wireDocument)
        #expect(HTTPFormat.negotiated(accept: header, among: [.html]) == .html)
    }

    @Test("A control character inside a quoted string spoils its element only: skipping goes on after the string")
    func controlCharacterInQuotedString() {
        // The comma and text/html inside the quotes are the parameter's value, whatever else it holds.
        for spoiler in ["", "\u{1}", "\u{7F}", "\\\u{1}"] {
            let header = "application/json;q=0.1, text/plain;charset=\"utf-8\(spoiler), text/html, x\""
            let offered: [HTTPFormat] = [.html, .wireDocument]
            #expect(
                HTTPFormat.negotiated(accept: header, among: offered) == .wireDocument,
                "\(header.debugDescription)"
            )
            #expect(HTTPFormat.negotiated(accept: header + ", text/html;q=0.5", among: offered) == .html)
        }
        #expect(
            HTTPFormat.negotiated(accept: "text/plain;charset=\"utf-8\", text/html", among: [.text, .html]) == .text
        )
        #expect(
            HTTPFormat.negotiated(accept: "text/plain;charset=\"utf-8\u{1}\", text/html", among: [.text, .html])
                == .html
        )
    }

    @Test("A 64 KB header of thousands of ranges: read whole, and the answer is right")
    func hostileHeaders() {
        let filler = Array(repeating: "application/x-filler-type;charset=\"a,b\";q=0.9", count: 1_400)
            .joined(separator: ",")
        #expect(filler.utf8.count > 64_000)
        #expect(HTTPFormat.negotiated(accept: filler, among: HTTPFormat.allCases) == nil)
        #expect(HTTPFormat.negotiated(accept: filler + ",text/plain;q=0.1", among: HTTPFormat.allCases) == .text)
        let refusals = Array(repeating: "*/*;q=0", count: 9_000).joined(separator: ",") + ",text/html"
        #expect(HTTPFormat.negotiated(accept: refusals, among: HTTPFormat.allCases) == .html)
        let garbage = String(repeating: "\"", count: 65_536)
        #expect(HTTPFormat.negotiated(accept: garbage, among: HTTPFormat.allCases) == .wireDocument)
        let semicolons = "text/html" + String(repeating: ";", count: 65_536)
        #expect(HTTPFormat.negotiated(accept: semicolons, among: HTTPFormat.allCases) == .html)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for header in [filler, refusals, garbage, semicolons] {
                _ = HTTPFormat.negotiated(accept: header, among: HTTPFormat.allCases)
            }
        }
        // Linear work: well under a second even in a debug build on a loaded machine.
        #expect(elapsed < .seconds(2))
    }

    @Test("Media types and Content-Type values")
    func contentTypes() {
        #expect(
            HTTPFormat.allCases.map(\.mediaType) == [
                "application/json", "application/problem+json", "text/html", "text/plain",
            ]
        )
        #expect(
            HTTPFormat.allCases.map(\.contentType) == [
                "application/json", "application/problem+json", "text/html; charset=utf-8", "text/plain; charset=utf-8",
            ]
        )
    }
}
