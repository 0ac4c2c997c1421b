import Anshin
import AnshinHTTP
import Foundation
import Testing

/// The Backends article's preset table, checked against what `HTTPFailure` answers, so the table and
/// the answers cannot drift apart.
@Suite("HTTPFailure answers each preset as the Backends article's table says")
struct BackendsTableTests {
    static func rows() throws -> [(preset: ErrorScreen.Preset, status: Int, retryAfter: String)] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Anshin/Documentation.docc/Backends.md")
        return try String(contentsOf: article, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| ``ErrorScreen/Preset/") else { return nil }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].dropFirst("``ErrorScreen/Preset/".count).dropLast(2)
            return (ErrorScreen.Preset(rawValue: String(name)), try #require(Int(cells[1].prefix(3))), cells[4])
        }
    }

    @Test("Every row's status, and what Retry-After does")
    func table() throws {
        let rows = try Self.rows()
        #expect(rows.count == ErrorScreen.Preset.allKnown.count)
        for row in rows {
            let screen = ErrorScreen(.preset(row.preset))
            #expect(HTTPFailure(screen: screen).status == row.status, "\(row.preset)")
            let failure = HTTPFailure(screen: screen, retryAfter: 30)
            let said = failure.screen?.message?.resolved(using: Catalog.english).hasSuffix("Try again in 30 seconds.")
            switch row.retryAfter {
            case "sent, and said in the message":
                #expect(failure.headerFields == [HTTPAnswer.HeaderField("Retry-After", "30")], "\(row.preset)")
                #expect(said == true, "\(row.preset)")
            case "sent":
                #expect(failure.headerFields == [HTTPAnswer.HeaderField("Retry-After", "30")], "\(row.preset)")
                #expect(failure.screen == screen, "\(row.preset)")
            default:
                #expect(row.retryAfter == "—")
                #expect(failure.screen == screen, "\(row.preset)")
            }
        }
    }

    @Test("The empty state is no error: 200, and no problem details")
    func empty() {
        let failure = HTTPFailure(screen: ErrorScreen(.preset(.empty)))
        #expect(failure.status == 200)
        let answer = HTTPPresenter().answer(
            to: failure,
            method: "GET",
            accept: "application/problem+json, application/json;q=0.5",
            acceptLanguage: "en"
        )
        #expect(answer.status == 200)
        #expect(answer["Content-Type"] == "application/json")
    }

    @Test("retryAfter says it as the error's Retry-After does; once; a negative one is left out")
    func retryAfter() {
        let limited = HTTPFailure(screen: ErrorScreen(.preset(.rateLimited)), retryAfter: 30)
        #expect(limited.headerFields == [HTTPAnswer.HeaderField("Retry-After", "30")])
        #expect(
            limited.screen?.message?.resolved(using: Catalog.english)
                == "You've made too many requests. Try again in 30 seconds."
        )
        #expect(limited.screen == HTTPFailure(AbortError(429, fields: [("Retry-After", "30")])).screen)
        // A screen that already says it is not told twice.
        let told = HTTPFailure(screen: ErrorScreen(httpStatus: 429, retryAfter: .seconds(30)), retryAfter: 30)
        #expect(told.screen == limited.screen)
        // A field given among the header fields is said too, and wins over retryAfter.
        let given = HTTPFailure(
            screen: ErrorScreen(.preset(.rateLimited)),
            retryAfter: 5,
            headerFields: [HTTPAnswer.HeaderField("retry-after", "30")]
        )
        #expect(given.headerFields == [HTTPAnswer.HeaderField("retry-after", "30")])
        #expect(given.screen == limited.screen)
        let negative = HTTPFailure(screen: ErrorScreen(.preset(.rateLimited)), retryAfter: -5)
        #expect(negative.headerFields.isEmpty)
        #expect(negative.screen == ErrorScreen(.preset(.rateLimited)))
        let zero = HTTPFailure(screen: ErrorScreen(.preset(.rateLimited)), retryAfter: 0)
        #expect(zero.headerFields == [HTTPAnswer.HeaderField("Retry-After", "0")])
        #expect(zero.screen == ErrorScreen(.preset(.rateLimited)))
    }
}
