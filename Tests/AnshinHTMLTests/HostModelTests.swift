import Anshin
import Foundation
import Testing

@testable import AnshinHTML

@Suite("Models the front end has never heard of")
struct HostModelTests {
    @Test func bannerDefinedByTheHost() {
        expectHTML(
            Banner().rendered(using: .html),
            #"""
            <section id="anshin-banner-banner" class="anshin anshin-type-banner anshin-container anshin-role-region anshin-tone-caution" aria-labelledby="anshin-banner-headline" lang="en" dir="ltr">
            <svg id="anshin-banner-badge" class="anshin-icon anshin-symbol-info" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="Announcement" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/></svg>
            <h3 id="anshin-banner-headline" class="anshin-heading">New version</h3>
            <p id="anshin-banner-body" class="anshin-paragraph">Version 2 adds offline mode.</p>
            <button type="button" id="anshin-banner-update" class="anshin-button anshin-button-default anshin-tone-accent" data-action="app.update" data-role="default" aria-describedby="anshin-banner-update_hint">Update<span id="anshin-banner-update_hint" hidden>Downloads and installs version 2.</span></button>
            </section>
            """#
        )
    }

    @Test func summaryWithQuantitiesMergedColumnAndSortPriority() {
        expectHTML(
            WeeklySummary().rendered(using: .html),
            #"""
            <div id="anshin-summary-summary" class="anshin anshin-type-summary anshin-container anshin-role-group" role="group" aria-labelledby="anshin-summary-caption" lang="en" dir="ltr">
            <button type="button" id="anshin-summary-more" class="anshin-button anshin-button-default anshin-order-3" data-action="summary.open" data-role="default" aria-pressed="true">Details</button>
            <h2 id="anshin-summary-caption" class="anshin-label anshin-heading anshin-order-0">Weekly summary</h2>
            <div id="anshin-summary-column" class="anshin-container anshin-role-group anshin-order-1" role="group" aria-label="Workouts, 100 items">
            <span id="anshin-summary-title" class="anshin-label">Workouts</span>
            <span id="anshin-summary-count" class="anshin-label">100 items</span>
            </div>
            <p id="anshin-summary-duration" class="anshin-paragraph anshin-order-2"><span aria-hidden="true">10 min</span><span class="anshin-visually-hidden">10 minutes</span></p>
            </div>
            """#
        )
    }

    /// Renders a one-element-deep host presentation.
    private func render(_ children: [Presentation.Element], root: AccessibilityDescriptor = .init()) -> String {
        HTMLRenderer(idPrefix: "t").render(
            Presentation(
                type: "host",
                root: Presentation.Element(id: "root", kind: .container(), accessibility: root, children: children)
            )
        )
    }

    /// A control's accessible name is written only where it differs from what the control shows:
    /// the same text (shared storage, or equal text built apart, or a key that resolves to the shown
    /// words) writes none; other words, or a name for a control that shows none, are written, however
    /// alike the two texts are in memory.
    @Test func anAccessibleNameIsWrittenOnlyWhereItDiffersFromTheShownText() {
        let shared = UserText(verbatim: String(repeating: "Save the draft ", count: 2))
        func button(_ id: String, text: UserText?, label: UserText?) -> Presentation.Element {
            Presentation.Element(
                id: id,
                kind: .button(.init(role: .default, action: "go")),
                text: text,
                accessibility: AccessibilityDescriptor(label: label, traits: .button)
            )
        }
        let html = self.render([
            button("shared", text: shared, label: shared),
            button(
                "apart",
                text: UserText(verbatim: ["Save the draft", "Save the draft "].joined(separator: " ")),
                label: UserText(verbatim: String(repeating: "Save the draft ", count: 2))
            ),
            button("key", text: "OK", label: .localized(.ok)),
            button("other", text: "×", label: "Close"),
            button("unnamed", text: nil, label: "Close"),
            button("none", text: "Go", label: nil),
            // Texts that share their first bytes but differ further in: the count, an argument, the
            // fallback, or the words of two heap strings of one length; and joined texts built apart.
            button(
                "count",
                text: .localized(.itemsRegistered, count: 2),
                label: .localized(.itemsRegistered, count: 3)
            ),
            button(
                "argument",
                text: .localized(.spokenPercent, arguments: [40]),
                label: .localized(.spokenPercent, arguments: [41])
            ),
            button(
                "fallback",
                text: .localized("host.unknown", fallback: "Open"),
                label: .localized("host.unknown", fallback: "Show")
            ),
            button(
                "sameLength",
                text: UserText(verbatim: String(repeating: "a", count: 20) + "1"),
                label: UserText(verbatim: String(repeating: "a", count: 20) + "2")
            ),
            button("joined", text: .joined(["Save", "Close"]), label: .joined(["Save", "Close"])),
            button("joinedOther", text: .joined(["Save", "Close"]), label: .joined(["Save", "Quit"])),
        ])
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <button type="button" id="t-host-shared" class="anshin-button anshin-button-default" data-action="go" data-role="default">Save the draft Save the draft </button>
            <button type="button" id="t-host-apart" class="anshin-button anshin-button-default" data-action="go" data-role="default">Save the draft Save the draft </button>
            <button type="button" id="t-host-key" class="anshin-button anshin-button-default" data-action="go" data-role="default">OK</button>
            <button type="button" id="t-host-other" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="Close">×</button>
            <button type="button" id="t-host-unnamed" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="Close"></button>
            <button type="button" id="t-host-none" class="anshin-button anshin-button-default" data-action="go" data-role="default">Go</button>
            <button type="button" id="t-host-count" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="Registered 3 items">Registered 2 items</button>
            <button type="button" id="t-host-argument" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="41 percent">40 percent</button>
            <button type="button" id="t-host-fallback" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="Show">Open</button>
            <button type="button" id="t-host-sameLength" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="aaaaaaaaaaaaaaaaaaaa2">aaaaaaaaaaaaaaaaaaaa1</button>
            <button type="button" id="t-host-joined" class="anshin-button anshin-button-default" data-action="go" data-role="default">Save, Close</button>
            <button type="button" id="t-host-joinedOther" class="anshin-button anshin-button-default" data-action="go" data-role="default" aria-label="Save, Quit">Save, Close</button>
            </div>
            """#
        )
    }

    @Test func statesMapToARIA() {
        let html = self.render([
            Presentation.Element(
                id: "hidden",
                kind: .paragraph,
                text: "Decoration",
                accessibility: AccessibilityDescriptor(label: "Decoration", isHidden: true)
            ),
            Presentation.Element(
                id: "off",
                kind: .button(.init(role: .default, action: "go")),
                text: "Go",
                accessibility: AccessibilityDescriptor(label: "Go", traits: [.button, .notEnabled], isHidden: true)
            ),
            Presentation.Element(
                id: "current",
                kind: .label,
                text: "Week",
                accessibility: AccessibilityDescriptor(label: "Week", traits: [.staticText, .selected], isBusy: true)
            ),
        ])
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <p id="t-host-hidden" class="anshin-paragraph" aria-hidden="true">Decoration</p>
            <button type="button" id="t-host-off" class="anshin-button anshin-button-default" data-action="go" data-role="default" disabled>Go</button>
            <span id="t-host-current" class="anshin-label" aria-busy="true" aria-current="true">Week</span>
            </div>
            """#
        )
    }

    /// A control stays reachable: `aria-hidden` over a focusable button would leave keyboard users on
    /// a control that screen readers cannot see (axe: aria-hidden-focus). A hidden or excluded text
    /// that holds a button is not hidden as a whole, as a container that holds one is not; one without
    /// stays hidden. What it holds but the button is hidden: its own text, in `<span aria-hidden>`
    /// (it was exposed, with its spoken name written out for screen readers).
    @Test func hiddenTextThatHoldsAButtonIsNotHiddenFromAssistiveTechnologies() {
        let undo = Presentation.Element(
            id: "undo",
            kind: .button(.init(role: .default, action: "undo")),
            text: "Undo",
            accessibility: .button("Undo")
        )
        let html = self.render(
            [
                Presentation.Element(
                    id: "saved",
                    kind: .paragraph,
                    text: "Saved. ",
                    accessibility: AccessibilityDescriptor(label: "Saved.", isHidden: true),
                    children: [undo]
                ),
                Presentation.Element(id: "time", kind: .label, text: "Now", accessibility: .text("Now")),
            ],
            root: AccessibilityDescriptor(label: "Saved now", grouping: .exclude)
        )
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container anshin-role-group" role="group" aria-label="Saved now" lang="en" dir="ltr">
            <p id="t-host-saved" class="anshin-paragraph"><span aria-hidden="true">Saved. </span><button type="button" id="t-host-undo" class="anshin-button anshin-button-default" data-action="undo" data-role="default">Undo</button></p>
            <span id="t-host-time" class="anshin-label" aria-hidden="true">Now</span>
            </div>
            """#
        )
    }

    /// A hidden paragraph and a hidden container that hold a button: the button stays reachable, and
    /// everything else they hold is hidden (their text, a label, an icon); they say nothing of their
    /// own. The accessibility expectations say so.
    @Test func aHiddenElementHoldingAButtonHidesAllButTheButton() {
        let renderer = HTMLRenderer(idPrefix: "t")
        expectHTML(
            renderer.render(ConformanceSamples.hiddenWithControls),
            #"""
            <div id="t-draft-draft" class="anshin anshin-type-draft anshin-container" lang="en" dir="ltr">
            <h1 id="t-draft-title" class="anshin-heading">Draft</h1>
            <p id="t-draft-saved" class="anshin-paragraph"><span aria-hidden="true">Saved 2 minutes ago. </span><button type="button" id="t-draft-undo" class="anshin-button anshin-button-default" data-action="draft.undo" data-role="default">Undo</button></p>
            <div id="t-draft-toolbar" class="anshin-container anshin-role-group">
            <span class="anshin-text" aria-hidden="true">Tools</span>
            <span id="t-draft-shortcuts" class="anshin-label" aria-hidden="true">Shortcuts</span>
            <svg id="t-draft-pencil" class="anshin-icon anshin-symbol-pencil" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="4" y="4" width="16" height="16" rx="4"/><path d="M12 12h.01"/></svg>
            <button type="button" id="t-draft-share" class="anshin-button anshin-button-default" data-action="draft.share" data-role="default">Share</button>
            </div>
            </div>
            """#
        )
        func ignored(_ id: String) -> HTMLRenderer.AccessibilityExpectation {
            var entry = HTMLRenderer.AccessibilityExpectation(id: id)
            entry.ignored = true
            return entry
        }
        // Its own text must be in no text node that assistive technologies reach.
        func hidden(_ id: String, _ text: String) -> HTMLRenderer.AccessibilityExpectation {
            var entry = HTMLRenderer.AccessibilityExpectation(id: id)
            entry.hiddenText = text
            return entry
        }
        func button(_ id: String, _ name: String) -> HTMLRenderer.AccessibilityExpectation {
            var entry = HTMLRenderer.AccessibilityExpectation(id: "t-draft-" + id)
            entry.role = "button"
            entry.name = name
            entry.action = "draft." + id
            return entry
        }
        var title = HTMLRenderer.AccessibilityExpectation(id: "t-draft-title")
        title.role = "heading"
        title.name = "Draft"
        title.level = 1
        #expect(
            renderer.accessibilityExpectations(for: ConformanceSamples.hiddenWithControls) == [
                title, hidden("t-draft-saved", "Saved 2 minutes ago. "), button("undo", "Undo"),
                hidden("t-draft-toolbar", "Tools"), ignored("t-draft-shortcuts"), ignored("t-draft-pencil"),
                button("share", "Share"),
            ]
        )
    }

    /// A container labelled or described by an element whose spoken label differs from its text is
    /// named as the markup names that element: "10 minutes", not "10 min" (Chromium reads the spoken
    /// form the label writes out, not the shown text it hides).
    @Test func aContainerLabelledByAnElementIsNamedByItsSpokenLabel() {
        let renderer = HTMLRenderer(idPrefix: "t")
        let expectations = renderer.accessibilityExpectations(for: ConformanceSamples.labelledBySpoken)
        let byID = Dictionary(uniqueKeysWithValues: expectations.map { ($0.id, $0) })
        #expect(byID["t-timer-rest"]?.role == "region")
        #expect(byID["t-timer-rest"]?.name == "10 minutes")
        #expect(byID["t-timer-pause"]?.role == "dialog")
        #expect(byID["t-timer-pause"]?.name == "Pause for 5 minutes")
        #expect(byID["t-timer-pause"]?.description == "2 minutes")
        let html = renderer.render(ConformanceSamples.labelledBySpoken)
        #expect(
            html.contains(
                #"<span id="t-timer-rest-time" class="anshin-label"><span aria-hidden="true">10 min</span><span class="anshin-visually-hidden">10 minutes</span></span>"#
            )
        )
    }

    /// A container with no role that is labelled by an element, or has a label, is drawn as a group
    /// named by it; the expectations said nothing of either, and named one read as one by its label
    /// where the markup names it by the element it is labelled by.
    @Test func aLabelledContainerWithoutARoleIsExpectedAsTheGroupItIsDrawn() {
        let renderer = HTMLRenderer(idPrefix: "t")
        let expectations = renderer.accessibilityExpectations(for: ConformanceSamples.labelledGroups)
        let byID = Dictionary(uniqueKeysWithValues: expectations.map { ($0.id, $0) })
        #expect(byID["t-account-plan"]?.role == "group")
        #expect(byID["t-account-plan"]?.name == "Plan")
        #expect(byID["t-account-storage"]?.role == "group")
        #expect(byID["t-account-storage"]?.name == "Storage")
        // Read as one, with a label, but labelled by an element: named by that element, as it is drawn.
        #expect(byID["t-account-billing"]?.name == "Billing")
        let html = renderer.render(ConformanceSamples.labelledGroups)
        #expect(
            html.contains(
                #"<div id="t-account-plan" class="anshin-container anshin-role-group" role="group" aria-labelledby="t-account-plan-title">"#
            )
        )
        #expect(
            html.contains(
                #"<div id="t-account-storage" class="anshin-container anshin-role-group" role="group" aria-label="Storage">"#
            )
        )
    }

    /// A container whose `labelledBy` names itself is not its own label: the markup wrote
    /// `aria-labelledby` pointing at the container, which a browser names by all its text ("Renews on
    /// 1 May."). It is named by its label, as one without `labelledBy` is.
    @Test func aContainerLabelledByItselfIsNamedByItsLabel() {
        let renderer = HTMLRenderer(idPrefix: "t")
        let html = renderer.render(ConformanceSamples.labelledGroups)
        #expect(
            html.contains(
                #"<div id="t-account-notes" class="anshin-container anshin-role-group" role="group" aria-label="Notes">"#
            )
        )
        let expectations = renderer.accessibilityExpectations(for: ConformanceSamples.labelledGroups)
        let notes = expectations.first { $0.id == "t-account-notes" }
        #expect(notes?.role == "group")
        #expect(notes?.name == "Notes")
    }

    /// A dialog described by itself is not its own description: `aria-describedby` naming the element
    /// would describe it by all the text it holds. It writes none, and the expectations expect none;
    /// described by another element, it writes and expects that one.
    @Test func aContainerDescribedByItselfHasNoDescription() {
        func dialog(describedBy: String) -> Presentation.Element {
            Presentation.Element(
                id: "confirm",
                kind: .container(labelledBy: "title", describedBy: describedBy),
                accessibility: AccessibilityDescriptor(role: .dialog),
                children: [
                    Presentation.Element(
                        id: "title",
                        kind: .heading(level: 2),
                        text: "Delete?",
                        accessibility: .heading("Delete?")
                    ),
                    Presentation.Element(
                        id: "body",
                        kind: .paragraph,
                        text: "It cannot be undone.",
                        accessibility: .text("It cannot be undone.")
                    ),
                ]
            )
        }
        let renderer = HTMLRenderer(idPrefix: "t")
        let selfDescribed = self.render([dialog(describedBy: "confirm")])
        #expect(!selfDescribed.contains("aria-describedby"))
        let selfExpectation = renderer.accessibilityExpectations(
            for: Presentation(type: "host", root: dialog(describedBy: "confirm"))
        ).first { $0.id == "t-host-confirm" }
        #expect(selfExpectation?.role == "dialog")
        #expect(selfExpectation?.name == "Delete?")
        #expect(selfExpectation?.description == nil)
        let described = self.render([dialog(describedBy: "body")])
        #expect(described.contains(#"aria-describedby="t-host-body""#))
        let describedExpectation = renderer.accessibilityExpectations(
            for: Presentation(type: "host", root: dialog(describedBy: "body"))
        ).first { $0.id == "t-host-confirm" }
        #expect(describedExpectation?.description == "It cannot be undone.")
    }

    /// A hidden live region that holds a button is not a live region, and writes none for its
    /// announcement: hidden but for its button, it says nothing of its own.
    @Test func aHiddenLiveRegionHoldingAButtonAnnouncesNothing() {
        let html = self.render(
            [
                Presentation.Element(
                    id: "toast",
                    kind: .container(),
                    text: "Saved",
                    accessibility: AccessibilityDescriptor(
                        role: .status,
                        announcement: Announcement("Saved", politeness: .polite),
                        isHidden: true
                    ),
                    children: [
                        Presentation.Element(
                            id: "undo",
                            kind: .button(.init(role: .default, action: "undo")),
                            text: "Undo",
                            accessibility: .button("Undo")
                        )
                    ]
                )
            ]
        )
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <div id="t-host-toast" class="anshin-container anshin-role-status">
            <span class="anshin-text" aria-hidden="true">Saved</span>
            <button type="button" id="t-host-undo" class="anshin-button anshin-button-default" data-action="undo" data-role="default">Undo</button>
            </div>
            </div>
            """#
        )
    }

    @Test func excludedChildrenAreHiddenBehindTheGroupLabel() {
        let html = self.render(
            [
                Presentation.Element(id: "a", kind: .label, text: "Mon", accessibility: .text("Mon")),
                Presentation.Element(id: "b", kind: .label, text: "12°", accessibility: .text("12°")),
            ],
            root: AccessibilityDescriptor(label: "Monday, 12 degrees", grouping: .exclude)
        )
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container anshin-role-group" role="group" aria-label="Monday, 12 degrees" lang="en" dir="ltr">
            <span id="t-host-a" class="anshin-label" aria-hidden="true">Mon</span>
            <span id="t-host-b" class="anshin-label" aria-hidden="true">12°</span>
            </div>
            """#
        )
    }

    @Test func imageOnlyButtonAndNestedContentStayValid() {
        let html = self.render([
            Presentation.Element(
                id: "close",
                kind: .button(.init(role: .cancel, action: "close", isInitialFocus: true)),
                accessibility: .button("Close"),
                children: [
                    Presentation.Element(id: "x", kind: .icon(.decorative(.xmark)), accessibility: .decorative),
                    Presentation.Element(
                        id: "inner",
                        kind: .button(.init(role: .default, action: "inner")),
                        text: "Inner",
                        accessibility: .button("Inner")
                    ),
                ]
            ),
            Presentation.Element(
                id: "text",
                kind: .paragraph,
                text: "Read ",
                accessibility: .text("Read "),
                children: [
                    Presentation.Element(id: "more", kind: .paragraph, text: "more", accessibility: .text("more")),
                    Presentation.Element(id: "h", kind: .heading(level: 9), text: "deep", accessibility: .text("deep")),
                ]
            ),
        ])
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <button type="button" id="t-host-close" class="anshin-button anshin-button-cancel" data-action="close" data-role="cancel" aria-label="Close" autofocus><svg id="t-host-x" class="anshin-icon anshin-symbol-xmark" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M9 9l6 6M15 9l-6 6"/></svg><span id="t-host-inner" class="anshin-button anshin-button-default">Inner</span></button>
            <p id="t-host-text" class="anshin-paragraph">Read <span id="t-host-more" class="anshin-paragraph">more</span><span id="t-host-h" class="anshin-heading" role="heading" aria-level="6">deep</span></p>
            </div>
            """#
        )
    }

    /// A button inside a button is drawn as a `<span>`, where `aria-label` is not allowed (HTML: a
    /// span with no role): a name that differs from its text is written as the paragraphs' is, the
    /// shown text hidden from assistive technologies and the name visually hidden, so the outer
    /// button's name, computed from its content, says it.
    @Test func aNestedButtonsNameIsTextNotAnAriaLabelOnASpan() {
        let html = self.render([
            Presentation.Element(
                id: "outer",
                kind: .button(.init(role: .default, action: "open")),
                accessibility: AccessibilityDescriptor(traits: .button),
                children: [
                    Presentation.Element(
                        id: "inner",
                        kind: .button(.init(role: .cancel, action: "close")),
                        text: "×",
                        accessibility: .button("Close the panel")
                    )
                ]
            )
        ])
        expectHTML(
            html,
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <button type="button" id="t-host-outer" class="anshin-button anshin-button-default" data-action="open" data-role="default"><span id="t-host-inner" class="anshin-button anshin-button-cancel"><span aria-hidden="true">×</span><span class="anshin-visually-hidden">Close the panel</span></span></button>
            </div>
            """#
        )
    }

    /// HTML allows one `autofocus` in a document (outside dialogs): when a host's presentation asks
    /// initial focus of two buttons, the first in reading order gets it, and the other is marked for
    /// the live script, as a page marks a later model's; the accessibility expectations agree.
    @Test func onlyTheFirstInitialFocusOfAPresentationIsAutofocus() {
        func button(_ id: String, priority: Int) -> Presentation.Element {
            Presentation.Element(
                id: id,
                kind: .button(.init(role: .cancel, action: "close", isInitialFocus: true)),
                text: "Close",
                accessibility: AccessibilityDescriptor(label: "Close", traits: .button, sortPriority: priority)
            )
        }
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(
                id: "root",
                kind: .container(),
                children: [button("first", priority: 0), button("second", priority: 1)]
            )
        )
        let renderer = HTMLRenderer(idPrefix: "t")
        expectHTML(
            renderer.render(presentation),
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <button type="button" id="t-host-second" class="anshin-button anshin-button-cancel anshin-order-1" data-action="close" data-role="cancel" autofocus>Close</button>
            <button type="button" id="t-host-first" class="anshin-button anshin-button-cancel anshin-order-0" data-action="close" data-role="cancel" data-anshin-initial-focus>Close</button>
            </div>
            """#
        )
        let focused = renderer.accessibilityExpectations(for: presentation).filter { $0.focused == true }.map(\.id)
        #expect(focused == ["t-host-second"])
    }

    /// A button drawn inside another is a `<span>`, so the accessibility expectations list no button
    /// for it; and the outer button's content (its children's text too) would name it "OpenCloseTitle"
    /// in Chromium, so its descriptor's name is written out as `aria-label`, as the expectations say.
    @Test func aButtonWithTextInsideIsNamedByItsDescriptor() {
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(
                id: "root",
                kind: .container(),
                children: [
                    Presentation.Element(
                        id: "outer",
                        kind: .button(.init(role: .default, action: "open")),
                        text: "Open",
                        accessibility: .button("Open"),
                        children: [
                            Presentation.Element(
                                id: "inner",
                                kind: .button(.init(role: .cancel, action: "close")),
                                text: "Close",
                                accessibility: .button("Close")
                            ),
                            Presentation.Element(
                                id: "title",
                                kind: .heading(level: 2),
                                text: "Title",
                                accessibility: .heading("Title")
                            ),
                        ]
                    )
                ]
            )
        )
        let renderer = HTMLRenderer(idPrefix: "t")
        expectHTML(
            renderer.render(presentation),
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <button type="button" id="t-host-outer" class="anshin-button anshin-button-default" data-action="open" data-role="default" aria-label="Open">Open<span id="t-host-inner" class="anshin-button anshin-button-cancel">Close</span><span id="t-host-title" class="anshin-heading" role="heading" aria-level="2">Title</span></button>
            </div>
            """#
        )
        let expectations = renderer.accessibilityExpectations(for: presentation)
        #expect(expectations.map(\.id) == ["t-host-outer", "t-host-title"])
        #expect(expectations.map(\.role) == ["button", "heading"])
        #expect(expectations.first?.name == "Open")
    }

    @Test func progressIndicatorWithoutABarIsTheProgressBar() {
        let html = HTMLRenderer(idPrefix: "t").render(
            Presentation(
                type: "sync",
                root: Presentation.Element(
                    id: "sync",
                    kind: .container(),
                    accessibility: AccessibilityDescriptor(
                        label: "Syncing",
                        role: .progressIndicator,
                        announcement: Announcement("Synced", politeness: .polite)
                    ),
                    children: [
                        Presentation.Element(id: "text", kind: .label, text: "Syncing", accessibility: .text("Syncing"))
                    ]
                )
            )
        )
        expectHTML(
            html,
            #"""
            <div id="t-sync-sync" class="anshin anshin-type-sync anshin-container anshin-role-progress" role="progressbar" aria-labelledby="t-sync-text" lang="en" dir="ltr">
            <span id="t-sync-text" class="anshin-label">Syncing</span>
            </div>
            <div id="t-sync-sync_live" class="anshin-announcement" role="status">Synced</div>
            """#
        )
    }

    /// A progress bar's children are presentational: a Cancel button drawn inside `role="progressbar"`
    /// was lost to assistive technologies (axe: nested-interactive). A progress indicator that holds a
    /// control and no bar is a busy group named by its label around its content, and the accessibility
    /// expectations say so.
    @Test func progressIndicatorHoldingAControlIsABusyGroupAroundIt() {
        let presentation = ConformanceSamples.progressGroup
        let renderer = HTMLRenderer(idPrefix: "t")
        expectHTML(
            renderer.render(presentation),
            #"""
            <div id="t-sync-sync" class="anshin anshin-type-sync anshin-container anshin-role-progress" role="group" aria-labelledby="t-sync-text" aria-busy="true" lang="en" dir="ltr">
            <span id="t-sync-text" class="anshin-label">Syncing</span>
            <button type="button" id="t-sync-cancel" class="anshin-button anshin-button-cancel" data-action="sync.cancel" data-role="cancel">Cancel</button>
            <div id="t-sync-sync_live" class="anshin-announcement" role="status"></div>
            </div>
            """#
        )
        var group = HTMLRenderer.AccessibilityExpectation(id: "t-sync-sync")
        group.role = "group"
        group.name = "Syncing"
        group.busy = true
        var live = HTMLRenderer.AccessibilityExpectation(id: "t-sync-sync_live")
        live.role = "status"
        live.text = ""
        var cancel = HTMLRenderer.AccessibilityExpectation(id: "t-sync-cancel")
        cancel.role = "button"
        cancel.name = "Cancel"
        cancel.action = "sync.cancel"
        #expect(renderer.accessibilityExpectations(for: presentation) == [live, group, cancel])
    }

    /// A heading and a list row in a group that excludes its children are hidden behind the group's
    /// label, and a list row inside a button is part of the button (a group in it), not a button: the
    /// expectations said a heading and two buttons, where Chromium has no heading and one button.
    @Test func expectationsFollowWhatTheMarkupHidesAndNests() {
        let renderer = HTMLRenderer(idPrefix: "t")
        let expectations = renderer.accessibilityExpectations(for: ConformanceSamples.excludedAndNested)
        func ignored(_ id: String) -> HTMLRenderer.AccessibilityExpectation {
            var entry = HTMLRenderer.AccessibilityExpectation(id: id)
            entry.ignored = true
            return entry
        }
        var title = HTMLRenderer.AccessibilityExpectation(id: "t-week-title")
        title.role = "heading"
        title.name = "Week"
        title.level = 1
        var summary = HTMLRenderer.AccessibilityExpectation(id: "t-week-summary")
        summary.role = "group"
        summary.name = "This week, 3 workouts"
        var open = HTMLRenderer.AccessibilityExpectation(id: "t-week-open")
        open.role = "button"
        open.name = "Open"
        open.action = "week.open"
        var details = HTMLRenderer.AccessibilityExpectation(id: "t-week-details")
        details.role = "group"
        details.name = "Details, 7 days"
        #expect(
            expectations == [
                title, summary, ignored("t-week-heading"), ignored("t-week-workouts"), open, details,
                ignored("t-week-details-chevron"),
            ]
        )
        let html = renderer.render(ConformanceSamples.excludedAndNested)
        #expect(html.contains(#"<h2 id="t-week-heading" class="anshin-heading" aria-hidden="true">"#))
        #expect(
            html.contains(
                #"<div id="t-week-workouts" class="anshin-container anshin-role-group" role="group" aria-label="Workouts, 3" aria-hidden="true">"#
            )
        )
        #expect(
            html.contains(
                #"<span id="t-week-details" class="anshin-container anshin-role-group" role="group" aria-label="Details, 7 days">"#
            )
        )
    }

    @Test func unknownSymbolGetsTheGenericDrawing() {
        let html = self.render([
            Presentation.Element(
                id: "logo",
                kind: .icon(Icon("company.logo", label: "Example Inc.")),
                accessibility: .image("Example Inc.")
            )
        ])
        #expect(
            html.contains(
                #"<svg id="t-host-logo" class="anshin-icon anshin-symbol-company_2Elogo" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="Example Inc." focusable="false"><rect x="4" y="4" width="16" height="16" rx="4"/><path d="M12 12h.01"/></svg>"#
            )
        )
    }

    @Test func presentationFromANewerPeerRendersItsUnknownKinds() throws {
        let json = #"""
            {"type": "carousel", "root": {"id": "carousel", "kind": "carousel", "text": "Featured",
              "accessibility": {"label": "Featured", "traits": ["summaryElement"], "role": "region",
                                "grouping": "default", "sortPriority": 0, "isBusy": false, "isHidden": false},
              "children": [{"id": "slide-1", "kind": "slide", "text": "Slide one"},
                           {"id": "next", "kind": "button", "text": "Next",
                            "button": {"role": "default", "action": "carousel.next", "isInitialFocus": false}}]}}
            """#
        let presentation = try JSONDecoder().decode(Presentation.self, from: Data(json.utf8))
        expectHTML(
            HTMLRenderer().render(presentation),
            #"""
            <section id="anshin-carousel-carousel" class="anshin anshin-type-carousel anshin-container anshin-role-region" aria-label="Featured" lang="en" dir="ltr">
            <span class="anshin-text">Featured</span>
            <div id="anshin-carousel-slide-1" class="anshin-container">
            <span class="anshin-text">Slide one</span>
            </div>
            <button type="button" id="anshin-carousel-next" class="anshin-button anshin-button-default" data-action="carousel.next" data-role="default">Next</button>
            </section>
            """#
        )
    }

    /// An icon whose label is blank is decorative, drawn hidden; one named only by its descriptor's
    /// value is an image with that name. The accessibility expectations say what the markup shows:
    /// they used to expect an image named "" for the first, and to ignore the second.
    @Test func iconExpectationsFollowTheMarkup() {
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(
                id: "root",
                kind: .container(),
                children: [
                    Presentation.Element(id: "blank", kind: .icon(Icon(.info, label: " "))),
                    Presentation.Element(
                        id: "valued",
                        kind: .icon(.decorative(.info)),
                        accessibility: AccessibilityDescriptor(value: "3 new")
                    ),
                ]
            )
        )
        let renderer = HTMLRenderer(idPrefix: "t")
        expectHTML(
            renderer.render(presentation),
            #"""
            <div id="t-host-root" class="anshin anshin-type-host anshin-container" lang="en" dir="ltr">
            <svg id="t-host-blank" class="anshin-icon anshin-symbol-info" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/></svg>
            <svg id="t-host-valued" class="anshin-icon anshin-symbol-info" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="3 new" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/></svg>
            </div>
            """#
        )
        let expectations = renderer.accessibilityExpectations(for: presentation)
        var blank = HTMLRenderer.AccessibilityExpectation(id: "t-host-blank")
        blank.ignored = true
        var valued = HTMLRenderer.AccessibilityExpectation(id: "t-host-valued")
        valued.role = "img"
        valued.name = "3 new"
        #expect(expectations == [blank, valued])
    }

    /// A button with no title or label of its own is named by its content, the icon's label, in
    /// Chromium; the accessibility expectations say so.
    @Test func anIconOnlyButtonIsExpectedToBeNamedByItsIcon() {
        let presentation = Presentation(
            type: "host",
            root: Presentation.Element(
                id: "close",
                kind: .button(.init(role: .cancel, action: "close")),
                accessibility: AccessibilityDescriptor(traits: .button),
                children: [Presentation.Element(id: "x", kind: .icon(Icon(.xmark, label: "Close")))]
            )
        )
        let expectations = HTMLRenderer(idPrefix: "t").accessibilityExpectations(for: presentation)
        var button = HTMLRenderer.AccessibilityExpectation(id: "t-host-close")
        button.role = "button"
        button.name = "Close"
        button.action = "close"
        var icon = HTMLRenderer.AccessibilityExpectation(id: "t-host-x")
        icon.role = "img"
        icon.name = "Close"
        #expect(expectations == [button, icon])
    }
}
