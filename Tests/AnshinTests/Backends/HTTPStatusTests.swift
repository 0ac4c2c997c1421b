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

    /// A client error the table does not name: the request itself was refused, so the screen offers no
    /// retry and its message says only what happened, in every language.
    @Test(arguments: [400, 402, 405, 406, 409, 411, 413, 415, 418, 422, 451, 499])
    func aClientErrorIsTheUnexpectedScreenWithoutRetry(status: Int) throws {
        let screen = try #require(ErrorScreen(httpStatus: status))
        #expect(screen.preset == .unexpected)
        #expect(screen.icon == .decorative(.warning))
        #expect(screen.title == .localized(.unexpectedTitle))
        #expect(screen.message == .localized(.unexpectedCause))
        #expect(screen.retry == nil)
        var expected = ErrorScreen(.preset(.unexpected))
        expected.retry = nil
        expected.message = .localized(.unexpectedCause)
        #expect(screen == expected)
        #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong")
        #expect(screen.message?.resolved(using: Catalog.english) == "An unexpected error occurred.")
        #expect(screen.message?.resolved(using: Catalog.japanese) == "予期しないエラーが発生しました。")
        // Every language has the sentence: none falls back to another's.
        for catalog in Catalog.builtIn where catalog.languageCode != "en" {
            #expect(
                screen.message?.resolved(using: catalog) != "An unexpected error occurred.",
                "\(catalog.languageCode)"
            )
        }
        // Retry-After changes nothing: only a screen that offers a retry says it.
        #expect(ErrorScreen(httpStatus: status, retryAfter: .seconds(30)) == screen)
        #expect(ErrorScreen(httpStatus: status, placement: .compact) == screen.placed(.compact))
    }

    /// The named statuses and every 5xx status show their preset's own screen, retry and all.
    @Test func namedStatusesAndServerErrorsKeepTheirPresetsScreen() throws {
        for status in 400...599 {
            let preset = try #require(ErrorScreen.Preset(httpStatus: status))
            guard status >= 500 || preset != .unexpected else { continue }
            #expect(ErrorScreen(httpStatus: status) == ErrorScreen(.preset(preset)), "\(status)")
        }
        for status in [408, 429, 500, 501, 502, 503, 504, 599] {
            #expect(ErrorScreen(httpStatus: status)?.retry == ErrorScreen.Retry(), "\(status)")
        }
        // The unexpected preset itself still offers a retry and says a delay.
        let unexpected = ErrorScreen(.preset(.unexpected))
        #expect(unexpected.retry == ErrorScreen.Retry())
        #expect(
            unexpected.sayingRetryAfter(.seconds(30)).message?.resolved(using: Catalog.english)
                == "An unexpected error occurred. Try again in 30 seconds."
        )
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

    @Test func retryAfterTakesThePlaceOfTheAdviceToTryAgain() throws {
        let screen = try #require(ErrorScreen(httpStatus: 503, retryAfter: .seconds(120)))
        #expect(
            screen.message?.resolved(using: Catalog.english)
                == "We're doing some maintenance. Try again in 120 seconds."
        )
        #expect(
            screen.message?.resolved(using: Catalog.japanese) == "ただいまメンテナンス中です。120秒後に再度お試しください。"
        )
        #expect(
            screen.message?.resolved(using: Catalog.german)
                == "Wir führen gerade Wartungsarbeiten durch. Versuchen Sie es in 120 Sekunden erneut."
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
            once.message?.resolved(using: Catalog.english) == "You've made too many requests. Try again in 30 seconds."
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

    @Test("The longest delay a Duration holds, with a fraction, is said as the largest count, not an overflow")
    func theLongestDelay() {
        let longest = Duration(secondsComponent: .max, attosecondsComponent: 1)
        let bare = ErrorScreen(title: "Busy", retry: ErrorScreen.Retry())
        #expect(
            bare.sayingRetryAfter(longest).message
                == .localized(.retryAfter, count: Int(Int64.max))
        )
    }

    /// Each preset that says a delay, in English: what happened, then when to try again.
    @Test(
        arguments: [
            (500, "A problem occurred on our side. Try again in 30 seconds."),
            (504, "The server took too long to respond. Try again in 30 seconds."),
            (429, "You've made too many requests. Try again in 30 seconds."),
            (503, "We're doing some maintenance. Try again in 30 seconds."),
        ]
    )
    func aPresetSaysWhatHappenedThenTheDelay(status: Int, message: String) throws {
        let screen = try #require(ErrorScreen(httpStatus: status, retryAfter: .seconds(30)))
        #expect(screen.message?.resolved(using: Catalog.english) == message)
    }

    /// In every built-in language, the cause a delayed screen says is the first sentence of the
    /// preset's message, word for word: the delay takes the place of the rest (the advice to try
    /// again), so no language says "try again" twice.
    @Test(arguments: [ErrorScreen.Preset.server, .timeout, .rateLimited, .maintenance, .unexpected])
    func theCauseIsTheMessagesFirstSentenceInEveryLanguage(preset: ErrorScreen.Preset) throws {
        let plain = ErrorScreen(.preset(preset))
        let delayed = plain.sayingRetryAfter(.seconds(120))
        for catalog in Catalog.builtIn {
            let message = try #require(plain.message?.resolved(using: catalog))
            let said = try #require(delayed.message?.resolved(using: catalog))
            let retry = UserText.localized(.retryAfter, count: 120).resolved(using: catalog)
            #expect(said.hasSuffix(retry), "\(catalog.languageCode) \(preset)")
            var cause = said.dropLast(retry.count)
            while cause.last == " " { cause.removeLast() }
            #expect(!cause.isEmpty, "\(catalog.languageCode) \(preset)")
            #expect(message.hasPrefix(cause), "\(catalog.languageCode) \(preset): \(said)")
            #expect(message != cause, "\(catalog.languageCode) \(preset): nothing replaced")
        }
    }

    /// The screens whose message advises what the person does keep it: a delay does not change it.
    @Test(arguments: [ErrorScreen.Preset.unauthorized, .network, .offline])
    func aScreenThatAdvisesThePersonKeepsItsMessage(preset: ErrorScreen.Preset) {
        let screen = ErrorScreen(.preset(preset))
        #expect(screen.sayingRetryAfter(.seconds(30)) == screen)
    }

    /// A message that is not the preset's own (a problem's detail) gets the delay as its last sentence.
    @Test func anotherMessageGetsTheDelayAsItsLastSentence() {
        var screen = ErrorScreen(.preset(.rateLimited))
        screen.message = "You've sent more than 100 requests a minute."
        #expect(
            screen.sayingRetryAfter(.seconds(60)).message?.resolved(using: Catalog.english)
                == "You've sent more than 100 requests a minute. Try again in 60 seconds."
        )
    }
}
