/// An HTTP `Accept-Language` header value, parsed, and the best of the languages a server supports
/// for it (RFC 9110 section 12.5.4, RFC 4647 lookup).
///
/// ```swift
/// let accept = AcceptLanguage("fr-CH, ja-JP;q=0.9, en;q=0.8, *;q=0.1")
/// accept.bestMatch(among: ["en", "ja"])   // "ja": ja-JP falls back to ja
/// Catalog.negotiated(for: "ja-JP,ja;q=0.9")          // Catalog.japanese
/// Catalog.negotiated(for: "zh-HK")                   // Catalog.chineseTraditional
/// ```
///
/// Parsing never fails: a malformed part — a bad tag, a parameter other than `q`, a weight that is
/// not a strict ``QualityValue`` (`q=2`, `q=0x1`, `q=1e999`) — is skipped, and a header with nothing
/// usable prefers nothing. The work is linear in the header's length, over one copy of its bytes:
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
        let bytes = Array(header.utf8)
        var ranges = LanguageRanges(bytes)
        var parsed: [Preference] = []
        while let range = ranges.next() {
            let tag = String(decoding: bytes[range.start..<range.end], as: UTF8.self).lowercased()
            parsed.append(Preference(range: tag, quality: range.quality.value))
        }
        // Most wanted first; the sort is stable, so equal weights keep the header's order.
        self.preferences = parsed.sorted { $0.quality > $1.quality }
    }

    /// The supported language that best fits the preferences, or `nil` when none is acceptable.
    ///
    /// For each range, most wanted first (equal weights in the header's order): an exact match; then
    /// the range with subtags removed from the end (`ja-JP` finds `ja`); then a supported tag that the
    /// range is a prefix of (`en` finds `en-GB`). `*` takes the first supported language that no other
    /// range of the header names, as RFC 9110 says it matches only those (`fr;q=0.5, *` prefers any
    /// language to French); a range names the tags it finds and the tags that are it or extend it
    /// (`en` names `en-GB` and `en-US`). A language
    /// refused with `q=0` is never chosen: the range's own tag and every longer tag of it (`en;q=0`
    /// refuses `en-GB` too; `en-GB;q=0` leaves `en`), a deprecated code standing for its replacement
    /// (`iw;q=0` refuses `he`). Tags compare without regard to ASCII case, and a supported tag
    /// written as a locale identifier (`ja_JP`) is read with `-` for `_`.
    ///
    /// Where a language's catalogs split by script or region, the range also finds what CLDR makes of
    /// it, after an exact match and before subtags are removed. A Chinese range takes its own script
    /// subtag, or else its region's (`Hant` for `TW`, `HK` and `MO`; `Hans` for any other region or
    /// none) and finds that script with its region, then the script alone: `zh`, `zh-CN`, `zh-SG` and
    /// `zh-Hans` find `zh-Hans`; `zh-TW`, `zh-HK`, `zh-MO` and `zh-Hant` find `zh-Hant` (`zh-TW` finds
    /// `zh-Hant-TW` first, where it is supported), and a script subtag wins over a region (`zh-Hans-TW`
    /// finds `zh-Hans`). `pt-PT` and the regions whose CLDR parent is Portugal (`pt-AO`, `pt-CH`,
    /// `pt-CV`, `pt-GQ`, `pt-GW`, `pt-LU`, `pt-MO`, `pt-MZ`, `pt-ST`, `pt-TL`) find `pt-PT`; any other Portuguese range finds `pt-BR` after its subtags are removed (so `pt`
    /// finds `pt-BR`, and `pt-US` finds `pt` first where it is supported). When none of these is
    /// supported, a supported tag CLDR reads the same way is, before any longer tag of the range:
    /// among `zh_Hant_TW` and `zh_Hans_CN` (or `zh-TW` and `zh-CN`), `zh` and `zh-SG` find Simplified
    /// and `zh-HK` Traditional, whatever their order. A deprecated language code is
    /// replaced before anything else, as the IANA registry says: `iw` finds `he`, `in` `id`, `ji` `yi`,
    /// `jw` `jv` and `mo` `ro`.
    /// - Parameter supported: The languages the server can answer in, as BCP 47 tags.
    /// - Returns: One of `supported`, as given.
    public func bestMatch(among supported: [String]) -> String? {
        // The preferences written back as a header, in their order, for the one selection rule.
        let header = self.preferences
            .map { "\($0.range);q=\(QualityValue(thousandths: Int($0.quality * 1000 + 0.5)).text)" }
            .joined(separator: ",")
        return Self.bestMatch(in: header, among: supported).map { supported[$0] }
    }

    /// The position of the supported language that best fits a header, read as it comes: what
    /// `AcceptLanguage(header).bestMatch(among: supported)` finds, without parsing the header into
    /// ``preferences`` first.
    /// - Parameters:
    ///   - header: The value of an `Accept-Language` header, or several joined with commas.
    ///   - supported: The languages the server can answer in, as BCP 47 tags.
    /// - Returns: An index into `supported`, or `nil` when none is acceptable.
    public static func bestMatch(in header: String, among supported: [String]) -> Int? {
        let bytes = Array(header.utf8)
        // A `q=0` range refuses a language even when it comes after the range that would choose it.
        // Most headers refuse nothing, and one reading is the answer; a header that refuses a
        // language is read again, with what it refuses set aside from the start.
        var refused = LanguageSet()
        var reading = Self.mostWanted(in: bytes, among: supported, refused: refused, named: LanguageSet())
        if !reading.refusals.isEmpty {
            refused = reading.refusals
            reading = Self.mostWanted(in: bytes, among: supported, refused: refused, named: LanguageSet())
        }
        // `*` stands for the languages no other range names: when it chose, the header is read once
        // more, with what the other ranges name set aside from it.
        guard reading.isWildcard else { return reading.index }
        let named = Self.named(in: bytes, among: supported, refused: refused)
        return Self.mostWanted(in: bytes, among: supported, refused: refused, named: named).index
    }

    /// One reading of a header: the most wanted range that finds a language not in `refused` (among
    /// equal weights, the first), whether that range is `*`, and the languages the header refuses
    /// with `q=0`. `*` finds no language in `named`.
    private static func mostWanted(
        in bytes: [UInt8],
        among supported: [String],
        refused: LanguageSet,
        named: LanguageSet
    ) -> (index: Int?, isWildcard: Bool, refusals: LanguageSet) {
        var refusals = LanguageSet()
        var best: (index: Int, quality: QualityValue, isWildcard: Bool)?
        var supportedReadings: [[UInt8]?]?
        var ranges = LanguageRanges(bytes)
        while let range = ranges.next() {
            if range.quality == .zero {
                for index in supported.indices where Self.filters(bytes, range.start, range.end, supported[index]) {
                    refusals.insert(index)
                }
                continue
            }
            // A range finds a language only to beat the best so far: a higher weight.
            if let best, range.quality <= best.quality { continue }
            if Self.isWildcard(bytes, range.start, range.end) {
                if let index = supported.indices.first(where: { !refused.contains($0) && !named.contains($0) }) {
                    best = (index, range.quality, true)
                }
                continue
            }
            guard
                let index = Self.lookup(
                    bytes,
                    range.start,
                    range.end,
                    among: supported,
                    refused: refused,
                    supportedReadings: &supportedReadings
                )
            else {
                continue
            }
            best = (index, range.quality, false)
        }
        return (best?.index, best?.isWildcard ?? false, refusals)
    }

    /// The supported languages the ranges other than `*` name: those each range finds, and those that
    /// are the range or extend it.
    private static func named(in bytes: [UInt8], among supported: [String], refused: LanguageSet) -> LanguageSet {
        var named = LanguageSet()
        var supportedReadings: [[UInt8]?]?
        var ranges = LanguageRanges(bytes)
        while let range = ranges.next() {
            if Self.isWildcard(bytes, range.start, range.end) { continue }
            for index in supported.indices where Self.filters(bytes, range.start, range.end, supported[index]) {
                named.insert(index)
            }
            let found = Self.lookup(
                bytes,
                range.start,
                range.end,
                among: supported,
                refused: refused,
                supportedReadings: &supportedReadings
            )
            if let found { named.insert(found) }
        }
        return named
    }

    /// Whether a range (`bytes[start..<end]`) is `*`.
    private static func isWildcard(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        end - start == 1 && bytes[start] == UInt8(ascii: "*")
    }

    /// Whether a range (`bytes[start..<end]`) matches a supported tag as RFC 4647's basic filtering
    /// does: the tag is the range or extends it (`en` matches `en` and `en-GB`, `en-GB` matches
    /// neither `en` nor `en-US`), with a deprecated language code replaced first (`iw` matches `he`,
    /// as `iw` finds it). A `q=0` range refuses what it matches.
    private static func filters(_ bytes: [UInt8], _ start: Int, _ end: Int, _ tag: String) -> Bool {
        if Self.tag(tag, equals: bytes, start, end) || Self.tag(tag, extends: bytes, start, end) { return true }
        var languageEnd = start
        while languageEnd < end && bytes[languageEnd] != UInt8(ascii: "-") { languageEnd += 1 }
        guard languageEnd - start == 2,
            let replacement = LanguageTag.replacement(forDeprecated: bytes[start] | 0x20, bytes[start + 1] | 0x20)
        else { return false }
        let canonical = Array(replacement.utf8) + bytes[languageEnd..<end]
        return Self.tag(tag, equals: canonical, 0, canonical.count)
            || Self.tag(tag, extends: canonical, 0, canonical.count)
    }

    /// Supported languages, by position (those a header refuses, or names): a mask for the first 64,
    /// a list beyond.
    private struct LanguageSet {
        var mask: UInt64 = 0
        var beyond: [Int] = []

        var isEmpty: Bool { self.mask == 0 && self.beyond.isEmpty }

        func contains(_ index: Int) -> Bool {
            index < 64 ? self.mask & (1 << UInt64(index)) != 0 : self.beyond.contains(index)
        }

        mutating func insert(_ index: Int) {
            // Each language once: a header that refuses the same one again and again keeps the
            // list as short as the supported languages, so the work stays linear in the header.
            if index < 64 {
                self.mask |= 1 << UInt64(index)
            } else if !self.beyond.contains(index) {
                self.beyond.append(index)
            }
        }
    }

    /// The supported language one range (`bytes[start..<end]`) finds: exact, then by removing
    /// subtags from the end, then a longer supported tag the range is a prefix of. `*` is not a range
    /// here: ``mostWanted(in:among:refused:named:)`` reads it.
    private static func lookup(
        _ bytes: [UInt8],
        _ start: Int,
        _ end: Int,
        among supported: [String],
        refused: LanguageSet,
        supportedReadings: inout [[UInt8]?]?
    ) -> Int? {
        // A language whose catalogs split by script or region (zh, pt) or whose code is deprecated (iw):
        // the tags CLDR makes of the range, then a longer supported tag of its canonical form.
        var languageEnd = start
        while languageEnd < end && bytes[languageEnd] != UInt8(ascii: "-") { languageEnd += 1 }
        if LanguageTag.hasLookupChain(language: bytes[start..<languageEnd]),
            let chain = LanguageTag.lookupChain(for: String(decoding: bytes[start..<end], as: UTF8.self))
        {
            return Self.lookup(chain, among: supported, refused: refused, supportedReadings: &supportedReadings)
        }
        var prefixEnd = end
        while true {
            for index in supported.indices
            where !refused.contains(index) && Self.tag(supported[index], equals: bytes, start, prefixEnd) {
                return index
            }
            // Remove the last subtag.
            var dash = prefixEnd - 1
            while dash > start && bytes[dash] != UInt8(ascii: "-") { dash -= 1 }
            guard dash > start else { break }
            prefixEnd = dash
        }
        for index in supported.indices where !refused.contains(index) {
            if Self.tag(supported[index], extends: bytes, start, end) { return index }
        }
        return nil
    }

    /// The supported language a range whose catalogs split by script or region (zh, pt) or whose code
    /// is deprecated (iw) finds: the tags CLDR makes of it, then a supported tag CLDR reads the same
    /// way, then a longer supported tag of its canonical form.
    private static func lookup(
        _ chain: LanguageTag.LookupChain,
        among supported: [String],
        refused: LanguageSet,
        supportedReadings: inout [[UInt8]?]?
    ) -> Int? {
        let found = chain.first { candidate, length in
            supported.indices.first {
                !refused.contains($0) && Self.tag(supported[$0], equals: candidate, 0, length)
            }
        }
        if let found { return found }
        // A supported tag CLDR reads the same way (`zh` finds `zh_Hans_CN`, `zh-HK` finds `zh-TW`),
        // before any longer tag of the range (`zh` would find Traditional as soon as Simplified).
        // What CLDR makes of each supported tag is found once in a reading, when first needed.
        if let written = chain.likely.last {
            let readings =
                supportedReadings
                ?? supported.map {
                    LanguageTag.lookupChain(for: LanguageTag.wellFormed($0))?.likely.last
                }
            supportedReadings = readings
            if let index = supported.indices.first(where: { !refused.contains($0) && readings[$0] == written }) {
                return index
            }
        }
        return supported.indices.first {
            !refused.contains($0) && Self.tag(supported[$0], extends: chain.canonical, 0, chain.canonical.count)
        }
    }

    /// Whether a supported tag is `bytes[start..<end]`, without regard to ASCII case; a `_` in the
    /// supported tag (a locale identifier's `ja_JP`) is its `-`.
    private static func tag(_ tag: String, equals bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard tag.utf8.count == end - start else { return false }
        var position = start
        for byte in tag.utf8 {
            guard Self.sameIgnoringCase(Self.hyphenated(byte), bytes[position]) else { return false }
            position += 1
        }
        return true
    }

    /// Whether a supported tag starts with `bytes[start..<end]` followed by `-` (or `_`), without
    /// regard to ASCII case.
    private static func tag(_ tag: String, extends bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard tag.utf8.count > end - start else { return false }
        var position = start
        for byte in tag.utf8 {
            if position == end { return Self.hyphenated(byte) == UInt8(ascii: "-") }
            guard Self.sameIgnoringCase(Self.hyphenated(byte), bytes[position]) else { return false }
            position += 1
        }
        return false
    }

    /// A supported tag's byte, with `_` read as `-`.
    private static func hyphenated(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : byte
    }

    private static func sameIgnoringCase(_ left: UInt8, _ right: UInt8) -> Bool {
        left == right || (left | 0x20 == right | 0x20 && (left | 0x20) &- UInt8(ascii: "a") < 26)
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
