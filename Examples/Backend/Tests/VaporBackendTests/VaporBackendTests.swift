import Anshin
import AnshinJSON
import BackendContent
import Testing
import VaporTesting

@testable import VaporBackend

/// The Vapor glue, in memory: statuses, header fields and bodies of the middleware's answers.
/// (Tests/EndToEnd/run-backend.sh asks the same of both servers over real HTTP.)
@Suite("Vapor backend")
struct VaporBackendTests {
    struct Answer {
        var status: Int
        var headers: HTTPHeaders
        var text: String
    }

    static func request(
        _ path: String,
        method: HTTPMethod = .GET,
        accept: String? = nil,
        language: String? = nil,
        over testing: Application.Method = .inMemory
    ) async throws -> Answer {
        var headers = HTTPHeaders()
        if let accept { headers.add(name: .accept, value: accept) }
        if let language { headers.add(name: .acceptLanguage, value: language) }
        let requestHeaders = headers
        let configure: (Application) async throws -> Void = { app in
            app.logger.logLevel = .critical
            Backend.configure(app)
        }
        return try await withApp(configure: configure) { app in
            let response = try await app.testing(method: testing).sendRequest(method, path, headers: requestHeaders)
            return Answer(status: Int(response.status.code), headers: response.headers, text: response.body.string)
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
            #expect(answer.headers.first(name: .contentType) == contentType)
            #expect(answer.headers.first(name: .contentLanguage) == "ja")
            #expect(answer.headers.first(name: .vary) == "Accept, Accept-Language")
        }
    }

    @Test("Abort keeps its status and Retry-After; its reason stays out of the body")
    func abort() async throws {
        let answer = try await Self.request("/fail/http", accept: "application/problem+json", language: "en")
        #expect(answer.status == 503)
        #expect(answer.headers.first(name: "Retry-After") == "120")
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
        #expect(answer.headers.first(name: "Retry-After") == "60")
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
            over: .running(port: 0)
        )
        #expect(answer.status == 429)
        #expect(answer.headers.first(name: "Retry-After") == "60")
        #expect(answer.headers.first(name: .contentLanguage) == "en")
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
            #expect(answer.headers.first(name: .contentLanguage) == contentLanguage, "\(path)")
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
        #expect(answer.headers.first(name: .cacheControl) == "no-store")
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
        for method in [HTTPMethod.POST, .DELETE, .PUT] {
            let answer = try await Self.request("/errors/forbidden", method: method, accept: "application/problem+json")
            #expect(answer.status == 405)
            #expect(answer.headers.first(name: .allow) == "GET, HEAD")
            let problem = try WireDecoder().decode(ProblemDetails.self, from: answer.text)
            #expect(problem.title == "Method Not Allowed")
            // A client error: the unexpected screen without a retry, saying only what happened.
            #expect(problem.extensions["preset"] == .string("unexpected"))
            #expect(problem.extensions["retryAction"] == .null)
            #expect(problem.detail == "An unexpected error occurred.")
        }
        let page = try await Self.request("/errors/forbidden", method: .POST, accept: "text/html", language: "ja")
        #expect(page.status == 405)
        #expect(page.text.contains("予期しないエラーが発生しました。"))
        #expect(!page.text.contains("再試行"))
        #expect(!page.text.contains("<button"))
        #expect(try await Self.request("/nowhere", method: .POST).status == 404)
    }

    @Test("HEAD: the status and header fields of GET, no body")
    func head() async throws {
        let get = try await Self.request("/errors/forbidden", accept: "text/html", language: "ja")
        let head = try await Self.request("/errors/forbidden", method: .HEAD, accept: "text/html", language: "ja")
        #expect(head.status == 403)
        #expect(head.text.isEmpty)
        #expect(head.headers.first(name: .contentType) == get.headers.first(name: .contentType))
        #expect(head.headers.first(name: .contentLength) == String(get.text.utf8.count))
    }

    @Test("406 names what is available")
    func notAcceptable() async throws {
        let answer = try await Self.request("/alerts/confirmation", accept: "application/problem+json", language: "ja")
        #expect(answer.status == 406)
        #expect(answer.text == "この形式では応答できません。利用できる形式: application/json, text/html, text/plain\n")
    }
}
