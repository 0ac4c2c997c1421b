import Anshin

/// One media range of an `Accept` header (RFC 9110, section 12.5.1), as ``HTTPFormat/negotiated(accept:among:)``
/// reads it: `type/subtype`, `type/*` or `*/*`, its parameters and its weight.
///
/// The type and subtype are kept as ``HeaderToken``s of the header's bytes, lowercased: comparing
/// them with a format's names compares integers, and no string is made.
struct MediaRange {
    /// The type, lowercased: `text`, or `*`.
    var type: HeaderToken
    /// The subtype, lowercased: `html`, or `*`.
    var subtype: HeaderToken
    /// How many parameters precede the weight (`text/html;level=1` has one).
    var parameterCount = 0
    /// Whether every parameter is `charset=utf-8` (the name and the value without regard to case,
    /// the value quoted or not): the only parameter the formats have.
    var parametersAreUTF8 = true
    /// The weight; 1 when the range has none.
    var quality = QualityValue.one

    /// Whether the type is `*` (and so the subtype too).
    var isAnyType: Bool { self.type.isWildcard }
    /// Whether the subtype is `*`.
    var isAnySubtype: Bool { self.subtype.isWildcard }

    /// How specific the range is, for the rule that the most specific range matching a format gives
    /// its weight: 0 for `*/*`, 1 for `type/*`, 2 for `type/subtype`, and one more for each parameter.
    var specificity: Int {
        if self.isAnyType { return 0 }
        if self.isAnySubtype { return 1 }
        return 2 + self.parameterCount
    }

    /// Whether the range covers a format: its type and subtype (or wildcards), and parameters that
    /// the format has.
    /// - Parameter names: The format's type and subtype (``FormatTokens``).
    func matches(_ names: FormatTokens.Names) -> Bool {
        guard self.parametersAreUTF8 else { return false }
        if self.isAnyType { return true }
        return self.type == names.type && (self.isAnySubtype || self.subtype == names.subtype)
    }
}
