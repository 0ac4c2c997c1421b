/// How the HTML front end writes a fraction from 0 to 1 as a percentage: rounded half up to at most
/// one decimal, `0`, `37`, `35.5`, `100`, as a progress bar's width and `aria-valuenow` say it.
enum HTMLPercentage {
    /// Appends a fraction as a percentage.
    /// - Parameters:
    ///   - fraction: A finite fraction from 0 to 1.
    ///   - output: The UTF-8 to append to.
    static func append(_ fraction: Double, to output: inout [UInt8]) {
        let permille = Int(fraction * 1000 + 0.5)
        let whole = permille / 10
        if whole >= 100 { output.append(Self.digit(whole / 100)) }
        if whole >= 10 { output.append(Self.digit(whole / 10 % 10)) }
        output.append(Self.digit(whole % 10))
        let tenth = permille % 10
        if tenth != 0 {
            output.append(UInt8(ascii: "."))
            output.append(Self.digit(tenth))
        }
    }

    /// A decimal digit's ASCII byte.
    /// - Parameter value: A value from 0 to 9.
    private static func digit(_ value: Int) -> UInt8 {
        UInt8(ascii: "0") + UInt8(value)
    }
}
