/// A whole number written as ``Localizer/formatted(_:)`` writes it by default: its digits grouped by
/// three with a comma, after a `-` when it is negative, such as `-1,234,567`.
///
/// The digits are written from the last into a buffer on the stack, so handing a number to a front
/// end builds no string.
enum GroupedDigits {
    /// Hands a number's UTF-8, written with grouped digits, to `body`.
    /// - Parameters:
    ///   - number: The number.
    ///   - body: Receives the UTF-8; it is valid only during the call.
    /// - Returns: What `body` returns.
    @inline(__always)
    static func withUTF8<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // A tuple of 32 bytes on the stack: room for the longest number, `-9,223,372,036,854,775,808`
        // (19 digits, 6 commas and a sign, 26 bytes).
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = Self.write(number, endingIn: bytes)
            return body(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// The number written with grouped digits, as a string.
    /// - Parameter number: The number.
    /// - Returns: The string, such as `1,000`.
    static func string(_ number: Int) -> String {
        Self.withUTF8(number) { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes a number's bytes so that they end at the end of a buffer of at least 26 bytes.
    /// - Parameters:
    ///   - number: The number.
    ///   - bytes: The buffer.
    /// - Returns: Where the first byte went.
    private static func write(_ number: Int, endingIn bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var magnitude = number.magnitude
        var position = bytes.count
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
