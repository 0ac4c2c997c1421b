/// An HTTP `Accept-Language` header value, parsed, and the best of the languages a server supports
/// for it (RFC 9110 section 12.5.4, RFC 4647 lookup).
///
/// ```swift
/// let accept = AcceptLanguage("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1")
/// accept.bestMatch(among: ["en", "ja"])   // "ja": ja-JP falls back to ja
/// Catalog.negotiated(for: "ja-JP,ja;q=0.9")          // Catalog.japanese
/// ```
///
/// Parsing never fails: a malformed part (a bad tag, a quality that is not a number from 0 to 1) is
/// skipped, and a header with nothing usable prefers nothing.
public struct AcceptLanguage: Sendable, Hashable {
    /// One language range and how much it is wanted.
    public struct Preference: Sendable, Hashable {
        /// The language range, lowercased: `ja-jp`, `en`, or `*`.
        public var range: String
        /// How much it is wanted, from 0 (not at all) to 1.
        public var quality: Double
    }

    /// The preferences, most wanted first; equal qualities keep the header's order.
    public let preferences: [Preference]

    /// Parses a header value.
    /// - Parameter header: The value of an `Accept-Language` header.
    public init(_ header: String) {
        var parsed: [Preference] = []
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";", omittingEmptySubsequences: false)
            let range = pieces[0].trimmingASCIIWhitespace().lowercased()
            guard Self.isValidRange(range) else { continue }
            var quality = 1.0
            var valid = true
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingASCIIWhitespace() }
                guard pair.count == 2, pair[0].lowercased() == "q", let value = Double(pair[1]), value >= 0, value <= 1
                else {
                    valid = false
                    break
                }
                quality = value
            }
            if valid { parsed.append(Preference(range: range, quality: quality)) }
        }
        self.preferences = parsed.enumerated()
            .sorted {
                $0.element.quality != $1.element.quality
                    ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
            }
            .map(\.element)
    }

    /// The supported language that best fits the preferences, or `nil` when none is acceptable.
    ///
    /// For each range, most wanted first: an exact match; then the range with subtags removed from
    /// the end (`ja-JP` finds `ja`); then a supported tag that the range is a prefix of (`en` finds
    /// `en-GB`). `*` takes the first supported language not refused with `q=0`.
    /// - Parameter supported: The languages the server can answer in, as BCP 47 tags.
    /// - Returns: One of `supported`, as given.
    public func bestMatch(among supported: [String]) -> String? {
        let refused = Set(self.preferences.filter { $0.quality == 0 }.map(\.range))
        let candidates = supported.filter { !refused.contains($0.lowercased()) }
        for preference in self.preferences where preference.quality > 0 {
            if preference.range == "*" { return candidates.first }
            var range = Substring(preference.range)
            while !range.isEmpty {
                if let match = candidates.first(where: { $0.lowercased() == range }) { return match }
                guard let dash = range.lastIndex(of: "-") else { break }
                range = range[..<dash]
            }
            if let match = candidates.first(where: { $0.lowercased().hasPrefix(preference.range + "-") }) {
                return match
            }
        }
        return nil
    }

    private static func isValidRange(_ range: String) -> Bool {
        if range == "*" { return true }
        let subtags = range.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            return false
        }
        return subtags.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

extension Catalog {
    /// The built-in catalog that best fits an `Accept-Language` header, or English when none fits.
    /// - Parameters:
    ///   - acceptLanguage: The value of an `Accept-Language` header.
    ///   - catalogs: The catalogs to choose from; the built-in ones by default.
    /// - Returns: The chosen catalog.
    public static func negotiated(for acceptLanguage: String, among catalogs: [Catalog] = Catalog.builtIn) -> Catalog {
        let languages = catalogs.map(\.languageCode)
        let match = AcceptLanguage(acceptLanguage).bestMatch(among: languages)
        return catalogs.first { $0.languageCode == match } ?? catalogs.first { $0.languageCode == "en" } ?? .english
    }
}

extension Substring {
    fileprivate func trimmingASCIIWhitespace() -> String {
        String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
