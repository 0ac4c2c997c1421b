/// The shortest decimal that reads back as a given `Double`, found without `Double.description` for
/// the numbers the wire format mostly holds: fractions, rates and amounts with a few digits.
///
/// JSON numbers are written as `Double.description` writes them (the shortest digits that read back
/// as the same double, and of those the closest), without the `.0` of an integral value, as
/// Foundation's `JSONEncoder` writes them. `description` finds those digits for any double and makes a
/// `String` of them. For a double whose magnitude is from
/// `0.0001` (where `description` stops using an exponent) up to 2⁵⁰, this finds the same digits by
/// scaling: for k = 0, 1, 2, … it rounds `|value| × 10ᵏ` to an integer n and stops at the first k
/// where `n / 10ᵏ`, computed in `Double`, is `value` again.
///
/// Why this gives `description`'s digits, for every double in that range:
/// - n and 10ᵏ are exact doubles (n < 2⁵⁰, 10ᵏ ≤ 10²²), so `n / 10ᵏ` is the exact decimal n·10⁻ᵏ
///   correctly rounded: the double that reading the decimal gives. So the test passes exactly when
///   n·10⁻ᵏ reads back as `value`.
/// - Every decimal that reads back as `value` lies within half a unit in the last place (u) of it,
///   and u ≤ |value|·2⁻⁵². While |value|·10ᵏ < 2⁵⁰, the decimals of k fractional digits that read
///   back are integers within 10ᵏ·u/2 ≤ ⅛ of |value|·10ᵏ, and the rounded product is within ¹⁄₁₆
///   of it: so there is at most one such decimal, and if there is one, the rounded product is it.
/// - So the first k that passes is the fewest fractional digits that can read back, and its decimal
///   is the only one with that many. Fewer fractional digits means fewer significant digits (the
///   interval is too narrow for two decimals of different leading digits, unless it holds a power of
///   ten, which is then found first), so this is the shortest decimal, and, being the only one of
///   its length, the one `description` chooses.
///
/// A double outside the range, or one whose shortest form has more digits than 2⁵⁰ holds (all of
/// 15 digits and some of 16; `0.1 + 0.2` is `0.30000000000000004`), is left to `description`. The test suite compares the two on every boundary and on hundreds of thousands of
/// doubles of every kind.
enum ShortestDecimal {
    /// The smallest magnitude written without an exponent, as `Double.description` writes it.
    static let smallestPlain = 0.0001

    /// The bound below which scaled magnitudes keep the reasoning above exact.
    static let scaledBound = 0x1p50

    /// Appends `value`'s shortest round-trip form, as `Double.description` writes it but without the
    /// `.0` of an integral value (`0.05`, `-1.5`, `1200`); or returns `false`, appending nothing,
    /// when the value is outside the range this finds the form for.
    /// - Parameters:
    ///   - value: A finite double.
    ///   - bytes: The buffer to append to.
    /// - Returns: Whether the form was appended.
    static func append(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= Self.smallestPlain, magnitude < Self.scaledBound else { return false }
        var scale = 1.0
        var fractionDigits = 0
        while true {
            let scaled = magnitude * scale
            guard scaled < Self.scaledBound else { return false }
            // Rounds to the nearest integer, ties to even: below 2⁵², adding 2⁵² leaves no bits for a
            // fraction. (Plain arithmetic: `rounded(_:)` would call the C library's `rint`, which
            // this module does not link.)
            let rounded = (scaled + 0x1p52) - 0x1p52
            if rounded / scale == magnitude {
                Self.appendDigits(of: UInt64(rounded), fractionDigits: fractionDigits, negative: value < 0, to: &bytes)
                return true
            }
            scale *= 10
            fractionDigits += 1
        }
    }

    /// Appends `digits · 10^-fractionDigits` written out: an integer, or an integer part (at least
    /// `0`), a point and exactly `fractionDigits` digits.
    static func appendDigits(of digits: UInt64, fractionDigits: Int, negative: Bool, to bytes: inout [UInt8]) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        // Written last digit first, then turned around.
        let start = bytes.count
        var remaining = digits
        for _ in 0..<fractionDigits {
            let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") + UInt8(digit))
            remaining = quotient
        }
        if fractionDigits > 0 { bytes.append(UInt8(ascii: ".")) }
        repeat {
            let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
            bytes.append(UInt8(ascii: "0") + UInt8(digit))
            remaining = quotient
        } while remaining != 0
        JSONOutput.reverse(from: start, in: &bytes)
    }
}
