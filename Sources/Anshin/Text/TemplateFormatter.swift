/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. What is a
/// placeholder, and what `{{` and `}}` write, is ``TemplateParts``' reading of the template
/// (`"x }{ {{ }}"` writes `x }{ { }`).
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
                switch Self.value(named: String(decoding: bytes[name], as: UTF8.self), in: localized) {
                case .count(let count):
                    body(Substring(localizer.formatted(count)), .catalog)
                case .argument(.string(let string)):
                    if !string.isEmpty { body(Substring(string), .user) }
                case .argument(.integer(let number)):
                    body(Substring(localizer.formatted(number)), .catalog)
                case .argument(.text(let text)):
                    text.resolvePieces(using: localizer, into: body)
                case nil:
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
                switch Self.value(named: nameText, in: localized) {
                case .count(let count):
                    output.append(contentsOf: localizer.formatted(count).utf8)
                case .argument(.string(let string)):
                    output.append(contentsOf: string.utf8)
                case .argument(.integer(let number)):
                    output.append(contentsOf: localizer.formatted(number).utf8)
                case .argument(.text(let text)):
                    text.resolve(using: localizer, into: &output)
                case nil:
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

    /// What a placeholder is replaced with.
    private enum Value {
        /// The text's count, formatted.
        case count(UserText.Count)
        /// One of the text's arguments.
        case argument(UserText.Argument)
    }

    /// What a placeholder is replaced with: the count for `{count}`, an argument for its index, or
    /// `nil` when it names neither and stays as written.
    private static func value(named name: String, in localized: UserText.Localized) -> Value? {
        if name == "count", let count = localized.count { return .count(count) }
        // An index is ASCII digits only: `Int` would also read `+0` and `-0`.
        if !name.isEmpty, name.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let position = Int(name), localized.arguments.indices.contains(position)
        {
            return .argument(localized.arguments[position])
        }
        return nil
    }
}
