import Anshin
import AnshinBackend
import AnshinJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Content negotiation: `Accept` with quality values and wildcards, and `Accept-Language`.
@Suite("Negotiation")
struct NegotiationTests {
    struct AcceptCase: Sendable, CustomTestStringConvertible {
        var header: String?
        var offered: [ResponseFormat]
        var expected: ResponseFormat?
        var testDescription: String { "\(self.header ?? "(none)") → \(self.expected?.mediaType ?? "406")" }
    }

    static let acceptCases: [AcceptCase] = [
        AcceptCase(header: nil, offered: ResponseFormat.errors, expected: .json),
        AcceptCase(header: "", offered: ResponseFormat.errors, expected: .json),
        AcceptCase(header: "*/*", offered: ResponseFormat.errors, expected: .json),
        AcceptCase(header: "*/*", offered: ResponseFormat.presentations, expected: .json),
        AcceptCase(header: "text/html", offered: ResponseFormat.errors, expected: .html),
        AcceptCase(header: "TEXT/PLAIN", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(header: "text/*", offered: ResponseFormat.errors, expected: .html),
        AcceptCase(header: "application/*", offered: ResponseFormat.errors, expected: .json),
        AcceptCase(header: "text/html;q=0.9, text/plain", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(
            header: "text/html; q=0.5, application/json; q=0.4",
            offered: ResponseFormat.errors,
            expected: .html
        ),
        AcceptCase(header: "text/plain, text/html", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(header: "text/html, text/plain", offered: ResponseFormat.errors, expected: .html),
        AcceptCase(header: "*/*;q=0.1, text/plain", offered: ResponseFormat.errors, expected: .text),
        // A specific range beats a wildcard of the same quality, wherever it stands.
        AcceptCase(header: "*/*, text/plain", offered: ResponseFormat.errors, expected: .text),
        // A browser's header.
        AcceptCase(
            header: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8",
            offered: ResponseFormat.errors,
            expected: .html
        ),
        AcceptCase(header: "application/problem+json", offered: ResponseFormat.errors, expected: .problemJSON),
        AcceptCase(header: "application/problem+json", offered: ResponseFormat.presentations, expected: nil),
        AcceptCase(
            header: "application/problem+json, text/plain;q=0.1",
            offered: ResponseFormat.presentations,
            expected: .text
        ),
        AcceptCase(
            header: "application/json;q=0.5, application/problem+json",
            offered: ResponseFormat.errors,
            expected: .problemJSON
        ),
        // q=0 refuses a type even when a wildcard would accept it.
        AcceptCase(header: "application/json;q=0, */*", offered: ResponseFormat.errors, expected: .problemJSON),
        AcceptCase(header: "application/json;q=0, */*", offered: ResponseFormat.presentations, expected: .html),
        AcceptCase(header: "*/*;q=0", offered: ResponseFormat.errors, expected: nil),
        AcceptCase(header: "image/png", offered: ResponseFormat.errors, expected: nil),
        AcceptCase(header: "image/*, application/pdf", offered: ResponseFormat.errors, expected: nil),
        // Parameters other than q are ignored; malformed parts are skipped.
        AcceptCase(header: "application/json; charset=utf-8", offered: ResponseFormat.errors, expected: .json),
        AcceptCase(header: "text/html;q=2, text/plain", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(header: "text/html;q=abc, text/plain;q=0.2", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(header: "nonsense, text/plain", offered: ResponseFormat.errors, expected: .text),
        AcceptCase(header: "*/html", offered: ResponseFormat.errors, expected: .json),
    ]

    @Test("Which format an Accept header gets", arguments: Self.acceptCases)
    func accept(_ item: AcceptCase) {
        #expect(AcceptHeader(item.header).preferred(among: item.offered) == item.expected)
    }

    @Test("Quality of a media type: the most specific matching range decides")
    func quality() {
        let accept = AcceptHeader("text/*;q=0.3, text/html;q=0.7, */*;q=0.1")
        #expect(accept.quality(of: "text/html") == 0.7)
        #expect(accept.quality(of: "text/plain") == 0.3)
        #expect(accept.quality(of: "application/json") == 0.1)
        #expect(AcceptHeader("text/html").quality(of: "application/json") == 0)
    }

    @Test(
        "Through the server: the negotiated format's Content-Type",
        arguments: Self.acceptCases.filter { $0.offered == ResponseFormat.errors }
    )
    func server(_ item: AcceptCase) async throws {
        let response = try await Client.get("/errors/forbidden", accept: item.header)
        if let expected = item.expected {
            #expect(response.status == .forbidden)
            #expect(response.headers[.contentType] == expected.contentType)
        } else {
            #expect(response.status == .notAcceptable)
            #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
        }
        #expect(response.headers[.vary] == "Accept, Accept-Language")
        #expect(response.headers[.contentLanguage] == "en")
    }

    @Test("406 for an alert asked for as problem details, in the negotiated language")
    func alertAsProblem() async throws {
        let response = try await Client.get("/alerts/confirmation", accept: "application/problem+json", language: "ja")
        #expect(response.status == .notAcceptable)
        #expect(response.headers[.contentLanguage] == "ja")
        #expect(response.text == "この形式では応答できません。利用できる形式: application/json, text/html, text/plain\n")
    }

    @Test("406 for image/png, with a short text body")
    func imagePNG() async throws {
        let response = try await Client.get("/errors/server", accept: "image/png")
        #expect(response.status == .notAcceptable)
        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
        #expect(
            response.text
                == "Not acceptable: this resource is available as application/json, application/problem+json, text/html, text/plain.\n"
        )
    }

    @Test("Several Accept fields are one list")
    func severalAcceptFields() async throws {
        var headers: HTTPFields = [:]
        headers.append(HTTPField(name: .accept, value: "image/png"))
        headers.append(HTTPField(name: .accept, value: "text/plain;q=0.5"))
        let response = try await Client.get("/alerts/retry-upload", headers: headers)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
    }

    struct LanguageCase: Sendable, CustomTestStringConvertible {
        var header: String?
        var expected: String
        var testDescription: String { "\(self.header ?? "(none)") → \(self.expected)" }
    }

    static let languageCases: [LanguageCase] = [
        LanguageCase(header: nil, expected: "en"),
        LanguageCase(header: "", expected: "en"),
        LanguageCase(header: "ja", expected: "ja"),
        LanguageCase(header: "ja-JP", expected: "ja"),
        LanguageCase(header: "en-GB", expected: "en"),
        LanguageCase(header: "fr-CH, fr;q=0.9, ja;q=0.5", expected: "ja"),
        LanguageCase(header: "fr", expected: "en"),
        LanguageCase(header: "en;q=0.1, ja;q=0.8", expected: "ja"),
        LanguageCase(header: "ja;q=0, *", expected: "en"),
        LanguageCase(header: "*", expected: "en"),
        LanguageCase(header: "en;q=0, *", expected: "ja"),
    ]

    @Test("Which language an Accept-Language header gets", arguments: Self.languageCases)
    func language(_ item: LanguageCase) async throws {
        #expect(BackendCatalog.negotiated(for: item.header).languageCode == item.expected)
        let response = try await Client.get("/errors/maintenance", accept: "application/json", language: item.header)
        #expect(response.headers[.contentLanguage] == item.expected)
        #expect(try WireDocument.decode(response.text).language == item.expected)
    }
}
