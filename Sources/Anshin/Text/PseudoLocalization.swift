/// The transformation behind ``Catalog/pseudoAccented``: accented letters, brackets, and padding that
/// makes a template about 40 % longer.
enum PseudoLocalization {
    /// The accented letter that stands for each ASCII letter.
    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// The words the padding is taken from, as Android's pseudo-locale pads.
    private static let padding = "one two three four five six seven eight nine ten eleven twelve thirteen"

    /// A template accented, bracketed and padded: `Retry` becomes `[Ŕéţŕý one]`.
    ///
    /// Placeholders (`{0}`, `{count}`) and escaped braces (`{{`, `}}`) are kept as they are. The
    /// padding brings the characters outside placeholders to at least 1.4 times the original's,
    /// brackets included.
    /// - Parameter template: An English template.
    /// - Returns: The pseudo-localized template.
    static func accented(_ template: String) -> String {
        var result = "["
        var visible = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            let next = template.index(after: index)
            if character == "{" || character == "}" {
                // An escaped brace is two characters; a placeholder runs to its closing brace, and
                // its name holds no brace (TemplateFormatter reads templates the same way).
                if next < template.endIndex && template[next] == character {
                    result += String(repeating: character, count: 2)
                    visible += 1
                    index = template.index(after: next)
                    continue
                }
                if character == "{", let close = template[next...].firstIndex(where: { $0 == "{" || $0 == "}" }),
                    template[close] == "}"
                {
                    result += template[index...close]
                    index = template.index(after: close)
                    continue
                }
            }
            result.append(Self.accents[character] ?? character)
            visible += 1
            index = next
        }
        // The target length counts the brackets; the padding is a space and whole words.
        let target = (visible * 14 + 9) / 10
        let missing = target - visible - 2
        if missing > 1 {
            var words = ""
            for word in Self.padding.split(separator: " ") {
                if words.count >= missing - 1 { break }
                words += words.isEmpty ? String(word) : " " + word
            }
            result += " " + words
        }
        result += "]"
        return result
    }
}
