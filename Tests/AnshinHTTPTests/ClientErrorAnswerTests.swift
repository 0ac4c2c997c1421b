import Anshin
import AnshinHTTP
import AnshinJSON
import Testing

/// A framework's client error that the status table does not name (400, 405, 422, …) is answered
/// with its status and the unexpected screen without a Retry button, in every format; the server
/// errors, a timeout and a rate limit keep theirs.
@Suite("HTTPPresenter: client errors offer no retry")
struct ClientErrorAnswerTests {
    let responder = HTTPPresenter()

    func text(_ answer: HTTPAnswer) -> String { String(decoding: answer.body, as: UTF8.self) }

    func answer(_ status: Int, accept: String, language: String = "en") -> HTTPAnswer {
        self.responder.answer(to: AbortError(status), method: "GET", accept: accept, acceptLanguage: language)
    }

    @Test("The failure: its status, the unexpected screen without a retry, the cause as message")
    func failure() throws {
        for status in [400, 405, 406, 409, 413, 415, 422, 451] {
            let failure = HTTPFailure(AbortError(status, fields: [("Retry-After", "30")]))
            #expect(failure.status == status)
            let screen = try #require(failure.screen)
            #expect(screen.preset == .unexpected)
            #expect(screen.retry == nil, "\(status)")
            #expect(screen.message == .localized(.unexpectedCause), "\(status): a Retry-After is not said")
            #expect(failure.headerFields == [HTTPAnswer.HeaderField("Retry-After", "30")], "but it is sent")
        }
    }

    @Test("Problem details: retryAction null, the cause as detail, in English and Japanese")
    func problemDetails() {
        let english = self.answer(400, accept: "application/problem+json")
        #expect(english.status == 400)
        #expect(
            self.text(english)
                == #"{"detail":"An unexpected error occurred.","icon":"warning","preset":"unexpected","retryAction":null,"#
                + #""screenTitle":"Something went wrong","status":400,"title":"Bad Request","type":"about:blank"}"#
        )
        let japanese = self.answer(405, accept: "application/problem+json", language: "ja")
        #expect(japanese.status == 405)
        #expect(
            self.text(japanese)
                == #"{"detail":"予期しないエラーが発生しました。","icon":"warning","preset":"unexpected","retryAction":null,"#
                + #""screenTitle":"エラーが発生しました","status":405,"title":"Method Not Allowed","type":"about:blank"}"#
        )
    }

    @Test("The wire document and HTML have no Retry button for a client error; a 5xx, 408 and 429 keep it")
    func retryButtons() throws {
        for status in [400, 405, 406, 409, 422, 451, 408, 429, 500, 502, 503, 504] {
            let offersRetry = status >= 500 || status == 408 || status == 429
            let json = self.answer(status, accept: "application/json")
            #expect(json.status == status)
            let document = try WireDocument.decode(self.text(json))
            guard case .errorScreen(let screen) = document.model else {
                Issue.record("\(status): not an error screen")
                continue
            }
            #expect((screen.retry != nil) == offersRetry, "\(status)")
            #expect(self.text(json).contains(#""retry":null"#) == !offersRetry, "\(status)")
            let html = self.text(self.answer(status, accept: "text/html"))
            #expect(html.contains(#"data-action="retry""#) == offersRetry, "\(status)")
            #expect(html.lowercased().contains("try again") == offersRetry, "\(status): the advice to try again")
            if !offersRetry {
                #expect(html.contains("Something went wrong"), "\(status)")
                #expect(html.contains("An unexpected error occurred."), "\(status)")
                #expect(!html.contains("<button"), "\(status)")
            }
        }
    }

    @Test("A thrown problem with a client error's status and no preset member: no retry unless it asks")
    func thrownProblem() throws {
        let invalid = ProblemDetails(
            type: "https://example.net/validation-error",
            status: 422,
            title: "Your request is not valid."
        )
        let answer = self.responder.answer(to: invalid, method: "GET", accept: "application/json", acceptLanguage: "en")
        #expect(answer.status == 422)
        let document = try WireDocument.decode(self.text(answer))
        guard case .errorScreen(let screen) = document.model else {
            Issue.record("not an error screen")
            return
        }
        // The answer's text is resolved in the request's language.
        #expect(screen.title == "Your request is not valid.")
        #expect(screen.message == "An unexpected error occurred.")
        #expect(screen.retry == nil)
        #expect(HTTPFailure(invalid).screen?.message == .localized(.unexpectedCause))
        var asking = invalid
        asking.extensions["retryAction"] = .string("retry")
        #expect(HTTPFailure(asking).screen?.retry == ErrorScreen.Retry())
    }
}
