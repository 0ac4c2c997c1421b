/// A whole number written as ``Localizer/formatted(_:)`` writes it by default: its digits grouped by
/// three with a comma, after a `-` when it is negative, such as `-1,234,567`.
enum GroupedDigits {
    /// The number written with grouped digits.
    /// - Parameter number: The number.
    /// - Returns: The string, such as `1,000`.
    static func string(_ number: Int) -> String {
        // Digits are collected from the last; the longest number, `-9,223,372,036,854,775,808`, has
        // 26 bytes, so the string stays within one small allocation at most.
        var reversed: [UInt8] = []
        reversed.reserveCapacity(26)
        var magnitude = number.magnitude
        var written = 0
        repeat {
            if written > 0 && written % 3 == 0 { reversed.append(UInt8(ascii: ",")) }
            let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
            reversed.append(UInt8(ascii: "0") + UInt8(digit))
            magnitude = quotient
            written += 1
        } while magnitude != 0
        if number < 0 { reversed.append(UInt8(ascii: "-")) }
        return String(decoding: reversed.reversed(), as: UTF8.self)
    }
}
