import Anshin

/// One media range of an `Accept` header (RFC 9110, section 12.5.1), as ``HTTPFormat/negotiated(accept:among:)``
/// reads it: `type/subtype`, `type/*` or `*/*`, its parameters and its weight.
///
/// The bytes are views into the header: reading a header allocates nothing.
struct MediaRange {
    /// The type, as written: `text`, or `*`.
    var type: Substring.UTF8View
    /// The subtype, as written: `html`, or `*`.
    var subtype: Substring.UTF8View
    /// How many parameters precede the weight (`text/html;level=1` has one).
    var parameterCount: Int
    /// Whether every parameter is `charset=utf-8` (the name and the value without regard to case,
    /// the value quoted or not): the only parameter the formats have.
    var parametersAreUTF8: Bool
    /// The weight; 1 when the range has none.
    var quality: QualityValue

    /// How specific the range is, for the rule that the most specific range matching a format gives
    /// its weight: 0 for `*/*`, 1 for `type/*`, 2 for `type/subtype`, and one more for each parameter.
    var specificity: Int {
        if Self.isStar(self.type) { return 0 }
        if Self.isStar(self.subtype) { return 1 }
        return 2 + self.parameterCount
    }

    /// Whether the range covers a format: its type and subtype (or wildcards), and parameters that
    /// the format has.
    func matches(_ format: HTTPFormat) -> Bool {
        guard self.parametersAreUTF8 else { return false }
        if Self.isStar(self.type) { return true }
        guard Self.equalIgnoringCase(self.type, format.type.utf8) else { return false }
        return Self.isStar(self.subtype) || Self.equalIgnoringCase(self.subtype, format.subtype.utf8)
    }

    static func isStar(_ token: Substring.UTF8View) -> Bool {
        token.count == 1 && token.first == UInt8(ascii: "*")
    }

    /// Whether two ASCII byte strings are equal without regard to case; the lengths are compared
    /// first, so most pairs differ at once.
    static func equalIgnoringCase(_ left: Substring.UTF8View, _ right: String.UTF8View) -> Bool {
        guard left.count == right.count else { return false }
        for (a, b) in zip(left, right) where a != b {
            guard a | 0x20 == b | 0x20, (a | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
        }
        return true
    }
}
