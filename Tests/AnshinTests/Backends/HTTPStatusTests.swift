import Anshin
import Testing

@Suite("HTTP status → error screen")
struct HTTPStatusTests {
    @Test(arguments: [
        (401, ErrorScreen.Preset.unauthorized), (403, .forbidden), (404, .notFound), (410, .notFound),
        (408, .timeout), (504, .timeout), (429, .rateLimited), (500, .server), (502, .server),
        (503, .maintenance), (400, .unexpected), (418, .unexpected), (451, .unexpected), (501, .server),
        (599, .server),
    ])
    func errorStatusesSelectAPreset(status: Int, preset: ErrorScreen.Preset) {
        #expect(ErrorScreen.Preset(httpStatus: status) == preset)
    }

    @Test(arguments: [0, 99, 100, 200, 204, 301, 304, 399, 600, -1])
    func otherStatusesSelectNothing(status: Int) {
        #expect(ErrorScreen.Preset(httpStatus: status) == nil)
        #expect(ErrorScreen(httpStatus: status) == nil)
    }

    @Test func forbiddenHasNoRetry() throws {
        let screen = try #require(ErrorScreen(httpStatus: 403))
        #expect(screen.retry == nil)
        #expect(screen.preset == .forbidden)
    }

    @Test(arguments: [
        (ErrorScreen.Preset.forbidden, 403), (.network, 502), (.notFound, 404), (.unauthorized, 401),
        (.server, 500), (.timeout, 504), (.offline, 503), (.maintenance, 503), (.rateLimited, 429),
        (.unexpected, 500), (ErrorScreen.Preset(rawValue: "quota"), 500),
    ])
    func presetsAnswerWithAStatus(preset: ErrorScreen.Preset, status: Int) {
        #expect(preset.httpStatus == status)
    }

    @Test func theEmptyStateIsNotAnError() {
        #expect(ErrorScreen.Preset.empty.httpStatus == nil)
    }

    @Test func retryAfterIsAddedToTheMessage() throws {
        let screen = try #require(ErrorScreen(httpStatus: 503, retryAfter: .seconds(120)))
        #expect(
            screen.message?.resolved(using: Catalog.english)
                == "We're doing some maintenance. Please try again later. Try again in 120 seconds."
        )
        #expect(
            screen.message?.resolved(using: Catalog.japanese)
                == "ただいまメンテナンス中です。しばらくしてから再度お試しください。120秒後に再度お試しください。"
        )
        let rateLimited = try #require(ErrorScreen(httpStatus: 429, retryAfter: .milliseconds(500)))
        #expect(rateLimited.message?.resolved(using: Catalog.english).hasSuffix("Try again in 1 second.") == true)
    }

    @Test func retryAfterIsIgnoredWhereRetryingCannotHelp() throws {
        let screen = try #require(ErrorScreen(httpStatus: 403, retryAfter: .seconds(30)))
        #expect(screen == ErrorScreen(.preset(.forbidden)))
    }

    @Test func sayingRetryAfterIsOneRuleAndSaysItOnce() throws {
        let limited = ErrorScreen(.preset(.rateLimited))
        let once = limited.sayingRetryAfter(.seconds(30))
        #expect(
            once.message?.resolved(using: Catalog.english)
                == "You've made too many requests. Wait a moment and try again. Try again in 30 seconds."
        )
        #expect(once.sayingRetryAfter(.seconds(30)) == once)
        #expect(ErrorScreen(httpStatus: 429, retryAfter: .seconds(30)) == once)
        // Another delay is another sentence; no delay, or a screen without retry, says nothing.
        #expect(once.sayingRetryAfter(.seconds(31)) != once)
        #expect(limited.sayingRetryAfter(.zero) == limited)
        #expect(limited.sayingRetryAfter(.seconds(-5)) == limited)
        #expect(ErrorScreen(.preset(.forbidden)).sayingRetryAfter(.seconds(30)) == ErrorScreen(.preset(.forbidden)))
        // A screen without a message gets the sentence alone.
        let bare = ErrorScreen(title: "Busy", retry: ErrorScreen.Retry())
        #expect(
            bare.sayingRetryAfter(.milliseconds(1500)).message?.resolved(using: Catalog.english)
                == "Try again in 2 seconds."
        )
    }
}
