import Testing

@testable import Anshin

/// The template rules, written the plain way: character by character, building a string. The
/// library's formatter works on bytes and streams its pieces; it must give exactly this.
enum ReferenceTemplateFormatter {
    /// Substitutes `{0}`, `{1}`, … and `{count}`; `{{` and `}}` write single braces; a placeholder
    /// without a value stays as written.
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
            guard let close = template[next...].firstIndex(of: "}") else {
                result.append(contentsOf: template[index...])
                break
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
            text.resolve(using: catalog) { streamed.append(contentsOf: $0) }
            #expect(streamed == Array(expected.utf8), "seed \(seed), template \(index), streamed")
            #expect(Self.fromPieces(template, text, catalog) == Array(expected.utf8), "seed \(seed), template \(index)")
        }
    }

    /// Formats a text's template from its pieces, scanned first, as a built-in catalog's index does.
    static func fromPieces(_ template: String, _ text: UserText, _ catalog: Catalog) -> [UInt8] {
        guard case .localized(let localized) = text.representation else { return [] }
        var pieces: [TemplateFormatter.Piece] = []
        var contiguous = template
        var output: [UInt8] = []
        contiguous.withUTF8 { bytes in
            TemplateFormatter.scan(template, bytes) { pieces.append($0) }
            pieces.withUnsafeBufferPointer { pieces in
                TemplateFormatter.format(bytes, pieces: pieces, localized: localized, localizer: catalog) {
                    #expect(!$0.isEmpty)
                    output.append(contentsOf: $0)
                }
            }
        }
        return output
    }

    @Test("A template is scanned into literal runs and placeholders, with doubled braces ending a run")
    func scannedPieces() {
        func pieces(_ template: String) -> [String] {
            var contiguous = template
            return contiguous.withUTF8 { bytes in
                var found: [String] = []
                TemplateFormatter.scan(template, bytes) { piece in
                    let start = Int(piece.start)
                    let text = String(decoding: bytes[start..<start + Int(piece.count)], as: UTF8.self)
                    found.append(piece.kind == .literal ? text : "[\(text)]")
                }
                return found
            }
        }
        #expect(pieces("Registered {count} items") == ["Registered ", "[{count}]", " items"])
        #expect(pieces("{0}{1}") == ["[{0}]", "[{1}]"])
        #expect(pieces("a{{b}}c") == ["a{", "b}", "c"])
        #expect(pieces("{{{0}}}") == ["{", "[{0}]", "}"])
        #expect(pieces("x{unclosed") == ["x", "{unclosed"])
        #expect(pieces("a}b") == ["a}b"])
        #expect(pieces("{\u{301}0}") == ["{\u{301}0}"])
        #expect(pieces("").isEmpty)
    }
}
