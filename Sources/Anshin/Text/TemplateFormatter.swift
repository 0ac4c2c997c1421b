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
    /// - Returns: `false`, having handed over nothing, when the template has no brace: it is then its
    ///   own resolution.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (Substring, UserText.PieceSource) -> Void
    ) -> Bool {
        // The template's bytes are scanned in an array of their own, which is read far faster than
        // the string's view; pieces are handed over as substrings of the template itself.
        let bytes = Array(template.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return false }
        func index(_ offset: Int) -> String.Index {
            template.utf8.index(template.utf8.startIndex, offsetBy: offset)
        }
        func isBrace(_ brace: UInt8, at offset: Int) -> Bool {
            guard bytes[offset] == brace else { return false }
            // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
            let isASCIIBefore = offset == 0 || bytes[offset - 1] < 0x80
            let isASCIIAfter = offset + 1 == bytes.count || bytes[offset + 1] < 0x80
            if isASCIIBefore && isASCIIAfter { return true }
            // Beside other text, the brace must start a character, and be the whole character.
            guard let character = index(offset).samePosition(in: template) else { return false }
            return template[character] == Character(Unicode.Scalar(brace))
        }
        var runStart = 0
        var offset = 0
        func emit(upTo end: Int) {
            if runStart < end { body(template[index(runStart)..<index(end)], .catalog) }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
                offset += 1
                continue
            }
            let next = offset + 1
            if byte == UInt8(ascii: "}") {
                // `}}` writes one `}`: the run ends after the first brace, and the second is skipped.
                if next < bytes.count, isBrace(UInt8(ascii: "}"), at: offset), isBrace(UInt8(ascii: "}"), at: next) {
                    emit(upTo: next)
                    offset = next + 1
                    runStart = offset
                } else {
                    offset = next
                }
                continue
            }
            guard isBrace(UInt8(ascii: "{"), at: offset) else {
                offset = next
                continue
            }
            // `{{` writes one `{`.
            if next < bytes.count, isBrace(UInt8(ascii: "{"), at: next) {
                emit(upTo: next)
                offset = next + 1
                runStart = offset
                continue
            }
            // A placeholder runs to the next `}`; a `{` that is never closed is literal to the end.
            var close = next
            while close < bytes.count && !isBrace(UInt8(ascii: "}"), at: close) { close += 1 }
            guard close < bytes.count else { break }
            emit(upTo: offset)
            Self.substitute(
                template[index(offset)..<index(close + 1)],
                name: template[index(next)..<index(close)],
                localized: localized,
                localizer: localizer,
                into: body
            )
            offset = close + 1
            runStart = offset
        }
        emit(upTo: bytes.count)
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
