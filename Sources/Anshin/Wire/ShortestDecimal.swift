/// The shortest decimal that reads back as a given `Double`, found without `Double.description` for
/// the numbers the wire format mostly holds: fractions, rates and amounts with a few digits.
///
/// JSON numbers are written as `Double.description` writes them (the shortest digits that read back
/// as the same double, and of those the closest), without the `.0` of an integral value, as
/// Foundation's `JSONEncoder` writes them. `description` finds those digits for any double, which
/// costs about 600 instructions, and makes a `String` of them. For a double whose magnitude is from
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
package enum ShortestDecimal {
    /// The smallest magnitude written without an exponent, as `Double.description` writes it.
    @inlinable static var smallestPlain: Double { 0.0001 }

    /// The bound below which scaled magnitudes keep the reasoning above exact.
    @inlinable static var scaledBound: Double { 0x1p50 }

    /// Calls `body` with the UTF-8 of `value`'s shortest round-trip form, as `Double.description`
    /// writes it but without the `.0` of an integral value (`0.05`, `-1.5`, `1200`); or returns `nil`,
    /// calling nothing, when the value is outside the range this finds the form for.
    /// - Parameters:
    ///   - value: A finite double.
    ///   - body: Receives the form, valid only for the call.
    /// - Returns: What `body` returns, or `nil` when `description` has to find the form.
    @inlinable package static func withForm<Result>(
        of value: Double,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        let magnitude = value.magnitude
        guard magnitude >= Self.smallestPlain, magnitude < Self.scaledBound else { return nil }
        var scale = 1.0
        var fractionDigits = 0
        while true {
            let scaled = magnitude * scale
            guard scaled < Self.scaledBound else { return nil }
            // Rounds to the nearest integer (ties to even) without a library call: below 2⁵², adding
            // 2⁵² leaves no bits for a fraction.
            let rounded = (scaled + 0x1p52) - 0x1p52
            if rounded / scale == magnitude {
                return Self.withDigits(
                    of: UInt64(rounded),
                    fractionDigits: fractionDigits,
                    negative: value < 0,
                    body
                )
            }
            scale *= 10
            fractionDigits &+= 1
        }
    }

    /// Calls `body` with `digits · 10^-fractionDigits` written out: an integer, or an integer part
    /// (at least `0`), a point and exactly `fractionDigits` digits.
    @inlinable static func withDigits<Result>(
        of digits: UInt64,
        fractionDigits: Int,
        negative: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        // At most 16 digits (below 2⁵⁰), at most 20 of them after the point (from 0.0001 up), a
        // leading `0.` and a sign: 23 bytes.
        var room: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &room) { raw in
            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var start = raw.count
            var remaining = digits
            var written = 0
            repeat {
                let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
                start &-= 1
                bytes[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
                remaining = quotient
                written &+= 1
                if written == fractionDigits {
                    start &-= 1
                    bytes[start] = UInt8(ascii: ".")
                }
            } while remaining != 0 || written < fractionDigits
            if written == fractionDigits && fractionDigits > 0 {
                start &-= 1
                bytes[start] = UInt8(ascii: "0")
            }
            if negative {
                start &-= 1
                bytes[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(start: bytes + start, count: raw.count &- start))
        }
    }
}
