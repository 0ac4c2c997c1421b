/// The operands CLDR's plural rules read from a number (Unicode TR 35, "Plural Operand Meanings").
///
/// A rule such as English's `one: i = 1 and v = 0` reads the number's integer digits and its
/// visible fraction digits, so `1` is `one` but `1.0` is not:
///
/// | Count | n | i | v | w | f | t |
/// |---|---|---|---|---|---|---|
/// | `1` | 1 | 1 | 0 | 0 | 0 | 0 |
/// | `1.0` | 1 | 1 | 1 | 0 | 0 | 0 |
/// | `1.50` | 1.5 | 1 | 2 | 1 | 50 | 5 |
/// | `-0.05` | 0.05 | 0 | 2 | 2 | 5 | 5 |
///
/// `n`, the absolute value, is `i` plus `f` over 10^`v`; the rules compare it only with whole
/// numbers, which it equals exactly when ``f`` is 0, so it is not stored (``isWhole``). The
/// compact-exponent operands `c` and `e` are 0 for every count: counts here are never written in
/// compact notation ("1.2M"), so rules that read `e` take their `e = 0` branch.
public struct PluralOperands: Sendable, Hashable {
    /// `i`: the integer digits of the absolute value (1 for `1.50`).
    public let i: UInt64

    /// `v`: the number of visible fraction digits, trailing zeros included (2 for `1.50`).
    public let v: Int

    /// `w`: the number of visible fraction digits without trailing zeros (1 for `1.50`).
    public let w: Int

    /// `f`: the visible fraction digits as a whole number, trailing zeros included (50 for `1.50`).
    public let f: UInt64

    /// `t`: the visible fraction digits as a whole number, without trailing zeros (5 for `1.50`).
    public let t: UInt64

    /// The operands of a count.
    /// - Parameter count: The count.
    public init(_ count: UserText.Count) {
        let magnitude = UInt64(count.significand.magnitude)
        var power: UInt64 = 1
        for _ in 0..<count.scale { power *= 10 }
        self.i = magnitude / power
        self.v = count.scale
        self.f = magnitude % power
        var t = self.f
        var w = self.v
        while w > 0 && t % 10 == 0 {
            t /= 10
            w -= 1
        }
        self.t = t
        self.w = w
    }

    /// The operands of a whole number.
    /// - Parameter number: The number.
    public init(_ number: Int) {
        self.i = UInt64(number.magnitude)
        self.v = 0
        self.w = 0
        self.f = 0
        self.t = 0
    }

    /// Whether `n` is a whole number (`1` and `1.0`, not `1.5`), so that a rule's comparison of `n`
    /// with whole numbers reads ``i``.
    public var isWhole: Bool { self.f == 0 }
}
