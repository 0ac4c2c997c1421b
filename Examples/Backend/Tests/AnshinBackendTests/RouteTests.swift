import Anshin
import AnshinBackend
import AnshinJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Every route in every format and language: status, header fields and body.
@Suite("Routes × formats × languages")
struct RouteTests {
    @Test(
        "Each route answers in each format and language",
        arguments: Route.all,
        [ResponseFormat.json, .problemJSON, .html, .text]
    )
    func answers(_ route: Route, _ format: ResponseFormat) async throws {
        for language in Language.all {
            let response = try await Client.get(route.path, accept: format.mediaType, language: language.acceptLanguage)
            #expect(response.headers[.contentLanguage] == language.code)
            #expect(response.headers[.vary] == "Accept, Accept-Language")
            if format == .problemJSON && !route.isError {
                // An alert or the empty state is not a problem: problem details are not offered.
                #expect(response.status == .notAcceptable)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                let expected =
                    language.code == "en"
                    ? "Not acceptable: this resource is available as application/json, text/html, text/plain.\n"
                    : "この形式では応答できません。利用できる形式: application/json, text/html, text/plain\n"
                #expect(response.text == expected)
                continue
            }
            #expect(response.status == route.status)
            #expect(response.headers[.contentType] == format.contentType)
            try Self.checkBody(response.text, format: format, route: route, language: language)
        }
    }

    static func checkBody(_ body: String, format: ResponseFormat, route: Route, language: Language) throws {
        let title = Resolved.title(route.content, language.catalog)
        #expect(!title.isEmpty)
        switch format {
        case .json:
            let document = try WireDocument.decode(body)
            #expect(document.version == 1)
            #expect(document.language == language.code)
            #expect(document.model == (try Resolved.model(route.content, language.catalog)))
            #expect(!body.contains("\n"), "compact")
        case .problemJSON:
            guard case .errorScreen(let screen, _) = route.content, let preset = screen.preset else {
                Issue.record("problem details for a model that is no error screen")
                return
            }
            let problem = try WireDecoder().decode(ProblemDetails.self, from: body)
            #expect(problem.type == "about:blank")
            #expect(problem.status == Int(route.status.code))
            #expect(problem.title == title)
            #expect(problem.detail == screen.message?.resolved(using: language.catalog))
            #expect(problem.instance == nil)
            #expect(problem.extensions["preset"] == .string(preset.rawValue))
            #expect(problem.extensions["icon"] == screen.icon.map { .string($0.symbol.rawValue) })
            #expect(
                problem.extensions["retryButtonTitle"]
                    == screen.retry.map { .string($0.title.resolved(using: language.catalog)) }
            )
            #expect(problem.extensions["retryAction"] == screen.retry.map { .string($0.action.rawValue) })
            #expect(ErrorScreen(problem).preset == preset)
        case .html:
            #expect(body.hasPrefix("<!DOCTYPE html>"))
            #expect(body.contains("<html lang=\"\(language.code)\">"))
            #expect(body.contains("<title>\(Self.escaped(title))</title>"))
            #expect(body.contains("<main"))
        case .text:
            #expect(body.hasSuffix("\n"))
            #expect(body.contains(title))
        }
    }

    static func escaped(_ text: String) -> String {
        text.map { character in
            switch character {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            default: String(character)
            }
        }
        .joined()
    }

    @Test("Known titles, in both languages, from the catalogs")
    func knownTitles() async throws {
        let cases: [(String, String, String)] = [
            ("/errors/forbidden", "en", "You don't have access"),
            ("/errors/forbidden", "ja", "アクセスできません"),
            ("/alerts/delete-draft", "en", "Delete this draft?"),
            ("/alerts/delete-draft", "ja", "この下書きを削除しますか？"),
        ]
        for (path, language, title) in cases {
            let response = try await Client.get(path, accept: "application/json", language: language)
            let document = try WireDocument.decode(response.text)
            let presentation = try #require(document.presentation)
            #expect(presentation.elements.contains { $0.text?.verbatim == title }, "\(path) \(language)")
        }
    }

    @Test("The forbidden screen as plain text, exactly")
    func forbiddenText() async throws {
        let response = try await Client.get("/errors/forbidden", accept: "text/plain", language: "en")
        #expect(response.status == .forbidden)
        #expect(
            response.text == """
                (lock)

                You don't have access
                ═════════════════════

                You don't have permission to view this content.

                """
        )
    }

    @Test("The delete-draft alert as plain text, exactly: destructive recovery leading")
    func deleteDraftText() async throws {
        let response = try await Client.get("/alerts/delete-draft", accept: "text/plain", language: "ja")
        #expect(response.status == .ok)
        #expect(
            response.text == """
                ┌──────────────────────────────────────────────────────────┐
                │ この下書きを削除しますか？                               │
                │ ══════════════════════════                               │
                │                                                          │
                │ この操作は取り消せません。                               │
                │                                                          │
                │                                 [ 削除 ]  [ キャンセル ] │
                └──────────────────────────────────────────────────────────┘

                """
        )
    }
}
