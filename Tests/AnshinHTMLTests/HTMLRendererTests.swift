import Anshin
import Testing

@testable import AnshinHTML

/// Compares a fragment with the expected markup, which is written without the final line break.
func expectHTML(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected + "\n", sourceLocation: sourceLocation)
}

@Suite("HTML of the package's models")
struct HTMLRendererTests {
    static let forbiddenFragment = #"""
        <section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-region" aria-labelledby="anshin-errorScreen-title" aria-describedby="anshin-errorScreen-message" lang="en" dir="ltr" data-anshin-show-duration="300" data-anshin-show-delay="0" data-anshin-hide-duration="300" data-anshin-hide-delay="250">
        <svg id="anshin-errorScreen-icon" class="anshin-icon anshin-symbol-lock" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5M12 15v2"/></svg>
        <h2 id="anshin-errorScreen-title" class="anshin-heading">You don't have access</h2>
        <p id="anshin-errorScreen-message" class="anshin-paragraph">You don't have permission to view this content.</p>
        </section>
        """#

    @Test func forbiddenPresetFragment() {
        expectHTML(ErrorScreen(.preset(.forbidden)).rendered(using: .html), Self.forbiddenFragment)
    }

    @Test func networkPresetHasRetryButton() {
        let html = ErrorScreen(.preset(.network)).rendered(using: .html)
        #expect(
            html.contains(
                #"<button type="button" id="anshin-errorScreen-retry" class="anshin-button anshin-button-default anshin-tone-accent" data-action="retry" data-role="default">Retry</button>"#
            )
        )
        #expect(html.contains(#"<svg id="anshin-errorScreen-icon" class="anshin-icon anshin-symbol-network-error""#))
    }

    @Test func labelledIconIsAnImage() {
        let screen = ErrorScreen(.message(icon: Icon(.tray, label: "Empty tray"), title: "No drafts"))
        let html = screen.rendered(using: .html)
        #expect(html.contains(#"stroke-linejoin="round" role="img" aria-label="Empty tray" focusable="false">"#))
        #expect(!html.contains("aria-describedby"))
    }

    @Test func compactScreenHasNoIcon() {
        let html = ErrorScreen(.preset(.network), placement: .compact).rendered(using: .html)
        #expect(!html.contains("<svg"))
    }

    @Test("A compact screen is a named group, not a landmark: several on a page are no duplicate regions")
    func compactScreenIsAGroup() {
        let compact = ErrorScreen(.preset(.network), placement: .compact).rendered(using: .html)
        #expect(
            compact.hasPrefix(
                #"<div id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-group" role="group" aria-labelledby="anshin-errorScreen-title" aria-describedby="anshin-errorScreen-message" lang="en" dir="ltr" "#
            )
        )
        #expect(compact.hasSuffix("</div>\n"))
        let full = ErrorScreen(.preset(.network)).rendered(using: .html)
        #expect(
            full.hasPrefix(
                #"<section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-transition anshin-container anshin-role-region" aria-labelledby="anshin-errorScreen-title" "#
            )
        )
    }

    @Test func reducedMotionDropsTheTransition() {
        let renderer = HTMLRenderer(context: PresentationContext(reduceMotion: true))
        let html = ErrorScreen(.preset(.forbidden)).rendered(using: renderer)
        #expect(!html.contains("anshin-transition"))
        #expect(!html.contains("style="))
        #expect(
            html.hasPrefix(
                #"<section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-container anshin-role-region" aria-labelledby"#
            )
        )
    }

    /// A host may pass any `Duration`: one too long for milliseconds is written as the largest number
    /// of them, a negative one as 0, and neither stops the renderer (found by the HTML fuzz target).
    @Test func extremeTransitionTimesAreClampedNotATrap() {
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(id: "root", kind: .paragraph, text: "x"),
            transition: Transition(
                show: Transition.Fade(duration: .seconds(Int64.max) * 10, delay: .seconds(Int64.min)),
                hide: Transition.Fade(duration: .milliseconds(Int64.max), delay: .nanoseconds(1_500_000))
            )
        )
        #expect(
            HTMLRenderer().render(presentation)
                == #"<p id="anshin-host-root" class="anshin anshin-type-host anshin-transition anshin-paragraph" "#
                + #"lang="en" dir="ltr" data-anshin-show-duration="9223372036854775807" data-anshin-show-delay="0" "#
                + #"data-anshin-hide-duration="9223372036854775807" data-anshin-hide-delay="1">x</p>"# + "\n"
        )
    }

    /// A host's icon labelled with white space is hidden, not an image named by nothing.
    @Test func aBlankIconLabelIsHidden() {
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(id: "icon", kind: .icon(Icon(.lock, label: " ")))
        )
        let html = HTMLRenderer().render(presentation)
        #expect(html.contains(#"aria-hidden="true" focusable="false">"#))
        #expect(!html.contains("aria-label"))
        #expect(!html.contains(#"role="img""#))
    }

    static let deleteAlert = Alert.suggestion(
        Alert.Content(title: "Delete this file?", message: "You can't undo this action."),
        try! Alert.Recovery("Delete", style: .destructive, action: "file.delete")
    )

    @Test func destructiveSuggestionAlert() {
        expectHTML(
            Self.deleteAlert.rendered(using: .html),
            #"""
            <dialog id="anshin-alert-alert" class="anshin anshin-type-alert anshin-container anshin-role-alertdialog" open data-anshin-modal role="alertdialog" aria-labelledby="anshin-alert-title" aria-describedby="anshin-alert-message" lang="en" dir="ltr">
            <h2 id="anshin-alert-title" class="anshin-heading">Delete this file?</h2>
            <p id="anshin-alert-message" class="anshin-paragraph">You can't undo this action.</p>
            <div id="anshin-alert-buttons" class="anshin-container anshin-role-group" role="group">
            <button type="button" id="anshin-alert-button-1" class="anshin-button anshin-button-destructive anshin-tone-destructive" data-action="file.delete" data-role="destructive">Delete</button>
            <button type="button" id="anshin-alert-button-2" class="anshin-button anshin-button-cancel anshin-tone-neutral" data-action="cancel" data-role="cancel" autofocus>Cancel</button>
            </div>
            </dialog>
            """#
        )
    }

    @Test func modernArrangementPutsCancelFirst() {
        let renderer = HTMLRenderer.html(context: PresentationContext(buttonArrangement: .cancelLeading))
        let html = Self.deleteAlert.rendered(using: renderer)
        let cancel = html.firstRange(of: #"data-action="cancel""#)!
        let delete = html.firstRange(of: #"data-action="file.delete""#)!
        #expect(cancel.lowerBound < delete.lowerBound)
        #expect(html.contains(#"data-action="cancel" data-role="cancel" autofocus>Cancel</button>"#))
    }

    @Test func nondestructiveSuggestionFocusesTheRecovery() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Couldn't save"),
            try Alert.Recovery("Try Again", style: .nondestructive, action: "save.retry")
        )
        let html = alert.rendered(using: .html)
        #expect(html.contains(#"data-action="save.retry" data-role="default" autofocus>Try Again</button>"#))
        #expect(!html.contains("aria-describedby"))
        #expect(html.ranges(of: "autofocus").count == 1)
    }

    @Test func actionSheetIsADialog() throws {
        let sheet = try ActionSheet(
            Alert.Content(title: "Unsaved changes"),
            choices: [
                try Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        expectHTML(
            sheet.rendered(using: .html),
            #"""
            <dialog id="anshin-actionSheet-actionSheet" class="anshin anshin-type-actionSheet anshin-container anshin-role-dialog" open data-anshin-modal aria-labelledby="anshin-actionSheet-title" lang="en" dir="ltr">
            <h2 id="anshin-actionSheet-title" class="anshin-heading">Unsaved changes</h2>
            <div id="anshin-actionSheet-buttons" class="anshin-container anshin-role-group" role="group">
            <button type="button" id="anshin-actionSheet-button-1" class="anshin-button anshin-button-default anshin-tone-accent" data-action="save" data-role="default">Save</button>
            <button type="button" id="anshin-actionSheet-button-2" class="anshin-button anshin-button-destructive anshin-tone-destructive" data-action="discard" data-role="destructive">Discard</button>
            <button type="button" id="anshin-actionSheet-button-3" class="anshin-button anshin-button-cancel anshin-tone-neutral" data-action="cancel" data-role="cancel" autofocus>Cancel</button>
            </div>
            </dialog>
            """#
        )
    }

    @Test func aDialogCanBeDrawnClosedForThePageToOpenLater() {
        var renderer = HTMLRenderer()
        #expect(renderer.opensDialogs)
        let open = Self.deleteAlert.rendered(using: renderer)
        renderer.opensDialogs = false
        #expect(renderer != HTMLRenderer())
        let closed = Self.deleteAlert.rendered(using: renderer)
        #expect(
            closed.hasPrefix(
                #"<dialog id="anshin-alert-alert" class="anshin anshin-type-alert anshin-container anshin-role-alertdialog" data-anshin-modal role="alertdialog""#
            )
        )
        #expect(closed == open.replacing(" open data-anshin-modal", with: " data-anshin-modal"))
    }

    @Test func politeStatusMessage() {
        expectHTML(
            StatusMessage("Saved 3 items", kind: .success).rendered(using: .html),
            #"""
            <div id="anshin-statusMessage-status-message" class="anshin anshin-type-statusMessage anshin-container anshin-role-status anshin-tone-success" role="status" data-anshin-lifetime="4000" data-anshin-announcement="Success: Saved 3 items" data-anshin-politeness="polite" lang="en" dir="ltr">
            <svg id="anshin-statusMessage-icon" class="anshin-icon anshin-symbol-checkmark" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.8 2.8 5.2-5.8"/></svg>
            <span id="anshin-statusMessage-kind" class="anshin-label anshin-tone-success">Success</span>
            <p id="anshin-statusMessage-text" class="anshin-paragraph">Saved 3 items</p>
            </div>
            """#
        )
    }

    @Test func bytesAppendTheSameHTMLAfterTheCallersBytes() {
        var bytes = Array("<!-- before -->\n".utf8)
        HTMLRenderer().render(StatusMessage("Saved 3 items", kind: .success), into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self) == #"""
                <!-- before -->
                <div id="anshin-statusMessage-status-message" class="anshin anshin-type-statusMessage anshin-container anshin-role-status anshin-tone-success" role="status" data-anshin-lifetime="4000" data-anshin-announcement="Success: Saved 3 items" data-anshin-politeness="polite" lang="en" dir="ltr">
                <svg id="anshin-statusMessage-icon" class="anshin-icon anshin-symbol-checkmark" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.8 2.8 5.2-5.8"/></svg>
                <span id="anshin-statusMessage-kind" class="anshin-label anshin-tone-success">Success</span>
                <p id="anshin-statusMessage-text" class="anshin-paragraph">Saved 3 items</p>
                </div>

                """#
        )
    }

    @Test(arguments: [1, 100, 5000])
    func bytesOutgrowingTheReservedRoomMatchTheString(prefixLength: Int) {
        // A long text and a long prefix outgrow the room reserved in the caller's array.
        let text = UserText(verbatim: String(repeating: "a<b ", count: 3000))
        let renderer = HTMLRenderer(idPrefix: String(repeating: "p", count: prefixLength))
        let message = StatusMessage(text, kind: .error)
        var bytes = Array("x".utf8)
        renderer.render(message, into: &bytes)
        let expected = "x" + renderer.render(message.presentation(in: .standard))
        #expect(bytes == Array(expected.utf8))
        #expect(expected.utf8.count > 12_000)
    }

    @Test func assertiveStatusMessage() {
        expectHTML(
            StatusMessage("Couldn't sync", kind: .error).rendered(using: .html),
            #"""
            <div id="anshin-statusMessage-status-message" class="anshin anshin-type-statusMessage anshin-container anshin-role-alert anshin-tone-error" role="alert" data-anshin-lifetime="9000" data-anshin-announcement="Error: Couldn&#39;t sync" data-anshin-politeness="assertive" lang="en" dir="ltr">
            <svg id="anshin-statusMessage-icon" class="anshin-icon anshin-symbol-xmark" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M9 9l6 6M15 9l-6 6"/></svg>
            <span id="anshin-statusMessage-kind" class="anshin-label anshin-tone-error">Error</span>
            <p id="anshin-statusMessage-text" class="anshin-paragraph">Couldn't sync</p>
            </div>
            """#
        )
    }

    @Test(arguments: StatusMessage.Kind.allKnown)
    func everyKindHasItsLiveRoleAndVisiblePrefix(kind: StatusMessage.Kind) {
        let html = StatusMessage("Text", kind: kind).rendered(using: .html)
        let role = kind.politeness == .assertive ? "alert" : "status"
        #expect(html.contains(#" role="\#(role)" data-anshin-lifetime=""#))
        #expect(html.contains(#" data-anshin-politeness="\#(kind.politeness.rawValue)" lang="en" dir="ltr">"#))
        #expect(html.contains("anshin-tone-\(kind.colorToken.rawValue)"))
        #expect(html.contains(#"aria-hidden="true" focusable="false""#))
        if let prefix = kind.prefix {
            #expect(html.contains(">\(prefix.resolved(using: Catalog.english))</span>"))
        }
    }

    @Test func repeatedMessageShowsItsCount() throws {
        var board = StatusBoard(policy: .replace)
        _ = board.post(StatusMessage("Couldn't sync", kind: .error), at: .zero)
        let token = board.post(StatusMessage("Couldn't sync", kind: .error), at: .seconds(1))
        let html = board.rendered(using: .html)
        #expect(
            html.hasPrefix(
                #"<div id="anshin-statusBoard-status-board" class="anshin anshin-type-statusBoard anshin-container anshin-role-group" role="group" aria-label="Notifications" lang="en" dir="ltr">"#
            )
        )
        #expect(
            html.contains(
                #"<span id="anshin-statusBoard-message-\#(token.rawValue)-repeat-count" class="anshin-label">2 times</span>"#
            )
        )
    }

    @Test(
        "A board's group is named in the renderer's language",
        arguments: [
            ("en", "Notifications"), ("ja", "通知"), ("de", "Benachrichtigungen"), ("zh-Hant", "通知"),
            ("ar", "الإشعارات"), ("he", "התראות"),
        ]
    )
    func boardIsNamedInTheLanguage(language: String, name: String) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        var board = StatusBoard()
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        let html = board.rendered(using: .html(localizer: catalog))
        #expect(
            html.hasPrefix(
                #"<div id="anshin-statusBoard-status-board" class="anshin anshin-type-statusBoard anshin-container anshin-role-group" role="group" aria-label="\#(name)""#
            )
        )
    }

    static func trickle(completed: Bool) -> TrickleProgress {
        var trickle = TrickleProgress(label: "Uploading photos…")
        var generator = SplitMix64(seed: 42)
        _ = trickle.step(using: &generator)
        _ = trickle.step(using: &generator)
        if completed { _ = trickle.complete(at: .seconds(3)) }
        return trickle
    }

    @Test func runningTrickleIsBusyAndNotMeasured() {
        expectHTML(
            Self.trickle(completed: false).rendered(using: .html),
            #"""
            <div id="anshin-trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container anshin-role-progress anshin-tone-accent" aria-busy="true" data-anshin-trickle data-anshin-initial-value="0.05" data-anshin-minimum-increment="0.05" data-anshin-maximum-increment="0.15" data-anshin-minimum-interval="500" data-anshin-maximum-interval="2000" data-anshin-cap="0.9" data-anshin-grace-time="0" data-anshin-minimum-show-time="0" data-anshin-completion-announcement="Done" data-anshin-politeness="polite" lang="en" dir="ltr">
            <progress id="anshin-trickleProgress-bar" class="anshin-progressbar" max="1" value="0.2521" aria-labelledby="anshin-trickleProgress-label" aria-valuetext="Uploading photos…" aria-busy="true"></progress>
            <p id="anshin-trickleProgress-label" class="anshin-paragraph">Uploading photos…</p>
            <div id="anshin-trickleProgress-progress_live" class="anshin-announcement" role="status"></div>
            </div>
            """#
        )
    }

    @Test func completedTrickleAnnouncesOnce() {
        expectHTML(
            Self.trickle(completed: true).rendered(using: .html),
            #"""
            <div id="anshin-trickleProgress-progress" class="anshin anshin-type-trickleProgress anshin-container anshin-role-progress anshin-tone-success" lang="en" dir="ltr">
            <progress id="anshin-trickleProgress-bar" class="anshin-progressbar" max="1" value="1.0" aria-labelledby="anshin-trickleProgress-label"></progress>
            <p id="anshin-trickleProgress-label" class="anshin-paragraph">Uploading photos…</p>
            <div id="anshin-trickleProgress-progress_live" class="anshin-announcement" role="status">Done</div>
            </div>
            """#
        )
    }

    @Test func loadingScreenIsIndeterminate() {
        expectHTML(
            LoadingScreen().rendered(using: .html(localizer: Catalog.japanese)),
            #"""
            <div id="anshin-loadingScreen-loading-screen" class="anshin anshin-type-loadingScreen anshin-container anshin-role-progress" aria-busy="true" lang="ja" dir="ltr">
            <progress id="anshin-loadingScreen-indicator" class="anshin-progressbar" max="1" aria-labelledby="anshin-loadingScreen-label" aria-busy="true"></progress>
            <p id="anshin-loadingScreen-label" class="anshin-paragraph">読み込み中…</p>
            <div id="anshin-loadingScreen-loading-screen_live" class="anshin-announcement" role="status"></div>
            </div>
            """#
        )
    }

    @Test func idPrefixLetsModelsShareAPage() {
        var page = ""
        HTMLRenderer(idPrefix: "first").render(StatusMessage("One"), into: &page)
        HTMLRenderer(idPrefix: "second").render(StatusMessage("Two"), into: &page)
        #expect(page.contains(#"id="first-statusMessage-text""#))
        #expect(page.contains(#"id="second-statusMessage-text""#))
        #expect(page.hasPrefix(#"<div id="first-statusMessage-status-message""#))
        let renderer = HTMLRenderer(idPrefix: "")
        #expect(StatusMessage("One").rendered(using: renderer).hasPrefix(#"<div id="statusMessage-status-message""#))
    }

    @Test func aPrefixSetAfterwardsIsSanitizedLikeOneGivenAtCreation() {
        var renderer = HTMLRenderer()
        renderer.idPrefix = "checkout.v2"
        let html = StatusMessage("Saved").rendered(using: renderer)
        #expect(html.hasPrefix(#"<div id="checkout_2Ev2-statusMessage-status-message""#))
        #expect(html == StatusMessage("Saved").rendered(using: HTMLRenderer(idPrefix: "checkout.v2")))
        #expect(renderer == HTMLRenderer(idPrefix: "checkout.v2"))
        renderer.idPrefix = ""
        #expect(StatusMessage("Saved").rendered(using: renderer).hasPrefix(#"<div id="statusMessage-status-message""#))
    }

    @Test func renderIntoAppendsToTheCallersBuffer() {
        var buffer = "<!-- before -->\n"
        HTMLRenderer().render(ErrorScreen(.preset(.forbidden)), into: &buffer)
        #expect(buffer == "<!-- before -->\n" + Self.forbiddenFragment + "\n")
        var bytes = Array("<!-- before -->\n".utf8)
        HTMLRenderer().render(ErrorScreen(.preset(.forbidden)), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == buffer)
    }

    @Test func rendererIsAValue() {
        let html: HTMLRenderer = .html
        #expect(html == HTMLRenderer())
        #expect(html.hashValue == HTMLRenderer().hashValue)
        #expect(html != HTMLRenderer(localizer: Catalog.japanese))
        #expect(html != HTMLRenderer(layout: .document()))
        #expect(html != HTMLRenderer(idPrefix: "other"))
        #expect(html != HTMLRenderer(context: PresentationContext(reduceMotion: true)))
        #expect(Set([html, .html(), HTMLRenderer(idPrefix: "x")]).count == 2)
        func requireSendableHashable<T: Sendable & Hashable>(_: T.Type) {}
        requireSendableHashable(HTMLRenderer.self)
        requireSendableHashable(HTMLRenderer.Layout.self)
    }

    @Test func outputIsDeterministic() {
        let models: [any Presentable] = [
            ErrorScreen(.preset(.network)), Self.deleteAlert, StatusMessage("Saved", kind: .success),
            Self.trickle(completed: false), LoadingScreen(), Banner(), WeeklySummary(),
        ]
        for model in models {
            let first = model.rendered(using: HTMLRenderer.html)
            for _ in 0..<3 {
                #expect(model.rendered(using: HTMLRenderer.html) == first)
                #expect(HTMLRenderer().render(model.presentation) == first)
            }
            let page = model.rendered(using: HTMLRenderer.html(layout: .document()))
            #expect(model.rendered(using: HTMLRenderer.html(layout: .document())) == page)
        }
    }

    /// A progress bar, a dialog, a region and a group are named by their author, never by their
    /// content (WAI-ARIA; axe: aria-progressbar-name): a piece of text given one of those roles had
    /// the role and no name.
    @Test("Text with a role that is not named by its content writes its name")
    func textWithARoleIsNamed() {
        let text = { (role: AccessibilityRole) in
            Presentation(
                type: "t",
                root: Presentation.Element(
                    id: "loading",
                    kind: .label,
                    text: "Loading…",
                    accessibility: AccessibilityDescriptor(label: "Loading photos", role: role, isBusy: true)
                )
            )
        }
        let renderer = HTMLRenderer()
        #expect(
            renderer.render(text(.progressIndicator))
                == #"<span id="anshin-t-loading" class="anshin anshin-type-t anshin-label" role="progressbar" "#
                + #"aria-label="Loading photos" aria-busy="true" lang="en" dir="ltr">Loading…</span>"# + "\n"
        )
        for role in [AccessibilityRole.region, .group, .dialog, .alertDialog] {
            #expect(renderer.render(text(role)).contains(#" aria-label="Loading photos""#), "\(role)")
        }
        // A live region is read by its content: its name is the visually hidden text, as before.
        #expect(!renderer.render(text(.status)).contains("aria-label"))
    }

    /// A heading's name comes from all its content; a labelled icon inside it joined the name
    /// ("Warn Warning" in Chromium) where its descriptor says "Warn".
    @Test("A heading with children that show text writes its descriptor's name")
    func headingWithALabelledIconIsNamedByItsDescriptor() {
        let heading = Presentation(
            type: "t",
            root: Presentation.Element(
                id: "title",
                kind: .heading(level: 2),
                text: "Warn",
                accessibility: .heading("Warn"),
                children: [
                    Presentation.Element(
                        id: "icon",
                        kind: .icon(Icon(.warning, label: "Warning")),
                        accessibility: .image("Warning")
                    )
                ]
            )
        )
        let html = HTMLRenderer().render(heading)
        #expect(
            html.hasPrefix(#"<h2 id="anshin-t-title" class="anshin anshin-type-t anshin-heading" aria-label="Warn""#)
        )
        #expect(HTMLRenderer().accessibilityExpectations(for: heading).first?.name == "Warn")
        // Without children that show text, the heading's own text names it: no attribute.
        var plain = heading
        plain.root.children = []
        #expect(!HTMLRenderer().render(plain).contains("aria-label"))
    }

    /// The markup names a button and a dialog by their label and value (`aria-label="Save, 3 files"`),
    /// and Chromium reads that; the expectations said the label alone.
    @Test("The expectations name a button and a dialog as the markup does: label and value")
    func expectationsNameAsTheMarkupDoes() {
        let save = Presentation.Element(
            id: "save",
            kind: .button(.init(role: .default, action: "save")),
            text: "Save",
            accessibility: AccessibilityDescriptor(label: "Save", value: "3 files", traits: .button)
        )
        let dialog = Presentation(
            type: "t",
            root: Presentation.Element(
                id: "dialog",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "Upload", value: "3 files", role: .dialog),
                children: [save]
            )
        )
        let renderer = HTMLRenderer()
        let html = renderer.render(dialog)
        #expect(html.contains(#"aria-label="Save, 3 files""#))
        #expect(html.contains(#"aria-label="Upload, 3 files""#))
        let names = renderer.accessibilityExpectations(for: dialog).compactMap(\.name)
        #expect(names == ["Upload, 3 files", "Save, 3 files"])
    }

    /// With one prefix, `toast` + `list-title` and `toast-list` + `title` both made
    /// `anshin-toast-list-title`: a type's own hyphen is escaped in identifiers, so the type ends at the
    /// first hyphen after the prefix.
    @Test("Two types drawn with one prefix never share an identifier; the class keeps the type's hyphens")
    func typesWithHyphensMakeDistinctIdentifiers() {
        let model = { (type: String, id: String) in
            Presentation(
                type: type,
                root: Presentation.Element(
                    id: id,
                    kind: .heading(level: 2),
                    text: "Saved",
                    accessibility: .heading("Saved")
                )
            )
        }
        let renderer = HTMLRenderer()
        let first = renderer.render(model("toast", "list-title"))
        let second = renderer.render(model("toast-list", "title"))
        #expect(first.hasPrefix(#"<h2 id="anshin-toast-list-title" class="anshin anshin-type-toast anshin-heading""#))
        #expect(
            second.hasPrefix(
                #"<h2 id="anshin-toast_2Dlist-title" class="anshin anshin-type-toast-list anshin-heading""#
            )
        )
        #expect(
            renderer.accessibilityExpectations(for: model("toast-list", "title")).map(\.id) == [
                "anshin-toast_2Dlist-title"
            ]
        )
    }
}
