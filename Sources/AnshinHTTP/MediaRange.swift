import Anshin

/// One media range of an `Accept` header (RFC 9110, section 12.5.1), as ``HTTPFormat/negotiated(accept:among:)``
/// reads it: `type/subtype`, `type/*` or `*/*`, its parameters and its weight.
///
/// The type and subtype are kept as where they are in the header's bytes: a format's names are
/// compared with them byte by byte, without regard to case, and only when the lengths are equal; no
/// string is made.
struct MediaRange {
    /// Where the type is in the header's bytes: `text`, or `*`.
    var type: Range<Int>
    /// Where the subtype is: `html`, or `*`.
    var subtype: Range<Int>
    /// Which names are wildcards: the type and the subtype (`*/*`), the subtype (`text/*`) or
    /// neither (`text/html`) — `*/html` is not a range, so there is no fourth case.
    var wildcard: Wildcard
    /// How many parameters precede the weight (`text/html;level=1` has one).
    var parameterCount = 0
    /// Whether every parameter is `charset=utf-8` (the name and the value without regard to case,
    /// the value quoted or not): the only parameter the formats have.
    var parametersAreUTF8 = true
    /// The weight; 1 when the range has none.
    var quality = QualityValue.one

    /// How specific the range is, for the rule that the most specific range matching a format gives
    /// its weight: 0 for `*/*`, 1 for `type/*`, 2 for `type/subtype`, and one more for each parameter.
    var specificity: Int {
        switch self.wildcard {
        case .typeAndSubtype: 0
        case .subtype: 1
        case .none: 2 + self.parameterCount
        }
    }

    /// Whether the range covers a format: its type and subtype (or wildcards), and parameters that
    /// the format has.
    /// - Parameters:
    ///   - names: The format's type and subtype (``FormatTokens``).
    ///   - bytes: The header's bytes, which the range is in.
    func matches(_ names: FormatTokens.Names, in bytes: [UInt8]) -> Bool {
        guard self.parametersAreUTF8 else { return false }
        switch self.wildcard {
        case .typeAndSubtype:
            return true
        case .subtype:
            return Self.token(bytes, self.type, is: names.type)
        case .none:
            // The subtype first: it tells the formats apart (`json`, `problem+json`) where the type does not.
            return Self.token(bytes, self.subtype, is: names.subtype) && Self.token(bytes, self.type, is: names.type)
        }
    }

    /// Whether a token of a header is a name, without regard to ASCII case (media types, parameter
    /// names and `charset` values are case-insensitive: RFC 9110, sections 8.3.1 and 12.5.1). The
    /// name is lowercase; the bytes are compared only when the lengths are equal.
    /// - Parameters:
    ///   - bytes: A header's bytes.
    ///   - token: Where the token is in them.
    ///   - name: The name, in small letters.
    static func token(_ bytes: [UInt8], _ token: Range<Int>, is name: [UInt8]) -> Bool {
        guard token.count == name.count else { return false }
        var position = token.lowerBound
        for expected in name {
            let byte = bytes[position]
            // A capital letter is its small letter with 0x20 cleared.
            guard byte == expected || (byte | 0x20 == expected && expected &- UInt8(ascii: "a") < 26) else {
                return false
            }
            position += 1
        }
        return true
    }
}
