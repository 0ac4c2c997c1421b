/// A whole number written as ``Localizer/formatted(_:)`` writes it by default: its digits grouped by
/// three with a comma, after a `-` when it is negative, such as `-1,234,567`.
///
/// The digits are written from the last into a buffer on the stack, so handing a number to a front
/// end builds no string.
enum GroupedDigits {
    /// The most bytes a number takes: `-9,223,372,036,854,775,808`, 19 digits, 6 commas and a sign.
    static let maximumCount = 26

    /// Hands a number's UTF-8, written with grouped digits, to `body`.
    /// - Parameters:
    ///   - number: The number.
    ///   - body: Receives the UTF-8; it is valid only during the call.
    /// - Returns: What `body` returns.
    @inline(__always)
    static func withUTF8<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // A tuple of 32 bytes: room for the longest number, on the stack.
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = Self.write(number, endingAt: bytes.count, in: bytes)
            return body(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// The number written with grouped digits, as a string.
    /// - Parameter number: The number.
    /// - Returns: The string, such as `1,000`.
    static func string(_ number: Int) -> String {
        Self.withUTF8(number) { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes a number's bytes so that they end at `end`.
    /// - Parameters:
    ///   - number: The number.
    ///   - end: Where the last byte goes, exclusive; at least ``maximumCount`` bytes from the start.
    ///   - bytes: The buffer.
    /// - Returns: Where the first byte went.
    private static func write(_ number: Int, endingAt end: Int, in bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var magnitude = number.magnitude
        var position = end
        var written = 0
        repeat {
            if written > 0 && written % 3 == 0 {
                position -= 1
                bytes[position] = UInt8(ascii: ",")
            }
            let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
            position -= 1
            bytes[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
            magnitude = quotient
            written += 1
        } while magnitude != 0
        if number < 0 {
            position -= 1
            bytes[position] = UInt8(ascii: "-")
        }
        return position
    }
}
