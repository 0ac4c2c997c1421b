/// An HTTP `Accept` header value, parsed, and the best of the formats a response can be drawn as
/// for it (RFC 9110 section 12.5.1).
///
/// ```swift
/// let accept = AcceptHeader("text/html;q=0.9, application/json")
/// accept.preferred(among: ResponseFormat.presentations)   // .json: it has the higher quality
/// AcceptHeader("image/png").preferred(among: ResponseFormat.presentations)   // nil: 406
/// ```
///
/// The ranking is the one the `negotiator` package and most servers use: the highest quality wins;
/// among equal qualities, the most specific range that matched (`text/html` over `text/*` over
/// `*/*`), then the range the client listed first, then the server's order of preference. So a
/// missing header, an empty one, or `*/*` gets the server's first format (JSON).
///
/// Parsing never fails: a part that is not a media range, or whose quality is not a number from 0
/// to 1, is skipped. Parameters other than `q` are ignored. A header with no usable part is treated
/// as absent.
public struct AcceptHeader: Sendable, Hashable {
    /// One media range and how much it is wanted.
    public struct Range: Sendable, Hashable {
        /// The type, lowercased: `text`, or `*`.
        public var type: String
        /// The subtype, lowercased: `html`, or `*`.
        public var subtype: String
        /// How much it is wanted, from 0 (not at all) to 1.
        public var quality: Double

        /// How specific the range is: 2 for `type/subtype`, 1 for `type/*`, 0 for `*/*`.
        public var specificity: Int {
            self.type == "*" ? 0 : self.subtype == "*" ? 1 : 2
        }

        /// Whether the range covers a media type such as `application/json`.
        /// - Parameter mediaType: A media type without parameters.
        /// - Returns: Whether it matches.
        public func matches(_ mediaType: String) -> Bool {
            let parts = mediaType.lowercased().split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return false }
            return (self.type == "*" || self.type == parts[0]) && (self.subtype == "*" || self.subtype == parts[1])
        }
    }

    /// The ranges, in the header's order.
    public let ranges: [Range]

    /// Parses a header value; `nil` (no header) accepts anything.
    /// - Parameter header: The value of the `Accept` header, or several joined with commas.
    public init(_ header: String?) {
        var parsed: [Range] = []
        for part in (header ?? "").split(separator: ",") {
            let pieces = part.split(separator: ";", omittingEmptySubsequences: false).map(Self.trimmed)
            let mediaRange = pieces[0].lowercased().split(separator: "/", omittingEmptySubsequences: false)
            guard mediaRange.count == 2, Self.isToken(mediaRange[0]), Self.isToken(mediaRange[1]),
                mediaRange[0] != "*" || mediaRange[1] == "*"
            else { continue }
            var quality = 1.0
            var valid = true
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(Self.trimmed)
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), value >= 0, value <= 1 else {
                    valid = false
                    break
                }
                quality = value
            }
            if valid {
                parsed.append(Range(type: String(mediaRange[0]), subtype: String(mediaRange[1]), quality: quality))
            }
        }
        self.ranges = parsed.isEmpty ? [Range(type: "*", subtype: "*", quality: 1)] : parsed
    }

    /// The quality the header gives a media type: that of the most specific range that matches it,
    /// or 0 when none does.
    /// - Parameter mediaType: A media type without parameters.
    /// - Returns: The quality, from 0 to 1.
    public func quality(of mediaType: String) -> Double {
        self.match(for: mediaType)?.range.quality ?? 0
    }

    /// The format the client prefers among those a response can be drawn as, or `nil` when it
    /// accepts none of them (the server answers 406 Not Acceptable).
    /// - Parameter offered: The formats, in the server's order of preference.
    /// - Returns: One of `offered`.
    public func preferred(among offered: [ResponseFormat]) -> ResponseFormat? {
        let candidates = offered.enumerated().compactMap { serverOrder, format in
            self.match(for: format.mediaType).flatMap { match in
                match.range.quality > 0 ? (format, match.range, match.position, serverOrder) : nil
            }
        }
        let best = candidates.min { left, right in
            if left.1.quality != right.1.quality { return left.1.quality > right.1.quality }
            if left.1.specificity != right.1.specificity { return left.1.specificity > right.1.specificity }
            if left.2 != right.2 { return left.2 < right.2 }
            return left.3 < right.3
        }
        return best?.0
    }

    /// The most specific range that matches a media type, and its position in the header.
    private func match(for mediaType: String) -> (range: Range, position: Int)? {
        self.ranges.enumerated()
            .filter { $0.element.matches(mediaType) }
            .max { left, right in
                left.element.specificity != right.element.specificity
                    ? left.element.specificity < right.element.specificity : left.offset > right.offset
            }
            .map { ($0.element, $0.offset) }
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+-.^_`|~".contains($0)) }
    }
}
