import Anshin
import Testing

@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    private typealias Element = Presentation.Element

    /// A presentation whose root container holds the given elements.
    private static func screen(_ children: [Element]) -> Presentation {
        Presentation(type: "screen", root: Element(id: "screen", kind: .container(), children: children))
    }

    /// A button element with a visible title.
    private static func button(
        _ id: String,
        title: UserText?,
        accessibility: AccessibilityDescriptor,
        children: [Element] = []
    ) -> Element {
        Element(
            id: id,
            kind: .button(.init(role: .default, action: ActionIdentifier(rawValue: id))),
            text: title,
            accessibility: accessibility,
            children: children
        )
    }

    /// The findings as "rule@path", for comparing several at once.
    private static func summary(_ diagnostics: [AccessibilityAudit.Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule)@\($0.path)" }
    }

    // MARK: Rules

    @Test("The audit has fifteen rules; an asset-name label, a split unit and an uncombined column are warnings")
    func rules() {
        #expect(
            AccessibilityAudit.Rule.all.map(\.rawValue) == [
                "image-only-button-without-label", "asset-name-label", "button-without-button-trait",
                "heading-without-header-trait", "empty-label", "image-without-label", "dialog-or-region-without-name",
                "value-and-unit-split", "uncombined-column", "disclosure-row-without-button-trait",
                "button-without-name", "progress-without-name", "heading-without-name", "duplicate-element-id",
                "button-inside-button",
            ]
        )
        #expect(
            AccessibilityAudit.Rule.all.map(\.severity) == [
                .error, .warning, .error, .error, .error, .error, .error, .warning, .warning, .error, .error, .error,
                .error, .error, .error,
            ]
        )
        #expect(AccessibilityAudit.Severity.warning < .error)
        #expect(!(AccessibilityAudit.Severity.error < .warning))
    }

    @Test("An image-only button without a label is an error, at the button's path")
    func imageOnlyButtonWithoutLabel() {
        let icon = Element(id: "icon", kind: .icon(.decorative(.xmark)), accessibility: .decorative)
        let bad = Self.screen([
            Element(
                id: "toolbar",
                kind: .container(),
                children: [
                    Self.button(
                        "close",
                        title: nil,
                        accessibility: AccessibilityDescriptor(traits: .button),
                        children: [icon]
                    )
                ]
            )
        ])
        let diagnostics = AccessibilityAudit.run(on: bad)
        #expect(
            diagnostics == [
                AccessibilityAudit.Diagnostic(
                    rule: .imageOnlyButtonWithoutLabel,
                    severity: .error,
                    path: "screen/toolbar/close",
                    message: "This button shows only an image and has no accessibility label, so VoiceOver reads "
                        + "the image's name; give it a label that says what it does."
                )
            ]
        )
        #expect(
            diagnostics.map(\.description) == [
                "error [image-only-button-without-label] at screen/toolbar/close: This button shows only an image "
                    + "and has no accessibility label, so VoiceOver reads the image's name; give it a label that says "
                    + "what it does."
            ]
        )

        let fixed = Self.screen([
            Element(
                id: "toolbar",
                kind: .container(),
                children: [
                    Self.button("close", title: nil, accessibility: .button(.localized(.close)), children: [icon])
                ]
            )
        ])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test("A descriptor with the image and button traits but no label is an image-only button")
    func imageOnlyButtonDescriptor() {
        let diagnostics = AccessibilityAudit.run(on: AccessibilityDescriptor(traits: [.image, .button]))
        #expect(Self.summary(diagnostics) == ["image-only-button-without-label@"])
        #expect(diagnostics.first?.description.hasPrefix("error [image-only-button-without-label] at (root): ") == true)
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor(label: "Close", traits: [.image, .button])) == [])
    }

    @Test("A label that is an asset name is a warning that quotes the label")
    func assetNameLabel() {
        let bad = Self.screen([
            Element(id: "icon", kind: .icon(Icon(.warning, label: "ic_warning")), accessibility: .image("ic_warning"))
        ])
        #expect(
            AccessibilityAudit.run(on: bad) == [
                AccessibilityAudit.Diagnostic(
                    rule: .assetNameLabel,
                    severity: .warning,
                    path: "screen/icon",
                    message: #"The label "ic_warning" looks like an asset name; use words a person would say."#
                )
            ]
        )
        let fixed = Self.screen([
            Element(id: "icon", kind: .icon(Icon(.warning, label: "Warning")), accessibility: .image("Warning"))
        ])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test(
        "Asset names are file names, asset prefixes and words joined by underscores",
        arguments: [
            "ic_retry", "btn-close.png", "close_button", "icon-close", "IC_RETRY", "Icon_Close", "photo.JPG",
            "logo.svg", "img-hero", "bg_main", "asset_42", "image_header",
        ]
    )
    func assetNames(label: UserText) {
        #expect(Self.summary(AccessibilityAudit.run(on: .button(label))) == ["asset-name-label@"])
    }

    @Test(
        "Words are not asset names",
        arguments: ["Close", "Retry now", "OK", "Sign In", "閉じる", "Wi-Fi", "e-mail", "iPhone", "Icon", "Page 2"]
    )
    func notAssetNames(label: UserText) {
        #expect(AccessibilityAudit.run(on: .button(label)) == [])
    }

    @Test("Labels are judged in the localizer's language")
    func assetNameInALanguage() {
        let sloppy = Catalog(languageCode: "en", entries: ["app.retry": "ic_retry"])
        let descriptor = AccessibilityDescriptor.button(.localized("app.retry"))
        #expect(Self.summary(AccessibilityAudit.run(on: descriptor, localizer: sloppy)) == ["asset-name-label@"])
        #expect(
            AccessibilityAudit.run(on: descriptor, localizer: sloppy).first?.message
                == #"The label "ic_retry" looks like an asset name; use words a person would say."#
        )
        #expect(AccessibilityAudit.run(on: descriptor, localizer: Catalog.japanese) == [])
    }

    @Test("A button without the button trait is an error")
    func buttonWithoutButtonTrait() {
        let bad = Self.screen([Self.button("retry", title: "Retry", accessibility: .text("Retry"))])
        #expect(
            AccessibilityAudit.run(on: bad) == [
                AccessibilityAudit.Diagnostic(
                    rule: .buttonWithoutButtonTrait,
                    severity: .error,
                    path: "screen/retry",
                    message:
                        "This button lacks the button trait, so it is not announced as a button; add the button trait."
                )
            ]
        )
        let fixed = Self.screen([Self.button("retry", title: "Retry", accessibility: .button("Retry"))])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test("A heading without the header trait is an error")
    func headingWithoutHeaderTrait() {
        let bad = Self.screen([
            Element(
                id: "title",
                kind: .heading(level: 2),
                text: "Couldn't connect",
                accessibility: .text("Couldn't connect")
            )
        ])
        #expect(
            AccessibilityAudit.run(on: bad) == [
                AccessibilityAudit.Diagnostic(
                    rule: .headingWithoutHeaderTrait,
                    severity: .error,
                    path: "screen/title",
                    message:
                        "This heading lacks the header trait, so heading navigation skips it; add the header trait."
                )
            ]
        )
        let fixed = Self.screen([
            Element(
                id: "title",
                kind: .heading(level: 2),
                text: "Couldn't connect",
                accessibility: .heading("Couldn't connect", level: 2)
            )
        ])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test("An empty or blank label is an error")
    func emptyLabel() {
        let bad = Self.screen([Element(id: "message", kind: .paragraph, text: " ", accessibility: .text(" "))])
        #expect(
            AccessibilityAudit.run(on: bad) == [
                AccessibilityAudit.Diagnostic(
                    rule: .emptyLabel,
                    severity: .error,
                    path: "screen/message",
                    message:
                        "The accessibility label is empty; give the element a label, or hide it if it is decorative."
                )
            ]
        )
        let fixed = Self.screen([Element(id: "message", kind: .paragraph, text: "Saved", accessibility: .text("Saved"))]
        )
        #expect(AccessibilityAudit.run(on: fixed) == [])
        #expect(Self.summary(AccessibilityAudit.run(on: .text(""))) == ["empty-label@"])
        // A blank heading is reported as a heading without a name, not again as an empty label.
        #expect(Self.summary(AccessibilityAudit.run(on: .heading(.joined(["", " "])))) == ["heading-without-name@"])
    }

    @Test("A button with no text, no icon and no label has no name, reported once")
    func buttonWithoutText() {
        let bad = Self.screen([Self.button("go", title: "", accessibility: AccessibilityDescriptor(traits: .button))])
        #expect(Self.summary(AccessibilityAudit.run(on: bad)) == ["button-without-name@screen/go"])
        let blankLabel = Self.screen([Self.button("go", title: nil, accessibility: .button("  "))])
        #expect(Self.summary(AccessibilityAudit.run(on: blankLabel)) == ["button-without-name@screen/go"])
        // Named by its title, a blank label is still an empty label.
        let titled = Self.screen([Self.button("go", title: "Go", accessibility: .button(" "))])
        #expect(Self.summary(AccessibilityAudit.run(on: titled)) == ["empty-label@screen/go"])
        let fixed = Self.screen([Self.button("go", title: "", accessibility: .button("Go"))])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test("An image without a label is an error; a decorative one is fine")
    func imageWithoutLabel() {
        let bad = Self.screen([
            Element(
                id: "chart",
                kind: .icon(.decorative(.info)),
                accessibility: AccessibilityDescriptor(traits: .image)
            )
        ])
        #expect(
            AccessibilityAudit.run(on: bad) == [
                AccessibilityAudit.Diagnostic(
                    rule: .imageWithoutLabel,
                    severity: .error,
                    path: "screen/chart",
                    message: "This image has no accessibility label; describe it, or mark it decorative."
                )
            ]
        )
        let described = Self.screen([
            Element(id: "chart", kind: .icon(Icon(.info, label: "Sales chart")), accessibility: .image("Sales chart"))
        ])
        #expect(AccessibilityAudit.run(on: described) == [])
        let decorative = Self.screen([Element(id: "chart", kind: .icon(.decorative(.info)), accessibility: .decorative)]
        )
        #expect(AccessibilityAudit.run(on: decorative) == [])
    }

    @Test("Hidden elements are not audited")
    func hiddenElements() {
        let hidden = Self.screen([
            Element(
                id: "title",
                kind: .heading(level: 2),
                text: "Title",
                accessibility: AccessibilityDescriptor(isHidden: true)
            ),
            Element(
                id: "image",
                kind: .icon(.decorative(.info)),
                accessibility: AccessibilityDescriptor(label: "ic_x", isHidden: true)
            ),
        ])
        #expect(AccessibilityAudit.run(on: hidden) == [])
        #expect(AccessibilityAudit.run(on: AccessibilityDescriptor(label: "", traits: .image, isHidden: true)) == [])
    }

    @Test("A hidden descriptor hides its children from the audit")
    func hiddenDescriptorChildren() {
        let hidden = AccessibilityDescriptor(
            traits: .image,
            isHidden: true,
            children: [.image("ic_star"), AccessibilityDescriptor(traits: .image), .text("")]
        )
        #expect(AccessibilityAudit.run(on: hidden) == [])
        var shown = hidden
        shown.isHidden = false
        shown.label = "Rating"
        #expect(
            Self.summary(AccessibilityAudit.run(on: shown)) == [
                "asset-name-label@children[0]", "image-without-label@children[1]", "empty-label@children[2]",
            ]
        )
    }

    @Test("A hidden element hides its subtree from the audit, but for its buttons")
    func hiddenElementSubtree() {
        let icon = Element(
            id: "icon",
            kind: .icon(.decorative(.xmark)),
            accessibility: AccessibilityDescriptor(traits: .image)
        )
        let hidden = Self.screen([
            Element(
                id: "decoration",
                kind: .container(),
                accessibility: AccessibilityDescriptor(isHidden: true, children: [.image("ic_star")]),
                children: [
                    Element(id: "title", kind: .heading(level: 2), text: "Title", accessibility: .text("Title")),
                    Element(id: "badge", kind: .container(), children: [icon]),
                ]
            )
        ])
        // Its buttons stay reachable, and are audited (`buttonsInAHiddenElementAreAudited`).
        #expect(AccessibilityAudit.run(on: hidden) == [])
    }

    @Test("The children of an element that excludes them are not audited; the element's own label stands for them")
    func excludedChildren() {
        func star(_ number: Int) -> Element {
            Element(
                id: "star-\(number)",
                kind: .icon(.decorative(.info)),
                accessibility: AccessibilityDescriptor(traits: .image)
            )
        }
        let rating = Self.screen([
            Element(
                id: "rating",
                kind: .container(),
                accessibility: AccessibilityDescriptor(
                    label: "4 of 5 stars",
                    grouping: .exclude,
                    children: [AccessibilityDescriptor(traits: .image)]
                ),
                children: [star(1), star(2)]
            )
        ])
        #expect(AccessibilityAudit.run(on: rating) == [])
        #expect(
            AccessibilityAudit.run(
                on: AccessibilityDescriptor(label: "4 of 5 stars", grouping: .exclude, children: [.image("ic_star")])
            ) == []
        )

        let unlabelled = Self.screen([
            Element(
                id: "rating",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: " ", grouping: .exclude),
                children: [star(1)]
            )
        ])
        #expect(Self.summary(AccessibilityAudit.run(on: unlabelled)) == ["empty-label@screen/rating"])
    }

    @Test("Several faults are reported in document order, each at its own path")
    func documentOrder() {
        let bad = Presentation(
            type: "screen",
            root: Element(
                id: "root",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "main_screen"),
                children: [
                    Element(id: "title", kind: .heading(level: 1), text: "Photos", accessibility: .text("Photos")),
                    Element(
                        id: "toolbar",
                        kind: .container(),
                        children: [
                            Self.button(
                                "share",
                                title: nil,
                                accessibility: AccessibilityDescriptor(),
                                children: [
                                    Element(
                                        id: "icon",
                                        kind: .icon(.decorative(.info)),
                                        accessibility: AccessibilityDescriptor(traits: .image)
                                    )
                                ]
                            ),
                            Self.button("delete", title: "Delete", accessibility: .button("Delete")),
                        ]
                    ),
                    Element(id: "empty", kind: .paragraph, text: "", accessibility: .text("")),
                ]
            )
        )
        #expect(
            Self.summary(AccessibilityAudit.run(on: bad)) == [
                "asset-name-label@root",
                "heading-without-header-trait@root/title",
                "button-without-button-trait@root/toolbar/share",
                "image-only-button-without-label@root/toolbar/share",
                "image-without-label@root/toolbar/share/icon",
                "empty-label@root/empty",
            ]
        )
    }

    @Test("A descriptor's children are audited at children[i] paths")
    func descriptorChildren() {
        let row = AccessibilityDescriptor.combining([
            .image("btn-close.png"),
            .text("Workouts"),
            AccessibilityDescriptor(traits: .image, children: [.text(" ")]),
        ])
        #expect(
            Self.summary(AccessibilityAudit.run(on: row, path: "row")) == [
                "asset-name-label@row/children[0]",
                "image-without-label@row/children[2]",
                "empty-label@row/children[2]/children[0]",
            ]
        )
        #expect(
            Self.summary(AccessibilityAudit.run(on: row)) == [
                "asset-name-label@children[0]",
                "image-without-label@children[2]",
                "empty-label@children[2]/children[0]",
            ]
        )
    }

    @Test("The descriptor children of a presentation's elements are audited too")
    func elementDescriptorChildren() {
        let bad = Self.screen([
            Element(
                id: "workouts",
                kind: .container(),
                accessibility: .combining([.image("ic_workout"), .text("Workouts")])
            )
        ])
        #expect(Self.summary(AccessibilityAudit.run(on: bad)) == ["asset-name-label@screen/workouts/children[0]"])
        let fixed = Self.screen([
            Element(
                id: "workouts",
                kind: .container(),
                accessibility: .combining([.image("Running shoe"), .text("Workouts")])
            )
        ])
        #expect(AccessibilityAudit.run(on: fixed) == [])
    }

    @Test("A host's own model is audited through its presentation")
    func hostModel() {
        struct Banner: Presentable {
            var text: UserText
            func presentation(in context: PresentationContext) -> Presentation {
                Presentation(
                    type: "banner",
                    root: Element(id: "banner", kind: .paragraph, text: self.text, accessibility: .text(self.text))
                )
            }
        }
        #expect(AccessibilityAudit.run(on: Banner(text: "Saved")) == [])
        #expect(Self.summary(AccessibilityAudit.run(on: Banner(text: "banner_saved"))) == ["asset-name-label@banner"])
    }

    // MARK: Every built-in model passes

    @Test(
        "Every error-screen preset passes in both placements and both languages",
        arguments: ErrorScreen.Preset.allKnown,
        ErrorScreen.Placement.allCases
    )
    func errorScreenPresets(preset: ErrorScreen.Preset, placement: ErrorScreen.Placement) {
        let screen = ErrorScreen(.preset(preset), placement: placement)
        #expect(AccessibilityAudit.run(on: screen) == [])
        #expect(AccessibilityAudit.run(on: screen, localizer: Catalog.japanese) == [])
        #expect(AccessibilityAudit.run(on: screen, context: PresentationContext(reduceMotion: true)) == [])
    }

    @Test("Error screens from message and retry templates pass")
    func errorScreenTemplates() {
        let screens = [
            ErrorScreen(.message(icon: .decorative(.tray), title: "No photos yet")),
            ErrorScreen(.message(icon: Icon(.clock, label: "Clock"), title: "Still syncing")),
            ErrorScreen(.message(icon: nil, title: "No photos yet"), placement: .compact),
            ErrorScreen(
                .retry(
                    icon: .decorative(.clock),
                    title: "Still syncing",
                    message: "This can take a minute.",
                    retryButtonTitle: "Check Again",
                    action: "sync.check"
                )
            ),
        ]
        for screen in screens {
            #expect(AccessibilityAudit.run(on: screen) == [])
        }
    }

    @Test(
        "Alerts pass: confirmation and suggestion, both recovery styles, both button arrangements",
        arguments: Alert.ButtonArrangement.allCases
    )
    func alerts(arrangement: Alert.ButtonArrangement) throws {
        let content = Alert.Content(title: "Delete this draft?", message: "You can't undo this.")
        let alerts: [Alert] = [
            .confirmation(content),
            .confirmation(Alert.Content(title: "Saved")),
            .suggestion(content, try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")),
            .suggestion(
                Alert.Content(title: .localized(.networkTitle), message: .localized(.networkMessage)),
                try Alert.Recovery(.localized(.retry), style: .nondestructive, action: .retry)
            ),
        ]
        let context = PresentationContext(buttonArrangement: arrangement)
        for alert in alerts {
            #expect(AccessibilityAudit.run(on: alert, context: context) == [])
            #expect(AccessibilityAudit.run(on: alert, context: context, localizer: Catalog.japanese) == [])
        }
    }

    @Test("An action sheet passes")
    func actionSheet() throws {
        let sheet = try ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save them before closing?"),
            choices: [
                try Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        #expect(AccessibilityAudit.run(on: sheet) == [])
        #expect(AccessibilityAudit.run(on: sheet, localizer: Catalog.japanese) == [])
    }

    @Test("Loading screens pass")
    func loadingScreens() {
        for screen in [LoadingScreen(), LoadingScreen("Signing up…"), LoadingScreen(placement: .compact)] {
            #expect(AccessibilityAudit.run(on: screen) == [])
            #expect(AccessibilityAudit.run(on: screen, localizer: Catalog.japanese) == [])
        }
    }

    @Test("Trickle progress passes running, trickled and completed")
    func trickleProgress() {
        var progress = TrickleProgress(label: "Signing up…")
        #expect(AccessibilityAudit.run(on: progress) == [])
        var generator = SplitMix64(seed: 7)
        progress.step(using: &generator)
        #expect(AccessibilityAudit.run(on: progress) == [])
        _ = progress.complete(at: .seconds(3))
        #expect(progress.isCompleted)
        #expect(AccessibilityAudit.run(on: progress) == [])
        #expect(AccessibilityAudit.run(on: progress, localizer: Catalog.japanese) == [])
        #expect(AccessibilityAudit.run(on: TrickleProgress()) == [])
    }

    @Test("A status message of every kind passes", arguments: StatusMessage.Kind.allKnown)
    func statusMessages(kind: StatusMessage.Kind) {
        let message = StatusMessage(.localized(.itemsRegistered, count: 2), kind: kind)
        #expect(AccessibilityAudit.run(on: message) == [])
        #expect(AccessibilityAudit.run(on: message, localizer: Catalog.japanese) == [])
        #expect(AccessibilityAudit.run(on: StatusMessage("Enter a name.", kind: kind)) == [])
    }

    @Test("A status board with messages passes, repeat counts included")
    func statusBoard() throws {
        var board = try StatusBoard(policy: .stack(limit: 3))
        board.post(StatusMessage(.localized(.itemsSaved, count: 1), kind: .success), at: .zero)
        board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(1))
        board.post(StatusMessage("Enter a name.", kind: .error), at: .seconds(2))
        board.post(StatusMessage("Syncing", kind: .normal), at: .seconds(3))
        #expect(board.visible.count == 3)
        #expect(board.visible.map(\.repeatCount) == [1, 2, 1])
        #expect(AccessibilityAudit.run(on: board) == [])
        #expect(AccessibilityAudit.run(on: board, localizer: Catalog.japanese) == [])
        for entry in board.visible {
            #expect(AccessibilityAudit.run(on: entry) == [])
        }
        #expect(AccessibilityAudit.run(on: StatusBoard()) == [])
    }
}
