/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. What is a
/// placeholder, and what `{{` and `}}` write, is ``TemplateParts``' reading of the template
/// (`"x }{ {{ }}"` writes `x }{ { }`); what each placeholder is replaced with is
/// `replacement(named:in:localizer:)`'s, whichever output it goes to.
///
/// A template is substituted piece by piece, for front ends that escape each piece, or straight
/// into a byte buffer; both read the template's parts from a copy of its bytes, where each byte
/// costs an array subscript rather than a string index.
enum TemplateFormatter {
    /// Substitutes a localized text's template, handing the result to `body` piece by piece: the
    /// template's literal runs as they are, and each placeholder's value.
    /// - Parameters:
    ///   - template: The template.
    ///   - localized: The text, whose arguments and count fill the placeholders.
    ///   - localizer: Writes numbers and resolves text arguments.
    ///   - body: Receives each piece, in order; no piece is empty.
    /// - Returns: `false`, having handed over nothing, when the template is one literal run (it has
    ///   no placeholder and no doubled brace): it is then its own resolution.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring, UserText.PieceSource) -> Void
    ) -> Bool {
        // The template is read from a copy of its bytes; pieces are handed over as substrings of
        // the template itself.
        guard Self.hasBrace(template) else { return false }
        let utf8 = template.utf8
        let bytes = Array(utf8)
        var parts = TemplateParts(template)
        func substring(_ range: Range<Int>) -> Substring {
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return template[lower..<utf8.index(lower, offsetBy: range.count)]
        }
        var isFirst = true
        while let part = parts.next(in: bytes, from: 0) {
            if isFirst && part == .literal(0..<parts.count) { return false }
            isFirst = false
            switch part {
            case .literal(let run):
                body(substring(run), .catalog)
            case .placeholder(let placeholder, let name):
                let name = String(decoding: bytes[name], as: UTF8.self)
                switch Self.replacement(named: name, in: localized, localizer: localizer) {
                case .localizerText(let string):
                    body(Substring(string), .catalog)
                case .userText(let string):
                    if !string.isEmpty { body(Substring(string), .user) }
                case .resolved(let text):
                    text.resolvePieces(using: localizer, into: body)
                case .asWritten:
                    body(substring(placeholder), .catalog)
                }
            }
        }
        return !isFirst
    }

    /// Appends a localized text's template, substituted, to a UTF-8 buffer: the same bytes as the
    /// pieces the other `format` hands over, or as the template when it is its own resolution.
    ///
    /// The template's bytes are copied into the buffer once and read there; the resolution is
    /// written after them (a literal run copied a byte at a time from the copy), and the copy is
    /// removed at the end. The literal run the template starts with stays where it is.
    /// - Parameters:
    ///   - template: The template.
    ///   - localized: The text, whose arguments and count fill the placeholders.
    ///   - localizer: Writes numbers and resolves text arguments.
    ///   - output: The buffer to append to.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into output: inout [UInt8]
    ) {
        let start = output.count
        output.append(contentsOf: template.utf8)
        let end = output.count
        var parts = TemplateParts(template)
        // How many of the template's first bytes are already the resolution's.
        var kept = 0
        while let part = parts.next(in: output, from: start) {
            switch part {
            case .literal(let run) where run.lowerBound == 0:
                kept = run.upperBound
            case .literal(let run):
                for offset in run { output.append(output[start + offset]) }
            case .placeholder(let placeholder, let name):
                let nameText = String(
                    decoding: output[(start + name.lowerBound)..<(start + name.upperBound)],
                    as: UTF8.self
                )
                switch Self.replacement(named: nameText, in: localized, localizer: localizer) {
                case .localizerText(let string), .userText(let string):
                    output.append(contentsOf: string.utf8)
                case .resolved(let text):
                    text.resolve(using: localizer, into: &output)
                case .asWritten:
                    for offset in placeholder { output.append(output[start + offset]) }
                }
            }
        }
        output.removeSubrange((start + kept)..<end)
    }

    /// Whether a template has a brace byte: one without is its own resolution, with no part to read.
    /// - Parameter template: The template.
    /// - Returns: `true` when it has a `{` or a `}`.
    static func hasBrace(_ template: String) -> Bool {
        template.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// What a placeholder is replaced with. Both ways of formatting write what this says, each to
    /// its own output.
    private enum Replacement {
        /// Text the localizer wrote: the count or a number argument, formatted.
        case localizerText(String)
        /// A string argument, as the text's maker gave it.
        case userText(String)
        /// A text argument, to be resolved by the same localizer.
        case resolved(UserText)
        /// The placeholder itself, as written: it names no value the text has.
        case asWritten
    }

    /// What the placeholder with this name is replaced with: `{count}` by the text's count and an
    /// index by its argument — numbers formatted by the localizer, a string as given, a text
    /// resolved — and a name that is neither (or names a value the text lacks) by itself.
    private static func replacement(
        named name: String,
        in localized: UserText.Localized,
        localizer: some Localizer
    ) -> Replacement {
        if name == "count", let count = localized.count { return .localizerText(localizer.formatted(count)) }
        // An index is ASCII digits only: `Int` would also read `+0` and `-0`.
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let position = Int(name), localized.arguments.indices.contains(position)
        else { return .asWritten }
        switch localized.arguments[position] {
        case .string(let string): return .userText(string)
        case .integer(let number): return .localizerText(localizer.formatted(number))
        case .text(let text): return .resolved(text)
        }
    }
}
