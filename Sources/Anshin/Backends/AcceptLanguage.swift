/// An HTTP `Accept-Language` header value, parsed, and the best of the languages a server supports
/// for it (RFC 9110 section 12.5.4, RFC 4647 lookup).
///
/// ```swift
/// let accept = AcceptLanguage("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1")
/// accept.bestMatch(among: ["en", "ja"])   // "ja": ja-JP falls back to ja
/// Catalog.negotiated(for: "ja-JP,ja;q=0.9")          // Catalog.japanese
/// ```
///
/// Parsing never fails: a malformed part — a bad tag, a parameter other than `q`, a weight that is
/// not a strict ``QualityValue`` (`q=2`, `q=0x1`, `q=1e999`) — is skipped, and a header with nothing
/// usable prefers nothing. The work is linear in the header's length and allocates nothing:
/// ``bestMatch(in:among:)`` reads the header as it comes, without building ``preferences``.
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
        // Sorted by weight, most wanted first; the sort is stable, so equal weights keep their order.
        self.preferences = LanguageRanges(header)
            .map { Preference(range: String(Substring($0.range)).lowercased(), quality: $0.quality.value) }
            .sorted { $0.quality > $1.quality }
    }

    /// The supported language that best fits the preferences, or `nil` when none is acceptable.
    ///
    /// For each range, most wanted first (equal weights in the header's order): an exact match; then
    /// the range with subtags removed from the end (`ja-JP` finds `ja`); then a supported tag that the
    /// range is a prefix of (`en` finds `en-GB`). `*` takes the first supported language. A language
    /// named with `q=0` is never chosen. Tags compare without regard to ASCII case.
    /// - Parameter supported: The languages the server can answer in, as BCP 47 tags.
    /// - Returns: One of `supported`, as given.
    public func bestMatch(among supported: [String]) -> String? {
        let ranges = self.preferences.lazy.map { preference in
            (
                range: Substring(preference.range).utf8,
                quality: QualityValue(thousandths: Int(preference.quality * 1000))
            )
        }
        return Self.bestIndex(ranges, among: supported).map { supported[$0] }
    }

    /// The position of the supported language that best fits a header, read as it comes: what
    /// `AcceptLanguage(header).bestMatch(among: supported)` finds, without parsing the header into
    /// ``preferences`` first.
    /// - Parameters:
    ///   - header: The value of an `Accept-Language` header, or several joined with commas.
    ///   - supported: The languages the server can answer in, as BCP 47 tags.
    /// - Returns: An index into `supported`, or `nil` when none is acceptable.
    public static func bestMatch(in header: String, among supported: [String]) -> Int? {
        Self.bestIndex(LanguageRanges(header), among: supported)
    }

    /// The one selection rule: the most wanted range that finds a supported language that is not
    /// refused; among equal weights, the first.
    private static func bestIndex(
        _ ranges: some Sequence<(range: Substring.UTF8View, quality: QualityValue)>,
        among supported: [String]
    ) -> Int? {
        // The languages refused with q=0, by position: a mask for the first 64, a list beyond.
        var refusedMask: UInt64 = 0
        var refusedBeyond: [Int] = []
        for (range, quality) in ranges where quality == .zero {
            for (index, language) in supported.enumerated() where Self.equalIgnoringCase(language.utf8, range) {
                if index < 64 { refusedMask |= 1 << UInt64(index) } else { refusedBeyond.append(index) }
            }
        }
        func isRefused(_ index: Int) -> Bool {
            index < 64 ? refusedMask & (1 << UInt64(index)) != 0 : refusedBeyond.contains(index)
        }
        var best: (index: Int, quality: QualityValue)?
        for (range, quality) in ranges where quality > .zero {
            if let best, quality <= best.quality { continue }
            guard let index = Self.lookup(range, among: supported, isRefused: isRefused) else { continue }
            best = (index, quality)
            if quality == .one { break }
        }
        return best?.index
    }

    /// The supported language one range finds: exact, then by removing subtags from the end, then a
    /// longer supported tag the range is a prefix of; `*` finds the first.
    private static func lookup(
        _ range: Substring.UTF8View,
        among supported: [String],
        isRefused: (Int) -> Bool
    ) -> Int? {
        if range.count == 1 && range.first == UInt8(ascii: "*") {
            return supported.indices.first { !isRefused($0) }
        }
        var end = range.endIndex
        while true {
            let prefix = range[range.startIndex..<end]
            for (index, language) in supported.enumerated()
            where !isRefused(index) && Self.equalIgnoringCase(language.utf8, prefix) {
                return index
            }
            guard let dash = prefix.lastIndex(of: UInt8(ascii: "-")) else { break }
            end = dash
        }
        for (index, language) in supported.enumerated() where !isRefused(index) {
            let tag = language.utf8
            guard tag.count > range.count,
                Self.equalIgnoringCase(tag.prefix(range.count), range),
                tag.dropFirst(range.count).first == UInt8(ascii: "-")
            else { continue }
            return index
        }
        return nil
    }

    /// Whether two ASCII byte strings are equal without regard to case.
    private static func equalIgnoringCase(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        left.count == right.count
            && zip(left, right).allSatisfy { $0 == $1 || ($0 | 0x20 == $1 | 0x20 && ($0 | 0x20) &- 0x61 < 26) }
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
        if let index = AcceptLanguage.bestMatch(in: acceptLanguage, among: languages) { return catalogs[index] }
        return catalogs.first { $0.languageCode == "en" } ?? .english
    }
}
