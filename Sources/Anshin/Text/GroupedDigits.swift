/// A whole number written with ``NumberSymbols/standard``: its digits grouped by three with a comma,
/// after a `-` when it is negative, such as `-1,234,567` (the fast path of ``NumberSymbols``).
enum GroupedDigits {
    /// The number written with grouped digits.
    /// - Parameter number: The number.
    /// - Returns: The string, such as `1,000`.
    static func string(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let count = digits.utf8.count
        // Most counts have fewer than four digits: nothing to group.
        if count <= 3 { return number < 0 ? "-" + digits : digits }
        var grouped = number < 0 ? "-" : ""
        grouped.reserveCapacity(count + count / 3 + 1)
        for (position, digit) in digits.enumerated() {
            if position > 0 && (count - position) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
