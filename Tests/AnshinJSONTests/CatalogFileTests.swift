import Anshin
import AnshinJSON
import Foundation
import Testing

/// An app ships its strings as a JSON catalog file: the format the Localization article documents,
/// read by `WireDecoder` (and by Foundation's `JSONDecoder`), with an error naming the key and what
/// is wrong for a bad file.
@Suite("Catalog files")
struct CatalogFileTests {
    /// The example file of the Localization article.
    static let germanFile = """
        {
          "languageCode": "de",
          "numberSymbols": {"decimalSeparator": ",", "groupingSeparator": "."},
          "entries": {
            "button.retry": "Erneut versuchen",
            "photos.uploaded": {"one": "{count} Foto hochgeladen", "other": "{count} Fotos hochgeladen"},
            "unit.lap.short": {"one": "{count} Bahn", "other": "{count} Bahnen"},
            "unit.lap.spoken": {"one": "{count} Bahn", "other": "{count} Bahnen"}
          }
        }
        """

    static func error(_ json: String) -> WireFormatError? {
        do {
            _ = try WireDecoder().decode(Catalog.self, from: json)
            return nil
        } catch {
            return error
        }
    }

    @Test("The documented example file reads as the catalog it describes")
    func exampleFile() throws {
        let german = try WireDecoder().decode(Catalog.self, from: Self.germanFile)
        let expected = Catalog(
            languageCode: "de",
            numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
            entries: [
                .retry: "Erneut versuchen",
                "photos.uploaded": .plural(one: "{count} Foto hochgeladen", other: "{count} Fotos hochgeladen"),
                "unit.lap.short": .plural(one: "{count} Bahn", other: "{count} Bahnen"),
                "unit.lap.spoken": .plural(one: "{count} Bahn", other: "{count} Bahnen"),
            ]
        )
        #expect(german == expected)
        #expect(try JSONDecoder().decode(Catalog.self, from: Data(Self.germanFile.utf8)) == expected)
        #expect(UserText.localized("photos.uploaded", count: 1).resolved(using: german) == "1 Foto hochgeladen")
        #expect(UserText.localized("photos.uploaded", count: 1200).resolved(using: german) == "1.200 Fotos hochgeladen")
        #expect(UserText.localized(.retry).resolved(using: german) == "Erneut versuchen")
        let lengths = AccessibilityDescriptor.quantity(try UserText.Count("2.5"), unit: QuantityUnit(rawValue: "lap"))
        #expect(lengths.label?.resolved(using: german) == "2,5 Bahnen")
    }

    @Test("Without numberSymbols, a file takes its language's built-in symbols")
    func defaultSymbols() throws {
        let japanese = try WireDecoder().decode(Catalog.self, from: #"{"languageCode": "ja-JP", "entries": {}}"#)
        #expect(japanese == Catalog(languageCode: "ja-JP"))
        #expect(japanese.numberSymbols == Catalog.japanese.numberSymbols)
        let partial = try WireDecoder().decode(
            Catalog.self,
            from: #"{"languageCode": "es", "numberSymbols": {"decimalSeparator": ",", "groupingSeparator": ".", "#
                + #""minimumGroupingDigits": 2}, "entries": {"k": "{count} archivos"}}"#
        )
        #expect(partial.numberSymbols.minusSign == "-")
        #expect(UserText.localized("k", count: 1234).resolved(using: partial) == "1234 archivos")
        #expect(UserText.localized("k", count: 12345).resolved(using: partial) == "12.345 archivos")
    }

    @Test("A catalog is written in the same format, keys in order, and reads back equal")
    func writing() throws {
        let catalog = Catalog(
            languageCode: "ca",
            entries: ["b": .plural(one: "{count} b", many: "{count} de b", other: "{count} bs"), "a": "A"]
        )
        #expect(
            try WireEncoder().encode(catalog)
                == #"{"entries":{"a":"A","b":{"many":"{count} de b","one":"{count} b","other":"{count} bs"}},"#
                + #""languageCode":"ca","numberSymbols":{"decimalSeparator":".","groupingSeparator":",","#
                + #""minimumGroupingDigits":1,"minusSign":"-"}}"#
        )
        for builtIn in Catalog.builtIn {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            #expect(try JSONDecoder().decode(Catalog.self, from: try encoder.encode(builtIn)) == builtIn)
            #expect(try WireDecoder().decode(Catalog.self, from: try WireEncoder().encode(builtIn)) == builtIn)
        }
    }

    @Test(
        "A bad file is an error naming the key or member and what is wrong",
        arguments: [
            (
                #"{"languageCode": "de", "entries": {"photos.uploaded": {"one": "{count} Foto"}}}"#,
                WireFormatError(
                    .missingMember,
                    path: #"entries["photos.uploaded"].other"#,
                    message: #"The plural entry "photos.uploaded" has no "other" form; every plural entry needs one, "#
                        + "since every language uses it."
                )
            ),
            (
                #"{"languageCode": "de", "entries": {"photos.uploaded": {"ones": "x", "other": "y"}}}"#,
                WireFormatError(
                    .invalidValue,
                    path: #"entries["photos.uploaded"].ones"#,
                    message: #"The plural entry "photos.uploaded" has "ones", which is not a CLDR plural category; "#
                        + #"the categories are "zero", "one", "two", "few", "many", "other"."#
                )
            ),
            (
                #"{"languageCode": "de", "entries": {"button.retry": 7}}"#,
                WireFormatError(
                    .typeMismatch,
                    path: #"entries["button.retry"]"#,
                    message: #"The entry "button.retry" must be a string (one template) or an object of templates "#
                        + #"by plural category, such as {"one": "{count} photo", "other": "{count} photos"}."#
                )
            ),
            (
                #"{"languageCode": "de", "entries": {"": "x"}}"#,
                WireFormatError(
                    .invalidValue,
                    path: #"entries[""]"#,
                    message: "A catalog entry's key must not be empty."
                )
            ),
            (
                #"{"languageCode": " ", "entries": {}}"#,
                WireFormatError(
                    .invalidValue,
                    path: "languageCode",
                    message: #"A catalog's languageCode must be a BCP 47 language tag such as "en" or "pt-PT", "#
                        + #"not " ": subtags of one to eight ASCII letters and digits joined by "-" or "_", the first of "#
                        + "two to eight letters."
                )
            ),
            (
                #"{"languageCode": "de", "entires": {}}"#,
                WireFormatError(
                    .invalidValue,
                    path: "entires",
                    message: #"Unknown member "entires" in a catalog; the members are "languageCode", "#
                        + #""numberSymbols" and "entries"."#
                )
            ),
            (
                #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": ",", "#
                    + #""groupingSeparator": ".", "minimumGroupingDigits": 0}}"#,
                WireFormatError(
                    .invalidValue,
                    path: "numberSymbols.minimumGroupingDigits",
                    message: "minimumGroupingDigits must be from 1 to 4, not 0."
                )
            ),
            (
                #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimal": ","}}"#,
                WireFormatError(
                    .invalidValue,
                    path: "numberSymbols.decimal",
                    message: #"Unknown member "decimal" in number symbols; the members are "decimalSeparator", "#
                        + #""groupingSeparator", "minimumGroupingDigits", "minusSign"."#
                )
            ),
        ]
    )
    func badFiles(json: String, expected: WireFormatError) {
        #expect(Self.error(json) == expected)
    }

    /// Files whose number symbols, or whose language code, would be misread where they are written.
    static let misreadFiles: [(json: String, expected: WireFormatError)] = [
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": ",", "#
                + #""groupingSeparator": ","}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.groupingSeparator",
                message: #"groupingSeparator must differ from decimalSeparator (both ","): "#
                    + "a number must read one way."
            )
        ),
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": "", "#
                + #""groupingSeparator": "."}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.decimalSeparator",
                message: "decimalSeparator must not be empty."
            )
        ),
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": "1", "#
                + #""groupingSeparator": "2"}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.decimalSeparator",
                message: "decimalSeparator must not contain a digit: a number must read one way."
            )
        ),
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": ",", "#
                + #""groupingSeparator": ".", "minusSign": ""}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.minusSign",
                message: "minusSign must not be empty."
            )
        ),
        (
            #"{"languageCode": "en\r\nSet-Cookie: a=b", "entries": {}}"#,
            WireFormatError(
                .invalidValue,
                path: "languageCode",
                message: #"A catalog's languageCode must be a BCP 47 language tag such as "en" or "pt-PT", "#
                    + #"not "en\u{D}\u{A}Set-Cookie: a=b": subtags of one to eight ASCII letters and digits "#
                    + #"joined by "-" or "_", the first of two to eight letters."#
            )
        ),
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": ",", "#
                + #""groupingSeparator": "-"}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.groupingSeparator",
                message: #"groupingSeparator must differ from minusSign (both "-"): a number must read one way, "#
                    + "and -1-234 reads as a subtraction."
            )
        ),
        (
            #"{"languageCode": "de", "entries": {}, "numberSymbols": {"decimalSeparator": "\u2212", "#
                + #""groupingSeparator": ".", "minusSign": "\u2212"}}"#,
            WireFormatError(
                .invalidValue,
                path: "numberSymbols.minusSign",
                message: #"minusSign must differ from decimalSeparator (both "−"): a number must read one way, "#
                    + "and −1−5 reads as a subtraction."
            )
        ),
    ]

    @Test("Number symbols that read two ways, and a language code that is not a tag, are refused naming them")
    func misreadFilesAreRefused() {
        for (json, expected) in Self.misreadFiles { #expect(Self.error(json) == expected, "\(json)") }
    }

    /// Nothing the package writes is refused by its own reader: a catalog whose code the reader would
    /// refuse is not written, by either encoder, and the error names the code and the member.
    @Test(
        "A catalog whose languageCode is not a tag is not written; every code that is written reads back",
        arguments: [
            ("", #""""#), (" ", #"" ""#), ("e", #""e""#), ("en us", #""en us""#), ("en-", #""en-""#),
            ("-en", #""-en""#), ("en--US", #""en--US""#), ("123", #""123""#), ("en_US!", #""en_US!""#),
            ("toolongtag", #""toolongtag""#), ("e\u{1B}[2J\u{200B}\"", #""e\u{1B}[2J\u{200B}\u{22}""#),
        ]
    )
    func aCodeTheReaderRefusesIsNotWritten(code: String, quoted: String) throws {
        let catalog = Catalog(languageCode: code, entries: ["k": "x"])
        #expect(catalog.languageTag == "und")
        let message =
            "The catalog cannot be written, since no catalog reader would read it back. "
            + #"A catalog's languageCode must be a BCP 47 language tag such as "en" or "pt-PT", not "#
            + (code.isEmpty ? "empty" : quoted)
            + #": subtags of one to eight ASCII letters and digits joined by "-" or "_", the first of two to "#
            + "eight letters."
        #expect(throws: WireFormatError(.unencodableValue, path: "languageCode", message: message)) {
            try WireEncoder().encode(catalog)
        }
        // Inside a value that has only an Encodable form: through the streaming encoder.
        struct Shipped: Encodable { var catalog: Catalog }
        #expect(throws: WireFormatError(.unencodableValue, path: "catalog.languageCode", message: message)) {
            try WireEncoder().encode(Shipped(catalog: catalog))
        }
        do {
            _ = try JSONEncoder().encode(catalog)
            Issue.record("JSONEncoder wrote a catalog with the code \(quoted)")
        } catch EncodingError.invalidValue(let value, let context) {
            #expect(value as? String == code)
            #expect(context.codingPath.map(\.stringValue) == ["languageCode"])
            #expect(context.debugDescription == message)
        }
    }

    @Test(
        "Every code the writer writes, the reader reads back equal",
        arguments: ["und", "de", "pt-PT", "ja_JP", "zh-Hant-TW", "x-klingon", "i-default", "EN", "sr-Latn-RS"]
    )
    func aCodeThatIsWrittenReadsBack(code: String) throws {
        // A `one` form where the language has one (Japanese and Chinese have `other` only).
        let one = PluralRules(languageCode: code).categories.contains(.one) ? "{count} x" : nil
        let catalog = Catalog(languageCode: code, entries: ["k": .plural(one: one, other: "{count} xs")])
        #expect(try WireDecoder().decode(Catalog.self, from: try WireEncoder().encode(catalog)) == catalog)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try JSONDecoder().decode(Catalog.self, from: try encoder.encode(catalog)) == catalog)
    }

    @Test("A plural form the language never uses is refused, naming it, the language and the forms it uses")
    func unusedPluralForms() {
        let japanese = #"{"languageCode": "ja", "entries": {"photos.uploaded": {"one": "写真", "other": "写真"}}}"#
        #expect(
            Self.error(japanese)
                == WireFormatError(
                    .invalidValue,
                    path: #"entries["photos.uploaded"].one"#,
                    message: #"The plural entry "photos.uploaded" has a "one" form, which ja never uses, so no "#
                        + #"count would show it; ja uses "other" only."#
                )
        )
        let english = #"{"languageCode": "en-GB", "entries": {"k": {"zero": "none", "one": "a", "other": "some"}}}"#
        #expect(
            Self.error(english)
                == WireFormatError(
                    .invalidValue,
                    path: "entries.k.zero",
                    message: #"The plural entry "k" has a "zero" form, which en-GB never uses, so no count would "#
                        + #"show it; en-GB uses "one" and "other"."#
                )
        )
        let polish = #"{"languageCode": "pl", "entries": {"k": {"one": "a", "two": "b", "few": "c", "other": "d"}}}"#
        #expect(
            Self.error(polish)?.message
                == #"The plural entry "k" has a "two" form, which pl never uses, so no count would show it; "#
                + #"pl uses "one", "few", "many" and "other"."#
        )
        // Forms the language uses read, and so does any form in a language whose categories the rules do
        // not know (Czech's one, few and many), which a host's localizer may pick.
        #expect(Self.error(#"{"languageCode": "ja", "entries": {"k": {"other": "x"}}}"#) == nil)
        #expect(
            Self.error(#"{"languageCode": "pl", "entries": {"k": {"one": "a", "many": "b", "other": "c"}}}"#) == nil
        )
        #expect(Self.error(#"{"languageCode": "cs", "entries": {"k": {"one": "a", "few": "b", "other": "c"}}}"#) == nil)
        #expect(Self.error(#"{"languageCode": "x-klingon", "entries": {"k": {"zero": "a", "other": "b"}}}"#) == nil)
    }

    /// The writer refuses what the reader would: a catalog built in code with a form its language never
    /// uses is not written.
    @Test("A catalog with a plural form its language never uses is not written")
    func unusedPluralFormsAreNotWritten() throws {
        let catalog = Catalog(languageCode: "ja", entries: ["a": "x", "k": .plural(one: "1", other: "n")])
        let message =
            "The catalog cannot be written, since no catalog reader would read it back. "
            + #"The plural entry "k" has a "one" form, which ja never uses, so no count would show it; "#
            + #"ja uses "other" only."#
        #expect(throws: WireFormatError(.unencodableValue, path: "entries.k.one", message: message)) {
            try WireEncoder().encode(catalog)
        }
        do {
            _ = try JSONEncoder().encode(catalog)
            Issue.record("JSONEncoder wrote a Japanese catalog with a one form")
        } catch EncodingError.invalidValue(let value, let context) {
            #expect(value as? String == "1")
            // Foundation's encoder gives a value in a nested container a path without the containers
            // above it (`k.one` here); the form's member ends it.
            #expect(context.codingPath.map(\.stringValue).suffix(2) == ["k", "one"])
            #expect(context.debugDescription == message)
        }
        // Every built-in catalog and pseudo-locale is written and reads back equal.
        for builtIn in Catalog.builtIn + Catalog.pseudoLocales {
            #expect(try WireDecoder().decode(Catalog.self, from: try WireEncoder().encode(builtIn)) == builtIn)
        }
    }

    @Test("A missing member or a form of the wrong type names its path")
    func missingOrMistyped() throws {
        let missing = try #require(Self.error(#"{"entries": {}}"#))
        #expect(missing.kind == .missingMember)
        #expect(missing.path == "languageCode")
        let form = try #require(Self.error(#"{"languageCode": "de", "entries": {"k": {"one": 1, "other": "x"}}}"#))
        #expect(form.kind == .typeMismatch)
        #expect(form.path == "entries.k.one")
        let entries = try #require(Self.error(#"{"languageCode": "de", "entries": []}"#))
        #expect(entries.path == "entries")
    }

    @Test("A template that is a string no decoder can read keeps the decoder's own error, not \"must be a string\"")
    func unreadableTemplateKeepsItsError() {
        let file = #"{"languageCode": "de", "entries": {"button.retry": "Erneut \ud800 versuchen"}}"#
        #expect {
            try JSONDecoder().decode(Catalog.self, from: Data(file.utf8))
        } throws: { error in
            guard let error = error as? DecodingError else { return false }
            if case .typeMismatch = error { return false }
            return !"\(error)".contains("must be a string")
        }
        #expect {
            try WireDecoder().decode(Catalog.self, from: file)
        } throws: { error in
            (error as? WireFormatError)?.message.contains("must be a string") == false
        }
    }
}
