/// How a language writes numbers: its decimal and grouping separators, its minus sign and when it
/// starts grouping, as CLDR's number symbols for the language's default (Latin) digits.
///
/// Symbols are data of a ``Catalog`` (``Catalog/numberSymbols``), so a language adds its way of
/// writing numbers with its strings, not with code. A ``Localizer`` writes every count and number
/// argument with its ``Localizer/numberSymbols``: English writes `1,234.5`, German `1.234,5`.
///
/// ```swift
/// let german = NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
/// german.formatted(1234567)                                         // "1.234.567"
/// german.formatted(try UserText.Count(significand: 25, scale: 1))   // "2,5"
/// ```
///
/// Digits are grouped by three (CLDR's primary grouping, which every language the package ships
/// uses; languages with a secondary grouping, such as Hindi's `12,34,567`, are not covered).
public struct NumberSymbols: Sendable, Hashable {
    /// The separator between the integer digits and the fraction digits: `.` in English, `,` in German.
    public var decimalSeparator: String

    /// The separator between groups of three integer digits: `,` in English, `.` in German, a
    /// narrow no-break space (U+202F) in French.
    public var groupingSeparator: String

    /// How many digits the first group needs before a number is grouped at all (CLDR's
    /// `minimumGroupingDigits`): 1 groups `1,234`; 2 writes `1234` but `12 345` (Spanish, Polish).
    /// Always from 1 to 4 (``groupingDigitsRange``): a value outside is kept as the nearest end, so
    /// the symbols are the same after JSON.
    public var minimumGroupingDigits: Int {
        didSet { self.minimumGroupingDigits = self.minimumGroupingDigits.clamped(to: Self.groupingDigitsRange) }
    }

    /// The values ``minimumGroupingDigits`` takes: 1 to 4, as CLDR's data and the wire format have them.
    public static var groupingDigitsRange: ClosedRange<Int> { 1...4 }

    /// The sign before a negative number: `-` in most languages, U+2212 `−` in some.
    public var minusSign: String

    /// Creates number symbols.
    /// - Parameters:
    ///   - decimalSeparator: The separator before the fraction digits.
    ///   - groupingSeparator: The separator between groups of three integer digits.
    ///   - minimumGroupingDigits: How many digits the first group needs before a number is grouped,
    ///     from 1 to 4; a value outside is kept as the nearest end.
    ///   - minusSign: The sign before a negative number.
    public init(
        decimalSeparator: String,
        groupingSeparator: String,
        minimumGroupingDigits: Int = 1,
        minusSign: String = "-"
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minimumGroupingDigits = minimumGroupingDigits.clamped(to: Self.groupingDigitsRange)
        self.minusSign = minusSign
    }

    /// CLDR's root symbols, which English and Japanese use: `1,234.5`, `-1`.
    public static var standard: Self {
        Self(decimalSeparator: ".", groupingSeparator: ",")
    }

    /// Writes a whole number with these symbols, such as `-1,234,567`.
    /// - Parameter number: The number.
    /// - Returns: The written number.
    public func formatted(_ number: Int) -> String {
        if self.isStandard { return GroupedDigits.string(number) }
        return self.formatted(UserText.Count(number))
    }

    /// Writes a count with these symbols, keeping its fraction digits: `2.50` in English, `2,50` in
    /// German.
    /// - Parameter count: The count.
    /// - Returns: The written count.
    public func formatted(_ count: UserText.Count) -> String {
        if count.scale == 0 && self.isStandard { return GroupedDigits.string(count.significand) }
        let (integerDigits, fractionDigits) = DecimalSpelling.digits(of: count)
        var result = count.significand < 0 ? self.minusSign : ""
        let digitCount = integerDigits.utf8.count
        // Grouped when the digits before the last group reach the minimum: 1234 has one such digit.
        if digitCount - 3 >= self.minimumGroupingDigits {
            for (position, digit) in integerDigits.enumerated() {
                if position > 0 && (digitCount - position) % 3 == 0 { result += self.groupingSeparator }
                result.append(digit)
            }
        } else {
            result += integerDigits
        }
        if !fractionDigits.isEmpty {
            result += self.decimalSeparator
            result += fractionDigits
        }
        return result
    }

    /// Whether these are the standard symbols, which ``GroupedDigits`` writes without building a count.
    private var isStandard: Bool {
        self.groupingSeparator == "," && self.minusSign == "-" && self.minimumGroupingDigits <= 1
    }
}

extension NumberSymbols: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case decimalSeparator
        case groupingSeparator
        case minimumGroupingDigits
        case minusSign
    }

    /// Decodes symbols from an object with `decimalSeparator` and `groupingSeparator` (required)
    /// and `minimumGroupingDigits` (from 1 to 4; 1 when absent) and `minusSign` (`-` when absent).
    /// The decimal separator must not be empty, nor equal to the grouping separator, so that a number
    /// reads one way. Any other member is an error naming it.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in names.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: names.codingPath + [key],
                    debugDescription:
                        "Unknown member \"\(key.stringValue)\" in number symbols; the members are "
                        + CodingKeys.allCases.map { "\"\($0.stringValue)\"" }.joined(separator: ", ") + "."
                )
            )
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let minimumGroupingDigits = try container.decodeIfPresent(Int.self, forKey: .minimumGroupingDigits) ?? 1
        guard Self.groupingDigitsRange.contains(minimumGroupingDigits) else {
            throw DecodingError.dataCorruptedError(
                forKey: .minimumGroupingDigits,
                in: container,
                debugDescription: "minimumGroupingDigits must be from 1 to 4, not \(minimumGroupingDigits)."
            )
        }
        // A number must read one way: a decimal separator that is missing, or that a grouping
        // separator looks like, would make `1,234` a thousand or one and a bit.
        let decimalSeparator = try container.decode(String.self, forKey: .decimalSeparator)
        guard !decimalSeparator.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .decimalSeparator,
                in: container,
                debugDescription: "decimalSeparator must not be empty."
            )
        }
        let groupingSeparator = try container.decode(String.self, forKey: .groupingSeparator)
        guard groupingSeparator != decimalSeparator else {
            throw DecodingError.dataCorruptedError(
                forKey: .groupingSeparator,
                in: container,
                debugDescription:
                    "groupingSeparator must differ from decimalSeparator (both \"\(decimalSeparator)\"): "
                    + "a number must read one way."
            )
        }
        self.init(
            decimalSeparator: decimalSeparator,
            groupingSeparator: groupingSeparator,
            minimumGroupingDigits: minimumGroupingDigits,
            minusSign: try container.decodeIfPresent(String.self, forKey: .minusSign) ?? "-"
        )
    }
}

extension NumberSymbols: WireRepresentable {
    /// Writes the symbols as an object with all four members.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("decimalSeparator", self.decimalSeparator)
        writer.member("groupingSeparator", self.groupingSeparator)
        writer.member("minimumGroupingDigits", self.minimumGroupingDigits)
        writer.member("minusSign", self.minusSign)
        writer.endObject()
    }
}

extension Int {
    /// The number, or the nearest end of a range when it lies outside.
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
