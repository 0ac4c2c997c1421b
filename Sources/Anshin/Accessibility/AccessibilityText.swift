/// How the audit reads text: whether it is a number, starts with one, or is a unit's short form, in
/// any digit set.
enum AccessibilityText {
    /// The scalars that group digits or mark a decimal point between them: `1,000`, `2.5`, `2,5`,
    /// `1 000` (with a no-break or narrow no-break space), `1'000`, and the Arabic separators.
    private static let separators: Set<Unicode.Scalar> = [
        ",", ".", "'", "\u{2019}", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{202F}", " ",
    ]

    /// The signs a number may start with: plus, hyphen-minus and minus.
    private static let signs: Set<Unicode.Scalar> = ["+", "-", "\u{2212}"]

    /// The symbol names of a forward chevron, the disclosure indicator of a row: the package's own, SF
    /// Symbols', Material's and the common web sets'.
    static let disclosureSymbols: Set<String> = [
        Icon.Symbol.chevronForward.rawValue, "chevron.right", "chevron.forward", "chevron-right", "chevron_right",
        "navigate_next", "keyboard_arrow_right", "arrow_forward_ios",
    ]

    /// Whether a scalar is a decimal digit of any digit set (`0`, `٠`, `०`, `０`, …).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// The text without white space at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Whether the text, trimmed, is one number: an optional sign, then digits of any digit set with
    /// single separators between them ("10", "-2.5", "1,000", "١٠", "１０").
    static func isNumber(_ text: String) -> Bool {
        var scalars = Substring(Self.trimmed(text)).unicodeScalars[...]
        if let first = scalars.first, Self.signs.contains(first) { scalars = scalars.dropFirst() }
        var hasDigit = false
        var afterSeparator = true
        for scalar in scalars {
            if Self.isDigit(scalar) {
                hasDigit = true
                afterSeparator = false
            } else if Self.separators.contains(scalar), !afterSeparator {
                afterSeparator = true
            } else {
                return false
            }
        }
        return hasDigit && !afterSeparator
    }

    /// Whether the text, trimmed, starts with a number: a digit of any digit set, after an optional
    /// sign and currency symbol ("100 items", "¥1,200", "-3 °C").
    static func startsWithNumber(_ text: String) -> Bool {
        var scalars = Substring(Self.trimmed(text)).unicodeScalars[...]
        if let first = scalars.first, Self.signs.contains(first) { scalars = scalars.dropFirst() }
        if let first = scalars.first, first.properties.generalCategory == .currencySymbol {
            scalars = scalars.dropFirst()
        }
        return scalars.first.map(Self.isDigit) ?? false
    }

    /// The short forms of every ``QuantityUnit`` in a localizer's language, lower-cased: each unit's
    /// short text for counts of every plural category, without its digits and trimmed ("min", "item",
    /// "items"; "分", "件").
    static func unitForms(localizer: some Localizer) -> Set<String> {
        var forms: Set<String> = []
        for unit in QuantityUnit.allCases {
            for count in [0, 1, 2, 3, 5, 11, 21, 100] {
                let text = unit.shortText(count).resolved(using: localizer)
                var withoutDigits = String.UnicodeScalarView()
                withoutDigits.append(contentsOf: text.unicodeScalars.filter { !Self.isDigit($0) })
                let form = Self.trimmed(String(withoutDigits)).lowercased()
                if !form.isEmpty { forms.insert(form) }
            }
        }
        return forms
    }
}
