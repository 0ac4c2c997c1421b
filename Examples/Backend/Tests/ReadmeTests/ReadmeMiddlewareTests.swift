import Anshin
import AnshinJSON
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The README's condensed middleware answers as the README says: an `HTTPError` keeps its status, any
/// other error maps to its preset's, the body is the screen's compact JSON in the request's language,
/// and a cancelled request gets no screen.
@Suite("The README's middleware")
struct ReadmeMiddlewareTests {
    struct DiskFull: LocalizedError {
        var errorDescription: String? { "Disk full" }
        var failureReason: String? { "The disk has no room left." }
    }

    static func get(_ path: String, language: String? = nil) async throws -> TestResponse {
        let router = Router()
        router.add(middleware: PresentationMiddleware())
        router.get("forbidden") { _, _ -> String in throw HTTPError(.forbidden) }
        router.get("teapot") { _, _ -> String in throw HTTPError(.init(code: 418)) }
        router.get("disk") { _, _ -> String in throw DiskFull() }
        router.get("slow") { _, _ -> String in throw ProblemDetails(status: 429, title: "Slow down") }
        router.get("offline") { _, _ -> String in throw URLError(.notConnectedToInternet) }
        router.get("cancelled") { _, _ -> String in throw CancellationError() }
        var headers: HTTPFields = [:]
        if let language { headers[.acceptLanguage] = language }
        let requestHeaders = headers
        return try await Application(router: router).test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: requestHeaders)
        }
    }

    static func json(_ screen: ErrorScreen, _ catalog: Catalog) -> String {
        screen.rendered(using: .json(text: .resolved(using: catalog), formatting: .compact))
    }

    @Test func anHTTPErrorKeepsItsStatusInTheRequestsLanguage() async throws {
        let english = try await Self.get("/forbidden")
        #expect(english.status == .forbidden)
        #expect(english.headers[.contentType] == "application/json")
        #expect(english.headers[.contentLanguage] == "en")
        #expect(String(buffer: english.body) == Self.json(ErrorScreen(.preset(.forbidden)), .english))
        let japanese = try await Self.get("/forbidden", language: "ja, en;q=0.5")
        #expect(japanese.headers[.contentLanguage] == "ja")
        #expect(String(buffer: japanese.body) == Self.json(ErrorScreen(.preset(.forbidden)), .japanese))
        let teapot = try await Self.get("/teapot")
        #expect(teapot.status.code == 418)
        #expect(String(buffer: teapot.body) == Self.json(ErrorScreen(.preset(.unexpected)), .english))
    }

    @Test func otherErrorsMapToAPresetsStatus() async throws {
        let disk = try await Self.get("/disk")
        #expect(disk.status == .internalServerError)
        let document = try WireDocument.decode(String(buffer: disk.body))
        guard case .errorScreen(let screen) = document.model else {
            Issue.record("expected an error screen, got \(document.model)")
            return
        }
        #expect(screen.title == "Disk full")
        #expect(screen.message == "The disk has no room left.")
        #expect(screen.developerNote == nil)
        let slow = try await Self.get("/slow")
        #expect(slow.status == .tooManyRequests)
        #expect(String(buffer: slow.body).contains(#""title":"Slow down""#))
        let offline = try await Self.get("/offline")
        #expect(offline.status == .serviceUnavailable)
        #expect(String(buffer: offline.body) == Self.json(ErrorScreen(.preset(.offline)), .english))
    }

    @Test func aCancelledRequestGetsNoScreen() async throws {
        let cancelled = try await Self.get("/cancelled")
        #expect(cancelled.status == .noContent)
        #expect(cancelled.body.readableBytes == 0)
    }
}
