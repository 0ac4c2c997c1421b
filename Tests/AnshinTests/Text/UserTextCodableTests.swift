import Anshin
import Foundation
import Testing

@Suite("User text's JSON wire format")
struct UserTextCodableTests {
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    /// The coding path of a decoding error, with array positions as numbers.
    private static func codingPath(of error: DecodingError) -> [String] {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext),
            .keyNotFound(_, let errorContext), .dataCorrupted(let errorContext):
            context = errorContext
        @unknown default:
            return []
        }
        return context.codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }
    }

    // MARK: Encoding

    @Test("Verbatim text is a JSON string")
    func verbatimIsAString() throws {
        #expect(try Self.json(UserText(verbatim: "Saved")) == #""Saved""#)
        #expect(try Self.json(UserText(verbatim: "保存しました")) == #""保存しました""#)
        #expect(try Self.json(UserText(verbatim: "a/b \"c\"")) == #""a/b \"c\"""#)
    }

    @Test("Localized text is an object with only the members it has")
    func localizedIsAnObject() throws {
        #expect(try Self.json(UserText.localized(.retry)) == #"{"key":"button.retry"}"#)
        #expect(
            try Self.json(UserText.localized(.itemsRegistered, count: 2))
                == #"{"count":2,"key":"message.itemsRegistered"}"#
        )
        #expect(
            try Self.json(UserText.localized("app.welcome", fallback: "Welcome"))
                == #"{"fallback":"Welcome","key":"app.welcome"}"#
        )
    }

    @Test("Localized text with arguments, count and fallback writes every member")
    func localizedWithEverything() throws {
        let text = UserText.localized(
            "app.shared",
            arguments: ["Ann", 3, .text("Photos"), .text(.localized(.ok))],
            count: 2,
            fallback: "Ann shared 2 items"
        )
        #expect(
            try Self.json(text)
                == #"{"arguments":["Ann",3,{"verbatim":"Photos"},{"key":"button.ok"}],"count":2,"#
                + #""fallback":"Ann shared 2 items","key":"app.shared"}"#
        )
    }

    @Test("Joined text is an object with its parts and its separator")
    func joinedIsAnObject() throws {
        let column = UserText.joined(["Workouts", .localized(.itemShort, count: 100)])
        #expect(
            try Self.json(column) == #"{"joined":["Workouts",{"count":100,"key":"unit.item.short"}],"separator":", "}"#
        )
        #expect(
            try Self.json(UserText.joined([.localized(.statusKindError), "Enter a name."], separator: ": "))
                == #"{"joined":[{"key":"statusMessage.kind.error"},"Enter a name."],"separator":": "}"#
        )
    }

    @Test("Arguments are a string, a number, or a text object; keys are strings")
    func argumentsAndKeys() throws {
        #expect(
            try Self.json([UserText.Argument.string("3"), .integer(3), .integer(-1_234_567)]) == #"["3",3,-1234567]"#
        )
        #expect(try Self.json(UserText.Argument.text("3")) == #"{"verbatim":"3"}"#)
        #expect(try Self.json(UserText.Key.cancel) == #""button.cancel""#)
        #expect(try Self.json(PluralCategory.allCases) == #"["zero","one","two","few","many","other"]"#)
        #expect(
            try Self.json(Catalog.PluralForms(one: "{count} item", other: "{count} items"))
                == #"{"one":"{count} item","other":"{count} items"}"#
        )
    }

    // MARK: Decoding

    @Test("A JSON string and a verbatim object both decode as verbatim text")
    func decodeVerbatim() throws {
        #expect(try Self.decode(UserText.self, from: #""Saved""#) == UserText(verbatim: "Saved"))
        #expect(try Self.decode(UserText.self, from: #"{"verbatim":"Saved"}"#) == UserText(verbatim: "Saved"))
    }

    @Test("Decoding localized and joined text, with defaults for the members left out")
    func decodeLocalizedAndJoined() throws {
        #expect(
            try Self.decode(UserText.self, from: #"{"key":"button.retry"}"#) == UserText.localized(.retry)
        )
        #expect(
            try Self.decode(UserText.self, from: #"{"key":"app.x","arguments":["a",2,{"key":"button.ok"}],"count":5}"#)
                == UserText.localized("app.x", arguments: ["a", 2, .text(.localized(.ok))], count: 5)
        )
        #expect(
            try Self.decode(UserText.self, from: #"{"joined":["Workouts","100 items"]}"#)
                .resolved(using: Catalog.english) == "Workouts, 100 items"
        )
        #expect(
            try Self.decode(UserText.self, from: #"{"joined":["a","b"],"separator":" / "}"#)
                == UserText.joined(["a", "b"], separator: " / ")
        )
    }

    @Test("A string argument and a number argument stay distinct")
    func decodeArguments() throws {
        #expect(
            try Self.decode([UserText.Argument].self, from: #"["3",3,{"verbatim":"3"}]"#)
                == [.string("3"), .integer(3), .text(UserText(verbatim: "3"))]
        )
    }

    @Test(
        "Text survives a round trip through JSON",
        arguments: [
            UserText(verbatim: "Saved"),
            UserText(verbatim: ""),
            UserText(verbatim: "{0} {{ 保存"),
            .localized(.retry),
            .localized(.itemsRegistered, count: 0),
            .localized("app.x", arguments: ["s", 42, -7, .text("v"), .text(.localized(.ok))], count: 3, fallback: "F"),
            .joined([]),
            .joined(["Workouts", .localized(.itemShort, count: 100)]),
            .joined([.joined(["a", "b"], separator: "-"), .localized(.cancel)], separator: ": "),
        ]
    )
    func roundTrip(text: UserText) throws {
        let decoded = try Self.decode(UserText.self, from: try Self.json(text))
        #expect(decoded == text)
    }

    // MARK: Malformed input

    @Test(
        "An object without key, joined or verbatim is a data-corrupted error",
        arguments: [#"{}"#, #"{"fallback":"Saved"}"#, #"{"arguments":["a"],"count":1}"#, #"{"separator":", "}"#]
    )
    func objectWithoutText(json: String) {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(UserText.self, from: json)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected a data-corrupted error, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription == #"Text must be a string, or an object with "key", "joined" or "verbatim"."#)
    }

    @Test(
        "Text of the wrong type is a decoding error naming the path, never a crash",
        arguments: [
            (#"42"#, [String]()),
            (#"null"#, []),
            (#"["Saved"]"#, []),
            (#"{"key":7}"#, ["key"]),
            (#"{"key":"app.x","count":"two"}"#, ["count"]),
            (#"{"key":"app.x","arguments":[true]}"#, ["arguments", "0"]),
            (#"{"key":"app.x","arguments":"a"}"#, ["arguments"]),
            (#"{"joined":[{}]}"#, ["joined", "0"]),
            (#"{"joined":["a",{"key":"b","count":"1"}]}"#, ["joined", "1", "count"]),
        ]
    )
    func malformedText(json: String, path: [String]) {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(UserText.self, from: json)
        }
        #expect(error.map(Self.codingPath(of:)) == path)
    }
}

extension UserTextCodableTests {
    @Test("A decimal count is written as a string that keeps its fraction digits, a whole count as a number")
    func decimalCounts() throws {
        let count = try UserText.Count("2.50")
        let text = UserText.localized(.kilometreShort, count: count)
        #expect(try Self.json(text) == #"{"count":"2.50","key":"unit.kilometre.short"}"#)
        #expect(
            try Self.json(UserText.localized(.kilometreShort, count: UserText.Count(2)))
                == #"{"count":2,"key":"unit.kilometre.short"}"#
        )
        #expect(try Self.decode(UserText.self, from: #"{"count":"2.50","key":"unit.kilometre.short"}"#) == text)
        #expect(
            try Self.decode(UserText.self, from: #"{"count":"-0.05","key":"k"}"#).pluralCount == UserText.Count("-0.05")
        )
        #expect(try Self.decode(UserText.self, from: #"{"count":3,"key":"k"}"#) == UserText.localized("k", count: 3))
        #expect(try Self.json(try UserText.Count("1.0")) == #""1.0""#)
        #expect(try Self.decode(UserText.Count.self, from: #""1.0""#) == UserText.Count("1.0"))
    }

    @Test(
        "A count string without fraction digits, or not a plain decimal, names the count and what is wrong",
        arguments: ["7", "01.5", "1.", ".5", "1e3", "1,5", "+1.0", "1000000000000000000.0", " 1.0"]
    )
    func malformedDecimalCounts(count: String) {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(UserText.self, from: #"{"key":"k","count":"\#(count)"}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected a data-corrupted error, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["count"])
        #expect(
            context.debugDescription
                == #"A count written as a string must be a decimal with fraction digits, such as "2.50", with at most 18 digits; ""#
                + count + #"" is not."#
        )
    }

    @Test("A count that is neither a number nor a string says both forms")
    func countOfTheWrongType() {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode(UserText.self, from: #"{"key":"k","count":true}"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("Expected a type mismatch, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["count"])
        #expect(
            context.debugDescription
                == #"A count must be a whole number from -2^63 to 2^63 - 1, or a string with fraction digits such as "2.50"."#
        )
    }

    @Test("A string no decoder can read keeps the decoder's own error")
    func refusedText() {
        #expect {
            try JSONDecoder().decode(UserText.self, from: Data(#""Saved \ud800""#.utf8))
        } throws: { error in
            !"\(error)".contains("Text must be a string")
        }
        #expect(throws: Never.self) { try JSONDecoder().decode(UserText.self, from: Data(#"{"key": "a"}"#.utf8)) }
        // An empty key is read: a model can hold one, and every document a writer writes is read back.
        #expect(throws: Never.self) { try JSONDecoder().decode(UserText.self, from: Data(#"{"key": ""}"#.utf8)) }
    }
}
