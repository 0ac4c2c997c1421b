import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Foundation
import Testing

/// What the DocC articles' samples say they give, run: each test is one article's samples, with the
/// value each comment shows checked exactly.
@Suite("The DocC articles' samples give what they say")
struct DocumentationClaimsTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func anshinOverview() {
        let screen = ErrorScreen(.preset(.network))
        let presentation = screen.presentation(in: PresentationContext(reduceMotion: true))
        #expect(presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
        #expect(presentation.transition == Transition.none)
        #expect(screen.title?.resolved(using: Catalog.japanese) == "通信エラー")
        var board = StatusBoard()
        board.post(StatusMessage(.localized(.itemsSaved, count: 2), kind: .success), at: .seconds(0))
        let beforeFour = board.advance(to: .seconds(3.999))
        let atFour = board.advance(to: .seconds(4))
        #expect(beforeFour.isEmpty)
        #expect(atFour.count == 1)
    }

    @Test func presentations() {
        let presentation = ErrorScreen(.preset(.network)).presentation
        #expect(presentation.type == "errorScreen")
        #expect(presentation.root.children.map(\.id) == ["icon", "title", "message", "retry"])
        #expect(presentation.element(withID: "retry")?.text?.resolved(using: Catalog.english) == "Retry")
        if case .button(let button)? = presentation.element(withID: "retry")?.kind {
            #expect(button.role == .default)
        } else {
            Issue.record("retry is no button")
        }
        #expect(presentation.elements.count == 5)

        func plainText(_ presentation: Presentation, localizer: some Localizer = Catalog.english) -> String {
            var lines: [String] = []
            func draw(_ element: Presentation.Element, depth: Int) {
                let indent = String(repeating: "  ", count: depth)
                let text = element.text?.resolved(using: localizer) ?? ""
                switch element.kind {
                case .heading: lines.append(indent + text.uppercased())
                case .paragraph, .label: lines.append(indent + text)
                case .button(let button): lines.append(indent + "[\(text)] → \(button.action)")
                case .icon, .container, .progress: break
                }
                for child in element.children { draw(child, depth: depth + 1) }
            }
            draw(presentation.root, depth: 0)
            return lines.joined(separator: "\n")
        }
        #expect(
            plainText(ErrorScreen(.preset(.network)).presentation)
                == "  COULDN'T CONNECT\n  Check your network connection and try again.\n  [Retry] → retry"
        )
    }

    struct OfflineBanner: Presentable {
        var pendingChanges: Int

        func presentation(in context: PresentationContext) -> Presentation {
            let title: UserText = "You're offline"
            let detail = UserText.localized(
                "banner.pending",
                count: pendingChanges,
                fallback: "Changes will sync later."
            )
            return Presentation(
                type: "offlineBanner",
                root: Presentation.Element(
                    id: "offline-banner",
                    kind: .container(labelledBy: "title", describedBy: "detail"),
                    tone: .caution,
                    accessibility: AccessibilityDescriptor(label: title, role: .status),
                    children: [
                        Presentation.Element(
                            id: "icon",
                            kind: .icon(.decorative(.offline)),
                            accessibility: .decorative
                        ),
                        Presentation.Element(id: "title", kind: .label, text: title, accessibility: .text(title)),
                        Presentation.Element(
                            id: "detail",
                            kind: .paragraph,
                            text: detail,
                            accessibility: .text(detail)
                        ),
                        Presentation.Element(
                            id: "close",
                            kind: .button(.init(role: .cancel, action: .dismiss)),
                            text: .localized(.close),
                            accessibility: .button(.localized(.close))
                        ),
                    ]
                ),
                transition: Transition(show: Transition.Fade(duration: .milliseconds(200)), hide: nil)
                    .respectingReducedMotion(context.reduceMotion)
            )
        }
    }

    struct Badge: WireRepresentable {
        var count: Int
        var label: UserText

        func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("count", self.count)
            writer.member("label", self.label)  // kept as keys, or resolved, as the writer says
            writer.endObject()
        }
    }

    @Test func presentationsHostModel() throws {
        #expect(AccessibilityAudit.run(on: OfflineBanner(pendingChanges: 3)).isEmpty)
        let badge = Badge(count: 3, label: .localized(.itemsSaved, count: 3))
        #expect(try WireEncoder().encode(badge) == #"{"count":3,"label":{"count":3,"key":"message.itemsSaved"}}"#)
        #expect(
            try WireEncoder(text: .resolved(using: Catalog.english)).encode(badge)
                == #"{"count":3,"label":"Saved 3 items"}"#
        )
    }

    enum UploadError: UserFacingError {
        case quotaExceeded
        case offline

        var userFacingTitle: UserText {
            switch self {
            case .quotaExceeded: "Storage full"
            case .offline: "You're offline"
            }
        }
        var userFacingMessage: UserText? {
            self == .quotaExceeded ? "Delete some files and try again." : nil
        }
        var recovery: Alert.Recovery? {
            self == .quotaExceeded
                ? try? Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage.manage") : nil
        }
    }

    @Test func alerts() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        #expect(alert.buttons().map(\.role) == [.destructive, .cancel])
        #expect(alert.buttons(arrangement: .cancelLeading).map(\.role) == [.cancel, .destructive])
        #expect(alert.initialFocus == .cancel)
        let quota = Alert(UploadError.quotaExceeded)
        #expect(quota.buttons().map { $0.title.resolved(using: Catalog.english) } == ["Cancel", "Manage Storage"])
        let offline = Alert(UploadError.offline)
        #expect(offline.buttons().map { $0.title.resolved(using: Catalog.english) } == ["OK"])
        let context = PresentationContext(buttonArrangement: .cancelLeading)
        let presentation = alert.presentation(in: context)
        #expect(presentation.element(withID: "button-1")?.text?.resolved(using: Catalog.english) == "Cancel")
        let sheet = try ActionSheet(
            Alert.Content(title: "Unsaved changes"),
            choices: [
                Alert.Recovery("Save", style: .nondestructive, action: "save"),
                Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        #expect(sheet.buttons.map(\.role) == [.default, .destructive, .cancel])
        let json =
            #"{"kind": "suggestion", "title": "Delete this draft?", "message": "You can't undo this.", "#
            + #""recovery": {"name": "Delete", "style": "destructive", "action": "draft.delete"}}"#
        #expect(try WireDecoder().decode(Alert.self, from: json) == alert)

        let content = Alert.Content(title: "Discard this draft?")
        let discard = try Alert.Recovery("Discard", style: .destructive, action: "discard")
        #expect(try Dialog(content, recoveries: []) == .alert(.confirmation(content)))
        let dialog = try Dialog(content, recoveries: [discard])
        #expect(dialog == .alert(.suggestion(content, discard)))
        #expect(dialog.buttons().map(\.role) == [.destructive, .cancel])
        #expect(dialog.buttons(arrangement: .cancelLeading).map(\.role) == [.cancel, .destructive])
        let keep = try Alert.Recovery("Keep", style: .nondestructive, action: "keep")
        let sheetDialog = try Dialog(content, recoveries: [discard, keep])
        #expect(sheetDialog == .actionSheet(try ActionSheet(content, choices: [discard, keep])))
        #expect(sheetDialog.buttons(arrangement: .cancelLeading) == sheetDialog.buttons())
    }

    @Test func accessibility() {
        let duration = AccessibilityDescriptor.quantity(10, unit: .minute)
        #expect(duration.label?.resolved(using: Catalog.english) == "10 min")
        #expect(duration.spokenLabel?.resolved(using: Catalog.english) == "10 minutes")
        #expect(duration.label?.resolved(using: Catalog.japanese) == "10分")
        let column = AccessibilityDescriptor.combining([.text("Workouts"), .quantity(100, unit: .item)])
        #expect(column.label?.resolved(using: Catalog.english) == "Workouts, 100 items")
        let row = AccessibilityDescriptor.listRow("Notifications", value: "On", hasDisclosureIndicator: true)
        #expect(row.traits.contains(.button))

        struct Toolbar: Presentable {
            func presentation(in context: PresentationContext) -> Presentation {
                Presentation(
                    type: "toolbar",
                    root: Presentation.Element(
                        id: "toolbar",
                        kind: .container(),
                        children: [
                            Presentation.Element(
                                id: "close",
                                kind: .button(.init(role: .cancel, action: "close")),
                                accessibility: AccessibilityDescriptor(traits: .button),  // no label
                                children: [
                                    Presentation.Element(
                                        id: "icon",
                                        kind: .icon(.decorative(.xmark)),
                                        accessibility: .decorative
                                    )
                                ]
                            )
                        ]
                    )
                )
            }
        }
        #expect(
            AccessibilityAudit.run(on: Toolbar()).map(String.init(describing:)) == [
                "error [image-only-button-without-label] at toolbar/close: This button shows only an image and has "
                    + "no accessibility label, so VoiceOver reads the image's name; give it a label that says what it does."
            ]
        )
    }

    @Test func localization() throws {
        let saved: UserText = "Saved"
        let registered = UserText.localized(.itemsRegistered, count: 2)
        let column = UserText.joined(["Workouts", .localized(.itemShort, count: 100)])
        #expect(saved == UserText(verbatim: "Saved"))
        #expect(registered.resolved(using: Catalog.english) == "Registered 2 items")
        #expect(registered.resolved(using: Catalog.japanese) == "2件を登録しました")
        #expect(column.resolved(using: Catalog.japanese) == "Workouts, 100件")

        let inbox = Catalog(
            languageCode: "en",
            entries: [
                "inbox.summary": .plural(
                    one: "{0}, you have {count} new message",
                    other: "{0}, you have {count} new messages"
                )
            ]
        )
        #expect(
            UserText.localized("inbox.summary", arguments: ["Aiko"], count: 1200).resolved(using: inbox)
                == "Aiko, you have 1,200 new messages"
        )

        var strings = Catalog(languageCode: "en")
        strings["photos.uploaded"] = .plural(one: "Uploaded {count} photo", other: "Uploaded {count} photos")
        strings[.retry] = "Try Again"
        #expect(UserText.localized("photos.uploaded", count: 3).resolved(using: strings) == "Uploaded 3 photos")
        #expect(UserText.localized(.retry).resolved(using: strings) == "Try Again")
        // Templates: `{{` and `}}` write one brace each.
        strings["braces"] = "{{0}} is {0}"
        #expect(UserText.localized("braces", arguments: ["Aiko"]).resolved(using: strings) == "{0} is Aiko")
        #expect(Catalog.builtIn(for: "ja-JP") == Catalog.japanese)
        let merged = Catalog.english.merging(strings)
        #expect(merged.languageCode == "en")
        #expect(UserText.localized(.retry).resolved(using: merged) == "Try Again")
        #expect(UserText.localized(.cancel).resolved(using: merged) == "Cancel")

        let dutch = Catalog(languageCode: "nl")
        #expect(UserText.localized(.itemsRegistered, count: 2).resolved(using: dutch) == "Registered 2 items")
        #expect(UserText.localized("photos.missing", fallback: "Uploaded").resolved(using: dutch) == "Uploaded")
        #expect(UserText.localized("photos.missing").resolved(using: dutch) == "photos.missing")
        #expect(Catalog.builtIn(for: "zh-TW") == Catalog.chineseTraditional)
        #expect(Catalog.builtIn(for: "pt") == Catalog.portugueseBrazil)

        struct AppStrings: Localizer {
            let languageCode = "de"
            let table: [String: String]

            func template(for key: UserText.Key, form: PluralCategory) -> String? {
                self.table["\(key.rawValue).\(form.rawValue)"] ?? self.table[key.rawValue]
            }

            func formatted(_ number: Int) -> String {
                Catalog.english.formatted(number).replacing(",", with: ".")
            }
        }
        let german = AppStrings(table: [
            "message.itemsSaved.one": "{count} Eintrag gespeichert",
            "message.itemsSaved.other": "{count} Einträge gespeichert",
        ])
        #expect(UserText.localized(.itemsSaved, count: 1234).resolved(using: german) == "1.234 Einträge gespeichert")
        #expect(UserText.localized(.cancel).resolved(using: german) == "Abbrechen")
        #expect(try WireEncoder().encode(registered) == #"{"count":2,"key":"message.itemsRegistered"}"#)
    }

    @Test func trickleProgress() throws {
        var progress = TrickleProgress(label: "Signing up…")
        var generator = SplitMix64(seed: 7)
        var elapsed = Duration.zero
        var wait = progress.delay(using: &generator)
        #expect(wait == .milliseconds(1085))
        while let delay = wait {
            elapsed += delay
            let step = progress.step(using: &generator)
            wait = step.nextDelay
        }
        #expect(progress.value == 0.9)
        #expect(elapsed == .milliseconds(12165))
        let completion = progress.complete(at: elapsed + .seconds(1))
        #expect(progress.value == 1.0)
        #expect(completion?.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(progress.complete(at: .seconds(20)) == nil)

        let configuration = try TrickleProgress.Configuration(
            graceTime: .milliseconds(500),
            minimumShowTime: .seconds(1)
        )
        var quick = TrickleProgress(configuration: configuration)
        let quickCompletion = quick.complete(at: .milliseconds(300))
        #expect(quickCompletion?.announcement == nil && quickCompletion?.hideAt == nil)
        var slow = TrickleProgress(configuration: configuration)
        #expect(slow.isVisible(at: .milliseconds(500)))
        let slowCompletion = slow.complete(at: .milliseconds(700))
        #expect(slowCompletion?.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(slowCompletion?.hideAt == .milliseconds(1500))
        #expect(slow.isVisible(at: .milliseconds(1400)))
        #expect(!slow.isVisible(at: .milliseconds(1500)))
        var onTime = TrickleProgress(configuration: configuration)
        let onTimeCompletion = onTime.complete(at: .milliseconds(500))
        #expect(onTimeCompletion?.announcement?.text.resolved(using: Catalog.english) == "Done")
        #expect(onTimeCompletion?.hideAt == .milliseconds(1500))
        #expect(onTime.isVisible(at: .milliseconds(500)))
    }

    @Test func backends() throws {
        let screen = ErrorScreen(httpStatus: 503, retryAfter: .seconds(120))
        #expect(screen?.title?.resolved(using: Catalog.english) == "Under maintenance")
        #expect(
            screen?.message?.resolved(using: Catalog.english)
                == "We're doing some maintenance. Try again in 120 seconds."
        )
        let problem = ProblemDetails(ErrorScreen(.preset(.forbidden)), localizer: Catalog.japanese)
        #expect(
            try WireEncoder().encode(problem)
                == #"{"detail":"このコンテンツを表示する権限がありません。","icon":"lock","preset":"forbidden","#
                + #""screenTitle":"アクセスできません","status":403,"title":"Forbidden","type":"about:blank"}"#
        )
        #expect(
            try WireEncoder().encode(ProblemDetails(ErrorScreen(.preset(.maintenance)), localizer: Catalog.english))
                == #"{"detail":"We're doing some maintenance. Please try again later.","icon":"maintenance","#
                + #""preset":"maintenance","retryAction":"retry","retryButtonTitle":"Retry","#
                + #""screenTitle":"Under maintenance","status":503,"title":"Service Unavailable","type":"about:blank"}"#
        )
        let screenFromProblem = ErrorScreen(problem)
        #expect(screenFromProblem.preset == .forbidden)
        #expect(screenFromProblem.title == "アクセスできません")
        #expect(screenFromProblem.message == "このコンテンツを表示する権限がありません。")
        #expect(Catalog.negotiated(for: "nl-BE, ja-JP;q=0.9, en;q=0.8") == Catalog.japanese)

        // Statuses of 600 or more get no screen; Retry-After is said in whole seconds, rounded up.
        #expect(ErrorScreen(httpStatus: 600) == nil && ErrorScreen(httpStatus: 399) == nil)
        let rounded = ErrorScreen(httpStatus: 503, retryAfter: .milliseconds(1500))?.message
        #expect(rounded?.key == .sentences)
        #expect(rounded?.arguments == [.text(.localized(.maintenanceCause)), .text(.localized(.retryAfter, count: 2))])
        #expect(ErrorScreen(httpStatus: 503, retryAfter: .zero) == ErrorScreen(httpStatus: 503))
        // A preset member naming no known preset is ignored: the status chooses.
        let unknown = ProblemDetails(status: 503, extensions: ["preset": .string("noSuchPreset")])
        #expect(ErrorScreen(unknown).preset == .maintenance)
        // The status phrase as title is ignored only for about:blank.
        let phrase = ProblemDetails(status: 403, title: "Forbidden")
        #expect(ErrorScreen(phrase).title == .localized(.forbiddenTitle))
        let typed = ProblemDetails(type: "https://example.com/forbidden", status: 403, title: "Forbidden")
        #expect(ErrorScreen(typed).title == "Forbidden")
        #expect(ProblemDetails.statusPhrase(for: 413) == "Content Too Large")
        #expect(ProblemDetails.statusPhrase(for: 422) == "Unprocessable Content")
        #expect(ProblemDetails.statusPhrase(for: 418) == nil)
        // The empty screen: 500 as problem details unless given a status.
        #expect(ProblemDetails(ErrorScreen(.preset(.empty))).status == 500)
        // A retryAction member adds a button with the default Retry title.
        let added = ErrorScreen(ProblemDetails(status: 409, extensions: ["retryAction": .string("note.reload")]))
        #expect(added.retry == ErrorScreen.Retry(title: .localized(.retry), action: "note.reload"))
    }

    @Test func json() throws {
        let json = ErrorScreen(.preset(.forbidden)).rendered(using: .json)
        let document = try WireDocument.decode(json)
        #expect(document.model == .errorScreen(ErrorScreen(.preset(.forbidden))))
    }

    /// The rows of the first Markdown table after a line, as cells without their backticks.
    static func table(after heading: String, in article: String) -> [[String]] {
        let lines = article.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        let rows = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return rows.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
        }
    }

    @Test func errorScreensPresetTables() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Anshin/Documentation.docc/ErrorScreens.md"
            ),
            encoding: .utf8
        )
        let english = Self.table(after: "A preset decides the icon", in: article)
        #expect(english.map { $0[0] } == ErrorScreen.Preset.allKnown.map(\.rawValue))
        let allListed = Set(english.flatMap { $0[1].components(separatedBy: ", ").compactMap { Int($0) } })
        for row in english {
            let preset = ErrorScreen.Preset(rawValue: row[0])
            let screen = ErrorScreen(.preset(preset))
            let statuses = Set((100...999).filter { ErrorScreen.Preset(httpStatus: $0) == preset })
            var expected = Set(row[1].components(separatedBy: ", ").compactMap { Int($0) })
            if row[1].hasSuffix("other 4xx") { expected.formUnion(Set(400...499).subtracting(allListed)) }
            if row[1].hasSuffix("other 5xx") { expected.formUnion(Set(500...599).subtracting(allListed)) }
            #expect(statuses == expected, "\(preset): \(row[1])")
            #expect(screen.icon?.symbol.rawValue == row[2])
            #expect(screen.title?.resolved(using: Catalog.english) == row[3])
            #expect(screen.message?.resolved(using: Catalog.english) == row[4])
            let button = screen.retry.map { "\($0.title.resolved(using: Catalog.english)) (\($0.action))" } ?? "none"
            #expect(button == row[5], "\(preset)")
        }
        let japanese = Self.table(after: "The same presets in Japanese", in: article)
        #expect(japanese.map { $0[0] } == ErrorScreen.Preset.allKnown.map(\.rawValue))
        for row in japanese {
            let screen = ErrorScreen(.preset(ErrorScreen.Preset(rawValue: row[0])))
            #expect(screen.title?.resolved(using: Catalog.japanese) == row[1])
            #expect(screen.message?.resolved(using: Catalog.japanese) == row[2])
            #expect((screen.retry?.title.resolved(using: Catalog.japanese) ?? "なし") == row[3])
        }
    }

    @Test("The Error Screens article's table of each preset's catalog keys")
    func errorScreensPresetKeys() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Anshin/Documentation.docc/ErrorScreens.md"),
            encoding: .utf8
        )
        let rows = Self.table(after: "catalog can reword them. These are the keys", in: article)
        #expect(rows.map { $0[0] } == ErrorScreen.Preset.allKnown.map(\.rawValue))
        for row in rows {
            let screen = ErrorScreen(.preset(ErrorScreen.Preset(rawValue: row[0])))
            #expect(screen.icon?.symbol.rawValue == row[1], "\(row[0])")
            #expect(screen.icon?.isDecorative == true, "\(row[0])")
            #expect(screen.title?.key?.rawValue == row[2], "\(row[0])")
            #expect(screen.message?.key?.rawValue == row[3], "\(row[0])")
            // A screen that offers a retry says a delay with its cause in place of its message.
            let said = screen.sayingRetryAfter(.seconds(30)).message
            if row[4] == "none" {
                #expect(said == screen.message, "\(row[0])")
            } else {
                #expect(said?.key == .sentences, "\(row[0])")
                #expect(said?.arguments.first == .text(.localized(UserText.Key(rawValue: row[4]))), "\(row[0])")
            }
            #expect((screen.retry?.title.key?.rawValue ?? "none") == row[5], "\(row[0])")
            #expect((screen.retry?.action.rawValue ?? "none") == row[6], "\(row[0])")
        }
    }

    @Test func errorScreensSamples() throws {
        let forbidden = ErrorScreen(.preset(.forbidden))
        let network = ErrorScreen(.preset(.network))
        #expect(forbidden.retry == nil)
        #expect(network.retry?.title.resolved(using: Catalog.english) == "Retry")
        #expect(network.retryAction == "retry")
        #expect(ErrorScreen(httpStatus: 404) == ErrorScreen(.preset(.notFound)))
        #expect(ErrorScreen.Preset(httpStatus: 418) == .unexpected)
        #expect(ErrorScreen(httpStatus: 418)?.retry == nil)
        #expect(
            ErrorScreen(httpStatus: 418)?.message?.resolved(using: Catalog.english) == "An unexpected error occurred."
        )
        #expect(ErrorScreen.Preset.maintenance.httpStatus == 503)
        #expect(ErrorScreen(.preset(.network), placement: .compact) == ErrorScreen(.preset(.network)).placed(.compact))
        let screen = ErrorScreen(.preset(.offline))
        #expect(
            screen.presentation.transition
                == Transition(
                    show: Transition.Fade(duration: .milliseconds(300)),
                    hide: Transition.Fade(duration: .milliseconds(300), delay: .milliseconds(250))
                )
        )
        #expect(screen.presentation(in: PresentationContext(reduceMotion: true)).transition == Transition.none)
        #expect(
            try WireEncoder().encode(Transition.errorScreen)
                == #"{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
                + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}"#
        )
        #expect(LoadingScreen().label.resolved(using: Catalog.english) == "Loading…")
        #expect(LoadingScreen().label.resolved(using: Catalog.japanese) == "読み込み中…")
    }

    @Test func statusMessagesSamples() throws {
        let saved = StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success)
        #expect(saved.prefixedText.resolved(using: Catalog.english) == "Success: Registered 2 items")
        #expect(saved.prefixedText.resolved(using: Catalog.japanese) == "成功：2件を登録しました")
        #expect(saved.duration == .successShort)
        #expect(saved.duration.description == "4000 ms")
        let failed = StatusMessage("Enter a name.", kind: .error, duration: .errorLong)
        #expect(failed.duration.timeToLive == .seconds(12))
        let crashed = StatusMessage("Internal error: VAZ31", kind: .internalError)
        #expect(crashed.duration.isSticky)

        #expect(try StatusMessage.DisplayDuration.timed(.seconds(20)).timeToLive == .seconds(20))
        #expect(throws: ValidationError.self) { try StatusMessage.DisplayDuration.timed(.zero) }
        do {
            _ = try StatusMessage.DisplayDuration.timed(.zero)
        } catch {
            #expect(
                "\(error)" == "Invalid duration (0.0 seconds): a display duration must be greater than zero."
            )
        }

        var board = StatusBoard()
        let first = board.post(StatusMessage("Saved", duration: try .timed(.seconds(5))), at: .seconds(0))
        board.post(StatusMessage("Uploaded", duration: try .timed(.seconds(5))), at: .seconds(4))
        let cleared = board.expire(first, at: .seconds(5))
        #expect(!cleared)
        #expect(board.current?.message.text == "Uploaded")
        let beforeDeadline = board.advance(to: .seconds(8.999))
        let atDeadline = board.advance(to: .seconds(9))
        #expect(beforeDeadline.isEmpty)
        #expect(atDeadline.map(\.message.text) == ["Uploaded"])

        var toasts = try StatusBoard(policy: .stack(limit: 2))
        toasts.post(StatusMessage("A"), at: .seconds(0))
        toasts.post(StatusMessage("B"), at: .seconds(1))
        let waiting = toasts.post(StatusMessage("C"), at: .seconds(2))
        #expect(toasts.entry(for: waiting)?.deadline == nil)
        let clearedAtFour = toasts.advance(to: .seconds(4))
        #expect(clearedAtFour.map(\.message.text) == ["A"])
        #expect(toasts.entry(for: waiting)?.deadline == .seconds(8))

        var copies = StatusBoard()
        let copied = copies.post(StatusMessage("Copied"), at: .seconds(0))
        let again = copies.post(StatusMessage("Copied"), at: .seconds(3))
        #expect(again == copied)
        #expect(copied.rawValue == 1)
        #expect(copies.current?.repeatCount == 2)
        #expect(copies.nextDeadline == .seconds(7))

        var slower = try StatusBoard(accessibilityMultiplier: 1.5)
        slower.post(StatusMessage("Saved", kind: .success), at: .seconds(0))
        #expect(slower.nextDeadline == .seconds(6))
        slower.pause(at: .seconds(1))
        #expect(slower.current?.remaining(at: .seconds(1)) == .seconds(5))
        let whilePaused = slower.advance(to: .seconds(60))
        #expect(whilePaused.isEmpty)
        slower.resume(at: .seconds(60))
        #expect(slower.nextDeadline == .seconds(65))

        // The time to live: the double-precision product, rounded up to whole milliseconds.
        var odd = try StatusBoard(accessibilityMultiplier: 1.5)
        odd.post(StatusMessage("A", duration: try .timed(.milliseconds(1001))), at: .zero)
        #expect(odd.nextDeadline == .milliseconds(1502))
        var tenth = try StatusBoard(accessibilityMultiplier: 1.1)
        tenth.post(StatusMessage("A", kind: .caution), at: .zero)
        #expect(tenth.nextDeadline == .milliseconds(6601))
        // A message without a duration is the one naming its kind's default.
        let named = StatusMessage("Saved", kind: .success, duration: .successShort)
        #expect(StatusMessage("Saved", kind: .success) == named)

        // Every operation but resume clears what is due first.
        var queue = StatusBoard(policy: .queue)
        let shown = queue.post(StatusMessage("A", duration: try .timed(.seconds(1))), at: .zero)
        let second = queue.post(StatusMessage("B", duration: try .timed(.seconds(1))), at: .zero)
        // It waited, was shown at 1 s and cleared at 2 s.
        let expiredWaiting = queue.expire(second, at: .seconds(2))
        #expect(expiredWaiting)
        #expect(queue.entry(for: shown) == nil)
        let due = queue.post(StatusMessage("C", duration: try .timed(.seconds(1))), at: .seconds(3))
        let dismissed = queue.dismiss(due, at: .seconds(4))
        #expect(dismissed == nil)
        let unpaused = queue
        queue.resume(at: .seconds(9))
        #expect(queue == unpaused)

        // Equal deadlines clear in the board's order.
        var stack = try StatusBoard(policy: .stack(limit: 3))
        let older = stack.post(StatusMessage("A"), at: .zero)
        let newer = stack.post(StatusMessage("B"), at: .zero)
        let clearedInOrder = stack.advance(to: .seconds(4)).map(\.token)
        #expect(clearedInOrder == [older, newer])
    }

    @Test func statusMessagesKindsTable() throws {
        let article = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/Anshin/Documentation.docc/StatusMessages.md"
            ),
            encoding: .utf8
        )
        let rows = Self.table(after: "Each kind has a semantic colour token", in: article)
        #expect(rows.map { $0[0] } == StatusMessage.Kind.allKnown.map(\.rawValue))
        for row in rows {
            let kind = StatusMessage.Kind(rawValue: row[0])
            #expect(row[1].hasPrefix(kind.colorToken.rawValue + " ") || row[1] == kind.colorToken.rawValue)
            let prefixes = [
                kind.prefix?.resolved(using: Catalog.english), kind.prefix?.resolved(using: Catalog.japanese),
            ]
            #expect(row[2] == (prefixes[0].map { "\($0) / \(prefixes[1] ?? "")" } ?? "none"), "\(kind)")
            #expect(row[3] == kind.symbol.rawValue)
            #expect(row[4] == (kind.politeness == .assertive ? "assertive" : "polite"))
            let seconds = kind.defaultDuration.timeToLive.map { "\($0.components.seconds) s" } ?? "sticky"
            #expect(row[5].hasPrefix(seconds), "\(kind): \(row[5])")
        }
    }

    /// The samples in the symbols' own documentation, which DocC shows on each symbol's page.
    @Test func symbolDocumentationSamples() throws {
        do {
            _ = try WireDocument.decode(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation"}}"#)
            Issue.record("a confirmation without a title was read")
        } catch {
            #expect("\(error)" == #"model.title: Missing required member "title"."#)
            #expect(error.path == "model.title")
        }
        var generator = SplitMix64(seed: 42)
        #expect(generator.next() == 13_679_457_532_755_275_413)
        let alert = Alert.suggestion(
            Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
            try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
        )
        #expect(alert.rendered(using: .text(style: .spoken)).hasPrefix("Alert, Delete this draft?, "))
        var pieces: [String] = []
        UserText.localized(.itemsRegistered, count: 2).resolve(using: Catalog.english) { pieces.append(String($0)) }
        #expect(pieces == ["Registered ", "2", " items"])

        struct AppStrings: Localizer {
            let languageCode = "ja"
            func template(for key: UserText.Key, form: PluralCategory) -> String? {
                key == .retry ? "もう一度" : nil
            }
        }
        #expect(UserText.localized(.retry).resolved(using: AppStrings()) == "もう一度")
        #expect(UserText.localized(.cancel).resolved(using: AppStrings()) == "キャンセル")

        let file = "report\u{1B}]0;pwned\u{07}.json"
        #expect("cannot read \(TerminalText(file))" == "cannot read report␛]0;pwned␇.json")
        #expect(TerminalText.neutralized("\u{202E}evil") == "\u{FFFD}evil")

        let accept = AcceptLanguage("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1")
        #expect(accept.bestMatch(among: ["en", "ja"]) == "ja")
        #expect(Catalog.negotiated(for: "ja-JP,ja;q=0.9") == Catalog.japanese)

        let problem = ProblemDetails(status: 403, title: "Not your project", detail: "Ask an owner to invite you.")
        let screen = ErrorScreen(problem)
        #expect(screen.preset == .forbidden)
        #expect(screen.title == "Not your project" && screen.message == "Ask an owner to invite you.")
        let answer = ProblemDetails(screen, localizer: Catalog.japanese)
        #expect(answer.title == "Forbidden" && answer.extensions["screenTitle"] == .string("Not your project"))

        let saved = StatusMessage(.localized(.itemsSaved, count: 2), kind: .success)
        #expect(saved.text.resolved(using: Catalog.english) == "Saved 2 items")
        #expect(saved.duration.timeToLive == .seconds(4))
        #expect(
            StatusMessage("Enter a name.", kind: .error).prefixedText.resolved(using: Catalog.japanese)
                == "エラー：Enter a name."
        )
        do {
            _ = try StatusMessage.DisplayDuration.timed(.seconds(-1))
        } catch {
            #expect("\(error)" == "Invalid duration (-1.0 seconds): a display duration must be greater than zero.")
        }
        #expect(
            try WireEncoder().encode(ErrorScreen(.preset(.forbidden))).hasPrefix(
                #"{"icon":{"symbol":"lock"},"message":{"key":"errorScreen.forbidden.message"},"placement":"fillBody","#
            )
        )
    }
}
