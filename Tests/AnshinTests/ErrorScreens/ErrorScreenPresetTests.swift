import Anshin
import Testing

@Suite("Error screen presets")
struct ErrorScreenPresetTests {
    /// What a user reads on one preset's screen in one language.
    struct Text: Sendable {
        var title: String
        var message: String
        var button: String?
    }

    /// One preset and what the user sees, written from the catalogs' intended strings.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var preset: ErrorScreen.Preset
        var symbol: Icon.Symbol
        var english: Text
        var japanese: Text
        var action: ActionIdentifier?

        var testDescription: String { self.preset.rawValue }

        static let all: [Self] = [
            Self(
                preset: .forbidden,
                symbol: .lock,
                english: Text(
                    title: "You don't have access",
                    message: "You don't have permission to view this content."
                ),
                japanese: Text(title: "アクセスできません", message: "このコンテンツを表示する権限がありません。"),
                action: nil
            ),
            Self(
                preset: .network,
                symbol: .networkError,
                english: Text(
                    title: "Couldn't connect",
                    message: "Check your network connection and try again.",
                    button: "Retry"
                ),
                japanese: Text(title: "通信エラー", message: "通信環境の良いところで、再度お試しください。", button: "再試行"),
                action: .retry
            ),
            Self(
                preset: .notFound,
                symbol: .search,
                english: Text(
                    title: "Not found",
                    message: "The content you're looking for doesn't exist or was removed."
                ),
                japanese: Text(title: "見つかりません", message: "お探しのコンテンツは存在しないか、削除された可能性があります。"),
                action: nil
            ),
            Self(
                preset: .unauthorized,
                symbol: .signIn,
                english: Text(
                    title: "Sign in required",
                    message: "Your session has ended. Sign in again to continue.",
                    button: "Sign In"
                ),
                japanese: Text(
                    title: "ログインが必要です",
                    message: "セッションが終了しました。続けるには、もう一度ログインしてください。",
                    button: "ログイン"
                ),
                action: .signIn
            ),
            Self(
                preset: .server,
                symbol: .serverError,
                english: Text(
                    title: "Server error",
                    message: "A problem occurred on our side. Please try again later.",
                    button: "Retry"
                ),
                japanese: Text(
                    title: "サーバーエラー",
                    message: "サーバーで問題が発生しました。しばらくしてから再度お試しください。",
                    button: "再試行"
                ),
                action: .retry
            ),
            Self(
                preset: .timeout,
                symbol: .clock,
                english: Text(
                    title: "Request timed out",
                    message: "The server took too long to respond. Try again.",
                    button: "Retry"
                ),
                japanese: Text(
                    title: "タイムアウトしました",
                    message: "サーバーの応答に時間がかかっています。再度お試しください。",
                    button: "再試行"
                ),
                action: .retry
            ),
            Self(
                preset: .offline,
                symbol: .offline,
                english: Text(
                    title: "You're offline",
                    message: "Connect to the internet and try again.",
                    button: "Retry"
                ),
                japanese: Text(title: "オフラインです", message: "インターネットに接続して、再度お試しください。", button: "再試行"),
                action: .retry
            ),
            Self(
                preset: .maintenance,
                symbol: .maintenance,
                english: Text(
                    title: "Under maintenance",
                    message: "We're doing some maintenance. Please try again later.",
                    button: "Retry"
                ),
                japanese: Text(
                    title: "メンテナンス中です",
                    message: "ただいまメンテナンス中です。しばらくしてから再度お試しください。",
                    button: "再試行"
                ),
                action: .retry
            ),
            Self(
                preset: .empty,
                symbol: .tray,
                english: Text(title: "Nothing here yet", message: "There's nothing to show right now."),
                japanese: Text(title: "まだ何もありません", message: "表示する内容がありません。"),
                action: nil
            ),
            Self(
                preset: .rateLimited,
                symbol: .hourglass,
                english: Text(
                    title: "Too many requests",
                    message: "You've made too many requests. Wait a moment and try again.",
                    button: "Retry"
                ),
                japanese: Text(
                    title: "リクエストが多すぎます",
                    message: "リクエストが集中しています。少し待ってから再度お試しください。",
                    button: "再試行"
                ),
                action: .retry
            ),
            Self(
                preset: .unexpected,
                symbol: .warning,
                english: Text(
                    title: "Something went wrong",
                    message: "An unexpected error occurred. Please try again.",
                    button: "Retry"
                ),
                japanese: Text(
                    title: "エラーが発生しました",
                    message: "予期しないエラーが発生しました。再度お試しください。",
                    button: "再試行"
                ),
                action: .retry
            ),
        ]
    }

    @Test func theTableCoversEveryKnownPresetInOrder() {
        #expect(Expectation.all.map(\.preset) == ErrorScreen.Preset.allKnown)
        #expect(
            ErrorScreen.Preset.allKnown.map(\.rawValue) == [
                "forbidden", "network", "notFound", "unauthorized", "server", "timeout", "offline", "maintenance",
                "empty", "rateLimited", "unexpected",
            ]
        )
    }

    @Test(arguments: Expectation.all)
    func englishText(_ expected: Expectation) {
        let screen = ErrorScreen(.preset(expected.preset))
        #expect(screen.title?.resolved(using: Catalog.english) == expected.english.title)
        #expect(screen.message?.resolved(using: Catalog.english) == expected.english.message)
        #expect(screen.retryButtonTitle?.resolved(using: Catalog.english) == expected.english.button)
    }

    @Test(arguments: Expectation.all)
    func japaneseText(_ expected: Expectation) {
        let screen = ErrorScreen(.preset(expected.preset))
        #expect(screen.title?.resolved(using: Catalog.japanese) == expected.japanese.title)
        #expect(screen.message?.resolved(using: Catalog.japanese) == expected.japanese.message)
        #expect(screen.retryButtonTitle?.resolved(using: Catalog.japanese) == expected.japanese.button)
    }

    @Test(arguments: Expectation.all)
    func presentationShowsExactlyThePresetsParts(_ expected: Expectation) {
        let presentation = ErrorScreen(.preset(expected.preset)).presentation
        let children = presentation.root.children
        #expect(children.map(\.id) == ["icon", "title", "message"] + (expected.action == nil ? [] : ["retry"]))
        for (language, text) in [(Catalog.english, expected.english), (Catalog.japanese, expected.japanese)] {
            #expect(
                children.compactMap { $0.text?.resolved(using: language) }
                    == [text.title, text.message] + (text.button.map { [$0] } ?? [])
            )
        }
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: "message"))
        #expect(presentation.root.accessibility.role == .region)
        #expect(presentation.root.accessibility.label?.resolved(using: Catalog.english) == expected.english.title)
    }

    @Test(arguments: Expectation.all)
    func retryButtonAndAction(_ expected: Expectation) {
        let screen = ErrorScreen(.preset(expected.preset))
        #expect(screen.retryAction == expected.action)
        #expect(expected.preset.offersRetry == (expected.action != nil))
        let retry = screen.presentation.element(withID: "retry")
        if let action = expected.action {
            #expect(retry?.kind == .button(.init(role: .default, action: action, isInitialFocus: false)))
            #expect(retry?.tone == .accent)
            #expect(retry?.accessibility.traits == .button)
            #expect(retry?.accessibility.label?.resolved(using: Catalog.english) == expected.english.button)
        } else {
            #expect(retry == nil)
            #expect(screen.retry == nil)
            #expect(screen.retryButtonTitle == nil)
        }
    }

    @Test(arguments: Expectation.all)
    func iconIsDecorativeWithItsSymbol(_ expected: Expectation) throws {
        let screen = ErrorScreen(.preset(expected.preset))
        #expect(screen.icon == .decorative(expected.symbol))
        #expect(screen.icon?.isDecorative == true)
        #expect(screen.icon?.label == nil)
        let icon = try #require(screen.presentation.element(withID: "icon"))
        #expect(icon.kind == .icon(.decorative(expected.symbol)))
        #expect(icon.text == nil)
        #expect(icon.accessibility == .decorative)
        #expect(icon.accessibility.isHidden)
    }

    @Test(arguments: Expectation.all)
    func screenRemembersItsPreset(_ expected: Expectation) {
        #expect(ErrorScreen(.preset(expected.preset)).preset == expected.preset)
        #expect(expected.preset.isKnown)
        #expect(ErrorScreen.Preset(rawValue: expected.preset.rawValue) == expected.preset)
    }

    @Test(arguments: [ErrorScreen.Preset.forbidden, .notFound, .empty])
    func retryingCannotHelp(_ preset: ErrorScreen.Preset) {
        let screen = ErrorScreen(.preset(preset))
        #expect(!preset.offersRetry)
        #expect(screen.retry == nil)
        #expect(screen.retryAction == nil)
        let buttons = screen.presentation.elements.filter { element in
            if case .button = element.kind { return true }
            return false
        }
        #expect(buttons.isEmpty)
    }

    @Test func unauthorizedSignsIn() {
        let screen = ErrorScreen(.preset(.unauthorized))
        #expect(screen.retry == ErrorScreen.Retry(title: .localized(.signIn), action: .signIn))
        #expect(screen.retryAction?.rawValue == "signIn")
        #expect(screen.retryButtonTitle?.resolved(using: Catalog.english) == "Sign In")
        #expect(screen.retryButtonTitle?.resolved(using: Catalog.japanese) == "ログイン")
    }

    @Test func unknownPresetKeepsItsNameAndShowsTheUnexpectedContent() {
        let teapot = ErrorScreen.Preset(rawValue: "teapot")
        #expect(!teapot.isKnown)
        #expect(teapot.rawValue == "teapot")
        #expect(teapot.description == "teapot")
        #expect(teapot.offersRetry)
        let screen = ErrorScreen(.preset(teapot))
        #expect(screen.preset == teapot)
        #expect(screen.preset != .unexpected)
        let unexpected = ErrorScreen(.preset(.unexpected))
        #expect(screen.icon == .decorative(.warning))
        #expect(screen.title == unexpected.title)
        #expect(screen.message == unexpected.message)
        #expect(screen.retry == unexpected.retry)
        #expect(screen.title?.resolved(using: Catalog.english) == "Something went wrong")
        #expect(screen.message?.resolved(using: Catalog.japanese) == "予期しないエラーが発生しました。再度お試しください。")
        #expect(screen.presentation == unexpected.presentation)
    }
}
