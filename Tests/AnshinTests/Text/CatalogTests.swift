import Anshin
import Testing

@Suite("Built-in and host catalogs")
struct CatalogTests {
    /// The placeholders of a template: `{0}`, `{count}`, … by name; `{{` is a literal brace.
    private static func placeholders(in template: String) -> Set<String> {
        var names: Set<String> = []
        var index = template.startIndex
        while index < template.endIndex {
            let next = template.index(after: index)
            guard template[index] == "{" else {
                index = next
                continue
            }
            if next < template.endIndex && template[next] == "{" {
                index = template.index(after: next)
                continue
            }
            guard let close = template[next...].firstIndex(of: "}") else { break }
            names.insert(String(template[next..<close]))
            index = template.index(after: close)
        }
        return names
    }

    /// Every template of an entry: its one template, or one per plural form it has.
    private static func templates(of entry: Catalog.Entry) -> [String] {
        switch entry {
        case .text(let template): [template]
        case .plural(let forms): forms.categories.map { forms[$0] }
        }
    }

    /// The categories an entry has templates for: `[.other]` for a text entry.
    private static func categories(of entry: Catalog.Entry) -> [PluralCategory] {
        switch entry {
        case .text: [.other]
        case .plural(let forms): forms.categories
        }
    }

    /// Every localized text a presentation shows or speaks, its joined parts and text arguments included.
    private static func localizedTexts(in presentation: Presentation) -> [UserText] {
        var result: [UserText] = []
        func collect(_ text: UserText?) {
            guard let text else { return }
            if text.key != nil { result.append(text) }
            for part in text.parts ?? [] { collect(part) }
            for case .text(let argument) in text.arguments { collect(argument) }
        }
        func collect(_ descriptor: AccessibilityDescriptor) {
            for text in [descriptor.label, descriptor.spokenLabel, descriptor.hint, descriptor.value] { collect(text) }
            collect(descriptor.announcement?.text)
            for child in descriptor.children { collect(child) }
        }
        for element in presentation.elements {
            collect(element.text)
            collect(element.accessibility)
            if case .icon(let icon) = element.kind { collect(icon.label) }
        }
        return result
    }

    /// One presentation of every built-in model, with every localized text it can show.
    private static var builtInPresentations: [Presentation] {
        var presentations: [Presentation] = []
        for preset in ErrorScreen.Preset.allKnown {
            presentations.append(ErrorScreen(.preset(preset)).presentation)
        }
        for kind in StatusMessage.Kind.allKnown {
            presentations.append(StatusMessage(.localized(.itemsSaved, count: 2), kind: kind).presentation)
        }
        var board = StatusBoard()
        board.post(StatusMessage("Saved", kind: .success), at: .zero)
        board.post(StatusMessage("Saved", kind: .success), at: .seconds(1))
        presentations.append(board.presentation)
        let content = Alert.Content(title: "Delete this draft?", message: "You can't undo this.")
        presentations.append(Alert.confirmation(content).presentation)
        presentations.append(
            Alert.suggestion(content, try! Alert.Recovery("Delete", style: .destructive, action: "delete")).presentation
        )
        presentations.append(LoadingScreen().presentation)
        var progress = TrickleProgress()
        presentations.append(progress.presentation)
        _ = progress.complete(at: .seconds(2))
        presentations.append(progress.presentation)
        return presentations
    }

    // MARK: The built-in catalogs agree

    @Test("English and Japanese are the first built-in catalogs and have exactly the same keys")
    func sameKeys() {
        #expect(Catalog.english.languageCode == "en")
        #expect(Catalog.japanese.languageCode == "ja")
        #expect(Array(Catalog.builtIn.prefix(2)) == [Catalog.english, Catalog.japanese])
        #expect(Set(Catalog.japanese.entries.keys) == Set(Catalog.english.entries.keys))
    }

    @Test("The built-in keys are the documented wire keys")
    func documentedKeys() {
        #expect(
            Catalog.english.entries.keys.map(\.rawValue).sorted() == [
                "button.cancel", "button.close", "button.ok", "button.retry", "button.signIn", "button.undo",
                "errorScreen.empty.message", "errorScreen.empty.title",
                "errorScreen.forbidden.message", "errorScreen.forbidden.title",
                "errorScreen.maintenance.cause", "errorScreen.maintenance.message", "errorScreen.maintenance.title",
                "errorScreen.network.message", "errorScreen.network.title",
                "errorScreen.notFound.message", "errorScreen.notFound.title",
                "errorScreen.offline.message", "errorScreen.offline.title",
                "errorScreen.rateLimited.cause", "errorScreen.rateLimited.message", "errorScreen.rateLimited.title",
                "errorScreen.retryAfter",
                "errorScreen.server.cause", "errorScreen.server.message", "errorScreen.server.title",
                "errorScreen.timeout.cause", "errorScreen.timeout.message", "errorScreen.timeout.title",
                "errorScreen.unauthorized.message", "errorScreen.unauthorized.title",
                "errorScreen.unexpected.cause", "errorScreen.unexpected.message", "errorScreen.unexpected.title",
                "http.notAcceptable",
                "message.itemsDeleted", "message.itemsRegistered", "message.itemsSaved", "message.itemsUpdated",
                "progress.completed", "progress.loading",
                "spoken.adjustable", "spoken.alert", "spoken.announcement", "spoken.busy", "spoken.button",
                "spoken.dialog", "spoken.dimmed", "spoken.heading", "spoken.image", "spoken.link",
                "spoken.partSeparator", "spoken.percent", "spoken.progress", "spoken.selected",
                "spoken.urgentAnnouncement", "statusBoard.label",
                "statusMessage.kind.caution", "statusMessage.kind.debug", "statusMessage.kind.error",
                "statusMessage.kind.internalError", "statusMessage.kind.normal", "statusMessage.kind.success",
                "statusMessage.prefixed", "statusMessage.repeatCount", "text.sentences",
                "unit.day.short", "unit.day.spoken", "unit.hour.short", "unit.hour.spoken",
                "unit.item.short", "unit.item.spoken", "unit.kilogram.short", "unit.kilogram.spoken",
                "unit.kilometre.short", "unit.kilometre.spoken", "unit.metre.short", "unit.metre.spoken",
                "unit.minute.short", "unit.minute.spoken", "unit.percent.short", "unit.percent.spoken",
                "unit.second.short", "unit.second.spoken",
            ]
        )
    }

    @Test(
        "Every built-in key has the same placeholders in both catalogs, and the plural forms its language needs",
        arguments: Catalog.english.entries.keys.sorted { $0.rawValue < $1.rawValue }
    )
    func catalogsAgree(key: UserText.Key) throws {
        let english = try #require(Catalog.english[key])
        let japanese = try #require(Catalog.japanese[key], "Japanese has no \(key)")

        let englishPlaceholders = Self.templates(of: english).map(Self.placeholders(in:))
        let japanesePlaceholders = Self.templates(of: japanese).map(Self.placeholders(in:))
        let expected = try #require(englishPlaceholders.first)
        #expect(englishPlaceholders.allSatisfy { $0 == expected }, "English forms of \(key) differ")
        #expect(japanesePlaceholders.allSatisfy { $0 == expected }, "Japanese \(key) has other placeholders")
        #expect(expected.isSubset(of: ["0", "1", "2", "count"]), "\(key) has an unknown placeholder")

        // English counts in one and other; a counted English phrase needs both, or one template for every count.
        let englishCategories = Self.categories(of: english)
        #expect(englishCategories == [.other] || englishCategories == [.one, .other], "\(key): \(englishCategories)")
        if englishCategories == [.one, .other] {
            #expect(expected.contains("count"), "\(key) has plural forms but no {count}")
        }
        // Japanese has only other: a singular form could never be chosen.
        #expect(Self.categories(of: japanese) == [.other], "\(key) has Japanese forms that are never used")
    }

    @Test("Every localized text the built-in models show is in every built-in catalog")
    func modelsUseCatalogKeys() {
        let keys = Self.builtInPresentations.flatMap(Self.localizedTexts(in:)).compactMap(\.key)
        let expectedKeys: Set<UserText.Key> = [
            .ok, .cancel, .retry, .signIn, .loading, .completed, .repeatCount, .statusKindSuccess, .statusKindCaution,
            .statusKindError, .statusKindDebug, .statusKindInternalError, .forbiddenTitle, .unexpectedMessage,
            .statusBoardLabel,
        ]
        #expect(Set(keys).isSuperset(of: expectedKeys))
        for key in keys {
            for catalog in Catalog.builtIn {
                #expect(catalog[key] != nil, "\(catalog.languageCode) has no \(key)")
            }
        }
    }

    @Test(
        "Every quantity unit's short and spoken text is in both catalogs",
        arguments: QuantityUnit.allCases
    )
    func unitKeys(unit: QuantityUnit) throws {
        for text in [unit.shortText(2), unit.spokenText(2)] {
            let key = try #require(text.key)
            #expect(Catalog.english[key] != nil, "English has no \(key)")
            #expect(Catalog.japanese[key] != nil, "Japanese has no \(key)")
        }
    }

    @Test("The built-in catalogs' buttons and status prefixes")
    func fixedStrings() {
        let keys: [UserText.Key] = [
            .ok, .cancel, .retry, .signIn, .close, .statusKindNormal, .statusKindSuccess, .statusKindCaution,
            .statusKindError, .statusKindDebug, .statusKindInternalError, .loading, .completed,
        ]
        #expect(
            keys.map { UserText.localized($0).resolved(using: Catalog.english) } == [
                "OK", "Cancel", "Retry", "Sign In", "Close", "Info", "Success", "Caution", "Error", "Debug",
                "Internal error", "Loading…", "Done",
            ]
        )
        #expect(
            keys.map { UserText.localized($0).resolved(using: Catalog.japanese) } == [
                "OK", "キャンセル", "再試行", "ログイン", "閉じる", "お知らせ", "成功", "注意", "エラー", "デバッグ", "内部エラー",
                "読み込み中…", "完了しました",
            ]
        )
    }

    // MARK: Catalog values

    @Test("A string literal is a text entry with one template for every form")
    func textEntry() {
        let entry: Catalog.Entry = "{count} min"
        #expect(entry == .text("{count} min"))
        #expect(PluralCategory.allCases.map(entry.template(for:)) == Array(repeating: "{count} min", count: 6))
    }

    @Test("A plural entry gives each form its template and other where it has none")
    func pluralEntry() {
        let entry = Catalog.Entry.plural(one: "{count} item", other: "{count} items")
        #expect(entry == .plural(Catalog.PluralForms(one: "{count} item", other: "{count} items")))
        #expect(
            PluralCategory.allCases.map(entry.template(for:)) == [
                "{count} items", "{count} item", "{count} items", "{count} items", "{count} items", "{count} items",
            ]
        )
    }

    @Test("A catalog's subscript reads, adds, replaces and removes entries")
    func subscriptEditsEntries() {
        var catalog = Catalog(languageCode: "de")
        #expect(catalog["app.title"] == nil)
        #expect(catalog.template(for: "app.title", form: .other) == nil)

        catalog["app.title"] = "Fotos"
        #expect(catalog["app.title"] == .text("Fotos"))
        #expect(catalog.template(for: "app.title", form: .one) == "Fotos")

        catalog["app.title"] = .plural(one: "{count} Foto", other: "{count} Fotos")
        #expect(catalog.template(for: "app.title", form: .one) == "{count} Foto")
        #expect(catalog.template(for: "app.title", form: .other) == "{count} Fotos")

        catalog["app.title"] = nil
        #expect(catalog.entries.isEmpty)
    }

    @Test("Merging keeps the receiver's language and lets the other catalog's entries win")
    func merging() {
        let base = Catalog(languageCode: "en", entries: ["a": "A", "b": "B"])
        let overrides = Catalog(languageCode: "en-GB", entries: ["b": "Bee", "c": "Sea"])
        let merged = base.merging(overrides)
        #expect(merged.languageCode == "en")
        #expect(merged.entries == ["a": "A", "b": "Bee", "c": "Sea"])
    }

    @Test(
        "The built-in catalog for a language tag is found as negotiation finds it",
        arguments: [
            ("en", Catalog.english as Catalog?),
            ("en-US", .english),
            ("en_GB", .english),
            ("EN", .english),
            ("ja", .japanese),
            ("ja-JP", .japanese),
            ("ja_JP", .japanese),
            ("ja-Jpan-JP", .japanese),
            ("fr", .french),
            ("fr_CA", .french),
            ("zh", .chineseSimplified),
            ("zh_TW", .chineseTraditional),
            ("zh-Hant-HK", .chineseTraditional),
            ("pt", .portugueseBrazil),
            ("pt_PT", .portuguesePortugal),
            ("iw", .hebrew),
            ("ar-EG", .arabic),
            ("eo", nil),
            ("*", nil),
            ("en;q=0", nil),
            ("jav", nil),
            ("e", nil),
            ("", nil),
        ]
    )
    func builtInForLanguage(languageCode: String, expected: Catalog?) {
        #expect(Catalog.builtIn(for: languageCode) == expected)
    }
}
