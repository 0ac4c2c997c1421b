import Anshin
import Foundation
import Testing

@testable import AnshinHTML

/// Every render draws the model's presentation as it is now: a preset screen changed after it was
/// made, a host's localizer, a prefix set later and every entry point all show in the bytes.
@Suite("HTML drawn afresh on every render")
struct HTMLEveryRenderTests {
    /// A localizer of a host's own, not a `Catalog`: it knows every key but the messages, with markup
    /// in its words.
    struct Sparse: Localizer {
        var languageCode: String { "en" }

        func template(for key: UserText.Key, form: PluralCategory) -> String? {
            key.rawValue.hasSuffix(".message") ? nil : #"<b>\#(key.rawValue)</b> & "quoted" 'text'"#
        }
    }

    @Test("A preset screen with another prefix, in English and Japanese")
    func presetWithAPrefix() {
        let screen = ErrorScreen(.preset(.network), placement: .compact)
        let english = HTMLRenderer(idPrefix: "app").render(screen)
        #expect(english.hasPrefix(#"<div id="app-errorScreen-error-screen" class="anshin anshin-type-errorScreen"#))
        #expect(english.contains(#"<h2 id="app-errorScreen-title" class="anshin-heading">Couldn't connect</h2>"#))
        #expect(
            english.contains(#"aria-labelledby="app-errorScreen-title" aria-describedby="app-errorScreen-message""#)
        )
        expectHTML(
            HTMLRenderer(localizer: Catalog.japanese, idPrefix: "").render(ErrorScreen(.preset(.network))),
            #"""
            <section id="errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-region" aria-labelledby="errorScreen-title" aria-describedby="errorScreen-message" lang="ja" dir="ltr" data-anshin-show-duration="300" data-anshin-show-delay="0" data-anshin-hide-duration="300" data-anshin-hide-delay="250">
            <svg id="errorScreen-icon" class="anshin-icon anshin-symbol-network-error" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M1.7 10.2a11 11 0 0 1 15.6 0M4.5 13.1a7 7 0 0 1 10 0M7.3 16a3 3 0 0 1 4.4 0M9.5 19.5h.01"/><path d="M21 6v6M21 16h.01"/></svg>
            <h2 id="errorScreen-title" class="anshin-heading">通信エラー</h2>
            <p id="errorScreen-message" class="anshin-paragraph">通信環境の良いところで、再度お試しください。</p>
            <button type="button" id="errorScreen-retry" class="anshin-button anshin-button-default anshin-tone-accent" data-action="retry" data-role="default">再試行</button>
            </section>
            """#
        )
    }

    @Test("A preset screen resolved by a host's localizer, its words escaped and a missing key's fallback shown")
    func presetWithAHostLocalizer() {
        let screen = ErrorScreen(.preset(.network), placement: .compact)
        expectHTML(
            HTMLRenderer(localizer: Sparse(), idPrefix: "app").render(screen),
            #"""
            <div id="app-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-group" role="group" aria-labelledby="app-errorScreen-title" aria-describedby="app-errorScreen-message" lang="en" dir="ltr" data-anshin-show-duration="300" data-anshin-show-delay="0" data-anshin-hide-duration="300" data-anshin-hide-delay="250">
            <h2 id="app-errorScreen-title" class="anshin-heading">&lt;b&gt;errorScreen.network.title&lt;/b&gt; &amp; "quoted" 'text'</h2>
            <p id="app-errorScreen-message" class="anshin-paragraph">Check your network connection and try again.</p>
            <button type="button" id="app-errorScreen-retry" class="anshin-button anshin-button-default anshin-tone-accent" data-action="retry" data-role="default">&lt;b&gt;button.retry&lt;/b&gt; &amp; "quoted" 'text'</button>
            </div>
            """#
        )
    }

    @Test("A prefix set on the renderer later is written, and setting the default back writes the default")
    func prefixSetLater() {
        for catalog in Catalog.builtIn {
            let screen = ErrorScreen(.preset(.network))
            var renderer = HTMLRenderer(localizer: catalog)
            let original = renderer.render(screen)
            renderer.idPrefix = "other"
            #expect(renderer.render(screen).contains(#"<h2 id="other-errorScreen-title""#))
            #expect(!renderer.render(screen).contains(#"id="anshin-"#))
            renderer.idPrefix = "anshin"
            #expect(renderer.render(screen) == original)
        }
    }

    @Test("A catalog with an entry changed shows its own words")
    func changedCatalog() {
        var changed = Catalog.english
        changed[.retry] = "Again & <again>"
        let html = HTMLRenderer(localizer: changed).render(ErrorScreen(.preset(.network)))
        #expect(html.contains(">Again &amp; &lt;again&gt;</button>"))
    }

    @Test("A preset screen changed after it was made shows its changes")
    func changedPresetScreens() {
        let renderer = HTMLRenderer(context: PresentationContext(reduceMotion: true))
        var retitled = ErrorScreen(.preset(.notFound))
        retitled.title = "Gone"
        #expect(
            renderer.render(retitled).contains(#"<h2 id="anshin-errorScreen-title" class="anshin-heading">Gone</h2>"#)
        )
        var untitled = ErrorScreen(.preset(.notFound))
        untitled.title = nil
        #expect(!renderer.render(untitled).contains("<h2"))
        var noMessage = ErrorScreen(.preset(.server))
        noMessage.message = nil
        let withoutMessage = renderer.render(noMessage)
        #expect(!withoutMessage.contains("<p id="))
        #expect(!withoutMessage.contains("aria-describedby"))
        var otherIcon = ErrorScreen(.preset(.server))
        otherIcon.icon = .decorative(.bug)
        #expect(renderer.render(otherIcon).contains(#"class="anshin-icon anshin-symbol-bug""#))
        var noRetry = ErrorScreen(.preset(.network))
        noRetry.retry = nil
        #expect(!renderer.render(noRetry).contains("<button"))
        var otherRetry = ErrorScreen(.preset(.network))
        otherRetry.retry = ErrorScreen.Retry(title: "Reload", action: "reload")
        #expect(renderer.render(otherRetry).contains(#"data-action="reload" data-role="default">Reload</button>"#))
        // Equal text built apart draws as the preset's, and a developer note is not drawn.
        var rebuilt = ErrorScreen(.preset(.timeout))
        rebuilt.title = .localized("errorScreen.timeout.title")
        rebuilt.developerNote = "upstream took 31 s"
        #expect(renderer.render(rebuilt) == renderer.render(ErrorScreen(.preset(.timeout))))
    }

    @Test("A button showing verbatim words and labelled by a key is named where the key's words differ")
    func verbatimTextLabelledByAKey() {
        let presentation = Presentation(
            type: "errorScreen",
            root: Presentation.Element(
                id: "root",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "retry",
                        kind: .button(Presentation.Element.Button(role: .default, action: .retry)),
                        text: "Retry",
                        accessibility: AccessibilityDescriptor(label: .localized(.retry), traits: .button)
                    )
                ]
            )
        )
        #expect(!HTMLRenderer().render(presentation).contains("aria-label"))
        #expect(HTMLRenderer(localizer: Catalog.japanese).render(presentation).contains(#"aria-label="再試行""#))
    }

    // MARK: Trickle progress

    @Test("The benchmark's trickle at step 4: the bar at 0.3704, busy, said as its work rather than a measurement")
    func trickleStepFour() {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 42)
        for _ in 0..<4 {
            _ = progress.delay(using: &generator)
            progress.step(using: &generator)
        }
        expectHTML(
            HTMLRenderer().render(progress),
            #"""
            <div id="anshin-trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container anshin-role-progress anshin-tone-accent" aria-busy="true" data-anshin-trickle data-anshin-initial-value="0.05" data-anshin-minimum-increment="0.05" data-anshin-maximum-increment="0.15" data-anshin-minimum-interval="500" data-anshin-maximum-interval="2000" data-anshin-cap="0.9" data-anshin-grace-time="0" data-anshin-minimum-show-time="0" data-anshin-completion-announcement="Done" data-anshin-politeness="polite" lang="en" dir="ltr">
            <progress id="anshin-trickleProgress-bar" class="anshin-progressbar" max="1" value="0.3704" aria-labelledby="anshin-trickleProgress-label" aria-valuetext="Signing up…" aria-busy="true"></progress>
            <p id="anshin-trickleProgress-label" class="anshin-paragraph">Signing up…</p>
            <div id="anshin-trickleProgress-progress_live" class="anshin-announcement" role="status"></div>
            </div>
            """#
        )
    }

    @Test("A completed trickle is at 100% with its completion announced, or silent when it was never shown")
    func completedTrickle() throws {
        var shown = TrickleProgress(label: "Saving")
        _ = shown.complete(at: .seconds(2))
        expectHTML(
            HTMLRenderer(idPrefix: "").render(shown),
            #"""
            <div id="trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container anshin-role-progress anshin-tone-success" lang="en" dir="ltr">
            <progress id="trickleProgress-bar" class="anshin-progressbar" max="1" value="1.0" aria-labelledby="trickleProgress-label"></progress>
            <p id="trickleProgress-label" class="anshin-paragraph">Saving</p>
            <div id="trickleProgress-progress_live" class="anshin-announcement" role="status">Done</div>
            </div>
            """#
        )
        var unseen = TrickleProgress(label: "Saving", configuration: try .init(graceTime: .seconds(1)))
        _ = unseen.complete(at: .zero)
        let silent = HTMLRenderer().render(unseen)
        #expect(silent.contains(#"max="1" value="1.0" aria-labelledby="anshin-trickleProgress-label"></progress>"#))
        #expect(silent.contains(#"_live" class="anshin-announcement" role="status"></div>"#))
    }

    @Test("A completed trickle restored without its completion time announces its completion")
    func completedTrickleWithoutATime() throws {
        let json = #"{"label":"Saving","phase":"completed","value":1}"#
        let progress = try JSONDecoder().decode(TrickleProgress.self, from: Data(json.utf8))
        #expect(HTMLRenderer().render(progress).contains(#"role="status">Done</div>"#))
        #expect(HTMLRenderer(localizer: Catalog.japanese).render(progress).contains(#"role="status">完了しました</div>"#))
    }

    @Test("A bar's value is the drawn fraction in its shortest decimal, within 0…1, and none when unknown")
    func progressValues() {
        let cases: [(Double?, String)] = [
            (0, #" value="0.0""#), (0.3704, #" value="0.3704""#), (1, #" value="1.0""#), (1e-05, #" value="1e-05""#),
            (1.000_000_000_000_000_2, #" value="1.0""#), (-0.5, #" value="0.0""#), (nil, ""), (.nan, ""),
        ]
        for (fraction, value) in cases {
            let presentation = Presentation(
                type: "host",
                root: Presentation.Element(id: "bar", kind: .progress(.init(fraction: fraction, isSimulated: false)))
            )
            #expect(
                HTMLRenderer().render(presentation)
                    == #"<progress id="anshin-host-bar" class="anshin anshin-type-host anshin-progressbar" max="1""#
                    + value + #" lang="en" dir="ltr"></progress>"# + "\n",
                "fraction \(String(describing: fraction))"
            )
        }
    }

    // MARK: Entry points

    @Test("Every entry point writes the model's presentation, after what the caller's output holds")
    func everyEntryPoint() throws {
        // Long enough, escaped, to outgrow the room the renderer makes in the caller's array.
        let long = UserText(verbatim: String(repeating: "a<b …", count: 1_000))
        let alert = Alert.suggestion(
            Alert.Content(title: long, message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 7)
        progress.step(using: &generator)
        let models: [any Presentable] = [
            alert, StatusMessage(long, kind: .caution), progress, ErrorScreen(.preset(.network)), LoadingScreen(),
        ]
        let renderers = [
            HTMLRenderer(), HTMLRenderer(idPrefix: "my app!"), HTMLRenderer(localizer: Catalog.japanese),
            HTMLRenderer(localizer: Sparse()), HTMLRenderer(layout: .document()),
            HTMLRenderer(context: PresentationContext(buttonArrangement: .cancelLeading, reduceMotion: true)),
        ]
        for renderer in renderers {
            for model in models {
                Self.expectEveryEntryPoint(model, renderer)
            }
            // The static type known at the call.
            Self.expectEveryEntryPoint(alert, renderer)
            var bytes: [UInt8] = [0x21]
            renderer.render(alert, into: &bytes)
            #expect(bytes == [0x21] + Array(renderer.render(alert.presentation(in: renderer.context)).utf8))
            #expect(bytes.count > 5_000)
        }
    }

    /// Checks a model's HTML through every entry point against its presentation's.
    static func expectEveryEntryPoint(
        _ model: some Presentable,
        _ renderer: HTMLRenderer,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = renderer.render(model.presentation(in: renderer.context))
        #expect(renderer.render(model) == expected, sourceLocation: sourceLocation)
        #expect(model.rendered(using: renderer) == expected, sourceLocation: sourceLocation)
        var string = "<!-- before -->"
        renderer.render(model, into: &string)
        #expect(string == "<!-- before -->" + expected, sourceLocation: sourceLocation)
        var bytes: [UInt8] = [0x3C, 0x21]
        renderer.render(model, into: &bytes)
        #expect(bytes == [0x3C, 0x21] + Array(expected.utf8), sourceLocation: sourceLocation)
        var presentationBytes: [UInt8] = [0x3C, 0x21]
        renderer.render(model.presentation(in: renderer.context), into: &presentationBytes)
        #expect(presentationBytes == bytes, sourceLocation: sourceLocation)
    }

    @Test("Many renders appended to one array each land after the last, and the array grows as appending does")
    func manyRendersIntoOneArray() {
        let renderer = HTMLRenderer()
        let message = StatusMessage("Saved", kind: .success)
        let one = Array(renderer.render(message).utf8)
        var bytes: [UInt8] = []
        var growths = 0
        for _ in 0..<1_000 {
            let capacity = bytes.capacity
            renderer.render(message, into: &bytes)
            if bytes.capacity != capacity { growths += 1 }
        }
        #expect(bytes == Array([[UInt8]](repeating: one, count: 1_000).joined()))
        // Growing twofold from a few kilobytes to about a megabyte: a handful of times, not per render.
        #expect(growths < 20)
    }
}
