import Anshin
import AnshinBackend
import AnshinJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /fail/{kind}`: real errors through ``PresentationMiddleware``.
@Suite("Error middleware")
struct FailureTests {
    /// What a failure answers with.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var failure: Failure
        var status: HTTPResponse.Status
        var preset: ErrorScreen.Preset
        /// The title and message, by language code.
        var title: [String: String]
        var message: [String: String]
        /// Text that must never reach a body: developer notes and debug descriptions.
        var secrets: [String]

        var testDescription: String { self.failure.rawValue }
    }

    static let expectations: [Expectation] = [
        Expectation(
            failure: .localized,
            status: .internalServerError,
            preset: .unexpected,
            title: ["en": "Storage is full", "ja": "ストレージがいっぱいです"],
            message: [
                "en": "Your account has used all of its storage. Delete some files and try again.",
                "ja": "アカウントのストレージをすべて使用しています。ファイルを削除してから再度お試しください。",
            ],
            secrets: ["StorageFullError"]
        ),
        Expectation(
            failure: .urlTimeout,
            status: .gatewayTimeout,
            preset: .timeout,
            title: [
                "en": ErrorScreen(.preset(.timeout)).title!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.timeout)).title!.resolved(using: Catalog.japanese),
            ],
            message: [
                "en": ErrorScreen(.preset(.timeout)).message!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.timeout)).message!.resolved(using: Catalog.japanese),
            ],
            secrets: ["URLError", "-1001"]
        ),
        Expectation(
            failure: .urlOffline,
            status: .serviceUnavailable,
            preset: .offline,
            title: [
                "en": ErrorScreen(.preset(.offline)).title!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.offline)).title!.resolved(using: Catalog.japanese),
            ],
            message: [
                "en": ErrorScreen(.preset(.offline)).message!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.offline)).message!.resolved(using: Catalog.japanese),
            ],
            secrets: ["URLError", "-1009"]
        ),
        Expectation(
            failure: .problem,
            status: .tooManyRequests,
            preset: .rateLimited,
            title: ["en": "Slow down", "ja": "リクエストが多すぎます"],
            message: [
                "en": "You've sent more than 100 requests a minute. Try again in a minute.",
                "ja": "1分間のリクエストが100件を超えました。1分後に再度お試しください。",
            ],
            secrets: []
        ),
        Expectation(
            failure: .decoding,
            status: .internalServerError,
            preset: .unexpected,
            title: [
                "en": ErrorScreen(.preset(.unexpected)).title!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.unexpected)).title!.resolved(using: Catalog.japanese),
            ],
            message: [
                "en": ErrorScreen(.preset(.unexpected)).message!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.unexpected)).message!.resolved(using: Catalog.japanese),
            ],
            secrets: [Failure.decodingNote, "valueNotFound", "DecodingError"]
        ),
        Expectation(
            failure: .http,
            status: .serviceUnavailable,
            preset: .maintenance,
            title: [
                "en": ErrorScreen(.preset(.maintenance)).title!.resolved(using: Catalog.english),
                "ja": ErrorScreen(.preset(.maintenance)).title!.resolved(using: Catalog.japanese),
            ],
            message: [
                "en": ErrorScreen(.preset(.maintenance)).message!.resolved(using: Catalog.english)
                    + " Try again in 120 seconds.",
                "ja": ErrorScreen(.preset(.maintenance)).message!.resolved(using: Catalog.japanese)
                    + "120秒後に再度お試しください。",
            ],
            secrets: ["migration", "HTTPError"]
        ),
    ]

    @Test("Each failure in each format and language", arguments: Self.expectations, ResponseFormat.allCases)
    func failure(_ expected: Expectation, _ format: ResponseFormat) async throws {
        for language in Language.all {
            let response = try await Client.get(
                "/fail/\(expected.failure.rawValue)",
                accept: format.mediaType,
                language: language.acceptLanguage
            )
            let title = try #require(expected.title[language.code])
            let message = try #require(expected.message[language.code])
            #expect(response.status == expected.status)
            #expect(response.headers[.contentType] == format.contentType)
            #expect(response.headers[.contentLanguage] == language.code)
            #expect(response.headers[.vary] == "Accept, Accept-Language")
            for secret in expected.secrets {
                #expect(!response.text.contains(secret), "\(secret) reached the body")
            }
            switch format {
            case .json:
                let document = try WireDocument.decode(response.text)
                #expect(document.language == language.code)
                guard case .errorScreen(let screen) = document.model else {
                    Issue.record("not an error screen: \(document.type)")
                    continue
                }
                #expect(screen.preset == expected.preset)
                #expect(screen.title == UserText(verbatim: title))
                #expect(screen.message == UserText(verbatim: message))
                #expect(screen.developerNote == nil)
            case .problemJSON:
                let problem = try WireDecoder().decode(ProblemDetails.self, from: response.text)
                #expect(problem.status == Int(expected.status.code))
                #expect(problem.title == title)
                #expect(problem.detail == message)
                #expect(problem.extensions["preset"] == .string(expected.preset.rawValue))
            case .html:
                #expect(response.text.contains("<html lang=\"\(language.code)\">"))
                #expect(response.text.contains("<title>\(RouteTests.escaped(title))</title>"))
                #expect(response.text.contains(RouteTests.escaped(message)))
            case .text:
                #expect(response.text.contains(title))
            }
        }
    }

    @Test("A thrown problem keeps its status, type, instance and extension members")
    func problemMembers() async throws {
        let response = try await Client.get("/fail/problem", accept: "application/problem+json", language: "en")
        #expect(response.status == .tooManyRequests)
        #expect(response.headers[.contentType] == "application/problem+json")
        let problem = try WireDecoder().decode(ProblemDetails.self, from: response.text)
        #expect(
            problem
                == ProblemDetails(
                    type: "https://anshin.example/problems/rate-limited",
                    status: 429,
                    title: "Slow down",
                    detail: "You've sent more than 100 requests a minute. Try again in a minute.",
                    instance: "/fail/problem",
                    extensions: [
                        "limit": .integer(100),
                        "retryAfterSeconds": .integer(60),
                        "preset": .string("rateLimited"),
                        "icon": .string("hourglass"),
                        "retryButtonTitle": .string("Retry"),
                        "retryAction": .string("retry"),
                    ]
                )
        )
    }

    @Test("Hummingbird's HTTPError keeps its status and header fields; its message stays out")
    func httpError() async throws {
        let response = try await Client.get("/fail/http", accept: "application/problem+json", language: "en")
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers[.retryAfter] == "120")
        #expect(!response.text.contains("migration"))
        let problem = try WireDecoder().decode(ProblemDetails.self, from: response.text)
        #expect(problem.detail?.hasSuffix(" Try again in 120 seconds.") == true)
        #expect(problem.extensions["preset"] == .string("maintenance"))
    }

    @Test("A cancelled upstream call answers 204 with no body, in every format", arguments: ResponseFormat.allCases)
    func cancelled(_ format: ResponseFormat) async throws {
        for language in Language.all {
            let response = try await Client.get(
                "/fail/cancelled",
                accept: format.mediaType,
                language: language.acceptLanguage
            )
            #expect(response.status == .noContent)
            #expect(response.body.readableBytes == 0)
            #expect(response.headers[.contentType] == nil)
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.headers[.contentLanguage] == language.code)
            #expect(response.headers[.vary] == "Accept, Accept-Language")
        }
    }

    @Test(
        "Unknown failures, presets, alerts and paths answer 404 with the not-found screen",
        arguments: ["/fail/teapot", "/errors/teapot", "/alerts/teapot", "/nowhere", "/errors/Forbidden"]
    )
    func notFound(_ path: String) async throws {
        for language in Language.all {
            let response = try await Client.get(path, accept: "application/json", language: language.acceptLanguage)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.contentLanguage] == language.code)
            let document = try WireDocument.decode(response.text)
            #expect(document.model == .errorScreen(Resolved.screen(ErrorScreen(.preset(.notFound)), language.catalog)))
            #expect(!response.text.contains("teapot"))
        }
        let page = try await Client.get(path, accept: "text/html", language: "ja")
        #expect(page.status == .notFound)
        #expect(page.text.contains("<html lang=\"ja\">"))
        #expect(
            page.text.contains(
                "<title>\(ErrorScreen(.preset(.notFound)).title!.resolved(using: Catalog.japanese))</title>"
            )
        )
    }

    @Test("An unsupported Accept wins over a failure: 406")
    func notAcceptableFailure() async throws {
        let response = try await Client.get("/fail/localized", accept: "image/png", language: "en")
        #expect(response.status == .notAcceptable)
        #expect(
            response.text
                == "Not acceptable: this resource is available as application/json, application/problem+json, text/html, text/plain.\n"
        )
    }

    @Test("The mapping from errors to answers, without a server")
    func mapping() throws {
        #expect(PresentedResponse(error: CancellationError()) == nil)
        let missing = try #require(PresentedResponse(error: HTTPError(.notFound)))
        #expect(missing.status == .notFound)
        #expect(missing.offeredFormats == ResponseFormat.errors)
        let teapot = try #require(PresentedResponse(error: HTTPError(HTTPResponse.Status(code: 418))))
        #expect(teapot.status.code == 418)
        guard case .errorScreen(let screen, nil) = teapot.content else {
            Issue.record("not an error screen")
            return
        }
        #expect(screen.preset == .unexpected)
        let problem = try #require(PresentedResponse(error: ProblemDetails(status: 409, title: "Conflict")))
        #expect(problem.status.code == 409)
        let statusless = try #require(PresentedResponse(error: ProblemDetails(title: "Gone fishing")))
        #expect(statusless.status == .internalServerError)
    }
}
