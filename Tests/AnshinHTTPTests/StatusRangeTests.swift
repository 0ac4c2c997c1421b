import Anshin
import AnshinHTTP
import AnshinJSON
import Testing

@Suite("Statuses: always one a final response can have")
struct StatusRangeTests {
    let responder = HTTPPresenter()

    @Test(
        "An error whose status is no final status: 500, the unexpected screen, the status in the note",
        arguments: [999, -1, 0, 99, 101, 199, 600, Int.max]
    )
    func outOfRange(_ status: Int) throws {
        let failure = HTTPFailure(AbortError(status, reason: "bad\r\ngateway", fields: [("Retry-After", "5")]))
        #expect(failure.status == 500)
        #expect(failure.screen?.preset == .unexpected)
        #expect(failure.screen?.developerNote == "HTTP status \(status) is not a final status: bad  gateway")
        #expect(failure.headerFields == [Field("Retry-After", "5")])
        let answer = self.responder.answer(
            to: AbortError(status),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(answer.status == 500)
        let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.body)
        #expect(problem.status == 500)
        #expect(problem.title == "Internal Server Error")
    }

    @Test("2xx and 3xx from an error: the status, no body", arguments: [200, 204, 302, 304, 399])
    func belowError(_ status: Int) {
        let answer = self.responder.answer(to: AbortError(status), method: "GET", accept: nil, acceptLanguage: "en")
        #expect(answer.status == status)
        #expect(answer.body.isEmpty)
    }

    @Test("A status given or set outside 200–599 is sent as 500, in problem details too")
    func givenStatus() throws {
        #expect(HTTPFailure(screen: ErrorScreen(.preset(.server)), status: 999).status == 500)
        #expect(HTTPFailure(screen: nil, status: -1).status == 500)
        #expect(HTTPFailure(screen: nil, status: 204).status == 204)
        var failure = HTTPFailure(screen: ErrorScreen(.preset(.forbidden)))
        failure.status = 1000
        let answer = self.responder.answer(
            to: failure,
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(answer.status == 500)
        let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.body)
        #expect(problem.status == 500)
        let model = self.responder.answer(
            Alert.confirmation(.init(title: "Saved")),
            status: 42,
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(model.status == 500)
    }
}
