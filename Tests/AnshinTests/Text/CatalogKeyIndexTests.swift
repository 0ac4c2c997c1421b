import Testing

@testable import Anshin

@Suite("Catalogs: the built-in catalogs' key index")
struct CatalogKeyIndexTests {
    @Test(arguments: [Catalog.english, Catalog.japanese])
    func everyKeyAndFormFindsTheDictionarysTemplate(catalog: Catalog) throws {
        let index = try #require(Catalog.KeyIndex.builtIn(indexing: catalog.entries))
        for (key, entry) in catalog.entries {
            for form in PluralCategory.allCases {
                // The index itself, which never falls back to the dictionary, and the catalog.
                #expect(index.template(for: key.rawValue, form: form) == entry.template(for: form), "\(key) \(form)")
                #expect(catalog.template(for: key, form: form) == entry.template(for: form), "\(key) \(form)")
            }
        }
        #expect(index.template(for: "no.such.key", form: .other) == nil)
        #expect(catalog.template(for: "no.such.key", form: .other) == nil)
        #expect(catalog.template(for: "", form: .other) == nil)
    }

    @Test(
        "Every key resolves from the index's scanned templates as from the dictionary, in every plural form",
        arguments: [Catalog.english, Catalog.japanese]
    )
    func everyKeyResolvesFromItsScannedTemplate(catalog: Catalog) throws {
        // The same entries in storage of their own, which are formatted by scanning each time.
        let rebuilt = Catalog(languageCode: catalog.languageCode, entries: catalog.entries.mapValues { $0 })
        #expect(Catalog.KeyIndex.builtIn(indexing: rebuilt.entries) == nil)
        let arguments: [UserText.Argument] = [.string("<a & b>"), .integer(-12_345), .text(.localized(.retry))]
        for key in catalog.entries.keys {
            for count in [nil, 0, 1, 2, 3, 5, 11, 22, 1_000_000] as [Int?] {
                let text = UserText.localized(key, arguments: arguments, count: count)
                var indexed: [UInt8] = []
                var handed = true
                guard case .localized(let localized) = text.representation else { continue }
                #expect(
                    catalog.resolveIndexed(localized) {
                        handed = handed && !$0.isEmpty
                        indexed += $0
                    }
                )
                #expect(handed, "\(key) \(String(describing: count)): an empty piece")
                var scanned: [UInt8] = []
                text.resolve(using: rebuilt) { scanned += $0 }
                #expect(indexed == scanned, "\(key) \(String(describing: count))")
                #expect(String(decoding: indexed, as: UTF8.self) == text.resolved(using: rebuilt))
            }
        }
        // A key the index lacks is left to the general way, with nothing handed over.
        guard case .localized(let unknown) = UserText.localized("no.such.key", count: 2).representation else { return }
        #expect(!catalog.resolveIndexed(unknown) { _ in Issue.record("handed over a piece") })
        #expect(!rebuilt.resolveIndexed(unknown) { _ in Issue.record("handed over a piece") })
    }

    @Test func aCatalogWhoseEntriesChangedLooksThemUpInItsDictionary() {
        var changed = Catalog.english
        #expect(Catalog.KeyIndex.builtIn(indexing: changed.entries) != nil)
        changed[.retry] = "Try again"
        changed.entries.removeValue(forKey: .ok)
        changed[.repeatCount] = .plural(one: "once", other: "{count}×")
        #expect(Catalog.KeyIndex.builtIn(indexing: changed.entries) == nil)
        #expect(changed.template(for: .retry, form: .other) == "Try again")
        #expect(changed.template(for: .ok, form: .other) == nil)
        #expect(changed.template(for: .repeatCount, form: .one) == "once")
        #expect(changed.template(for: .cancel, form: .other) == "Cancel")
        // The built-in catalog itself is untouched.
        #expect(Catalog.english.template(for: .retry, form: .other) == "Retry")
        #expect(Catalog.english.template(for: .ok, form: .other) == "OK")

        let merged = Catalog.japanese.merging(Catalog(languageCode: "ja", entries: [.retry: "もう一度"]))
        #expect(Catalog.KeyIndex.builtIn(indexing: merged.entries) == nil)
        #expect(merged.template(for: .retry, form: .other) == "もう一度")
        #expect(merged.template(for: .cancel, form: .other) == "キャンセル")
        // Equal contents in storage of their own are not the built-in catalog's entries.
        let rebuilt = Catalog(languageCode: "en", entries: Catalog.english.entries.mapValues { $0 })
        #expect(rebuilt == Catalog.english)
        #expect(rebuilt.template(for: .retry, form: .other) == "Retry")
    }

    @Test("A catalog knows it holds a built-in catalog's own entries, whatever its language tag")
    func builtInPosition() {
        #expect(Catalog.english.builtInPosition == 0)
        #expect(Catalog.japanese.builtInPosition == 1)
        var retagged = Catalog.japanese
        retagged.languageCode = "ja-JP"
        #expect(retagged.builtInPosition == 1)
        var changed = Catalog.english
        changed[.retry] = "Try again"
        #expect(changed.builtInPosition == nil)
        #expect(Catalog(languageCode: "en", entries: Catalog.english.entries.mapValues { $0 }).builtInPosition == nil)
        #expect(Catalog(languageCode: "en").builtInPosition == nil)
        // Whatever a copy's language tag, none of its keys falls back to another language's words:
        // both built-in catalogs have every key.
        #expect(Set(Catalog.english.entries.keys) == Set(Catalog.japanese.entries.keys))
    }

    /// Keys of every length around the hash's eight-byte words, plain and plural, all found; a key
    /// that differs only in its last byte, or is a canonically equivalent spelling, is not.
    @Test func keysOfEveryLengthAreFoundAndNearMissesAreNot() throws {
        var entries: [UserText.Key: Catalog.Entry] = [:]
        for length in 0...33 {
            entries[UserText.Key(rawValue: String(repeating: "k", count: length))] = .text("\(length)")
        }
        entries["caf\u{E9}"] = .plural(few: "few", other: "other")
        let index = try #require(Catalog.KeyIndex(entries))
        for length in 0...33 {
            let key = String(repeating: "k", count: length)
            #expect(index.template(for: key, form: .other) == "\(length)")
            #expect(index.template(for: key + "x", form: .other) == nil)
            if length > 0 {
                #expect(index.template(for: String(key.dropLast()) + "j", form: .other) == nil)
            }
        }
        #expect(index.template(for: "caf\u{E9}", form: .few) == "few")
        #expect(index.template(for: "caf\u{E9}", form: .one) == "other")
        // The same key decomposed: equal as a String, different bytes. The index misses it, and the
        // catalog asks its dictionary, which finds it.
        #expect(index.template(for: "cafe\u{301}", form: .few) == nil)
        #expect(Catalog(languageCode: "fr", entries: entries).template(for: "cafe\u{301}", form: .few) == "few")
    }
}
