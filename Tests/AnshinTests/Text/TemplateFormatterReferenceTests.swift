import Testing

@testable import Anshin

/// The template rules, written the plain way: character by character, building a string. The
/// library's formatter works on bytes and streams its pieces; it must give exactly this.
enum ReferenceTemplateFormatter {
    /// Substitutes `{0}`, `{1}`, … and `{count}`; `{{` and `}}` write single braces; a placeholder
    /// without a value stays as written; a `{` that another `{` follows before any `}`, or that is
    /// never closed, is literal.
    /// - Parameters:
    ///   - template: The template.
    ///   - count: The formatted count, if any.
    ///   - arguments: The formatted arguments.
    /// - Returns: The result.
    static func format(_ template: String, count: String?, arguments: [String]) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count)
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            if character == "}", template.index(after: index) < template.endIndex,
                template[template.index(after: index)] == "}"
            {
                result.append("}")
                index = template.index(index, offsetBy: 2)
                continue
            }
            guard character == "{" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let next = template.index(after: index)
            if next < template.endIndex && template[next] == "{" {
                result.append("{")
                index = template.index(after: next)
                continue
            }
            guard let close = template[next...].firstIndex(where: { $0 == "}" || $0 == "{" }) else {
                result.append(contentsOf: template[index...])
                break
            }
            // A name holds no brace: this `{` is literal, and the next one is read afresh.
            guard template[close] == "}" else {
                result.append("{")
                index = next
                continue
            }
            let name = template[next..<close]
            if name == "count", let count {
                result.append(contentsOf: count)
            } else if let position = Int(name), position >= 0, position < arguments.count {
                result.append(contentsOf: arguments[position])
            } else {
                result.append(contentsOf: template[index...close])
            }
            index = template.index(after: close)
        }
        return result
    }
}

/// Random templates resolve exactly as the reference formatter says.
@Suite("Template formatting against a reference")
struct TemplateFormatterReferenceTests {
    /// Pieces random templates are made of: braces, placeholders (valid, unknown, malformed),
    /// combining marks after braces, wide and multi-byte text.
    static let pieces = [
        "{", "}", "{{", "}}", "{0}", "{1}", "{2}", "{count}", "{name}", "{-1}", "{01}", "{}", "0", "count",
        "a", "Hello ", "é", "\u{301}", "件", "👩‍💻", " ", "{0\u{301}}", "{\u{301}", "}\u{301}",
    ]

    @Test("10,000 random templates with and without a count resolve as the reference does")
    func randomTemplates() {
        let outer = Catalog(languageCode: "en", entries: ["outer": .text("<{0}>")])
        let seed: UInt64 = 0x7E37_0001
        var generator = SplitMix64(seed: seed)
        for index in 0..<10_000 {
            var template = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                template += Self.pieces.randomElement(using: &generator)!
            }
            let arguments = (0..<Int.random(in: 0...2, using: &generator)).map { "arg\($0)<{1}>" }
            let count: Int? = Bool.random(using: &generator) ? Int.random(in: 0...999, using: &generator) : nil
            var catalog = Catalog(languageCode: "en")
            catalog["random"] = .text(template)
            let text = UserText.localized(
                "random",
                arguments: arguments.map { .string($0) },
                count: count
            )
            let expected = ReferenceTemplateFormatter.format(
                template,
                count: count.map { String($0) },
                arguments: arguments
            )
            #expect(
                text.resolved(using: catalog) == expected,
                "seed \(seed), template \(index): \(template.debugDescription)"
            )
            var streamed: [UInt8] = []
            text.resolve(using: catalog) { (piece: Substring) in
                #expect(!piece.isEmpty)
                streamed.append(contentsOf: piece.utf8)
            }
            #expect(streamed == Array(expected.utf8), "seed \(seed), template \(index), streamed")
            // Resolved into a byte buffer, after what it holds: the template is read from a copy
            // appended to the buffer, which must leave no trace.
            var bytes: [UInt8] = [0x41, 0xE3, 0x81, 0x82]
            text.resolve(using: catalog, into: &bytes)
            #expect(bytes == [0x41, 0xE3, 0x81, 0x82] + Array(expected.utf8), "seed \(seed), template \(index), bytes")
            // As the argument of another template, resolved straight into the same buffer.
            var nested: [UInt8] = []
            UserText.localized("outer", arguments: [.text(text)]).resolve(using: catalog.merging(outer), into: &nested)
            #expect(nested == Array("<\(expected)>".utf8), "seed \(seed), template \(index), nested")
        }
    }

    @Test("A template is handed over as its literal runs and each placeholder's value, doubled braces ending a run")
    func resolvedPieces() {
        func pieces(_ template: String, arguments: [UserText.Argument] = ["A", "B"], count: Int? = 3) -> [String] {
            let catalog = Catalog(languageCode: "en", entries: ["t": .text(template)])
            var found: [String] = []
            UserText.localized("t", arguments: arguments, count: count).resolve(using: catalog) { (piece: Substring) in
                found.append(String(piece))
            }
            return found
        }
        #expect(pieces("Registered {count} items") == ["Registered ", "3", " items"])
        #expect(pieces("Registered {count} items", count: 1_234) == ["Registered ", "1,234", " items"])
        #expect(pieces("{0}{1}") == ["A", "B"])
        #expect(pieces("{0}{1}", arguments: ["", "B"]) == ["B"])
        #expect(pieces("a{{b}}c") == ["a{", "b}", "c"])
        #expect(pieces("{{{0}}}") == ["{", "A", "}"])
        #expect(pieces("x{unclosed") == ["x{unclosed"])
        #expect(pieces("a}b") == ["a}b"])
        #expect(pieces("{2} and {count}", count: nil) == ["{2}", " and ", "{count}"])
        #expect(pieces("{\u{301}0}") == ["{\u{301}0}"])
        // A placeholder's name holds no brace: the `{` before another is literal, and `{{` still escapes.
        #expect(pieces("x }{ {{ }}") == ["x }{ {", " }"])
        #expect(pieces("{ {0}") == ["{ ", "A"])
        #expect(pieces("{{{ }}") == ["{", "{ }", "}"])
        #expect(pieces("{a{count}}") == ["{a", "3", "}"])
        #expect(pieces("").isEmpty)
    }
}
