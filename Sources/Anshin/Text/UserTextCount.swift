extension UserText {
    /// The number a counted text is about: a whole number, or a decimal that keeps the fraction
    /// digits it is written with.
    ///
    /// A count selects the plural form and fills `{count}`. Its fraction digits are part of its
    /// value, because languages choose their form by them: English says "1 minute" but "1.0 minutes",
    /// and CLDR's rules read the visible fraction digits (see ``PluralOperands``). A count is
    /// therefore a `significand` and a `scale` (the number of fraction digits) — `2.50` is
    /// significand 250 with scale 2 — and never a `Double`, which cannot tell `1` from `1.0`.
    ///
    /// ```swift
    /// let whole: UserText.Count = 3                                 // 3
    /// let distance = try UserText.Count(significand: 25, scale: 1)  // 2.5
    /// let written = try UserText.Count("1.0")                       // 1.0, scale 1
    /// let measured = try UserText.Count(2.4999, fractionDigits: 1)  // 2.5
    /// ```
    ///
    /// Two counts are equal when both their significands and their scales are: `1` and `1.0` are
    /// different counts, as they read differently. There is no float literal: a literal such as
    /// `1.0` reaches a type as a `Double`, which has already lost its written digits.
    public struct Count: Sendable, Hashable {
        /// The digits of the count as a whole number, with its sign: 250 for `2.50`, -5 for `-0.5`.
        public let significand: Int

        /// The number of fraction digits, from 0 (a whole number) to ``maximumScale``.
        public let scale: Int

        /// The most fraction digits a count has.
        public static var maximumScale: Int { 18 }

        /// The most digits a count with fraction digits has (its significand's digits), so that
        /// every such count is exactly representable and written in at most this many digits.
        public static var maximumDecimalDigits: Int { 18 }

        /// The largest significand of a count with fraction digits: 18 nines.
        static let maximumDecimalSignificand: UInt64 = 999_999_999_999_999_999

        /// A whole count.
        /// - Parameter value: The number.
        public init(_ value: Int) {
            self.significand = value
            self.scale = 0
        }

        /// A count from its digits and its number of fraction digits, unchecked.
        init(unchecked significand: Int, scale: Int) {
            self.significand = significand
            self.scale = scale
        }

        /// A count from its digits and its number of fraction digits: significand 25 with scale 1
        /// is `2.5`, significand 10 with scale 1 is `1.0`.
        /// - Parameters:
        ///   - significand: The count's digits as a whole number, with its sign.
        ///   - scale: The number of fraction digits, from 0 to ``maximumScale``.
        /// - Throws: ``ValidationError`` when the scale is out of range, or when a count with
        ///   fraction digits has more than ``maximumDecimalDigits`` digits.
        public init(significand: Int, scale: Int) throws(ValidationError) {
            guard (0...Self.maximumScale).contains(scale) else {
                throw ValidationError(
                    parameter: "scale",
                    value: String(scale),
                    requirement: "a count has from 0 to \(Self.maximumScale) fraction digits"
                )
            }
            guard scale == 0 || UInt64(significand.magnitude) <= Self.maximumDecimalSignificand else {
                throw ValidationError(
                    parameter: "significand",
                    value: String(significand),
                    requirement:
                        "a count with fraction digits has at most \(Self.maximumDecimalDigits) digits"
                )
            }
            self.init(unchecked: significand, scale: scale)
        }

        /// A count from its decimal spelling, such as `3`, `-12` or `2.50`: an optional `-`, digits
        /// without leading zeros (`0` and `0.5`, not `007`), and optionally a full stop followed by
        /// fraction digits, which are kept as written. `-0` is zero, written without a minus sign.
        /// - Parameter text: The spelling: ASCII digits, with no grouping and no exponent.
        /// - Throws: ``ValidationError`` naming the text when it is not such a number or is out of
        ///   range.
        public init(_ text: String) throws(ValidationError) {
            guard let count = DecimalSpelling.count(text) else {
                throw ValidationError(
                    parameter: "count",
                    value: "\"" + text + "\"",
                    requirement:
                        "a count is written as digits without leading zeros, with an optional \"-\" and an optional "
                        + "\".\" followed by fraction digits, such as 2.50, in the range of a 64-bit whole number and with at most "
                        + "\(Self.maximumDecimalDigits) digits when it has fraction digits"
                )
            }
            self = count
        }

        /// A count from a measured value, rounded to a number of fraction digits.
        ///
        /// The value is first written with the fewest digits that read back as the same `Double`
        /// (`2.675`, not `2.67499999…`), and that spelling is rounded half away from zero, so
        /// `Count(2.675, fractionDigits: 2)` is `2.68` and `Count(1, fractionDigits: 1)` is `1.0`.
        /// - Parameters:
        ///   - value: The measured value.
        ///   - fractionDigits: The number of fraction digits the count keeps, from 0 to
        ///     ``maximumScale``.
        /// - Throws: ``ValidationError`` when the value is not finite, the number of digits is out of
        ///   range, or the rounded count is too large.
        public init(_ value: Double, fractionDigits: Int) throws(ValidationError) {
            guard (0...Self.maximumScale).contains(fractionDigits) else {
                throw ValidationError(
                    parameter: "fractionDigits",
                    value: String(fractionDigits),
                    requirement: "a count has from 0 to \(Self.maximumScale) fraction digits"
                )
            }
            guard value.isFinite, let count = DecimalSpelling.rounded(value.description, scale: fractionDigits) else {
                throw ValidationError(
                    parameter: "value",
                    value: value.description,
                    requirement:
                        "a count is a finite number in the range of a 64-bit whole number, with at most "
                        + "\(Self.maximumDecimalDigits) digits when it has fraction digits"
                )
            }
            self = count
        }

        /// Whether the count has no fraction digits.
        public var isWhole: Bool { self.scale == 0 }

        /// The count as a whole number, or `nil` when it has fraction digits (`1.0` included).
        public var integerValue: Int? { self.scale == 0 ? self.significand : nil }

        /// The operands CLDR's plural rules read from the count.
        public var pluralOperands: PluralOperands { PluralOperands(self) }
    }
}

extension UserText.Count: ExpressibleByIntegerLiteral {
    /// A whole count from an integer literal.
    /// - Parameter value: The number.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension UserText.Count: CustomStringConvertible {
    /// The count in its plain decimal spelling, without grouping: `3`, `-12`, `2.50`, `0.05`.
    ///
    /// This is the spelling the wire format and ``init(_:)-(String)`` use; a localizer writes
    /// the count for people with its language's symbols (``Localizer/formatted(_:)-(UserText.Count)``).
    public var description: String {
        DecimalSpelling.string(self)
    }
}

extension UserText.Count: WireRepresentable, Decodable {
    /// Decodes a whole count from a JSON number, or a count with fraction digits from a JSON string
    /// such as `"2.50"`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard text.utf8.contains(UInt8(ascii: ".")), let count = DecimalSpelling.count(text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "A count written as a string must be a decimal with fraction digits, such as \"2.50\", "
                            + "with at most \(UserText.Count.maximumDecimalDigits) digits; \"\(text)\" is not."
                    )
                )
            }
            self = count
            return
        }
        do {
            self.init(try container.decode(Int.self))
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(
                UserText.Count.self,
                DecodingError.Context(
                    codingPath: context.codingPath,
                    debugDescription:
                        "A count must be a whole number from -2^63 to 2^63 - 1, or a string with fraction digits "
                        + "such as \"2.50\"."
                )
            )
        }
    }

    /// Writes a whole count as a JSON number and a count with fraction digits as a string that keeps
    /// them, such as `"2.50"`: a JSON number would lose them in most readers.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        if self.scale == 0 {
            writer.integer(self.significand)
        } else {
            writer.string(self.description)
        }
    }
}
