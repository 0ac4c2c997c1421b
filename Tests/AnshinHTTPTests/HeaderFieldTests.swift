import Anshin
import AnshinHTTP
import AnshinJSON
import Testing

@Suite("Header fields: only what any server can write")
struct HeaderFieldTests {
    let responder = HTTPPresenter()

    @Test(
        "A value with a control or invisible format character is dropped whole; the tab and visible text are allowed",
        arguments: [
            ("a\r\nSet-Cookie: evil=1", false), ("a\nb", false), ("a\rb", false), ("a\u{0}b", false),
            ("a\u{7F}b", false), ("a\u{85}b", false), ("a\u{1B}[31m", false), ("a\tb", true), ("", true),
            ("Bearer realm=\"日本\"", true),
            // Invisible characters that change how a line reads: a bidirectional override or isolate, a
            // zero-width space, a byte order mark, a line or paragraph separator, a noncharacter.
            ("gpj.exe\u{202E}", false), ("a\u{2066}b", false), ("a\u{200B}b", false), ("\u{FEFF}a", false),
            ("a\u{2028}Set-Cookie: evil=1", false), ("a\u{2029}b", false),
            // Swift's literals refuse a noncharacter, so these two are made from their code points.
            ("a" + String(Unicode.Scalar(0xFFFF)!) + "b", false), ("a" + String(Unicode.Scalar(0xFDD0)!), false),
            ("café, naïve — “quoted”", true), ("a\u{A0}b", true),
        ]
    )
    func values(_ value: String, _ kept: Bool) {
        #expect(Field("X-Note", value).isWritable == kept)
        let answer = self.responder.answer(
            to: AbortError(401, fields: [("X-Note", value), ("WWW-Authenticate", "Bearer")]),
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        let expected = (kept ? [Field("X-Note", value)] : []) + [Field("WWW-Authenticate", "Bearer")]
        #expect(answer.headerFields == ResponderTests.fields("text/plain; charset=utf-8", "en") + expected)
    }

    @Test(
        "A name that is not an RFC 9110 token is dropped",
        arguments: [
            ("Bad Name:", false), ("", false), ("X-Note:", false), ("X\r\nY", false), ("Ünicode", false),
            ("(comment)", false), ("X-Note", true), ("x_!#$%&'*+-.^`|~9", true),
        ]
    )
    func names(_ name: String, _ kept: Bool) {
        #expect(Field(name, "v").isWritable == kept)
        let failure = HTTPFailure(screen: ErrorScreen(.preset(.server)), headerFields: [Field(name, "v")])
        #expect(failure.headerFields == (kept ? [Field(name, "v")] : []))
        // Fields set after the failure was made are checked again when the answer is drawn.
        var later = HTTPFailure(screen: nil, status: 304)
        later.headerFields = [Field(name, "v"), Field("ETag", "\"7\"")]
        let answer = self.responder.answer(to: later, method: "GET", accept: nil, acceptLanguage: "en")
        #expect(
            answer.headerFields == ResponderTests.fields(nil, "en") + (kept ? [Field(name, "v")] : []) + [
                Field("ETag", "\"7\"")
            ]
        )
        let model = self.responder.answer(
            ErrorScreen(.preset(.empty)),
            headerFields: [Field(name, "v")],
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(
            model.headerFields == ResponderTests.fields("text/plain; charset=utf-8", "en")
                + (kept ? [Field(name, "v")] : [])
        )
    }

    @Test("A reason's control characters never reach the developer note")
    func reason() {
        let failure = HTTPFailure(AbortError(503, reason: "db down\r\nlevel=info msg=\"ok\"\u{0}\u{7F}\tx"))
        #expect(failure.screen?.developerNote == "db down  level=info msg=\"ok\"  \tx")
    }

    @Test("Any error's developer note is one line: a thrown error's debug description cannot forge a log line")
    func errorNote() {
        struct ForgingError: Error, CustomDebugStringConvertible {
            var debugDescription: String { "row 7\r\nlevel=info msg=\"ok\"\u{1B}[2J\u{2028}end" }
        }
        #expect(HTTPFailure(ForgingError()).screen?.developerNote == "row 7  level=info msg=\"ok\" [2J end")
        #expect(HTTPFailure.screen(for: ForgingError())?.developerNote == "row 7  level=info msg=\"ok\" [2J end")
    }
}
