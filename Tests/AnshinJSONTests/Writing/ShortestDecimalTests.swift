import Testing

@testable import AnshinJSON

/// Doubles are written in JSON as `Double.description` writes them, without the `.0` of an integral
/// value; ``ShortestDecimal`` finds that form for most doubles without making the description, so it
/// is held to the description itself.
@Suite("Shortest round-trip decimals")
struct ShortestDecimalTests {
    /// `description` without the `.0` of an integral value: the form JSON holds.
    static func reference(_ value: Double) -> String {
        let description = value.description
        return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    /// What ``ShortestDecimal`` writes, or `nil` when it leaves the value to `description`.
    static func written(_ value: Double) -> String? {
        var bytes: [UInt8] = []
        guard ShortestDecimal.append(value, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What every JSON writer writes: the fast form where there is one, the description otherwise.
    static func finiteForm(_ value: Double) -> String {
        var bytes: [UInt8] = []
        JSONOutput.appendFinite(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "Common values are written as the description writes them",
        arguments: [
            (0.05, "0.05"), (0.994, "0.994"), (0.1234, "0.1234"), (0.1, "0.1"), (0.2, "0.2"), (0.3, "0.3"),
            (1.0 / 8.0, "0.125"), (0.333_333_333_333_333, "0.333333333333333"), (1.5, "1.5"), (-1.5, "-1.5"), (1, "1"),
            (-1, "-1"), (1_200, "1200"), (0.0001, "0.0001"),
            (-0.0001, "-0.0001"), (0.001, "0.001"), (12_345_678_901_234.5, "12345678901234.5"),
            (99.99, "99.99"), (1e14, "100000000000000"), (0.000123, "0.000123"),
        ] as [(Double, String)]
    )
    func commonValues(_ value: Double, _ expected: String) {
        #expect(Self.written(value) == expected)
        #expect(Self.finiteForm(value) == expected)
        #expect(Self.reference(value) == expected)
    }

    @Test(
        "Values outside the range, or of more digits than it holds, are left to the description",
        arguments: [
            (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3.0, "0.3333333333333333"), (2.0 / 3.0, "0.6666666666666666"),
            (123_456_789_012_345.6, "123456789012345.6"), (0x1p50.nextDown, "1125899906842623.9"),
            (0, "0"), (-0.0, "-0"), (0.00001, "1e-05"), (0.0001.nextDown, "9.999999999999999e-05"),
            (.leastNonzeroMagnitude, "5e-324"), (1e16, "1e+16"), (0x1p50, "1125899906842624"),
            (0x1p53, "9007199254740992"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        ] as [(Double, String)]
    )
    func outsideTheRange(_ value: Double, _ expected: String) {
        #expect(Self.written(value) == nil)
        #expect(Self.finiteForm(value) == expected)
    }

    @Test("Both edges of the range, and the doubles next to them, agree with the description")
    func edges() {
        var values: [Double] = []
        for edge in [0.0001, 0x1p50, 1, 10, 0.1, 0.5, 1e15, 0x1p49] {
            var below = edge
            var above = edge
            for _ in 0..<64 {
                values += [below, above, -below, -above]
                below = below.nextDown
                above = above.nextUp
            }
        }
        let mismatches = values.filter { Self.finiteForm($0) != Self.reference($0) }
        #expect(mismatches.isEmpty, "wrong form for \(mismatches.prefix(4).map(\.description))")
        #expect(Self.written(1e15 + 1) == "1000000000000001")
        #expect(Self.written(99_999_999_999_999.9) == "99999999999999.9")
        #expect(Self.written(0x1p50) == nil)
    }

    /// Three kinds of doubles from a fixed sequence: decimals of 1 to 17 significant digits at every
    /// scale of the range (the values a model holds, and values just short of needing an exponent);
    /// arbitrary bit patterns anywhere, most of them outside the range; and sums and quotients of
    /// short decimals, whose shortest forms are long.
    @Test("Hundreds of thousands of doubles of every kind agree with the description")
    func randomDoubles() {
        // A fixed xorshift sequence: the same doubles on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var checked = 0
        var fast = 0
        var mismatches: [Double] = []
        func check(_ value: Double) {
            guard value.isFinite else { return }
            checked += 1
            if Self.written(value) != nil { fast += 1 }
            if Self.finiteForm(value) != Self.reference(value), mismatches.count < 4 { mismatches.append(value) }
        }
        for _ in 0..<100_000 {
            let digits = Int(next() % 17) + 1
            var significand: UInt64 = 1
            for _ in 0..<digits { significand *= 10 }
            let mantissa = Double(next() % significand)
            let scale = Int(next() % 24) - 6
            var power = 1.0
            for _ in 0..<abs(scale) { power *= 10 }
            check(scale < 0 ? mantissa * power : mantissa / power)
        }
        for _ in 0..<100_000 {
            check(Double(bitPattern: next()))
        }
        for _ in 0..<50_000 {
            let a = Double(next() % 10_000) / 1_000
            let b = Double(next() % 10_000 + 1) / 100
            check(a + b)
            check(a / b)
        }
        #expect(mismatches.isEmpty, "wrong form for \(mismatches.map(\.description))")
        // A third of these doubles (decimals of up to 15 digits, and short sums) take the fast form,
        // so the comparison exercises both.
        #expect(checked > 290_000)
        #expect(fast > 100_000)
    }
}
