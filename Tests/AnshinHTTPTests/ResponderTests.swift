import Anshin
import AnshinHTML
import AnshinHTTP
import AnshinJSON
import Foundation
import Testing

/// An error a framework throws: a status, a reason for developers, header fields.
struct AbortError: HTTPStatusError {
    var httpStatus: Int
    var httpReason: String?
    var httpHeaderFields: [(name: String, value: String)]

    init(_ status: Int, reason: String? = nil, fields: [(name: String, value: String)] = []) {
        self.httpStatus = status
        self.httpReason = reason
        self.httpHeaderFields = fields
    }
}

struct QuotaError: UserFacingError {
    var userFacingTitle: UserText { "Storage full" }
    var userFacingMessage: UserText? { "Delete some files and try again." }
}

struct SecretError: Error, CustomDebugStringConvertible {
    var debugDescription: String { "database password is hunter2" }
}

typealias Field = HTTPAnswer.HeaderField

@Suite("HTTPPresenter: status, header fields and body")
struct ResponderTests {
    let responder = HTTPPresenter()

    static func fields(_ contentType: String?, _ language: String, _ more: Field...) -> [Field] {
        (contentType.map { [Field("Content-Type", $0)] } ?? [])
            + [Field("Content-Language", language), Field("Vary", "Accept, Accept-Language")] + more
    }

    func text(_ answer: HTTPAnswer) -> String { String(decoding: answer.body, as: UTF8.self) }

    /// An HTML answer's Content-Security-Policy field with a nonce.
    static func policy(_ nonce: String) -> Field {
        Field(
            "Content-Security-Policy",
            "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; base-uri 'none'; "
                + "form-action 'none'; frame-ancestors 'none'"
        )
    }

    /// The nonce of an answer's policy, or `nil`.
    static func nonce(_ fields: [Field]) -> String? {
        guard let value = fields.first(where: { $0.name == "Content-Security-Policy" })?.value,
            let start = value.range(of: "'nonce-")?.upperBound,
            let end = value[start...].firstIndex(of: "'")
        else { return nil }
        return String(value[start..<end])
    }

    /// The fields with the policy's nonce written as NONCE.
    static func withoutNonce(_ fields: [Field]) -> [Field] {
        fields.map { field in
            guard field.name == "Content-Security-Policy", let nonce = Self.nonce([field]) else { return field }
            return Self.policy(nonce) == field ? Self.policy("NONCE") : field
        }
    }

    @Test("An HTML page runs under a strict policy with a fresh nonce on its <style> and <script>")
    func htmlPolicy() throws {
        let host = [Field("Content-Security-Policy", "default-src *"), Field("Cache-Control", "no-store")]
        let first = self.responder.answer(
            to: HTTPFailure(screen: ErrorScreen(.preset(.notFound)), status: 404, headerFields: host),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "en"
        )
        let nonce = try #require(Self.nonce(first.headerFields))
        // 128 bits in base64: 22 characters and two "=".
        #expect(nonce.utf8.count == 24 && nonce.hasSuffix("=="))
        // The host's own policy would stop the page's script: the answer writes the only one.
        #expect(
            first.headerFields
                == Self.fields(
                    "text/html; charset=utf-8",
                    "en",
                    Self.policy(nonce),
                    Field("Cache-Control", "no-store")
                )
        )
        let page = self.text(first)
        #expect(page.components(separatedBy: "<style nonce=\"\(nonce)\">").count == 2)
        #expect(page.components(separatedBy: "<script nonce=\"\(nonce)\">").count == 2)
        #expect(page.components(separatedBy: "nonce=").count == 3)

        let second = self.responder.answer(
            to: AbortError(404),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "en"
        )
        #expect(Self.nonce(second.headerFields) != nonce)
        // Other formats run no script: no policy.
        for format in HTTPFormat.allCases where format != .html {
            let answer = self.responder.answer(
                to: AbortError(404),
                method: "GET",
                accept: format.mediaType,
                acceptLanguage: "en"
            )
            #expect(Self.nonce(answer.headerFields) == nil, "\(format)")
        }
    }

    @Test("Linked page assets: the page links them with the policy's nonce; the answer is otherwise the same")
    func linkedPageAssets() throws {
        var responder = HTTPPresenter()
        responder.pageAssets = .linked(stylesheet: "/assets/anshin.css", script: "/assets/anshin.js")
        let answer = responder.answer(to: AbortError(404), method: "GET", accept: "text/html", acceptLanguage: "ja")
        let nonce = try #require(Self.nonce(answer.headerFields))
        #expect(answer.headerFields == Self.fields("text/html; charset=utf-8", "ja", Self.policy(nonce)))
        let page = self.text(answer)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/anshin.css\" nonce=\"\(nonce)\">\n</head>"))
        #expect(page.hasSuffix("<script src=\"/assets/anshin.js\" nonce=\"\(nonce)\"></script>\n</body>\n</html>\n"))
        #expect(page.components(separatedBy: "nonce=").count == 3)
        // The same page as the renderer's with the same settings: only the markup, not the assets.
        let renderer = HTMLRenderer(
            localizer: Catalog.japanese,
            layout: .document(),
            nonce: nonce,
            pageAssets: responder.pageAssets
        )
        #expect(page == renderer.render(ErrorScreen(.preset(.notFound))))
        #expect(!page.contains(HTMLRenderer.script) && answer.body.count < 8_000)
        #expect(responder != HTTPPresenter())
        #expect(HTTPPresenter(pageAssets: responder.pageAssets) == responder)
        #expect(HTTPPresenter(pageAssets: responder.pageAssets).hashValue == responder.hashValue)
    }

    @Test("A framework's 403 as plain text, exactly")
    func forbiddenText() {
        let answer = self.responder.answer(
            to: AbortError(403, reason: "user 12 is not in project 7"),
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en-US,en;q=0.9"
        )
        #expect(answer.status == 403)
        #expect(answer.headerFields == Self.fields("text/plain; charset=utf-8", "en"))
        #expect(answer.format == .text)
        #expect(answer.languageCode == "en")
        #expect(
            self.text(answer) == """
                (lock)

                You don't have access
                ═════════════════════

                You don't have permission to view this content.

                """
        )
        #expect(answer.contentLength == answer.body.count)
    }

    @Test("Problem details for about:blank: the status phrase, the screen's title and message, sorted members")
    func problemDetails() {
        let answer = self.responder.answer(
            to: AbortError(403),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: nil,
            instance: "/projects/7"
        )
        #expect(answer.status == 403)
        #expect(answer.headerFields == Self.fields("application/problem+json", "en"))
        #expect(
            self.text(answer)
                == #"{"detail":"You don't have permission to view this content.","icon":"lock","instance":"/projects/7","#
                + #""preset":"forbidden","screenTitle":"You don't have access","status":403,"title":"Forbidden","#
                + #""type":"about:blank"}"#
        )
        let japanese = self.responder.answer(
            to: AbortError(503),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "ja"
        )
        #expect(
            self.text(japanese)
                == #"{"detail":"ただいまメンテナンス中です。しばらくしてから再度お試しください。","icon":"maintenance","#
                + #""preset":"maintenance","retryAction":"retry","retryButtonTitle":"再試行","#
                + #""screenTitle":"メンテナンス中です","status":503,"title":"Service Unavailable","type":"about:blank"}"#
        )
    }

    @Test("A thrown problem keeps its type, instance and extension members; status is the answer's")
    func thrownProblem() throws {
        let thrown = ProblemDetails(
            type: "https://example.com/probs/rate-limited",
            status: 429,
            title: "Slow down",
            detail: "You've sent more than 100 requests a minute.",
            instance: "/fail/problem",
            extensions: ["limit": .integer(100), "windows": .array([.string("1m")])]
        )
        let answer = self.responder.answer(
            to: thrown,
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(answer.status == 429)
        #expect(
            self.text(answer)
                == #"{"detail":"You've sent more than 100 requests a minute.","icon":"hourglass","#
                + #""instance":"/fail/problem","limit":100,"preset":"rateLimited","retryAction":"retry","#
                + #""retryButtonTitle":"Retry","status":429,"title":"Slow down","#
                + #""type":"https://example.com/probs/rate-limited","windows":["1m"]}"#
        )
        // A member holding a number that is not finite has no JSON form: only it is left out.
        var infinite = thrown
        infinite.extensions["score"] = .number(.infinity)
        infinite.extensions["nested"] = .object(["ok": .integer(1), "bad": .array([.number(.nan)])])
        let kept = self.responder.answer(
            to: infinite,
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(self.text(kept) == self.text(answer))
        // A problem whose status is not an error status takes its preset's.
        let odd = self.responder.answer(
            to: ProblemDetails(status: 200, title: "Fine?"),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(odd.status == 500)
        let problem = try WireDecoder().decode(ProblemDetails.self, from: self.text(odd))
        #expect(problem.status == 500)
    }

    @Test("Retry-After: kept from the error, said in the message; added for a failure that gives seconds")
    func retryAfter() throws {
        let answer = self.responder.answer(
            to: AbortError(503, reason: "migration 42", fields: [("Retry-After", "120"), ("Content-Type", "x/evil")]),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(answer.headerFields == Self.fields("application/problem+json", "en", Field("Retry-After", "120")))
        let problem = try WireDecoder().decode(ProblemDetails.self, from: self.text(answer))
        #expect(problem.detail == "We're doing some maintenance. Try again in 120 seconds.")
        #expect(!self.text(answer).contains("migration"))

        let limited = self.responder.answer(
            to: HTTPFailure(screen: ErrorScreen(httpStatus: 429, retryAfter: .seconds(30)), retryAfter: 30),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "ja"
        )
        #expect(limited.status == 429)
        #expect(
            Self.withoutNonce(limited.headerFields)
                == Self.fields("text/html; charset=utf-8", "ja", Self.policy("NONCE"), Field("Retry-After", "30"))
        )
        #expect(self.text(limited).contains("リクエストが集中しています。30秒後に再度お試しください。"))
        // An HTTP date is kept as a field, and not put into words.
        let dated = self.responder.answer(
            to: AbortError(503, fields: [("retry-after", "Wed, 21 Oct 2026 07:28:00 GMT")]),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(dated["Retry-After"] == "Wed, 21 Oct 2026 07:28:00 GMT")
        #expect(!self.text(dated).contains("Try again in"))
        // Retry-After is one field: the first is kept. Spaces around seconds are not part of them.
        let twice = self.responder.answer(
            to: AbortError(503, fields: [("Retry-After", " 60\t"), ("retry-after", "abc"), ("Retry-After", "5")]),
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(twice.headerFields == Self.fields("text/plain; charset=utf-8", "en", Field("Retry-After", " 60\t")))
        #expect(self.text(twice).contains("Try again in 60 seconds."))
        // The same for a model's answer, whose fields the caller gives: the first writable one.
        let model = self.responder.answer(
            StatusMessage("Queued"),
            status: 202,
            headerFields: [Field("Retry-After", "bad\nvalue"), Field("Retry-After", "10"), Field("retry-after", "20")],
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(model.headerFields == Self.fields("text/plain; charset=utf-8", "en", Field("Retry-After", "10")))
        // A Retry-After that is neither a delay in seconds nor an IMF-fixdate is not sent, and gives way
        // to the next one, or to retryAfter, which the message then says.
        let invalid = HTTPFailure(
            screen: ErrorScreen(.preset(.rateLimited)),
            retryAfter: 60,
            headerFields: [Field("Retry-After", "soon"), Field("Retry-After", "-5"), Field("Retry-After", "")]
        )
        #expect(invalid.headerFields == [Field("Retry-After", "60")])
        let limitedAnswer = self.responder.answer(
            to: invalid,
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(limitedAnswer["Retry-After"] == "60")
        #expect(self.text(limitedAnswer).contains("Try again in 60 seconds."))
        let kept = [
            "0", " 120\t", "0000000000120", "Wed, 21 Oct 2026 07:28:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT",
        ]
        let dropped = [
            "soon", "-5", "", " ", "1.5", "+3", "Wed, 21 Oct 2026 07:28:00 UTC", "wed, 21 Oct 2026 07:28:00 GMT",
            "Wed, 21 oct 2026 07:28:00 GMT", "Wed, 1 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 7:28:00 GMT",
            "Wednesday, 21-Oct-26 07:28:00 GMT", "Wed Oct 21 07:28:00 2026", "Wed, 21 Oct 2026 07:28:00 GMT x",
            "Wed, 21 Xyz 2026 07:28:00 GMT", "Abc, 21 Oct 2026 07:28:00 GMT",
        ]
        for value in kept {
            #expect(
                HTTPFailure(screen: nil, headerFields: [Field("Retry-After", value)]).headerFields.count == 1,
                "\(value)"
            )
        }
        for value in dropped {
            #expect(
                HTTPFailure(screen: nil, headerFields: [Field("Retry-After", value)]).headerFields == [],
                "\(value)"
            )
        }
        func said(_ value: String) -> Bool {
            let answer = self.responder.answer(
                to: AbortError(503, fields: [("Retry-After", value)]),
                method: "GET",
                accept: "text/plain",
                acceptLanguage: "en"
            )
            return self.text(answer).contains("Try again in")
        }
        #expect(said("1") && said(" 7 ") && said("\t999999999"))
        // Leading zeros are digits of the same delay (RFC 9110's delay-seconds is 1*DIGIT), not a longer one.
        let padded = self.responder.answer(
            to: AbortError(503, fields: [("Retry-After", "0000000000120")]),
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(self.text(padded).contains("We're doing some maintenance. Try again in 120 seconds."))
        for value in ["", " ", "1 2", "+1", "-1", "0x1", "1234567890", "1.5", "٣"] {
            #expect(!said(value), "\(value.debugDescription)")
        }
    }

    @Test("HEAD: the status and header fields of GET, no body", arguments: HTTPFormat.allCases)
    func head(_ format: HTTPFormat) {
        let get = self.responder.answer(
            to: AbortError(404),
            method: "GET",
            accept: format.mediaType,
            acceptLanguage: "ja"
        )
        let head = self.responder.answer(
            to: AbortError(404),
            method: "HEAD",
            accept: format.mediaType,
            acceptLanguage: "ja"
        )
        #expect(head.status == 404)
        // The same fields; an HTML page's policy has a nonce of its own in each answer.
        #expect(Self.withoutNonce(head.headerFields) == Self.withoutNonce(get.headerFields))
        #expect(head.body.isEmpty)
        #expect(!get.body.isEmpty)
        #expect(head.contentLength == get.body.count)
    }

    @Test("406: a line naming what is available, in the request's language; none for HEAD")
    func notAcceptable() {
        let english = self.responder.answer(
            to: AbortError(500),
            method: "GET",
            accept: "image/png",
            acceptLanguage: nil
        )
        #expect(english.status == 406)
        #expect(english.headerFields == Self.fields("text/plain; charset=utf-8", "en"))
        #expect(
            self.text(english)
                == "Not acceptable: this resource is available as application/json, application/problem+json, text/html, text/plain.\n"
        )
        let alert = Alert.confirmation(Alert.Content(title: "Saved"))
        let japanese = self.responder.answer(
            alert,
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "ja"
        )
        #expect(japanese.status == 406)
        #expect(self.text(japanese) == "この形式では応答できません。利用できる形式: application/json, text/html, text/plain\n")
        let head = self.responder.answer(alert, method: "HEAD", accept: "image/png", acceptLanguage: "ja")
        #expect(head.status == 406)
        #expect(head.body.isEmpty)
        // A failure's own fields do not go out with 406.
        let retry = self.responder.answer(
            to: AbortError(503, fields: [("Retry-After", "5")]),
            method: "GET",
            accept: "image/png",
            acceptLanguage: "en"
        )
        #expect(retry["Retry-After"] == nil)
    }

    @Test("No Accept: the wire document, compact, text resolved")
    func wireDocument() throws {
        let answer = self.responder.answer(to: AbortError(404), method: "GET", accept: nil, acceptLanguage: "ja-JP")
        #expect(answer.headerFields == Self.fields("application/json", "ja"))
        let screen = try #require(ErrorScreen(httpStatus: 404))
        let expected = JSONRenderer(text: .resolved(using: Catalog.japanese), formatting: .compact).render(screen)
        #expect(self.text(answer) == expected)
        let document = try WireDocument.decode(self.text(answer))
        #expect(document.language == "ja")
        #expect(document.type == "errorScreen")
        #expect(!self.text(answer).contains("\n"))
    }

    @Test("A standalone HTML page in the request's language")
    func htmlPage() {
        let answer = self.responder.answer(
            to: AbortError(401),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "ja"
        )
        let page = self.text(answer)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<html lang=\"ja\">"))
        #expect(page.contains("<title>ログインが必要です</title>"))
    }

    @Test("Cancelled: 204, Cache-Control: no-store, no body, no Content-Type")
    func cancelled() {
        let answer = self.responder.answer(
            to: CancellationError(),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "ja"
        )
        #expect(answer.status == 204)
        #expect(answer.headerFields == Self.fields(nil, "ja", Field("Cache-Control", "no-store")))
        #expect(answer.body.isEmpty)
        #expect(answer.format == nil)
    }

    @Test("A redirect thrown as an error: its status and fields, no body")
    func redirect() {
        let answer = self.responder.answer(
            to: AbortError(302, fields: [("Location", "/login")]),
            method: "GET",
            accept: "text/html",
            acceptLanguage: "en"
        )
        #expect(answer.status == 302)
        #expect(answer.headerFields == Self.fields(nil, "en", Field("Location", "/login")))
        #expect(answer.body.isEmpty)
    }

    @Test("Other errors: a UserFacingError's text with 500; anything else the unexpected screen, its text kept out")
    func otherErrors() throws {
        let quota = self.responder.answer(
            to: QuotaError(),
            method: "GET",
            accept: "application/problem+json",
            acceptLanguage: "en"
        )
        #expect(quota.status == 500)
        let problem = try WireDecoder().decode(ProblemDetails.self, from: self.text(quota))
        #expect(problem.title == "Internal Server Error")
        #expect(problem.extensions["screenTitle"] == .string("Storage full"))
        #expect(problem.detail == "Delete some files and try again.")
        for format in HTTPFormat.allCases {
            let secret = self.responder.answer(
                to: SecretError(),
                method: "GET",
                accept: format.mediaType,
                acceptLanguage: "en"
            )
            #expect(secret.status == 500)
            #expect(!self.text(secret).contains("hunter2"), "\(format)")
        }
        #expect(HTTPFailure(SecretError()).screen?.developerNote == "database password is hunter2")
        // A host's own mapping for errors the core does not know, such as AnshinFoundation's.
        let mapped = HTTPFailure(SecretError()) { _ in ErrorScreen(.preset(.offline)) }
        #expect(mapped.status == 503)
        #expect(HTTPFailure(SecretError()) { _ in nil }.status == 204)
    }

    @Test("A thrown problem and a UserFacingError are named in the developer note, for the host's log")
    func developerNotesOfProblemsAndUserFacingErrors() throws {
        let problem = HTTPFailure(ProblemDetails(status: 503, title: "Down for a bit"))
        #expect(problem.status == 503)
        #expect(
            problem.screen?.developerNote
                == #"Anshin.ProblemDetails(type: "about:blank", title: Optional("Down for a bit"), status: Optional(503), "#
                + #"detail: nil, instance: nil, extensions: [:])"#
        )
        let quota = HTTPFailure(QuotaError())
        #expect(quota.status == 500)
        #expect(quota.screen?.title == "Storage full")
        #expect(quota.screen?.developerNote == "AnshinHTTPTests.QuotaError()")
        for format in HTTPFormat.allCases {
            let answer = self.responder.answer(
                to: QuotaError(),
                method: "GET",
                accept: format.mediaType,
                acceptLanguage: "en"
            )
            #expect(!self.text(answer).contains("QuotaError"), "\(format)")
        }
    }

    @Test("A framework's status maps by its status, its reason to the developer note only")
    func statusErrors() {
        for status in [400, 401, 403, 404, 405, 408, 409, 410, 418, 422, 429, 500, 501, 502, 503, 504] {
            let failure = HTTPFailure(AbortError(status, reason: "why \(status)"))
            #expect(failure.status == status)
            #expect(failure.screen?.preset == ErrorScreen.Preset(httpStatus: status))
            #expect(failure.screen?.developerNote == "why \(status)")
        }
    }

    @Test("Any model: 200 by default, problem details never offered")
    func anyModel() {
        let message = StatusMessage("Saved", kind: .success)
        let answer = self.responder.answer(message, method: "GET", accept: "text/plain", acceptLanguage: "en")
        #expect(answer.status == 200)
        #expect(answer.headerFields == Self.fields("text/plain; charset=utf-8", "en"))
        #expect(self.text(answer).hasSuffix("\n"))
        let created = self.responder.answer(
            message,
            status: 201,
            headerFields: [Field("Location", "/items/1"), Field("Vary", "Cookie")],
            method: "GET",
            accept: "*/*",
            acceptLanguage: nil
        )
        #expect(created.status == 201)
        #expect(created.headerFields == Self.fields("application/json", "en", Field("Location", "/items/1")))
    }

    @Test("Languages: the host's localizers, the first as the fallback")
    func languages() {
        let french = Catalog(languageCode: "fr", entries: [.forbiddenTitle: "Accès refusé"])
        let responder = HTTPPresenter(localizers: [Catalog.english, french], formats: [.html, .text])
        let answer = responder.answer(
            to: AbortError(403),
            method: "GET",
            accept: nil,
            acceptLanguage: "fr-CH, ja;q=0.9"
        )
        #expect(answer.format == .html)
        #expect(answer["content-language"] == "fr")
        #expect(self.text(answer).contains("<title>Accès refusé</title>"))
        #expect(responder.localizer(forAcceptLanguage: "ja").languageCode == "en")
        #expect(responder.localizer(forAcceptLanguage: "de;q=0.1, fr;q=0").languageCode == "en")
        #expect(responder.localizer(forAcceptLanguage: nil).languageCode == "en")
    }

    @Test("A host's Chinese localizers named with regions: the request's script decides, not their order")
    func chineseLocalizersWithRegions() {
        let presenter = HTTPPresenter(localizers: [
            Catalog.english, Catalog(languageCode: "zh_Hant_TW").merging(.chineseTraditional),
            Catalog(languageCode: "zh_Hans_CN").merging(.chineseSimplified),
        ])
        for (header, expected) in [("zh", "zh-Hans-CN"), ("zh-SG", "zh-Hans-CN"), ("zh-HK", "zh-Hant-TW")] {
            let answer = presenter.answer(
                to: AbortError(403),
                method: "GET",
                accept: "text/plain",
                acceptLanguage: header
            )
            #expect(answer["Content-Language"] == expected, "\(header)")
        }
    }

    @Test("Content-Language is the localizer's language tag, never its code as given; none when it is not a tag")
    func contentLanguageIsATag() throws {
        // A host's catalog file names its language: a tag with underscores is written with hyphens.
        let apple = HTTPPresenter(localizers: [Catalog(languageCode: "ja_JP", entries: [:])])
        let answer = apple.answer(to: AbortError(404), method: "GET", accept: "text/plain", acceptLanguage: nil)
        #expect(answer["Content-Language"] == "ja-JP")
        #expect(answer.languageCode == "ja-JP")
        // And the request's ja-JP (or ja) finds it among the host's localizers.
        let hosts = HTTPPresenter(localizers: [.english, Catalog(languageCode: "ja_JP").merging(.japanese)])
        for language in ["ja-JP", "ja", "JA-jp;q=0.8, en;q=0.5"] {
            let chosen = hosts.answer(
                to: AbortError(403),
                method: "GET",
                accept: "text/plain",
                acceptLanguage: language
            )
            #expect(chosen["Content-Language"] == "ja-JP", "\(language)")
            let builtIn = HTTPPresenter(localizers: [Catalog.english, Catalog.japanese])
                .answer(to: AbortError(403), method: "GET", accept: "text/plain", acceptLanguage: "ja")
            #expect(chosen.body == builtIn.body, "\(language)")
            #expect(self.text(chosen).contains("アクセスできません"), "\(language)")
        }
        // A code that is not a tag never reaches a header: no field is split, none is added.
        for code in ["en\r\nSet-Cookie: a=b", "not a tag!!", "de\u{1B}[31m", ""] {
            let presenter = HTTPPresenter(localizers: [Catalog(languageCode: code)])
            for accept in ["text/plain", "text/html", "application/json", "application/problem+json"] {
                let answer = presenter.answer(to: AbortError(404), method: "GET", accept: accept, acceptLanguage: nil)
                #expect(answer["Content-Language"] == nil, "\(code) \(accept)")
                #expect(answer.languageCode == "und", "\(code) \(accept)")
                #expect(answer.headerFields.allSatisfy { $0.isWritable }, "\(code) \(accept)")
                #expect(
                    answer.headerFields.map(\.name) == ["Content-Type", "Vary"]
                        + (accept == "text/html" ? ["Content-Security-Policy"] : [])
                )
            }
            let head = presenter.answer(to: AbortError(304), method: "GET", accept: nil, acceptLanguage: nil)
            #expect(head.headerFields.map(\.name) == ["Vary"], "\(code)")
            let page = presenter.answer(to: AbortError(404), method: "GET", accept: "text/html", acceptLanguage: nil)
            #expect(self.text(page).hasPrefix("<!DOCTYPE html>\n<html lang=\"und\">\n"))
            let document = presenter.answer(
                to: AbortError(404),
                method: "GET",
                accept: "application/json",
                acceptLanguage: nil
            )
            let decoded = try WireDocument.decode(document.body)
            #expect(decoded.language == "und")
        }
        // A tag whose language is undetermined states none either, whatever follows `und`.
        for code in ["und-Arab", "UND"] {
            let presenter = HTTPPresenter(localizers: [Catalog(languageCode: code)])
            let answer = presenter.answer(to: AbortError(404), method: "GET", accept: "text/plain", acceptLanguage: nil)
            #expect(answer["Content-Language"] == nil, "\(code)")
            #expect(answer.languageCode == code)
        }
    }

    @Test("Every call renders anew: one responder, alternating languages and formats")
    func rendersEveryCall() {
        var bodies: Set<[UInt8]> = []
        for round in 0..<3 {
            for language in ["en", "ja"] {
                for format in HTTPFormat.allCases {
                    let answer = self.responder.answer(
                        to: AbortError(404),
                        method: "GET",
                        accept: format.mediaType,
                        acceptLanguage: language
                    )
                    #expect(answer["Content-Language"] == language)
                    // A page's nonce is fresh in every answer; the rest of the body is the same.
                    var body = self.text(answer)
                    if let nonce = Self.nonce(answer.headerFields) {
                        body = body.replacingOccurrences(of: nonce, with: "NONCE")
                    }
                    if round == 0 {
                        bodies.insert(Array(body.utf8))
                    } else {
                        #expect(bodies.contains(Array(body.utf8)))
                    }
                }
            }
        }
        #expect(bodies.count == 8)
    }

    @Test(
        "204, 205 and 304 have no content: no body and no Content-Type, whatever model or screen was given",
        arguments: [204, 205, 304]
    )
    func statusesWithoutContent(status: Int) {
        let extra = [Field("Cache-Control", "no-store")]
        for method in ["GET", "HEAD"] {
            for accept in [nil, "text/html", "application/problem+json", "image/png"] {
                let model = self.responder.answer(
                    ErrorScreen(.preset(.empty)),
                    status: status,
                    headerFields: extra,
                    method: method,
                    accept: accept,
                    acceptLanguage: "ja"
                )
                let failure = self.responder.answer(
                    to: HTTPFailure(screen: ErrorScreen(.preset(.forbidden)), status: status, headerFields: extra),
                    method: method,
                    accept: accept,
                    acceptLanguage: "ja"
                )
                for answer in [model, failure] {
                    #expect(answer.status == status)
                    #expect(answer.body.isEmpty && answer.contentLength == 0, "\(method) \(accept ?? "no Accept")")
                    #expect(answer.format == nil)
                    #expect(answer.headerFields == Self.fields(nil, "ja", Field("Cache-Control", "no-store")))
                }
            }
        }
        #expect([200, 206, 404, 500].allSatisfy(HTTPAnswer.statusHasContent))
        #expect(!HTTPAnswer.statusHasContent(100) && !HTTPAnswer.statusHasContent(199))
    }

    @Test("An error's framing, encoding and connection fields are never carried: only the server writes them")
    func framingFieldsAreNotCarried() {
        let error = AbortError(
            401,
            fields: [
                ("Transfer-Encoding", "chunked"), ("Connection", "close"), ("keep-alive", "timeout=5"),
                ("Proxy-Connection", "keep-alive"), ("TE", "trailers"), ("Trailer", "Expires"),
                ("Upgrade", "h2c"), ("Content-Encoding", "gzip"), ("Content-Range", "bytes 0-1/2"),
                ("WWW-Authenticate", "Bearer"), ("Cache-Control", "no-store"),
            ]
        )
        for accept in ["text/plain", "application/json", "application/problem+json"] {
            let answer = self.responder.answer(to: error, method: "GET", accept: accept, acceptLanguage: "en")
            #expect(
                answer.headerFields.filter { !["Content-Type", "Content-Language", "Vary"].contains($0.name) }
                    == [Field("WWW-Authenticate", "Bearer"), Field("Cache-Control", "no-store")],
                "\(accept)"
            )
        }
        let model = self.responder.answer(
            ErrorScreen(.preset(.empty)),
            headerFields: [Field("Transfer-Encoding", "chunked"), Field("ETag", "\"1\"")],
            method: "GET",
            accept: "text/plain",
            acceptLanguage: "en"
        )
        #expect(model.headerFields == Self.fields("text/plain; charset=utf-8", "en", Field("ETag", "\"1\"")))
    }
}

@Suite("HTTPPresenter's preconditions")
struct PresenterPreconditionTests {
    @Test("A presenter needs a localizer and a format: none stops the program with a message")
    func emptyListsStop() async {
        await #expect(processExitsWith: .failure) {
            _ = HTTPPresenter(localizers: [])
        }
        await #expect(processExitsWith: .failure) {
            _ = HTTPPresenter(formats: [])
        }
        await #expect(processExitsWith: .failure) {
            var presenter = HTTPPresenter()
            presenter.formats = []
        }
    }

    @Test("Linked page assets need two addresses: a blank one stops the program with a message")
    func blankAddressesStop() async {
        await #expect(processExitsWith: .failure) {
            _ = HTTPPresenter(pageAssets: .linked(stylesheet: "", script: "/anshin.js"))
        }
    }
}
