/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. `{{` writes `{`
/// and `}}` writes `}`. A placeholder is a `{`, a name without braces and a `}`: a `{` followed by
/// another `{` before any `}` is literal, as is a `{` never closed (`"x }{ {{ }}"` writes
/// `x }{ { }`). Braces are matched as characters: a brace that is part of a larger grapheme
/// cluster (a brace followed by a combining mark) is literal text.
enum TemplateFormatter {
    /// Substitutes a localized text's template, handing the result to `body` piece by piece: the
    /// template's literal runs as they are, and each placeholder's value.
    /// - Parameters:
    ///   - template: The template.
    ///   - localized: The text, whose arguments and count fill the placeholders.
    ///   - localizer: Writes numbers and resolves text arguments.
    ///   - body: Receives each piece, in order; no piece is empty.
    /// - Returns: `false`, having handed over nothing, when the template has no brace: it is then its
    ///   own resolution.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring, UserText.PieceSource) -> Void
    ) -> Bool {
        // The template is scanned in its own UTF-8 view, without a copy; pieces are handed over as
        // substrings of the template itself.
        let utf8 = template.utf8
        let openBrace = UInt8(ascii: "{")
        let closeBrace = UInt8(ascii: "}")
        guard var offset = utf8.firstIndex(where: { $0 == openBrace || $0 == closeBrace }) else { return false }
        func isBrace(_ brace: UInt8, at index: String.Index) -> Bool {
            guard utf8[index] == brace else { return false }
            // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
            let isASCIIBefore = index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80
            let after = utf8.index(after: index)
            let isASCIIAfter = after == utf8.endIndex || utf8[after] < 0x80
            if isASCIIBefore && isASCIIAfter { return true }
            // Beside other text, the brace must start a character, and be the whole character.
            guard let character = index.samePosition(in: template) else { return false }
            return template[character] == Character(Unicode.Scalar(brace))
        }
        var runStart = utf8.startIndex
        func emit(upTo end: String.Index) {
            if runStart < end { body(template[runStart..<end], .catalog) }
        }
        while offset < utf8.endIndex {
            let byte = utf8[offset]
            let next = utf8.index(after: offset)
            guard byte == openBrace || byte == closeBrace else {
                offset = next
                continue
            }
            if byte == closeBrace {
                // `}}` writes one `}`: the run ends after the first brace, and the second is skipped.
                if next < utf8.endIndex, isBrace(closeBrace, at: offset), isBrace(closeBrace, at: next) {
                    emit(upTo: next)
                    offset = utf8.index(after: next)
                    runStart = offset
                } else {
                    offset = next
                }
                continue
            }
            guard isBrace(openBrace, at: offset) else {
                offset = next
                continue
            }
            // `{{` writes one `{`.
            if next < utf8.endIndex, isBrace(openBrace, at: next) {
                emit(upTo: next)
                offset = utf8.index(after: next)
                runStart = offset
                continue
            }
            // A placeholder runs to the next `}`, and its name holds no brace: a `{` that another `{`
            // follows before any `}` is literal, and the scan goes on from the next one (so a `{{`
            // after it still writes `{`); a `{` that is never closed is literal to the end.
            var close = next
            while close < utf8.endIndex && !isBrace(closeBrace, at: close) && !isBrace(openBrace, at: close) {
                close = utf8.index(after: close)
            }
            guard close < utf8.endIndex else { break }
            guard utf8[close] == closeBrace else {
                offset = close
                continue
            }
            emit(upTo: offset)
            let end = utf8.index(after: close)
            Self.substitute(
                template[offset..<end],
                name: template[next..<close],
                localized: localized,
                localizer: localizer,
                into: body
            )
            offset = end
            runStart = offset
        }
        emit(upTo: utf8.endIndex)
        return true
    }

    /// Hands over a placeholder's value: the count, an argument, or the placeholder as written
    /// when it names neither.
    private static func substitute(
        _ placeholder: Substring,
        name: Substring,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring, UserText.PieceSource) -> Void
    ) {
        if name == "count", let count = localized.count {
            body(Substring(localizer.formatted(count)), .catalog)
        } else if let position = Int(name), localized.arguments.indices.contains(position) {
            switch localized.arguments[position] {
            case .string(let string):
                if !string.isEmpty { body(Substring(string), .user) }
            case .integer(let number):
                body(Substring(localizer.formatted(number)), .catalog)
            case .text(let text):
                text.resolvePieces(using: localizer, into: body)
            }
        } else {
            body(placeholder, .catalog)
        }
    }
}
