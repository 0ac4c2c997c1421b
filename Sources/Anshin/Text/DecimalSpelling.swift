/// Reads and writes the plain decimal spelling of a ``UserText/Count``: an optional `-`, ASCII
/// digits, and optionally a full stop and fraction digits (`-12`, `2.50`), with no grouping, no
/// exponent and no leading zeros (other than the one before a full stop).
enum DecimalSpelling {
    /// The count a plain spelling writes, or `nil` when the text is not one or is out of range.
    /// - Parameter text: The spelling, such as `2.50`.
    /// - Returns: The count, keeping the written fraction digits.
    static func count(_ text: String) -> UserText.Count? {
        var bytes = Substring(text).utf8[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix { Self.isDigit($0) }
        guard !integerDigits.isEmpty else { return nil }
        // No leading zeros: `0`, `0.5` and `10` are spellings, `007` is not.
        if integerDigits.count > 1 && integerDigits.first == UInt8(ascii: "0") { return nil }
        var rest = bytes.dropFirst(integerDigits.count)
        var fractionDigits = rest.prefix(0)
        if let dot = rest.first {
            guard dot == UInt8(ascii: ".") else { return nil }
            rest = rest.dropFirst()
            fractionDigits = rest.prefix { Self.isDigit($0) }
            guard !fractionDigits.isEmpty, fractionDigits.count == rest.count else { return nil }
        }
        let scale = fractionDigits.count
        guard scale <= UserText.Count.maximumScale else { return nil }
        var magnitude: UInt64 = 0
        for digit in [integerDigits, fractionDigits].joined() {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        return Self.count(magnitude: magnitude, isNegative: isNegative, scale: scale)
    }

    /// The count of a magnitude and sign, or `nil` when it is out of a count's range.
    private static func count(magnitude: UInt64, isNegative: Bool, scale: Int) -> UserText.Count? {
        if scale > 0 && magnitude > UserText.Count.maximumDecimalSignificand { return nil }
        if isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            let significand = magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
            return UserText.Count(unchecked: significand, scale: scale)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return UserText.Count(unchecked: Int(magnitude), scale: scale)
    }

    /// The count of a number written as Swift writes a `Double` (`2.675`, `1e-05`, `-1.5e+20`),
    /// rounded half away from zero to a number of fraction digits.
    /// - Parameters:
    ///   - text: The number's spelling.
    ///   - scale: The number of fraction digits to keep.
    /// - Returns: The count, or `nil` when the text is not such a number or the count is out of range.
    static func rounded(_ text: String, scale: Int) -> UserText.Count? {
        // The mantissa and the exponent: `-1.5e+20` is `-1.5` and `+20`.
        let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        var exponent = 0
        if parts.count == 2 {
            guard let power = Int(parts[1]) else { return nil }
            exponent = power
        }
        var mantissa = parts[0].utf8[...]
        let isNegative = mantissa.first == UInt8(ascii: "-")
        if isNegative { mantissa = mantissa.dropFirst() }
        // The mantissa's digits, without leading zeros, and the power of ten that scales them:
        // value = digits × 10^exponent.
        var digits: [UInt8] = []
        var seenDot = false
        for byte in mantissa {
            if byte == UInt8(ascii: ".") {
                guard !seenDot else { return nil }
                seenDot = true
                continue
            }
            guard Self.isDigit(byte) else { return nil }
            if seenDot { exponent -= 1 }
            if digits.isEmpty && byte == UInt8(ascii: "0") { continue }
            digits.append(byte - UInt8(ascii: "0"))
        }
        guard mantissa.contains(where: Self.isDigit) else { return nil }
        // Shift so that the digits are the count's significand, with `scale` fraction digits.
        let shift = exponent + scale
        var magnitude: UInt64 = 0
        func append(_ digit: UInt8) -> Bool {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            magnitude = sum
            return !overflow && !carry
        }
        if shift >= 0 {
            // Any digit but zero times 10^20 is past 64 bits.
            guard digits.isEmpty || shift < 20 else { return nil }
            for digit in digits + Array(repeating: 0, count: digits.isEmpty ? 0 : shift) {
                guard append(digit) else { return nil }
            }
        } else {
            let kept = digits.count + shift
            for digit in digits.prefix(max(0, kept)) {
                guard append(digit) else { return nil }
            }
            // Half away from zero: the first dropped digit decides.
            if kept >= 0 && kept < digits.count && digits[kept] >= 5 {
                let (next, overflow) = magnitude.addingReportingOverflow(1)
                guard !overflow else { return nil }
                magnitude = next
            }
        }
        return Self.count(magnitude: magnitude, isNegative: isNegative && magnitude != 0, scale: scale)
    }

    /// The plain spelling of a count: `-12`, `2.50`, `0.05`.
    /// - Parameter count: The count.
    /// - Returns: Its spelling.
    static func string(_ count: UserText.Count) -> String {
        let (integerDigits, fractionDigits) = Self.digits(of: count)
        var result = count.significand < 0 ? "-" : ""
        result += integerDigits
        if !fractionDigits.isEmpty {
            result += "."
            result += fractionDigits
        }
        return result
    }

    /// The ASCII digits of a count's magnitude before and after its decimal point: `("2", "50")`
    /// for `2.50`, `("0", "05")` for `-0.05`, `("1234", "")` for `1234`.
    /// - Parameter count: The count.
    /// - Returns: The integer digits (at least one) and the fraction digits (``UserText/Count/scale`` of them).
    static func digits(of count: UserText.Count) -> (integer: String, fraction: String) {
        let all = String(count.significand.magnitude)
        guard count.scale > 0 else { return (all, "") }
        let padded = String(repeating: "0", count: max(0, count.scale + 1 - all.utf8.count)) + all
        let split = padded.utf8.index(padded.utf8.endIndex, offsetBy: -count.scale)
        return (String(padded[..<split]), String(padded[split...]))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
