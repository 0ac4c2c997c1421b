import Anshin
import Foundation
import Testing

@Suite("RFC 9457 problem details")
struct ProblemDetailsTests {
    private func encode(_ problem: ProblemDetails) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(problem), as: UTF8.self)
    }

    private func decode(_ json: String) throws -> ProblemDetails {
        try JSONDecoder().decode(ProblemDetails.self, from: Data(json.utf8))
    }

    @Test func typeDefaultsToAboutBlank() throws {
        #expect(try self.encode(ProblemDetails(status: 404)) == #"{"status":404,"type":"about:blank"}"#)
        #expect(try self.decode(#"{"status":404}"#).type == "about:blank")
    }

    @Test func extensionMembersRoundTrip() throws {
        let json =
            #"{"balance":30,"accounts":["/account/12345","/account/67890"],"instance":"/account/12345/msgs/abc","#
            + #""detail":"Your current balance is 30, but that costs 50.","rate":0.5,"nested":{"ok":true,"none":null},"#
            + #""status":403,"title":"You do not have enough credit.","type":"https://example.com/probs/out-of-credit"}"#
        let problem = try self.decode(json)
        #expect(problem.type == "https://example.com/probs/out-of-credit")
        #expect(problem.status == 403)
        #expect(problem.extensions["balance"] == .integer(30))
        #expect(problem.extensions["rate"] == .number(0.5))
        #expect(problem.extensions["accounts"] == .array([.string("/account/12345"), .string("/account/67890")]))
        #expect(problem.extensions["nested"] == .object(["ok": .bool(true), "none": .null]))
        #expect(try self.decode(try self.encode(problem)) == problem)
        #expect(
            try self.encode(problem)
                == #"{"accounts":["/account/12345","/account/67890"],"balance":30,"#
                + #""detail":"Your current balance is 30, but that costs 50.","instance":"/account/12345/msgs/abc","#
                + #""nested":{"none":null,"ok":true},"rate":0.5,"status":403,"#
                + #""title":"You do not have enough credit.","type":"https://example.com/probs/out-of-credit"}"#
        )
    }

    @Test func standardMembersOfTheWrongTypeAreIgnored() throws {
        let problem = try self.decode(#"{"type":7,"title":["x"],"status":"403","detail":null,"instance":false}"#)
        #expect(problem == ProblemDetails())
        #expect(try self.decode(#"{"status":1000}"#).status == nil)
    }

    @Test func aProblemBecomesAnErrorScreen() {
        let problem = ProblemDetails(status: 403, title: "Not your project", detail: "Ask an owner to invite you.")
        let screen = ErrorScreen(problem)
        #expect(screen.preset == .forbidden)
        #expect(screen.title == "Not your project")
        #expect(screen.message == "Ask an owner to invite you.")
        #expect(screen.retry == nil)
        #expect(screen.icon == .decorative(.lock))
    }

    @Test func absentOrBlankTextKeepsThePresetsText() {
        let screen = ErrorScreen(ProblemDetails(status: 503, title: "  ", extensions: ["unknown": .bool(true)]))
        #expect(screen == ErrorScreen(.preset(.maintenance)))
        #expect(ErrorScreen(ProblemDetails()) == ErrorScreen(.preset(.unexpected)))
    }

    /// Blank is what `UserText.isBlank` says, scalar by scalar: a mark on a space is text, and an
    /// ideographic or no-break space is not. (Found by the hardening script's hostile titles.)
    @Test func blankIsJudgedAsUserTextJudgesIt() {
        let marked = ErrorScreen(ProblemDetails(status: 401, title: " \u{31A}\u{35C}", detail: "\u{301}"))
        #expect(marked.title == UserText(verbatim: " \u{31A}\u{35C}"))
        #expect(marked.message == UserText(verbatim: "\u{301}"))
        let spaces = ErrorScreen(ProblemDetails(status: 401, title: "\u{3000}\u{A0}", detail: "\u{2028}"))
        #expect(spaces == ErrorScreen(.preset(.unauthorized)))
    }

    /// A `retryAction` that names no code — empty, or white space and invisible characters only — is
    /// ignored as an absent one is: the preset's retry button stays, and none is added.
    @Test(arguments: ["", " ", "\n", "\u{200B}"])
    func aBlankRetryActionIsIgnored(action: String) {
        let network = ErrorScreen(ProblemDetails(status: 502, extensions: ["retryAction": .string(action)]))
        #expect(network.retry == ErrorScreen.Retry(title: .localized(.retry), action: .retry))
        let conflict = ErrorScreen(ProblemDetails(status: 409, extensions: ["retryAction": .string(action)]))
        #expect(conflict.retry == nil)
        // Anything visible is an action.
        let named = ErrorScreen(ProblemDetails(status: 409, extensions: ["retryAction": .string(" x")]))
        #expect(named.retry?.action == " x")
    }

    @Test func anErrorScreenBecomesAProblemAndBack() throws {
        let screen = ErrorScreen(.preset(.maintenance))
        let problem = ProblemDetails(screen, localizer: Catalog.english, instance: "/status")
        #expect(
            try self.encode(problem)
                == #"{"detail":"We're doing some maintenance. Please try again later.","icon":"maintenance","#
                + #""instance":"/status","preset":"maintenance","retryAction":"retry","retryButtonTitle":"Retry","#
                + #""screenTitle":"Under maintenance","status":503,"title":"Service Unavailable","type":"about:blank"}"#
        )

        let back = ErrorScreen(try self.decode(try self.encode(problem)))
        #expect(back.preset == .maintenance)
        #expect(back.title?.resolved(using: Catalog.english) == "Under maintenance")
        #expect(back.retry == ErrorScreen.Retry(title: "Retry", action: .retry))
    }

    @Test func theScreensPresetWinsOverTheStatus() {
        let problem = ProblemDetails(status: 500, extensions: ["preset": .string("offline")])
        #expect(ErrorScreen(problem).preset == .offline)
        let unknown = ProblemDetails(status: 404, extensions: ["preset": .string("quota")])
        #expect(ErrorScreen(unknown).preset == .notFound)
    }

    @Test func japaneseScreensAnswerInJapanese() {
        let problem = ProblemDetails(ErrorScreen(.preset(.forbidden)), localizer: Catalog.japanese)
        #expect(problem.status == 403)
        #expect(problem.title == "Forbidden")
        #expect(problem.extensions["screenTitle"] == .string("アクセスできません"))
        #expect(problem.extensions["retryAction"] == nil)
    }

    @Test("about:blank is titled with the status phrase; another type with the screen's title")
    func aboutBlankTitle() {
        let screen = ErrorScreen(.preset(.rateLimited))
        let blank = ProblemDetails(screen, localizer: Catalog.english)
        #expect(blank.title == "Too Many Requests")
        #expect(blank.extensions["screenTitle"] == .string("Too many requests"))
        let typed = ProblemDetails(screen, localizer: Catalog.english, type: "https://example.com/probs/slow-down")
        #expect(typed.title == "Too many requests")
        #expect(typed.extensions["screenTitle"] == nil)
        // A status without a registered phrase keeps the screen's title.
        let unregistered = ProblemDetails(screen, status: 499, localizer: Catalog.english)
        #expect(unregistered.title == "Too many requests")
        #expect(unregistered.extensions["screenTitle"] == nil)
    }

    @Test("A status phrase as an about:blank title leaves the preset's title; screenTitle wins")
    func readingTitles() {
        let phraseOnly = ErrorScreen(ProblemDetails(status: 404, title: "Not Found"))
        #expect(phraseOnly.title == ErrorScreen(.preset(.notFound)).title)
        let typed = ErrorScreen(ProblemDetails(type: "https://example.com/probs/gone", status: 404, title: "Not Found"))
        #expect(typed.title == "Not Found")
        let both = ErrorScreen(
            ProblemDetails(status: 404, title: "Not Found", extensions: ["screenTitle": .string("No such project")])
        )
        #expect(both.title == "No such project")
    }

    @Test(arguments: [
        (400, "Bad Request"), (403, "Forbidden"), (406, "Not Acceptable"), (413, "Content Too Large"),
        (422, "Unprocessable Content"), (429, "Too Many Requests"), (503, "Service Unavailable"),
        (511, "Network Authentication Required"), (423, "Locked"), (424, "Failed Dependency"), (425, "Too Early"),
        (506, "Variant Also Negotiates"), (507, "Insufficient Storage"), (508, "Loop Detected"),
    ])
    func statusPhrases(status: Int, phrase: String) {
        #expect(ProblemDetails.statusPhrase(for: status) == phrase)
    }

    @Test(arguments: [200, 302, 399, 418, 420, 427, 499, 509, 510, 599, 600])
    func noPhrase(status: Int) {
        #expect(ProblemDetails.statusPhrase(for: status) == nil)
    }

    @Test("Written directly: members sorted, extensions among them, a standard name never twice")
    func writtenDirectly() throws {
        let problem = ProblemDetails(
            type: "https://example.com/probs/x",
            status: 409,
            title: "Conflict",
            extensions: [
                "zeta": .integer(1), "alpha": .object(["b": .null, "a": .bool(false)]), "title": .string("shadow"),
                "retry": .number(0.25), "list": .array([.integer(1), .string("two")]),
            ]
        )
        let json = try self.encode(problem)
        #expect(
            json == #"{"alpha":{"a":false,"b":null},"list":[1,"two"],"retry":0.25,"status":409,"#
                + #""title":"Conflict","type":"https://example.com/probs/x","zeta":1}"#
        )
    }

    @Test("Numbers read through Foundation's JSONDecoder: whole ones exactly, none rounded")
    func numbersThroughFoundation() throws {
        let problem = try self.decode(
            #"{"max":9223372036854775807,"min":-9223372036854775808,"whole":1.5e1,"rate":0.5,"list":[2.0]}"#
        )
        #expect(
            problem.extensions == [
                "max": .integer(.max), "min": .integer(.min), "whole": .integer(15), "rate": .number(0.5),
                "list": .array([.integer(2)]),
            ]
        )
        #expect(
            try self.encode(problem)
                == #"{"list":[2],"max":9223372036854775807,"min":-9223372036854775808,"rate":0.5,"#
                + #""type":"about:blank","whole":15}"#
        )
    }

    @Test(
        "A number outside Int's range is an error naming its member, through Foundation's JSONDecoder",
        arguments: [
            (#"{"big":12345678901234567890}"#, ["big"]),
            (#"{"big":-9223372036854775809}"#, ["big"]),
            (#"{"big":1e19}"#, ["big"]),
            (#"{"n":1.5e400}"#, ["n"]),
            (#"{"n":[1.5e400]}"#, ["n", "Index 0"]),
            (#"{"status":503,"a":{"b":[1,{"c":-1e300}]}}"#, ["a", "b", "Index 1", "c"]),
        ]
    )
    func numbersOutOfRangeThroughFoundation(json: String, path: [String]) {
        do {
            let problem = try self.decode(json)
            Issue.record("read as \(problem)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == path)
            #expect(
                context.debugDescription
                    == "The number is out of range: an extension member's numbers must be from -2^63 to 2^63 - 1, "
                    + "so that a whole number is never rounded."
            )
        } catch {
            Issue.record("another error: \(error)")
        }
    }
}
