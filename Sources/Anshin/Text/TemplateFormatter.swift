/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. `{{` writes `{`
/// and `}}` writes `}`.
enum TemplateFormatter {}

extension TemplateFormatter {
    /// Substitutes a localized text's template piece by piece: literal runs are handed over as they
    /// are, and only the arguments a placeholder names are formatted.
    ///
    /// Braces are matched as characters: a brace that is part of a larger grapheme cluster (a brace
    /// followed by a combining mark) is literal text. The tests hold this to a character-by-character
    /// reference formatter on random templates.
    static func format(
        _ template: String,
        localized: UserText.Localized,
        localizer: some Localizer,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var contiguous = template
        contiguous.withUTF8 { bytes in
            let count = bytes.count
            var runStart = 0
            var index = 0
            func flush(to end: Int) {
                if runStart < end { body(UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
            }
            func isCharacter(_ brace: UInt8, at position: Int) -> Bool {
                guard bytes[position] == brace else { return false }
                // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
                let before = position == 0 || bytes[position - 1] < 0x80
                let after = position + 1 == count || bytes[position + 1] < 0x80
                if before && after { return true }
                // Beside other text, walk the characters: the brace must be one on its own.
                let target = template.utf8.index(template.utf8.startIndex, offsetBy: position)
                var character = template.startIndex
                while character < target { character = template.index(after: character) }
                return character == target && template[character] == Character(Unicode.Scalar(brace))
            }
            while index < count {
                // Text other than braces is copied as it is: skip it before the checks below.
                let byte = bytes[index]
                if byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}") {
                    index += 1
                    continue
                }
                if index + 1 < count, isCharacter(UInt8(ascii: "}"), at: index),
                    isCharacter(UInt8(ascii: "}"), at: index + 1)
                {
                    flush(to: index)
                    body(UnsafeBufferPointer(rebasing: bytes[index..<index + 1]))
                    index += 2
                    runStart = index
                    continue
                }
                guard isCharacter(UInt8(ascii: "{"), at: index) else {
                    index += 1
                    continue
                }
                flush(to: index)
                let next = index + 1
                if next < count && isCharacter(UInt8(ascii: "{"), at: next) {
                    body(UnsafeBufferPointer(rebasing: bytes[next..<next + 1]))
                    index = next + 1
                    runStart = index
                    continue
                }
                var close = next
                while close < count && !isCharacter(UInt8(ascii: "}"), at: close) { close += 1 }
                guard close < count else {
                    runStart = index
                    break
                }
                let name = UnsafeBufferPointer(rebasing: bytes[next..<close])
                if let number = localized.count, Self.isCount(name) {
                    UserText.withUTF8(localizer.formatted(number), body)
                } else if let position = Self.integer(name), position >= 0, position < localized.arguments.count {
                    switch localized.arguments[position] {
                    case .string(let string): UserText.withUTF8(string, body)
                    case .integer(let number): UserText.withUTF8(localizer.formatted(number), body)
                    case .text(let text): text.resolve(using: localizer, into: body)
                    }
                } else {
                    body(UnsafeBufferPointer(rebasing: bytes[index...close]))
                }
                index = close + 1
                runStart = index
            }
            flush(to: count)
        }
    }

    /// Whether a placeholder's name is `count`, compared byte by byte.
    /// - Parameter name: The UTF-8 between the braces.
    /// - Returns: Whether the name is `count`.
    @inline(__always)
    private static func isCount(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 5 && name[0] == UInt8(ascii: "c") && name[1] == UInt8(ascii: "o")
            && name[2] == UInt8(ascii: "u") && name[3] == UInt8(ascii: "n") && name[4] == UInt8(ascii: "t")
    }

    /// Parses a placeholder's name as `Int(_:)` does: an optional sign and one or more ASCII digits.
    private static func integer(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if let first = name.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        guard index < name.count else { return nil }
        var value = 0
        while index < name.count {
            let digit = name[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (multiplied, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (added, overflowAdding) =
                negative
                ? multiplied.subtractingReportingOverflow(Int(digit)) : multiplied.addingReportingOverflow(Int(digit))
            guard !overflowAdding else { return nil }
            value = added
            index += 1
        }
        return value
    }
}
