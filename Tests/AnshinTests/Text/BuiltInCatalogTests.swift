import Anshin
import Foundation
import Testing

/// What can be checked of the built-in catalogs without reading them: complete, the same placeholders
/// as English, every plural form CLDR gives the language, and no English left in them.
@Suite("The sixteen built-in catalogs")
struct BuiltInCatalogTests {
    /// The placeholders of a template: `{0}`, `{count}`, … by name; `{{` is a literal brace.
    static func placeholders(in template: String) -> Set<String> {
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

    /// The templates of an entry by category: one `other` for a text entry.
    static func forms(of entry: Catalog.Entry) -> [(PluralCategory, String)] {
        switch entry {
        case .text(let template): [(.other, template)]
        case .plural(let forms): forms.categories.map { ($0, forms[$0]) }
        }
    }

    /// The categories of a language that hold one number only (Arabic's zero, one and two, Hebrew's
    /// two): a form for one of them may say the number in words ("ثانيتان", "שעתיים") instead of `{count}`.
    static func singleNumberCategories(of rules: PluralRules) throws -> Set<PluralCategory> {
        var values: [PluralCategory: Set<Int>] = [:]
        for number in 0...1000 { values[rules.category(for: number), default: []].insert(number * 10) }
        for tenths in 0...250 {
            let count = try UserText.Count(significand: tenths, scale: 1)
            values[rules.category(for: count), default: []].insert(tenths)
        }
        return Set(values.filter { $0.value.count == 1 }.keys)
    }

    /// English strings a translation may keep, besides templates whose words are all symbols of three
    /// letters or fewer (`{count} km`, `{0}: {1}`): words the languages spell as English does.
    static let borrowed: Set<String> = [
        "OK",  // de, fr, it, pt, pl, uk: the standard button title (GTK and the platforms agree)
        "Info", "Debug",  // de, fr, it: the words those platforms' own logs and consoles use
        "Error",  // es: the Spanish word
        "Link",  // de, it, pt-BR: the word their screen readers say
        "Image",  // fr: the French word
        "Notifications",  // fr: the French word (a status board's name)
        "{count} minute", "{count} minutes",  // fr: the French words (CLDR's unit names)
        "{count} item",  // pt: the Portuguese word, plural "itens" (CLDR's concentr-item)
        "{count} kilogram",  // pl: the Polish singular (CLDR's unit name)
    ]

    static func isSymbolsOnly(_ template: String) -> Bool {
        var withoutPlaceholders = template
        for name in Self.placeholders(in: template) {
            withoutPlaceholders = withoutPlaceholders.replacingOccurrences(of: "{\(name)}", with: " ")
        }
        return withoutPlaceholders.split { !$0.isLetter }.allSatisfy { $0.count <= 3 }
    }

    @Test("The built-in catalogs, English first, each with its language tag")
    func languages() {
        #expect(
            Catalog.builtIn.map(\.languageCode) == [
                "en", "ja", "de", "fr", "es", "it", "pt-BR", "pt-PT", "ko", "zh-Hans", "zh-Hant", "ru", "pl", "uk",
                "ar", "he",
            ]
        )
        #expect(Catalog.builtIn.filter { $0.layoutDirection == .rightToLeft }.map(\.languageCode) == ["ar", "he"])
        #expect(Catalog.pseudoLocales.map(\.languageCode) == ["en-XA", "ar-XB"])
    }

    @Test(
        "Every catalog has every English key, the same placeholders, and exactly its language's plural forms",
        arguments: Catalog.builtIn.map(\.languageCode)
    )
    func complete(language: String) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        let english = Catalog.english
        #expect(Set(catalog.entries.keys) == Set(english.entries.keys), "\(catalog.languageCode)'s keys")
        let rules = PluralRules(languageCode: catalog.languageCode)
        let inWords = try Self.singleNumberCategories(of: rules)
        for (key, englishEntry) in english.entries.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let entry = try #require(catalog[key], "\(catalog.languageCode) has no \(key)")
            let expected = Self.placeholders(in: englishEntry.template(for: .other))
            for (category, template) in Self.forms(of: entry) {
                let found = Self.placeholders(in: template)
                let allowed = inWords.contains(category) ? [expected, expected.subtracting(["count"])] : [expected]
                #expect(
                    allowed.contains(found),
                    "\(catalog.languageCode) \(key) \(category): \(found), not \(expected)"
                )
            }
            switch entry {
            case .plural(let forms):
                #expect(forms.categories == rules.categories, "\(catalog.languageCode) \(key): \(forms.categories)")
            case .text:
                // A counted English phrase has every form of a language that has more than one.
                if case .plural = englishEntry, rules.categories.count > 1 {
                    Issue.record("\(catalog.languageCode) \(key) is one template, but \(rules.categories) are needed")
                }
            }
        }
    }

    @Test(
        "No catalog keeps an English string, but for borrowed words and symbols",
        arguments: Catalog.builtIn.dropFirst().map(\.languageCode)
    )
    func translated(language: String) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        var kept: [String] = []
        for (key, englishEntry) in Catalog.english.entries.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let entry = try #require(catalog[key])
            for (category, template) in Self.forms(of: entry) where template == englishEntry.template(for: category) {
                if !Self.borrowed.contains(template) && !Self.isSymbolsOnly(template) {
                    kept.append("\(key): \(template)")
                }
            }
        }
        #expect(kept.isEmpty, "\(catalog.languageCode) keeps English: \(kept)")
    }

    @Test(
        "Each catalog's counted messages, in every form its language has",
        arguments: [
            ("de", [1, 2], ["1 Objekt gespeichert", "2 Objekte gespeichert"]),
            (
                "fr", [0, 1, 2, 1_000_000],
                [
                    "0 élément enregistré", "1 élément enregistré", "2 éléments enregistrés",
                    "1\u{202F}000\u{202F}000 éléments enregistrés",
                ]
            ),
            ("es", [1, 2, 1000], ["Se guardó 1 elemento", "Se guardaron 2 elementos", "Se guardaron 1000 elementos"]),
            ("pt-PT", [1, 2, 10_000], ["1 item guardado", "2 itens guardados", "10\u{00A0}000 itens guardados"]),
            (
                "ru", [1, 3, 5, 21],
                ["Сохранён 1 объект", "Сохранено 3 объекта", "Сохранено 5 объектов", "Сохранён 21 объект"]
            ),
            (
                "pl", [1, 3, 5, 22],
                ["Zapisano 1 element", "Zapisano 3 elementy", "Zapisano 5 elementów", "Zapisano 22 elementy"]
            ),
            (
                "uk", [1, 4, 11, 1234],
                [
                    "Збережено 1 об’єкт", "Збережено 4 об’єкти", "Збережено 11 об’єктів",
                    "Збережено 1\u{00A0}234 об’єкти",
                ]
            ),
            (
                "ar", [0, 1, 2, 3, 11, 100],
                [
                    "تم حفظ 0 عنصر", "تم حفظ عنصر واحد", "تم حفظ عنصرين", "تم حفظ 3 عناصر", "تم حفظ 11 عنصرًا",
                    "تم حفظ 100 عنصر",
                ]
            ),
            ("he", [1, 2, 3], ["1 פריט נשמר", "2 פריטים נשמרו", "3 פריטים נשמרו"]),
            ("ko", [1, 2], ["항목 1개를 저장했습니다", "항목 2개를 저장했습니다"]),
            ("zh-Hant", [1, 1234], ["已儲存 1 個項目", "已儲存 1,234 個項目"]),
        ]
    )
    func countedMessages(language: String, counts: [Int], expected: [String]) throws {
        let catalog = try #require(Catalog.builtIn(for: language))
        #expect(counts.map { UserText.localized(.itemsSaved, count: $0).resolved(using: catalog) } == expected)
    }

    @Test("Every language's buttons, as its system dialogs title them")
    func buttons() {
        let keys: [UserText.Key] = [.ok, .cancel, .close, .retry, .completed]
        let titles = Catalog.builtIn.map { catalog in
            "\(catalog.languageCode): "
                + keys.map { UserText.localized($0).resolved(using: catalog) }.joined(separator: " | ")
        }
        #expect(
            titles == [
                "en: OK | Cancel | Close | Retry | Done",
                "ja: OK | キャンセル | 閉じる | 再試行 | 完了しました",
                "de: OK | Abbrechen | Schließen | Erneut versuchen | Fertig",
                "fr: OK | Annuler | Fermer | Réessayer | Terminé",
                "es: Aceptar | Cancelar | Cerrar | Reintentar | Listo",
                "it: OK | Annulla | Chiudi | Riprova | Completato",
                "pt-BR: OK | Cancelar | Fechar | Tentar novamente | Concluído",
                "pt-PT: OK | Cancelar | Fechar | Tentar novamente | Concluído",
                "ko: 확인 | 취소 | 닫기 | 다시 시도 | 완료",
                "zh-Hans: 确定 | 取消 | 关闭 | 重试 | 已完成",
                "zh-Hant: 確定 | 取消 | 關閉 | 重試 | 已完成",
                "ru: ОК | Отмена | Закрыть | Повторить | Готово",
                "pl: OK | Anuluj | Zamknij | Ponów | Gotowe",
                "uk: OK | Скасувати | Закрити | Повторити | Готово",
                "ar: حسنًا | إلغاء | إغلاق | إعادة المحاولة | تم",
                "he: אישור | ביטול | סגירה | ניסיון חוזר | הושלם",
            ]
        )
    }

    @Test("No template has a bidirectional isolate or override, so the text front end never writes one")
    func noBidiControls() {
        for catalog in Catalog.builtIn + Catalog.pseudoLocales {
            for (key, entry) in catalog.entries {
                for (_, template) in Self.forms(of: entry) {
                    let controls = template.unicodeScalars.filter {
                        (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                    }
                    #expect(controls.isEmpty, "\(catalog.languageCode) \(key)")
                }
            }
        }
    }

    @Test("The accented pseudo-locale is about 40 % longer, bracketed, with every placeholder kept")
    func pseudoAccented() throws {
        let pseudo = Catalog.pseudoAccented
        #expect(pseudo.languageCode == "en-XA" && pseudo.layoutDirection == .leftToRight)
        #expect(UserText.localized(.retry).resolved(using: pseudo) == "[Ŕéţŕý]")
        #expect(UserText.localized(.itemsSaved, count: 2).resolved(using: pseudo) == "[Šáṽéð 2 îţéɱš one]")
        var englishLength = 0
        var pseudoLength = 0
        for (key, entry) in Catalog.english.entries {
            let accented = try #require(pseudo[key])
            for (category, template) in Self.forms(of: entry) {
                let result = accented.template(for: category)
                #expect(Self.placeholders(in: result) == Self.placeholders(in: template), "\(key)")
                #expect(result.hasPrefix("[") && result.hasSuffix("]"))
                englishLength += template.count
                pseudoLength += result.count
            }
        }
        let growth = Double(pseudoLength) / Double(englishLength)
        #expect(growth > 1.35 && growth < 1.6, "\(growth)")
    }

    @Test("The mirrored pseudo-locale is English laid out right to left")
    func pseudoMirrored() {
        let pseudo = Catalog.pseudoMirrored
        #expect(pseudo.languageCode == "ar-XB" && pseudo.layoutDirection == .rightToLeft)
        #expect(UserText.localized(.retry).resolved(using: pseudo) == "Retry")
        #expect(UserText.localized(.itemsSaved, count: 2).resolved(using: pseudo) == "Saved 2 items")
        #expect(Catalog.builtIn(for: "ar-XB") == pseudo)
        #expect(Catalog.builtIn(for: "en-XA") == .pseudoAccented)
    }
}
