/// How the HTML front end writes a fraction from 0 to 1 as a percentage: rounded half up to at most
/// one decimal, `0`, `37`, `35.5`, `100`, as a progress bar's width and `aria-valuenow` say it. The
/// general writer and the templates write it with this one function, so they cannot disagree.
enum HTMLPercentage {
    /// Appends a fraction as a percentage.
    /// - Parameters:
    ///   - fraction: A finite fraction from 0 to 1.
    ///   - output: The UTF-8 to append to.
    @inline(__always)
    static func append(_ fraction: Double, to output: inout some HTMLByteSink) {
        let permille = Int(fraction * 1000 + 0.5)
        let whole = permille / 10
        if whole >= 100 { output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole / 100)) }
        if whole >= 10 { output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole / 10 % 10)) }
        output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: whole % 10))
        let tenth = permille % 10
        if tenth != 0 {
            output.append(UInt8(ascii: "."))
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: tenth))
        }
    }
}
