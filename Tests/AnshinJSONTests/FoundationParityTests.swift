import Anshin
import AnshinJSON
import Foundation
import Testing

/// The compact form is byte for byte what Foundation's `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, for every model, presentation and document.
@Suite("Compact bytes equal Foundation's JSONEncoder")
struct FoundationParityTests {
    static let resolutions: [TextResolution] = [
        .keys, .resolved(using: Catalog.english), .resolved(using: Catalog.japanese),
    ]

    static let contexts: [PresentationContext] = [
        .standard, PresentationContext(buttonArrangement: .cancelLeading, reduceMotion: true),
    ]

    /// Foundation's bytes for a value, with a text resolution in its user info.
    static func foundationJSON(_ value: some Encodable, text: TextResolution = .keys) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.textResolution] = text
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("Every model", arguments: Fixtures.all)
    func model(_ item: Fixtures.Item) throws {
        for text in Self.resolutions {
            let ours = try WireEncoder(text: text).encode(item.model.encodable)
            #expect(ours == (try Self.foundationJSON(item.model.encodable, text: text)))
        }
    }

    @Test("Every presentation", arguments: Fixtures.all)
    func presentation(_ item: Fixtures.Item) throws {
        for text in Self.resolutions {
            for context in Self.contexts {
                let presentation = item.model.presentation(in: context)
                let ours = try WireEncoder(text: text).encode(presentation)
                #expect(ours == (try Self.foundationJSON(presentation, text: text)))
            }
        }
    }

    @Test("Every document", arguments: Fixtures.all)
    func document(_ item: Fixtures.Item) throws {
        for text in Self.resolutions {
            let presentation = item.model.presentation
            let expected = ReferenceDocument(
                direction: text.localizer?.layoutDirection,
                language: text.localizer?.languageCode,
                model: item.model.encodable,
                presentation: ReferenceDocument.Body(root: presentation.root, transition: presentation.transition),
                type: presentation.type,
                version: 1
            )
            let ours = item.model.rendered(using: .json(text: text, formatting: .compact))
            #expect(ours == (try Self.foundationJSON(expected, text: text)))
        }
    }

    @Test("Escapes, numbers, nesting and super encoders")
    func edgeCases() throws {
        let value = EdgeCases()
        #expect(try WireEncoder().encode(value) == (try Self.foundationJSON(value)))
        #expect(try WireEncoder().encode([value, value]) == (try Self.foundationJSON([value, value])))
        for string in ["", "plain", "\u{0}\u{1f}\u{7f}", "\u{2028}\u{2029}", "a/b\\c\"d", "日本語 🇯🇵"] {
            #expect(try WireEncoder().encode(string) == (try Self.foundationJSON(string)))
        }
    }
}

/// A document built independently of the JSON front end, for Foundation to encode.
struct ReferenceDocument: Encodable {
    struct Body: Encodable {
        var root: Presentation.Element
        var transition: Transition?
    }

    var direction: LayoutDirection?
    var language: String?
    var model: any Encodable
    var presentation: Body
    var type: String
    var version: Int

    private enum CodingKeys: String, CodingKey {
        case direction, language, model, presentation, type, version
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.direction, forKey: .direction)
        try container.encodeIfPresent(self.language, forKey: .language)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.presentation, forKey: .presentation)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.version, forKey: .version)
    }
}

/// Values at the edges of the encoder: escapes, every number type, out-of-order and repeated keys,
/// empty values, nested containers written in any order, and super encoders.
struct EdgeCases: Encodable {
    struct Empty: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    private enum CodingKeys: String, CodingKey {
        case zeta, alpha, Beta, nested, numbers, strings, empty, emptyArray, emptyObject, optional, super_
        case é = "é"
        case twice
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .zeta)
        try container.encode(true, forKey: .alpha)
        try container.encode(false, forKey: .Beta)
        try container.encode("first", forKey: .twice)
        var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
        try container.encode(
            [
                0.0, -0.0, 1.0, 0.05, 0.1 + 0.2, 1e-5, 1e16, 1e22, 123.456, .leastNonzeroMagnitude,
                .greatestFiniteMagnitude, -2.5,
            ],
            forKey: .numbers
        )
        try nested.encode("inner", forKey: .zeta)
        var inner = nested.nestedUnkeyedContainer(forKey: .alpha)
        try inner.encode(Int8.min)
        try inner.encode(UInt64.max)
        try inner.encode(Float(0.1))
        try inner.encodeNil()
        var deeper = inner.nestedContainer(keyedBy: CodingKeys.self)
        try deeper.encode(Int16(-7), forKey: .Beta)
        try inner.encode(UInt8(255))
        try container.encode(["a\"b", "tab\t", "nl\n", "\u{8}\u{c}\r", "\u{1b}", "/"], forKey: .strings)
        try container.encode(Empty(), forKey: .empty)
        try container.encode([Int](), forKey: .emptyArray)
        try container.encode([String: Int](), forKey: .emptyObject)
        try container.encode(Int?.none, forKey: .optional)
        try container.encode("ü", forKey: .é)
        let superEncoder = container.superEncoder()
        var single = superEncoder.singleValueContainer()
        try single.encode(["x": 1])
        var keyedSuper = container.superEncoder(forKey: .super_).container(keyedBy: CodingKeys.self)
        try keyedSuper.encode(Int32(3), forKey: .zeta)
        try container.encode("second", forKey: .twice)
        try nested.encode(UInt16(9), forKey: .Beta)
    }
}
