import Anshin
import AnshinJSON
import BackendContent
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import HummingbirdBackend

/// The Hummingbird glue, through the router: statuses, header fields and bodies of the middleware's
/// answers. (Tests/EndToEnd/run-backend.sh asks the same of both servers over real HTTP.)
@Suite("Hummingbird backend")
struct HummingbirdBackendTests {
    struct Answer {
        var status: Int
        var headers: HTTPFields
        var text: String
    }

    static func request(
        _ path: String,
        method: HTTPRequest.Method = .get,
        accept: String? = nil,
        language: String? = nil,
        over setup: TestingSetup = .router
    ) async throws -> Answer {
        var headers: HTTPFields = [:]
        if let accept { headers[.accept] = accept }
        if let language { headers[.acceptLanguage] = language }
        let requestHeaders = headers
        var logger = Logger(label: "tests")
        logger.logLevel = .critical
        return try await Backend.application(logger: logger).test(setup) { client in
            try await client.execute(uri: path, method: method, headers: requestHeaders) { response in
                Answer(
                    status: Int(response.status.code),
                    headers: response.headers,
                    text: String(buffer: response.body)
                )
            }
        }
    }

    @Test("Each preset answers with its status, in each format", arguments: ErrorScreen.Preset.allKnown)
    func presets(_ preset: ErrorScreen.Preset) async throws {
        for (accept, contentType) in [
            ("application/json", "application/json"), ("text/html", "text/html; charset=utf-8"),
            ("text/plain", "text/plain; charset=utf-8"),
        ] {
            let answer = try await Self.request("/errors/\(preset.rawValue)", accept: accept, language: "ja")
            #expect(answer.status == preset.httpStatus ?? 200)
            #expect(answer.headers[.contentType] == contentType)
            #expect(answer.headers[.contentLanguage] == "ja")
            #expect(answer.headers[.vary] == "Accept, Accept-Language")
        }
    }

    @Test("HTTPError keeps its status and Retry-After; its message stays out of the body")
    func httpError() async throws {
        let answer = try await Self.request("/fail/http", accept: "application/problem+json", language: "en")
        #expect(answer.status == 503)
        #expect(answer.headers[.retryAfter] == "120")
        #expect(!answer.text.contains("migration"))
        let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.text)
        #expect(problem.title == "Service Unavailable")
        #expect(problem.status == 503)
        #expect(problem.instance == "/fail/http")
        #expect(problem.detail == "We're doing some maintenance. Try again in 120 seconds.")
    }

    @Test("A thrown problem keeps its members, and its delay is the Retry-After field")
    func thrownProblem() async throws {
        let answer = try await Self.request("/fail/problem", accept: "application/problem+json", language: "ja")
        #expect(answer.status == 429)
        #expect(answer.headers[.retryAfter] == "60")
        #expect(
            answer.text
                == #"{"detail":"1分間のリクエストが100件を超えました。60秒後に再度お試しください。","icon":"hourglass","#
                + #""instance":"/fail/problem","limit":100,"preset":"rateLimited","retryAction":"retry","#
                + #""retryButtonTitle":"再試行","status":429,"title":"リクエストが多すぎます","#
                + #""type":"https://anshin.example/problems/rate-limited"}"#
        )
    }

    @Test("Over HTTP, 429 says its delay in Retry-After (RFC 6585) and in its detail")
    func rateLimitedOverHTTP() async throws {
        let answer = try await Self.request(
            "/fail/problem",
            accept: "application/problem+json",
            language: "en",
            over: .live
        )
        #expect(answer.status == 429)
        #expect(answer.headers[.retryAfter] == "60")
        #expect(answer.headers[.contentLanguage] == "en")
        let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.text)
        #expect(problem.detail == "You've sent more than 100 requests a minute. Try again in 60 seconds.")
        #expect(problem.extensions["retryAfterSeconds"] == nil)
    }

    @Test(
        "English and Japanese only: another language gets the English page, never a mix",
        arguments: [
            ("de", "en"), ("fr-CA", "en"), ("zh-TW", "en"), ("he-IL", "en"), ("fr-CA, ja;q=0.5", "ja"), ("ja-JP", "ja"),
        ]
    )
    func languages(acceptLanguage: String, contentLanguage: String) async throws {
        for path in ["/errors/maintenance", "/alerts/delete-draft"] {
            let answer = try await Self.request(path, accept: "text/plain", language: acceptLanguage)
            #expect(answer.headers[.contentLanguage] == contentLanguage, "\(path)")
            let chosen = try await Self.request(path, accept: "text/plain", language: contentLanguage)
            #expect(answer.text == chosen.text, "\(path)")
        }
    }

    @Test(
        "Foundation's errors map through AnshinFoundation",
        arguments: [
            ("/fail/url-timeout", 504), ("/fail/url-offline", 503), ("/fail/localized", 500), ("/fail/decoding", 500),
        ]
    )
    func foundationErrors(path: String, status: Int) async throws {
        let answer = try await Self.request(path, accept: "text/plain", language: "en")
        #expect(answer.status == status)
        #expect(!answer.text.contains("DecodingError") && !answer.text.contains(Failure.decodingNote))
    }

    @Test("Cancelled: 204, no body")
    func cancelled() async throws {
        let answer = try await Self.request("/fail/cancelled", accept: "text/html", language: "en")
        #expect(answer.status == 204)
        #expect(answer.text.isEmpty)
        #expect(answer.headers[.cacheControl] == "no-store")
    }

    @Test(
        "Unknown routes and names: 404 with the not-found screen",
        arguments: ["/nowhere", "/errors/teapot", "/alerts/teapot", "/fail/teapot"]
    )
    func notFound(_ path: String) async throws {
        let answer = try await Self.request(path, accept: "text/plain", language: "en")
        #expect(answer.status == 404)
        #expect(answer.text.contains("Not found"))
        #expect(!answer.text.contains("teapot"))
    }

    @Test("Unknown methods on known paths: 405 with Allow; on unknown paths: 404")
    func methodNotAllowed() async throws {
        for method in [HTTPRequest.Method.post, .delete, .put] {
            let answer = try await Self.request("/errors/forbidden", method: method, accept: "application/problem+json")
            #expect(answer.status == 405)
            #expect(answer.headers[.allow] == "GET, HEAD")
            let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.text)
            #expect(problem.title == "Method Not Allowed")
            // A client error: the unexpected screen without a retry, saying only what happened.
            #expect(problem.extensions["preset"] == .string("unexpected"))
            #expect(problem.extensions["retryAction"] == .null)
            #expect(problem.detail == "An unexpected error occurred.")
        }
        let page = try await Self.request("/errors/forbidden", method: .post, accept: "text/html", language: "ja")
        #expect(page.status == 405)
        #expect(page.text.contains("予期しないエラーが発生しました。"))
        #expect(!page.text.contains("再試行"))
        #expect(!page.text.contains("<button"))
        #expect(try await Self.request("/nowhere", method: .post).status == 404)
    }

    @Test("HEAD: the status and header fields of GET, no body")
    func head() async throws {
        let get = try await Self.request("/errors/forbidden", accept: "text/html", language: "ja")
        let head = try await Self.request("/errors/forbidden", method: .head, accept: "text/html", language: "ja")
        #expect(head.status == 403)
        #expect(head.text.isEmpty)
        #expect(head.headers[.contentType] == get.headers[.contentType])
        #expect(head.headers[.contentLength] == String(get.text.utf8.count))
    }

    @Test("406 names what is available")
    func notAcceptable() async throws {
        let answer = try await Self.request("/alerts/confirmation", accept: "application/problem+json", language: "ja")
        #expect(answer.status == 406)
        #expect(answer.text == "この形式では応答できません。利用できる形式: application/json, text/html, text/plain\n")
    }
}
