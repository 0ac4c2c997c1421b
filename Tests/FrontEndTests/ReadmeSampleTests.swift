import Anshin
import AnshinHTML
import AnshinHTTP
import AnshinJSON
import AnshinText
import Foundation
import Testing

/// The README's Swift samples, compiled and run, with what their comments claim checked.
///
/// Each region between `// README: SECTION` and `// README end` is the README's Swift sample in the
/// section headed SECTION, character for character once its indentation is removed; the sample's
/// `import` lines are this file's own. ``ReadmeDriftTests`` compares them, so a README sample edited
/// without its test, or a test edited without the README, fails.
@Suite("README samples")
struct ReadmeSampleTests {
    @Test func statusMessagesThatClearThemselves() throws {
        // README: Status messages that clear themselves
        var board = StatusBoard()  // replaces its message, as the seed's label
        let five = try StatusMessage.DisplayDuration.timed(.seconds(5))
        let first = board.post(StatusMessage("Saved the draft.", kind: .success, duration: five), at: .seconds(0))
        board.post(StatusMessage("Uploaded 3 photos.", kind: .success, duration: five), at: .seconds(4))
        let cleared = board.expire(first, at: .seconds(5))  // false: an older expiry never clears a newer message
        let expired = board.advance(to: .seconds(9))  // the second message clears at its own deadline
        // README end
        #expect(board.policy == .replace)
        #expect(!cleared)
        #expect(expired.map(\.message.text) == ["Uploaded 3 photos."])
        #expect(board.current == nil)
        var replay = StatusBoard()
        replay.post(StatusMessage("Saved the draft.", kind: .success, duration: five), at: .seconds(0))
        replay.post(StatusMessage("Uploaded 3 photos.", kind: .success, duration: five), at: .seconds(4))
        #expect(replay.advance(to: .seconds(8.999)).isEmpty)
        #expect(replay.current?.message.text == "Uploaded 3 photos.")
    }

    @Test func alertsWithARecovery() throws {
        // README: Alerts with a recovery
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        let seedOrder = alert.buttons().map(\.role)  // [.destructive, .cancel]: the seed's rule
        let higOrder = alert.buttons(arrangement: .cancelLeading).map(\.role)  // [.cancel, .destructive]: today's HIG
        // README end
        #expect(seedOrder == [.destructive, .cancel])
        #expect(higOrder == [.cancel, .destructive])
    }

    @Test func errorScreensFromTemplates() {
        // README: Error screens from templates
        let forbidden = ErrorScreen(.preset(.forbidden))  // 403: no retry, retrying cannot help
        let offline = ErrorScreen(.preset(.offline), placement: .compact)  // compact: no icon
        let custom = ErrorScreen(
            .retry(
                icon: .decorative(.clock),
                title: "Still syncing",
                message: "This can take a minute.",
                retryButtonTitle: "Check Again",
                action: "sync.check"
            )
        )
        // README end
        #expect(forbidden.preset?.httpStatus == 403)
        #expect(forbidden.retry == nil)
        #expect(forbidden.presentation.root.children.map(\.id) == ["icon", "title", "message"])
        #expect(offline.presentation.root.children.map(\.id) == ["title", "message", "retry"])
        #expect(custom.retryAction == "sync.check")
        #expect(custom.presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
    }

    @Test func trickleProgress() throws {
        // README: Trickle progress
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)  // pinned: the same run everywhere
        var elapsed = Duration.zero
        var wait = progress.delay(using: &generator)
        while let delay = wait {  // 0.05, then +0.05…0.15 every 0.5…2 s, up to 0.9
            elapsed += delay  // an app sleeps for `delay` here
            wait = progress.step(using: &generator).nextDelay
        }
        let completion = progress.complete(at: elapsed)  // 1.0, "Done" announced once
        // README end
        #expect(progress.value == 1)
        #expect(elapsed > .seconds(4) && elapsed < .seconds(18))
        #expect(completion?.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(progress.complete(at: .seconds(13)) == nil)
        // The same run, step by step: what the loop's comment says.
        var replay = TrickleProgress(label: "Signing up…")
        var replayGenerator = SplitMix64(seed: 42)
        #expect(replay.value == 0.05)
        var replayWait = replay.delay(using: &replayGenerator)
        var previous = replay.value
        while let delay = replayWait {
            #expect(delay >= .milliseconds(500) && delay <= .seconds(2))
            replayWait = replay.step(using: &replayGenerator).nextDelay
            let increment = replay.value - previous
            #expect(increment >= 0.05 - 1e-9 || replay.value == 0.9)  // the last step stops at the cap
            #expect(increment <= 0.15 + 1e-9)
            previous = replay.value
        }
        #expect(replay.value == 0.9)
    }

    @Test func accessibility() {
        let myModel = Alert.confirmation(Alert.Content(title: "Saved"))
        // README: Accessibility
        // One label for a column: "Workouts, 100 items"
        let column = AccessibilityDescriptor.combining([.text("Workouts"), .quantity(100, unit: .item)])
        let duration = AccessibilityDescriptor.quantity(10, unit: .minute)  // shown "10 min", spoken "10 minutes"
        let faults = AccessibilityAudit.run(on: myModel)  // image-only buttons, asset-name labels, …
        // README end
        #expect(column.label?.resolved(using: Catalog.english) == "Workouts, 100 items")
        #expect(column.spokenLabel?.resolved(using: Catalog.english) == "Workouts, 100 items")
        #expect(duration.label?.resolved(using: Catalog.english) == "10 min")
        #expect(duration.spokenLabel?.resolved(using: Catalog.english) == "10 minutes")
        #expect(faults.isEmpty)
        let imageOnly = Presentation(
            type: "toolbar",
            root: .init(
                id: "share",
                kind: .button(.init(role: .default, action: "share")),
                accessibility: AccessibilityDescriptor(traits: .button)
            )
        )
        #expect(!AccessibilityAudit.run(on: imageOnly).isEmpty)
    }

    @Test func frontEnds() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        // README: Front ends
        let screen = ErrorScreen(.preset(.network))
        let text = screen.rendered(using: .text)  // plain text, wrapped at 60 columns
        let spoken = alert.rendered(using: .text(localizer: Catalog.japanese, style: .spoken))  // what VoiceOver says
        let json = screen.rendered(using: .json)  // the wire format, version 1
        let page = screen.rendered(using: .html(layout: .document()))  // an accessible standalone page
        // README end
        #expect(
            text
                == "(network-error)\n\nCouldn't connect\n════════════════\n\n"
                + "Check your network connection and try again.\n\n[ Retry ]"
        )
        #expect(
            spoken
                == "アラート、Delete this draft?、You can't undo this.\nDelete this draft?、見出しレベル2\n"
                + "You can't undo this.\nDelete、ボタン\nキャンセル、ボタン"
        )
        #expect(try WireDocument.decode(json).version == 1)
        #expect(try WireDocument.decode(json).model == .errorScreen(screen))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<h1 id=\"anshin-errorScreen-title\" class=\"anshin-heading\">Couldn't connect</h1>"))
    }

    /// A request as a server hands it over: its method, header fields and path.
    struct Request {
        var method: String
        var headers: [String: String]
        var path: String
    }

    @Test func inABackend() throws {
        let error: any Error = ProblemDetails(status: 404)
        let request = Request(
            method: "GET",
            headers: ["Accept": "application/problem+json", "Accept-Language": "ja"],
            path: "/drafts/7"
        )
        // README: In a backend
        let answer = HTTPPresenter().answer(
            to: error,
            method: request.method,
            accept: request.headers["Accept"],
            acceptLanguage: request.headers["Accept-Language"],
            instance: request.path
        )
        // answer.status, answer.headerFields, answer.body
        // README end
        #expect(answer.status == 404)
        let body = String(decoding: answer.body, as: UTF8.self)
        #expect(body.contains(#""instance":"/drafts/7""#))
        #expect(body.contains(#""status":404"#))
        #expect(body.contains(#""title":"Not Found""#))
    }

    /// What the README says in its prose, beside its samples.
    @Test func theReadmesClaims() {
        let durations: [(StatusMessage.DisplayDuration, Duration?)] = [
            (.normal, .seconds(4)), (.successShort, .seconds(4)), (.successLong, .seconds(6)),
            (.cautionShort, .seconds(6)), (.cautionLong, .seconds(10)),
            (.errorShort, .seconds(6)), (.errorMedium, .seconds(9)), (.errorLong, .seconds(12)), (.sticky, nil),
        ]
        for (duration, seconds) in durations { #expect(duration.timeToLive == seconds, "\(duration)") }
        #expect(
            ErrorScreen.Preset.allKnown.map(\.rawValue) == [
                "forbidden", "network", "notFound", "unauthorized", "server", "timeout", "offline", "maintenance",
                "empty", "rateLimited", "unexpected",
            ]
        )
        #expect(UserText.localized(.itemsRegistered, count: 2).resolved(using: Catalog.english) == "Registered 2 items")
        #expect(UserText.localized(.itemsRegistered, count: 2).resolved(using: Catalog.japanese) == "2件を登録しました")
    }
}
