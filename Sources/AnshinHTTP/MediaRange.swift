import Anshin

/// One media range of an `Accept` header (RFC 9110, section 12.5.1), as ``HTTPFormat/negotiated(accept:among:)``
/// reads it: `type/subtype`, `type/*` or `*/*`, its parameters and its weight.
///
/// The type and subtype are kept as strings — short ones, which Swift stores without an allocation —
/// of the header's bytes, lowercased; a token longer than any format's name is kept as `nil`.
struct MediaRange {
    /// The type, lowercased: `text`, or `*`; `nil` when longer than any format's type.
    var type: String?
    /// The subtype, lowercased: `html`, or `*`; `nil` when longer than any format's subtype.
    var subtype: String?
    /// How many parameters precede the weight (`text/html;level=1` has one).
    var parameterCount: Int
    /// Whether every parameter is `charset=utf-8` (the name and the value without regard to case,
    /// the value quoted or not): the only parameter the formats have.
    var parametersAreUTF8: Bool
    /// The weight; 1 when the range has none.
    var quality: QualityValue
    /// Whether the type is `*` (and so the subtype too).
    var isAnyType: Bool
    /// Whether the subtype is `*`.
    var isAnySubtype: Bool

    init(type: String?, subtype: String?) {
        self.type = type
        self.subtype = subtype
        self.parameterCount = 0
        self.parametersAreUTF8 = true
        self.quality = .one
        self.isAnyType = Self.same(type, "*")
        self.isAnySubtype = Self.same(subtype, "*")
    }

    /// How specific the range is, for the rule that the most specific range matching a format gives
    /// its weight: 0 for `*/*`, 1 for `type/*`, 2 for `type/subtype`, and one more for each parameter.
    var specificity: Int {
        if self.isAnyType { return 0 }
        if self.isAnySubtype { return 1 }
        return 2 + self.parameterCount
    }

    /// Whether the range covers a format: its type and subtype (or wildcards), and parameters that
    /// the format has.
    func matches(_ format: HTTPFormat) -> Bool {
        guard self.parametersAreUTF8 else { return false }
        if self.isAnyType { return true }
        return Self.same(self.type, format.type) && (self.isAnySubtype || Self.same(self.subtype, format.subtype))
    }

    /// Whether a token is a name; their lengths are compared first, so most pairs differ at once.
    static func same(_ token: String?, _ name: String) -> Bool {
        guard let token, token.utf8.count == name.utf8.count else { return false }
        return token == name
    }

    /// The longest name a token can match: `problem+json`.
    static var longestName: Int { 12 }
}
