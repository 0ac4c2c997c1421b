/// A weight from an HTTP `Accept` or `Accept-Language` header (`q=0.8`): how much a client wants
/// what a range names, from 0 (not at all) to 1, in thousandths (RFC 9110, section 12.4.2).
///
/// The syntax is strict, as the RFC's grammar is: `0`, `0.` and `0.` with up to three digits, `1`, or
/// `1.` with up to three zeros. Anything else — `q=2`, `q=1.5`, `q=0.1234`, `q=.5`, `q=0x1`,
/// `q=1e999`, `q=-0`, an empty value — is not a weight, and a header parser drops the range that
/// carries it, as it drops any other malformed part.
///
/// ```swift
/// QualityValue("0.8")?.thousandths   // 800
/// QualityValue("1.000")              // QualityValue.one
/// QualityValue("1e999")              // nil
/// ```
public struct QualityValue: Sendable, Hashable, Comparable {
    /// The weight in thousandths, from 0 to 1000.
    public let thousandths: Int

    /// A weight, in thousandths.
    /// - Parameter thousandths: From 0 to 1000; a value outside is clamped.
    public init(thousandths: Int) {
        self.thousandths = min(max(thousandths, 0), 1000)
    }

    /// Parses a weight, strictly (see the type's description).
    /// - Parameter text: The value after `q=`, without surrounding whitespace.
    public init?(_ text: some StringProtocol) {
        guard let parsed = Self.parse(Array(text.utf8)[...]) else { return nil }
        self = parsed
    }

    /// Parses a weight from its UTF-8 bytes, strictly (see the type's description).
    /// - Parameter bytes: The value after `q=`, as a slice of a header's bytes.
    /// - Returns: The weight, or `nil` when the bytes are not one.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> Self? {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next() else { return nil }
        let isOne: Bool
        switch first {
        case UInt8(ascii: "0"): isOne = false
        case UInt8(ascii: "1"): isOne = true
        default: return nil
        }
        guard let dot = iterator.next() else { return isOne ? .one : .zero }
        guard dot == UInt8(ascii: ".") else { return nil }
        var fraction = 0
        var digits = 0
        while let byte = iterator.next() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 3 else { return nil }
            guard !isOne || byte == UInt8(ascii: "0") else { return nil }
            fraction = fraction * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        while digits < 3 {
            fraction *= 10
            digits += 1
        }
        return Self(thousandths: isOne ? 1000 : fraction)
    }

    /// Not wanted: `q=0` excludes what the range names.
    public static var zero: Self { Self(thousandths: 0) }

    /// Fully wanted: the weight of a range without `q`.
    public static var one: Self { Self(thousandths: 1000) }

    /// The weight as a number from 0 to 1.
    public var value: Double { Double(self.thousandths) / 1000 }

    /// The weight as a header writes it: `1`, or `0.` and three digits (`0.800`).
    public var text: String {
        guard self.thousandths < 1000 else { return "1" }
        let digits = String(self.thousandths)
        return "0." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Whether one weight is lower than another.
    /// - Parameters:
    ///   - lhs: A weight.
    ///   - rhs: Another weight.
    /// - Returns: Whether `lhs` is the lower.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.thousandths < rhs.thousandths
    }
}
