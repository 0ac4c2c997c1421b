/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. `{{` writes `{`
/// and `}}` writes `}`. Braces are matched as characters: a brace that is part of a larger grapheme
/// cluster (a brace followed by a combining mark) is literal text.
enum TemplateFormatter {
    /// Substitutes a localized text's template, handing the result to `body` piece by piece: the
    /// template's literal runs as they are, and each placeholder's value.
    /// - Parameters:
    ///   - template: The template.
    ///   - localized: The text, whose arguments and count fill the placeholders.
    ///   - localizer: Writes numbers and resolves text arguments.
    ///   - body: Receives each piece, in order; no piece is empty.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring) -> Void
    ) {
        let utf8 = template.utf8
        var runStart = utf8.startIndex
        var index = utf8.startIndex

        func emit(upTo end: String.Index) {
            if runStart < end { body(template[runStart..<end]) }
        }

        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
                utf8.formIndex(after: &index)
                continue
            }
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: "}") {
                // `}}` writes one `}`: the run ends after the first brace, and the second is skipped.
                if next < utf8.endIndex, Self.isBrace(UInt8(ascii: "}"), at: index, in: template),
                    Self.isBrace(UInt8(ascii: "}"), at: next, in: template)
                {
                    emit(upTo: next)
                    index = utf8.index(after: next)
                    runStart = index
                } else {
                    index = next
                }
                continue
            }
            guard Self.isBrace(UInt8(ascii: "{"), at: index, in: template) else {
                index = next
                continue
            }
            // `{{` writes one `{`.
            if next < utf8.endIndex, Self.isBrace(UInt8(ascii: "{"), at: next, in: template) {
                emit(upTo: next)
                index = utf8.index(after: next)
                runStart = index
                continue
            }
            // A placeholder runs to the next `}`; a `{` that is never closed is literal to the end.
            var close = next
            while close < utf8.endIndex && !Self.isBrace(UInt8(ascii: "}"), at: close, in: template) {
                utf8.formIndex(after: &close)
            }
            guard close < utf8.endIndex else { break }
            emit(upTo: index)
            let afterClose = utf8.index(after: close)
            Self.substitute(
                template[index..<afterClose],
                name: template[next..<close],
                localized: localized,
                localizer: localizer,
                into: body
            )
            index = afterClose
            runStart = index
        }
        emit(upTo: utf8.endIndex)
    }

    /// Hands over a placeholder's value: the count, an argument, or the placeholder as written
    /// when it names neither.
    private static func substitute(
        _ placeholder: Substring,
        name: Substring,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring) -> Void
    ) {
        if name == "count", let count = localized.count {
            body(Substring(localizer.formatted(count)))
        } else if let position = Int(name), localized.arguments.indices.contains(position) {
            switch localized.arguments[position] {
            case .string(let string):
                if !string.isEmpty { body(Substring(string)) }
            case .integer(let number):
                body(Substring(localizer.formatted(number)))
            case .text(let text):
                text.resolve(using: localizer, into: body)
            }
        } else {
            body(placeholder)
        }
    }

    /// Whether the byte at `position` is `brace` standing as a character of its own, not the start
    /// of a larger grapheme cluster (a brace followed by a combining mark).
    private static func isBrace(_ brace: UInt8, at position: String.Index, in template: String) -> Bool {
        let utf8 = template.utf8
        guard utf8[position] == brace else { return false }
        // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
        let isASCIIBefore = position == utf8.startIndex || utf8[utf8.index(before: position)] < 0x80
        let after = utf8.index(after: position)
        let isASCIIAfter = after == utf8.endIndex || utf8[after] < 0x80
        if isASCIIBefore && isASCIIAfter { return true }
        // Beside other text, the brace must start a character, and be the whole character.
        guard let character = position.samePosition(in: template) else { return false }
        return template[character] == Character(Unicode.Scalar(brace))
    }
}
