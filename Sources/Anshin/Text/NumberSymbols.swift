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
    ///
    /// Symbols that would make a number read two ways — an empty decimal separator or minus sign, a
    /// grouping separator equal to the decimal separator or the minus sign, a decimal separator equal
    /// to the minus sign, a digit in any symbol — are kept as given
    /// here, but a catalog file that holds them is refused (``init(from:)``): check symbols built
    /// from data before saving them with a catalog.
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
    ///
    /// The decimal separator is `.`, the grouping separator `,`, the minimum grouping digits 1 (so
    /// `1,234` is grouped) and the minus sign the hyphen-minus `-` (U+002D).
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
    /// Symbols that would make a number read two ways are an error naming the member: an empty
    /// decimal separator or minus sign, a grouping separator equal to the decimal separator or the
    /// minus sign (`-1-234`), a decimal separator equal to the minus sign (`-1-5`), a digit in any
    /// symbol. Any other member is an error naming it.
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
        let symbols = Self(
            decimalSeparator: try container.decode(String.self, forKey: .decimalSeparator),
            groupingSeparator: try container.decode(String.self, forKey: .groupingSeparator),
            minimumGroupingDigits: minimumGroupingDigits,
            minusSign: try container.decodeIfPresent(String.self, forKey: .minusSign) ?? "-"
        )
        if let (member, problem) = symbols.ambiguity {
            throw DecodingError.dataCorruptedError(forKey: member, in: container, debugDescription: problem)
        }
        self = symbols
    }

    /// What makes numbers written with these symbols read two ways, and the member at fault, or
    /// `nil` when every number reads one way: `1,234` must not be a thousand and one and a bit, `-7`
    /// must not be `7`, `-1-234` must not be a subtraction, and `2.5` must not be `215`.
    private var ambiguity: (member: CodingKeys, problem: String)? {
        func hasDigit(_ symbol: String) -> Bool {
            symbol.unicodeScalars.contains { $0.properties.numericType != nil }
        }
        if self.decimalSeparator.isEmpty { return (.decimalSeparator, "decimalSeparator must not be empty.") }
        if self.minusSign.isEmpty { return (.minusSign, "minusSign must not be empty.") }
        if self.groupingSeparator == self.decimalSeparator {
            return (
                .groupingSeparator,
                "groupingSeparator must differ from decimalSeparator (both \"\(self.decimalSeparator)\"): "
                    + "a number must read one way."
            )
        }
        // The minus sign comes only first and a separator never does, but -1-234 and -1-5 read as
        // subtractions, or ranges.
        if self.groupingSeparator == self.minusSign {
            return (
                .groupingSeparator,
                "groupingSeparator must differ from minusSign (both \"\(self.minusSign)\"): a number must read "
                    + "one way, and \(self.minusSign)1\(self.groupingSeparator)234 reads as a subtraction."
            )
        }
        if self.decimalSeparator == self.minusSign {
            return (
                .minusSign,
                "minusSign must differ from decimalSeparator (both \"\(self.minusSign)\"): a number must read "
                    + "one way, and \(self.minusSign)1\(self.decimalSeparator)5 reads as a subtraction."
            )
        }
        for (member, symbol) in [
            (CodingKeys.decimalSeparator, self.decimalSeparator), (.groupingSeparator, self.groupingSeparator),
            (.minusSign, self.minusSign),
        ] where hasDigit(symbol) {
            return (member, "\(member.stringValue) must not contain a digit: a number must read one way.")
        }
        return nil
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
