import Anshin
import Testing

/// A host's own strings, as an app would plug them in: only the keys it lists.
private struct HostStrings: Localizer {
    var languageCode: String
    var templates: [UserText.Key: String] = [:]

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        self.templates[key]
    }
}

/// A host's table of templates by key and plural category (`key#category`), as an app loads one
/// from its resources: only the forms it lists, and `nil` for every other.
private struct HostTable: Localizer {
    var languageCode: String
    var table: [String: String]

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        self.table["\(key.rawValue)#\(form.rawValue)"]
    }
}

@Suite("Resolving user text")
struct UserTextResolutionTests {
    @Test("A localizer without the count's plural form says it with its own other form, before any catalog")
    func missingPluralFormFallsBackToTheLocalizersOther() {
        // Hebrew's categories are one, two and other: 2 is `two`, which this table lacks.
        let hebrew = HostTable(
            languageCode: "he",
            table: ["inbox.unread#one": "הודעה חדשה אחת", "inbox.unread#other": "{count} הודעות חדשות"]
        )
        #expect(hebrew.pluralCategory(for: 2) == .two)
        #expect(UserText.localized("inbox.unread", count: 1).resolved(using: hebrew) == "הודעה חדשה אחת")
        #expect(UserText.localized("inbox.unread", count: 2).resolved(using: hebrew) == "2 הודעות חדשות")
        #expect(
            UserText.localized("inbox.unread", count: 2, fallback: "New messages").resolved(using: hebrew)
                == "2 הודעות חדשות"
        )
        #expect(UserText.localized("inbox.unread", count: 3).resolved(using: hebrew) == "3 הודעות חדשות")
        // A key the built-in catalogs have: the host's own `other` form, not the built-in Hebrew `two`
        // nor English.
        let overriding = HostTable(
            languageCode: "he",
            table: ["message.itemsSaved#one": "נשמר פריט אחד", "message.itemsSaved#other": "נשמרו {count} פריטים"]
        )
        #expect(UserText.localized(.itemsSaved, count: 2).resolved(using: overriding) == "נשמרו 2 פריטים")
        // A key the table does not have at all still falls back to the built-in Hebrew catalog.
        #expect(UserText.localized(.itemsSaved, count: 2).resolved(using: hebrew) == "2 פריטים נשמרו")
        #expect(
            UserText.localized(.cancel).resolved(using: hebrew) == Catalog.hebrew.template(for: .cancel, form: .other)
        )
    }

    /// A negative count's category comes from its magnitude, so -1 is `one` and -2 is `two`, whose
    /// forms in Arabic and Hebrew spell the number in words: said with them, the minus sign was lost.
    @Test("A negative count is said by the other form where its own form leaves the number out")
    func negativeCountsKeepTheirSign() throws {
        let hebrew = HostTable(
            languageCode: "he",
            table: ["inbox.unread#one": "הודעה חדשה אחת", "inbox.unread#other": "{count} הודעות חדשות"]
        )
        #expect(UserText.localized("inbox.unread", count: -1).resolved(using: hebrew) == "\u{200E}-1 הודעות חדשות")
        #expect(UserText.localized("inbox.unread", count: 1).resolved(using: hebrew) == "הודעה חדשה אחת")
        // The built-in catalogs: Arabic's one and two, Hebrew's two.
        #expect(UserText.localized(.itemsRegistered, count: 1).resolved(using: Catalog.arabic) == "تم تسجيل عنصر واحد")
        #expect(
            UserText.localized(.itemsRegistered, count: -1).resolved(using: Catalog.arabic)
                == "تم تسجيل \u{200E}-1 عنصر"
        )
        #expect(
            UserText.localized(.itemsRegistered, count: -2).resolved(using: Catalog.arabic)
                == "تم تسجيل \u{200E}-2 عنصر"
        )
        let minutes = AccessibilityDescriptor.quantity(-2, unit: .minute)
        #expect(minutes.spokenLabel?.resolved(using: Catalog.hebrew) == "\u{200E}-2 דקות")
        #expect(
            AccessibilityDescriptor.quantity(2, unit: .minute).spokenLabel?.resolved(using: Catalog.hebrew)
                == "שתי דקות"
        )
        // A form that writes the count says a negative one as it is; English is unchanged.
        #expect(
            UserText.localized(.itemsRegistered, count: -1).resolved(using: Catalog.english) == "Registered -1 item"
        )
        // A decimal count is negative too.
        let decimal = try UserText.Count("-1.0")
        #expect(
            UserText.localized("inbox.unread", count: decimal).resolved(using: hebrew) == "\u{200E}-1.0 הודעות חדשות"
        )
        // An `other` form is always used: it is the last form a table has.
        let countless = HostTable(languageCode: "he", table: ["inbox.unread#other": "הודעות חדשות"])
        #expect(UserText.localized("inbox.unread", count: -1).resolved(using: countless) == "הודעות חדשות")
    }

    // MARK: Verbatim, localized and joined text

    @Test("Verbatim text is shown exactly as given, in every language, braces included")
    func verbatimText() {
        let text = UserText(verbatim: "Saved {0} of {count} {{")
        #expect(text.resolved(using: Catalog.english) == "Saved {0} of {count} {{")
        #expect(text.resolved(using: Catalog.japanese) == "Saved {0} of {count} {{")
        #expect(text.resolved(using: HostStrings(languageCode: "fr")) == "Saved {0} of {count} {{")
    }

    @Test("A string literal is verbatim text")
    func stringLiteralIsVerbatim() {
        let text: UserText = "Enter a name."
        #expect(text == UserText(verbatim: "Enter a name."))
        #expect(text.verbatim == "Enter a name.")
        #expect(text.key == nil)
        #expect(text.resolved(using: Catalog.japanese) == "Enter a name.")
    }

    @Test("Localized text is looked up in the localizer's language")
    func localizedText() {
        #expect(UserText.localized(.retry).resolved(using: Catalog.english) == "Retry")
        #expect(UserText.localized(.retry).resolved(using: Catalog.japanese) == "再試行")
        #expect(UserText.localized(.cancel).resolved(using: Catalog.english) == "Cancel")
        #expect(UserText.localized(.cancel).resolved(using: Catalog.japanese) == "キャンセル")
        #expect(UserText.localized(.forbiddenTitle).resolved(using: Catalog.english) == "You don't have access")
        #expect(UserText.localized(.forbiddenTitle).resolved(using: Catalog.japanese) == "アクセスできません")
    }

    @Test("Joined text resolves every part in the same language and joins them with \", \"")
    func joinedText() {
        let column = UserText.joined(["Workouts", .localized(.itemShort, count: 100)])
        #expect(column.resolved(using: Catalog.english) == "Workouts, 100 items")
        #expect(column.resolved(using: Catalog.japanese) == "Workouts, 100件")
    }

    @Test("Joined text uses its own separator and nests")
    func joinedSeparatorAndNesting() {
        let prefixed = UserText.joined([.localized(.statusKindError), "Enter a name."], separator: ": ")
        #expect(prefixed.resolved(using: Catalog.english) == "Error: Enter a name.")
        #expect(prefixed.resolved(using: Catalog.japanese) == "エラー: Enter a name.")

        let nested = UserText.joined([prefixed, .localized(.retry)], separator: " — ")
        #expect(nested.resolved(using: Catalog.english) == "Error: Enter a name. — Retry")
    }

    @Test("Joined text leaves out empty parts instead of doubling the separator")
    func joinedSkipsEmptyParts() {
        #expect(
            UserText.joined(["", "Workouts", "", "100 items", ""]).resolved(using: Catalog.english)
                == "Workouts, 100 items"
        )
        #expect(UserText.joined(["", ""]).resolved(using: Catalog.english) == "")
        #expect(UserText.joined([]).resolved(using: Catalog.english) == "")
    }

    @Test("Text describes itself in English, for logs")
    func descriptionIsEnglish() {
        #expect(UserText.localized(.itemsSaved, count: 2).description == "Saved 2 items")
        #expect("\(UserText.localized(.retry))" == "Retry")
        #expect(UserText(verbatim: "再試行").description == "再試行")
    }

    // MARK: Fallback order

    @Test("A host localizer overrides one key while every other key falls back to built-in Japanese")
    func hostOverridesOneKey() {
        let host = HostStrings(languageCode: "ja", templates: [.retry: "もう一度"])
        #expect(UserText.localized(.retry).resolved(using: host) == "もう一度")
        #expect(UserText.localized(.cancel).resolved(using: host) == "キャンセル")
        #expect(UserText.localized(.itemsRegistered, count: 1).resolved(using: host) == "1件を登録しました")
        #expect(UserText.localized(.networkTitle).resolved(using: host) == "通信エラー")
    }

    @Test("The host localizer wins over the built-in catalog and over the text's fallback")
    func hostWinsOverEverything() {
        let host = HostStrings(languageCode: "en", templates: [.cancel: "Never Mind"])
        #expect(UserText.localized(.cancel, fallback: "Abort").resolved(using: host) == "Never Mind")
    }

    @Test("The built-in catalog of the localizer's language wins over the text's fallback")
    func builtInCatalogWinsOverFallback() {
        let host = HostStrings(languageCode: "ja")
        #expect(UserText.localized(.cancel, fallback: "Abort").resolved(using: host) == "キャンセル")
        #expect(UserText.localized(.cancel, fallback: "Abort").resolved(using: Catalog.english) == "Cancel")
    }

    @Test("The text's fallback wins over built-in English when the language has no catalog")
    func fallbackWinsOverEnglish() {
        let french = HostStrings(languageCode: "fr")
        #expect(UserText.localized(.cancel, fallback: "Annuler").resolved(using: french) == "Annuler")
        #expect(UserText.localized("app.greeting", fallback: "Bonjour").resolved(using: french) == "Bonjour")
        #expect(UserText.localized("app.greeting", fallback: "こんにちは").resolved(using: Catalog.japanese) == "こんにちは")
    }

    @Test("Without a fallback, a language with no built-in catalog falls back to built-in English")
    func englishIsTheLastCatalog() {
        let hindi = HostStrings(languageCode: "hi")
        #expect(UserText.localized(.cancel).resolved(using: hindi) == "Cancel")
        #expect(UserText.localized(.itemsSaved, count: 1).resolved(using: hindi) == "Saved 1 item")
        // The English template is chosen by English's rules: Hindi calls 0 singular, English does not.
        #expect(UserText.localized(.itemsSaved, count: 0).resolved(using: hindi) == "Saved 0 items")
    }

    @Test(
        "A key no catalog knows shows the key itself, in every language, and never crashes",
        arguments: ["en", "ja", "ja-JP", "fr", "", "not a language"]
    )
    func unknownKeyShowsItself(languageCode: String) {
        let host = HostStrings(languageCode: languageCode)
        #expect(UserText.localized("app.unknown.key").resolved(using: host) == "app.unknown.key")
        #expect(
            UserText.localized("app.unknown.key", arguments: ["x", 3], count: 2).resolved(using: host)
                == "app.unknown.key"
        )
        #expect(UserText.localized("").resolved(using: host) == "")
    }

    @Test("ja-JP, ja_JP and JA find the built-in Japanese catalog")
    func regionalTagsFindTheLanguage() {
        for languageCode in ["ja-JP", "ja_JP", "JA", "ja-Jpan-JP"] {
            let host = HostStrings(languageCode: languageCode)
            #expect(UserText.localized(.cancel).resolved(using: host) == "キャンセル", "\(languageCode)")
        }
        let british = HostStrings(languageCode: "en-GB")
        #expect(UserText.localized(.cancel, fallback: "Abort").resolved(using: british) == "Cancel")
    }

    @Test("A catalog the host builds is a localizer, and falls back the same way")
    func catalogAsHostLocalizer() {
        var strings = Catalog(languageCode: "ja-JP")
        strings["photos.uploaded"] = "{count}枚の写真をアップロードしました"
        strings[.retry] = "もう一度"
        #expect(UserText.localized("photos.uploaded", count: 3).resolved(using: strings) == "3枚の写真をアップロードしました")
        #expect(UserText.localized(.retry).resolved(using: strings) == "もう一度")
        #expect(UserText.localized(.close).resolved(using: strings) == "閉じる")
    }

    @Test("A catalog merged over built-in English replaces only the keys it has")
    func mergedCatalog() {
        let strings = Catalog.english.merging(Catalog(languageCode: "en-GB", entries: [.retry: "Try Again"]))
        #expect(strings.languageCode == "en")
        #expect(UserText.localized(.retry).resolved(using: strings) == "Try Again")
        #expect(UserText.localized(.cancel).resolved(using: strings) == "Cancel")
    }

    // MARK: Templates

    @Test(
        "Templates substitute {0}, {1} and {count}, write {{ as {, and leave a placeholder without a value as written",
        arguments: [
            ("Hello, {0}!", "Hello, Ann!"),
            ("{0} has {1} new messages", "Ann has 1,200 new messages"),
            ("{1} before {0}", "1,200 before Ann"),
            ("{0}{0}", "AnnAnn"),
            ("Page {count}", "Page 3"),
            ("{{0} is {0}", "{0} is Ann"),
            ("{{count}", "{count}"),
            ("{2} is out of range", "{2} is out of range"),
            ("{-1} is out of range", "{-1} is out of range"),
            ("{name} is not a placeholder", "{name} is not a placeholder"),
            ("{} is empty", "{} is empty"),
            ("An unclosed {0", "An unclosed {0"),
            ("A stray } stays", "A stray } stays"),
            ("No placeholders", "No placeholders"),
            ("", ""),
        ]
    )
    func templateSubstitution(template: String, expected: String) {
        let strings = Catalog(languageCode: "en", entries: ["test.template": .text(template)])
        let text = UserText.localized("test.template", arguments: ["Ann", 1200], count: 3)
        #expect(text.resolved(using: strings) == expected)
    }

    @Test("{count} without a count is left as written")
    func countWithoutCount() {
        let strings = Catalog(languageCode: "en", entries: ["test.count": "{count} left, {0} given"])
        #expect(
            UserText.localized("test.count", arguments: ["none"]).resolved(using: strings) == "{count} left, none given"
        )
        #expect(UserText.localized(.itemsSaved).resolved(using: Catalog.english) == "Saved {count} items")
    }

    @Test("Text arguments resolve in the template's language")
    func textArguments() {
        let strings = Catalog(languageCode: "ja", entries: ["test.tap": "「{0}」をタップしてください"])
        let text = UserText.localized("test.tap", arguments: [.text(.localized(.retry))])
        #expect(text.resolved(using: strings) == "「再試行」をタップしてください")
        let english = Catalog(languageCode: "en", entries: ["test.tap": "Tap {0}"])
        #expect(text.resolved(using: english) == "Tap Retry")
    }

    // MARK: Numbers

    @Test(
        "Whole numbers are written with their digits grouped by three",
        arguments: [
            (0, "0"),
            (7, "7"),
            (-7, "-7"),
            (999, "999"),
            (1000, "1,000"),
            (-1000, "-1,000"),
            (12_345, "12,345"),
            (100_000, "100,000"),
            (1_000_000, "1,000,000"),
            (-1_234_567, "-1,234,567"),
            (Int.max, "9,223,372,036,854,775,807"),
            (Int.min, "-9,223,372,036,854,775,808"),
        ]
    )
    func digitGrouping(number: Int, expected: String) {
        #expect(Catalog.english.formatted(number) == expected)
        #expect(Catalog.japanese.formatted(number) == expected)
    }

    @Test("Counts and integer arguments are grouped when substituted")
    func groupedSubstitution() {
        #expect(
            UserText.localized(.itemsRegistered, count: 1000).resolved(using: Catalog.english)
                == "Registered 1,000 items"
        )
        #expect(UserText.localized(.itemsRegistered, count: 1000).resolved(using: Catalog.japanese) == "1,000件を登録しました")
        let strings = Catalog(languageCode: "en", entries: ["test.balance": "Balance: {0} (was {1})"])
        #expect(
            UserText.localized("test.balance", arguments: [-1_234_567, "1000"]).resolved(using: strings)
                == "Balance: -1,234,567 (was 1000)"
        )
    }

    // MARK: Counted built-in messages

    @Test(
        "Counted built-in messages in English pick one or other",
        arguments: [
            (UserText.Key.itemsRegistered, 0, "Registered 0 items"),
            (.itemsRegistered, 1, "Registered 1 item"),
            (.itemsRegistered, 2, "Registered 2 items"),
            (.itemsSaved, 1, "Saved 1 item"),
            (.itemsSaved, 5, "Saved 5 items"),
            (.itemsUpdated, 1, "Updated 1 item"),
            (.itemsUpdated, 21, "Updated 21 items"),
            (.itemsDeleted, 1, "Deleted 1 item"),
            (.itemsDeleted, 3, "Deleted 3 items"),
            (.repeatCount, 1, "1 time"),
            (.repeatCount, 2, "2 times"),
            (.retryAfter, 1, "Try again in 1 second."),
            (.retryAfter, 30, "Try again in 30 seconds."),
        ]
    )
    func countedEnglish(key: UserText.Key, count: Int, expected: String) {
        #expect(UserText.localized(key, count: count).resolved(using: Catalog.english) == expected)
    }

    @Test(
        "Counted built-in messages in Japanese have one form for every count",
        arguments: [
            (UserText.Key.itemsRegistered, 0, "0件を登録しました"),
            (.itemsRegistered, 1, "1件を登録しました"),
            (.itemsRegistered, 2, "2件を登録しました"),
            (.itemsSaved, 1, "1件を保存しました"),
            (.itemsUpdated, 3, "3件を更新しました"),
            (.itemsDeleted, 4, "4件を削除しました"),
            (.repeatCount, 1, "1回"),
            (.repeatCount, 2, "2回"),
            (.retryAfter, 1, "1秒後に再度お試しください。"),
            (.retryAfter, 30, "30秒後に再度お試しください。"),
        ]
    )
    func countedJapanese(key: UserText.Key, count: Int, expected: String) {
        #expect(UserText.localized(key, count: count).resolved(using: Catalog.japanese) == expected)
    }

    // MARK: Accessors

    @Test("The accessors expose each kind of text's parts and nothing else")
    func accessors() {
        let localized = UserText.localized(.itemsSaved, arguments: ["a", 2], count: 3, fallback: "Saved")
        #expect(localized.key == .itemsSaved)
        #expect(localized.arguments == ["a", 2])
        #expect(localized.pluralCount == 3)
        #expect(localized.fallback == "Saved")
        #expect(localized.verbatim == nil)
        #expect(localized.parts == nil)

        let joined = UserText.joined(["a", "b"])
        #expect(joined.parts == ["a", "b"])
        #expect(joined.key == nil)
        #expect(joined.arguments == [])
        #expect(joined.pluralCount == nil)
        #expect(joined.fallback == nil)
        #expect(joined.verbatim == nil)

        let verbatim = UserText(verbatim: "a")
        #expect(verbatim.parts == nil)
        #expect(verbatim.pluralCount == nil)
    }

    @Test(
        "Only verbatim text with nothing but white space is blank",
        arguments: [
            (UserText(verbatim: ""), true),
            (" \n\t", true),
            ("\u{3000}", true),
            ("a", false),
            (" a ", false),
            (.localized(.retry), false),
            (.localized(""), false),
            (.joined([]), true),
            (.joined(["", " "]), true),
            (.joined(["", "a"]), false),
            (.joined(["", .localized(.retry)]), false),
        ]
    )
    func blankText(text: UserText, isBlank: Bool) {
        #expect(text.isBlank == isBlank)
    }
}

@Suite("Template braces")
struct TemplateBraceTests {
    @Test(arguments: [
        ("{{0}}", "{0}"),
        ("{{count}} = {count}", "{count} = 3"),
        ("a }} b", "a } b"),
        ("lone } stays", "lone } stays"),
        ("{0}}}", "x}"),
        // A placeholder's name is `count` or ASCII digits: a sign, a space or another digit is no index.
        ("{+0} {-0} { 0} {00} {٠}", "{+0} {-0} { 0} x {٠}"),
        // A brace a combining mark follows is part of a larger character, not a brace.
        ("{0}\u{301}|{0}|", "{0}\u{301}|x|"),
        ("{\u{301}0}", "{\u{301}0}"),
    ])
    func doubledBracesAreLiteral(template: String, expected: String) {
        let catalog = Catalog(languageCode: "en", entries: ["t": .text(template)])
        #expect(UserText.localized("t", arguments: ["x"], count: 3).resolved(using: catalog) == expected)
    }
}
