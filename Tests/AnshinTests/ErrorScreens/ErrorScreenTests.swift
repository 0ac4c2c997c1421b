import Anshin
import Testing

private func buttons(_ presentation: Presentation) -> [Presentation.Element] {
    presentation.elements.filter { element in
        if case .button = element.kind { return true }
        return false
    }
}

private func headings(_ presentation: Presentation) -> [Presentation.Element] {
    presentation.elements.filter { element in
        if case .heading = element.kind { return true }
        return false
    }
}

@Suite("Error screens: parts, templates, placement and transition")
struct ErrorScreenTests {
    @Test func fullScreenPresentsIconTitleMessageAndRetryInOrder() throws {
        let screen = ErrorScreen(
            icon: Icon(.clock, label: "Clock"),
            title: "Still syncing",
            message: "This can take a minute.",
            retry: ErrorScreen.Retry(title: "Check Again", action: "sync.check")
        )
        let presentation = screen.presentation
        #expect(presentation.type == "errorScreen")
        #expect(presentation.root.id == "error-screen")
        #expect(presentation.root.kind == .container(labelledBy: "title", describedBy: "message"))
        #expect(presentation.root.accessibility == AccessibilityDescriptor(label: "Still syncing", role: .region))
        #expect(presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
        let icon = try #require(presentation.element(withID: "icon"))
        #expect(icon.kind == .icon(Icon(.clock, label: "Clock")))
        #expect(icon.accessibility == .image("Clock"))
        let title = try #require(presentation.element(withID: "title"))
        #expect(title.kind == .heading(level: 2))
        #expect(title.text == "Still syncing")
        #expect(title.accessibility == .heading("Still syncing", level: 2))
        let message = try #require(presentation.element(withID: "message"))
        #expect(message.kind == .paragraph)
        #expect(message.accessibility == .text("This can take a minute."))
        let retry = try #require(presentation.element(withID: "retry"))
        #expect(retry.kind == .button(.init(role: .default, action: "sync.check", isInitialFocus: false)))
        #expect(retry.text == "Check Again")
        #expect(retry.accessibility == .button("Check Again"))
    }

    @Test func compactPlacementDropsTheIcon() {
        let screen = ErrorScreen(.preset(.network), placement: .compact)
        #expect(screen.placement == .compact)
        #expect(screen.icon == .decorative(.networkError))
        #expect(screen.presentation.element(withID: "icon") == nil)
        #expect(screen.presentation.root.children.map(\.id) == ["title", "message", "retry"])
        #expect(ErrorScreen(.preset(.network)).placement == .fillBody)
    }

    @Test func placedChangesOnlyThePlacement() {
        let screen = ErrorScreen(.preset(.forbidden))
        let compact = screen.placed(.compact)
        #expect(compact.placement == .compact)
        #expect(compact == ErrorScreen(.preset(.forbidden), placement: .compact))
        #expect(compact.placed(.fillBody) == screen)
        #expect(compact.presentation.root.children.map(\.id) == ["title", "message"])
    }

    @Test func emptyScreenPresentsNothing() {
        let presentation = ErrorScreen().presentation
        #expect(presentation.root.children.isEmpty)
        #expect(presentation.root.kind == .container(labelledBy: nil, describedBy: nil))
        #expect(presentation.root.accessibility.label == nil)
    }

    @Test(arguments: ["", "  ", "\n"])
    func blankPartsAreNotPresented(_ blank: String) {
        let screen = ErrorScreen(
            icon: .decorative(.warning),
            title: UserText(verbatim: blank),
            message: UserText(verbatim: blank),
            retry: ErrorScreen.Retry(title: UserText(verbatim: blank), action: "retry")
        )
        let presentation = screen.presentation
        #expect(presentation.root.children.map(\.id) == ["icon"])
        #expect(headings(presentation).isEmpty)
        #expect(buttons(presentation).isEmpty)
        #expect(presentation.root.kind == .container(labelledBy: nil, describedBy: nil))
        #expect(presentation.root.accessibility.label == nil)
    }

    @Test func blankTitleAloneLeavesTheRestLabelledByNothing() {
        let screen = ErrorScreen(title: "  ", message: "Try again later.", retry: ErrorScreen.Retry())
        let presentation = screen.presentation
        #expect(presentation.root.children.map(\.id) == ["message", "retry"])
        #expect(presentation.root.kind == .container(labelledBy: nil, describedBy: "message"))
        #expect(buttons(presentation).map { $0.text?.resolved(using: Catalog.english) } == ["Retry"])
    }

    @Test func blankJoinedTitleIsNotPresented() {
        let screen = ErrorScreen(title: .joined([" ", ""]), message: "Details")
        #expect(headings(screen.presentation).isEmpty)
        #expect(screen.presentation.root.children.map(\.id) == ["message"])
    }

    @Test func absentPartsAreNotPresented() {
        let titleOnly = ErrorScreen(title: "Nothing to see").presentation
        #expect(titleOnly.root.children.map(\.id) == ["title"])
        #expect(titleOnly.root.kind == .container(labelledBy: "title", describedBy: nil))
        let messageOnly = ErrorScreen(message: "Try again later.").presentation
        #expect(messageOnly.root.children.map(\.id) == ["message"])
        #expect(messageOnly.root.kind == .container(labelledBy: nil, describedBy: "message"))
        let withoutIcon = ErrorScreen(title: "T", message: "M").presentation
        #expect(withoutIcon.element(withID: "icon") == nil)
    }

    @Test func presetPartsCanBeRemoved() {
        var screen = ErrorScreen(.preset(.network))
        screen.icon = nil
        screen.retry = nil
        #expect(screen.preset == .network)
        #expect(screen.presentation.root.children.map(\.id) == ["title", "message"])
        #expect(buttons(screen.presentation).isEmpty)
    }

    @Test func retryDefaultsToRetry() {
        let retry = ErrorScreen.Retry()
        #expect(retry.title == .localized(.retry))
        #expect(retry.action == .retry)
        #expect(retry.action.rawValue == "retry")
        #expect(retry.title.resolved(using: Catalog.english) == "Retry")
        #expect(retry.title.resolved(using: Catalog.japanese) == "再試行")
    }

    @Test func messageTemplateHasIconAndTitleOnly() {
        let screen = ErrorScreen(.message(icon: .decorative(.tray), title: "No messages"))
        #expect(screen == ErrorScreen(icon: .decorative(.tray), title: "No messages"))
        #expect(screen.preset == nil)
        #expect(screen.message == nil)
        #expect(screen.retry == nil)
        #expect(screen.presentation.root.children.map(\.id) == ["icon", "title"])
    }

    @Test func messageTemplateWithoutIcon() {
        let screen = ErrorScreen(.message(icon: nil, title: "No messages"))
        #expect(screen.icon == nil)
        #expect(screen.presentation.root.children.map(\.id) == ["title"])
    }

    @Test func retryTemplateHasEveryPart() {
        let screen = ErrorScreen(
            .retry(
                icon: .decorative(.clock),
                title: "Still syncing",
                message: "This can take a minute.",
                retryButtonTitle: "Check Again",
                action: "sync.check"
            )
        )
        #expect(
            screen
                == ErrorScreen(
                    icon: .decorative(.clock),
                    title: "Still syncing",
                    message: "This can take a minute.",
                    retry: ErrorScreen.Retry(title: "Check Again", action: "sync.check")
                )
        )
        #expect(screen.preset == nil)
        #expect(screen.retryButtonTitle == "Check Again")
        #expect(screen.retryAction == "sync.check")
        #expect(screen.presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
    }

    @Test func retryTemplateWithoutIconOrMessage() {
        let screen = ErrorScreen(
            .retry(icon: nil, title: "Upload failed", message: nil, retryButtonTitle: "Upload Again", action: "upload"),
            placement: .compact
        )
        #expect(screen.placement == .compact)
        #expect(screen.presentation.root.children.map(\.id) == ["title", "retry"])
        #expect(screen.presentation.root.kind == .container(labelledBy: "title", describedBy: nil))
    }

    @Test func retryTemplateWithBlankButtonTitleHasNoButton() {
        let screen = ErrorScreen(
            .retry(icon: nil, title: "Upload failed", message: nil, retryButtonTitle: " ", action: "upload")
        )
        #expect(buttons(screen.presentation).isEmpty)
        // What a native app reads says the same: no button, so no handler to register.
        #expect(screen.retry == ErrorScreen.Retry(title: " ", action: "upload"))
        #expect(screen.shownRetry == nil)
        #expect(screen.retryButtonTitle == nil)
        #expect(screen.retryAction == nil)
    }

    /// An empty or blank identifier names no code: a retry button that runs it would do nothing.
    @Test(arguments: ["", " ", "\n", "\t\u{3000}", "\u{200B}"])
    func retryWithABlankActionHasNoButton(action: String) {
        let screen = ErrorScreen(
            .retry(
                icon: nil,
                title: "Upload failed",
                message: nil,
                retryButtonTitle: "Retry",
                action: ActionIdentifier(rawValue: action)
            )
        )
        #expect(buttons(screen.presentation).isEmpty)
        #expect(screen.presentation.root.children.map(\.id) == ["title"])
        #expect(screen.shownRetry == nil)
        #expect(screen.retryButtonTitle == nil)
        #expect(screen.retryAction == nil)
        // No button to press later, so no delay is said, and problem details say there is no retry.
        #expect(screen.sayingRetryAfter(.seconds(30)) == screen)
        #expect(ProblemDetails(screen).extensions["retryAction"] == nil)
        #expect(ProblemDetails(screen).extensions["retryButtonTitle"] == nil)
        let network = ErrorScreen(.preset(.network))
        var unshown = network
        unshown.retry = ErrorScreen.Retry(title: "Retry", action: ActionIdentifier(rawValue: action))
        #expect(ProblemDetails(unshown).extensions["retryAction"] == .null)
        #expect(ProblemDetails(network).extensions["retryAction"] == .string("retry"))
        #expect(network.shownRetry == network.retry)
        #expect(network.retryAction == .retry)
    }

    @Test func transitionFadesInAndOut() {
        let transition = ErrorScreen(.preset(.forbidden)).transition
        #expect(transition == .errorScreen)
        #expect(transition.show == Transition.Fade(duration: .milliseconds(300), delay: .zero))
        #expect(transition.hide == Transition.Fade(duration: .milliseconds(300), delay: .milliseconds(250)))
        #expect(ErrorScreen(.preset(.network)).presentation.transition == transition)
    }

    @Test func reducedMotionDropsTheTransition() {
        let screen = ErrorScreen(.preset(.network))
        let presentation = screen.presentation(in: PresentationContext(reduceMotion: true))
        #expect(presentation.transition == Transition.none)
        #expect(presentation.transition?.show == nil)
        #expect(presentation.transition?.hide == nil)
        #expect(presentation.root == screen.presentation.root)
    }

    @Test func respectingReducedMotion() {
        #expect(Transition.errorScreen.respectingReducedMotion(true) == .none)
        #expect(Transition.errorScreen.respectingReducedMotion(false) == .errorScreen)
    }
}
