/// Helpers for BCP 47 language tags such as `ja-JP` or `en_US`.
enum LanguageTag {
    /// The lowercased language subtag of a tag: `ja` for `ja-JP`, `en` for `en_US`.
    static func primarySubtag(of tag: String) -> Substring {
        // A tag that is only lowercase ASCII letters, such as `en`, is its own primary subtag.
        if tag.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return Substring(tag) }
        let end = tag.firstIndex { $0 == "-" || $0 == "_" } ?? tag.endIndex
        return Substring(tag[..<end].lowercased())
    }

    /// The uppercased region subtag of a tag, or `nil` when it has none: `PT` for `pt-PT`, `pt_pt`
    /// and `pt-Latn-PT`, `419` for `es-419`. The region is the first subtag after the language of
    /// two letters or three digits, before any extension or private-use singleton.
    static func regionSubtag(of tag: String) -> Substring? {
        for subtag in tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst() {
            let utf8 = subtag.utf8
            // A singleton (`u`, `x`, …) starts extensions: no region follows it.
            if utf8.count == 1 { return nil }
            let isLetters = utf8.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
            let isDigits = utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if (utf8.count == 2 && isLetters) || (utf8.count == 3 && isDigits) { return Substring(subtag.uppercased()) }
        }
        return nil
    }

    /// The script subtag of a tag in title case, or `nil` when it has none: `Hant` for `zh-hant-TW`,
    /// `Arab` for `pa_Arab`. The script is a subtag of four letters right after the language.
    static func scriptSubtag(of tag: String) -> Substring? {
        // The second subtag (empty ones skipped), found in place among the tag's bytes: most tags
        // (`en`, `ja-JP`) have no script, and need no array of their subtags to say so.
        let utf8 = tag.utf8
        let isSeparator = { (byte: UInt8) in byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") }
        var start = utf8.firstIndex { !isSeparator($0) } ?? utf8.endIndex  // the language
        start = utf8[start...].firstIndex(where: isSeparator) ?? utf8.endIndex  // after it
        start = utf8[start...].firstIndex { !isSeparator($0) } ?? utf8.endIndex  // the next subtag
        let end = utf8[start...].firstIndex(where: isSeparator) ?? utf8.endIndex
        guard utf8.distance(from: start, to: end) == 4,
            utf8[start..<end].allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") })
        else { return nil }
        let subtag = tag[start..<end]
        return Substring(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
    }

    /// A language code written as a well-formed BCP 47 tag: its subtags joined by `-` (Apple's
    /// locale identifiers join them with `_`: `ja_JP` is `ja-JP`), or `und`, the tag for an
    /// undetermined language, when the code is empty or is not a tag.
    ///
    /// A tag is subtags of one to eight ASCII letters and digits; the first is two to eight letters,
    /// or `x` (private use, `x-klingon`) or `i` (the registry's grandfathered tags, `i-default`).
    /// This is RFC 5646's shape of a tag; whether its subtags are registered is not checked.
    static func wellFormed(_ code: String) -> String {
        var subtagLength = 0
        var subtagCount = 0
        var firstIsLetters = true
        var firstLength = 0
        var hasUnderscore = false
        for byte in code.utf8 {
            let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
            let isDigit = byte &- UInt8(ascii: "0") < 10
            if isLetter || isDigit {
                subtagLength += 1
                guard subtagLength <= 8 else { return "und" }
                if subtagCount == 0 {
                    firstLength = subtagLength
                    if isDigit { firstIsLetters = false }
                }
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                // No empty subtag: not first, not last, not two separators in a row.
                guard subtagLength > 0 else { return "und" }
                if byte == UInt8(ascii: "_") { hasUnderscore = true }
                subtagCount += 1
                subtagLength = 0
            } else {
                return "und"
            }
        }
        guard subtagLength > 0, firstIsLetters else { return "und" }
        guard firstLength >= 2 || (firstLength == 1 && subtagCount > 0 && Self.isSingletonStart(code)) else {
            return "und"
        }
        guard hasUnderscore else { return code }
        return String(decoding: code.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// Whether a tag starts with the singleton `x` or `i`, in either case.
    private static func isSingletonStart(_ code: String) -> Bool {
        guard let first = code.utf8.first else { return false }
        return first | 0x20 == UInt8(ascii: "x") || first | 0x20 == UInt8(ascii: "i")
    }

    /// The regions whose Portuguese is Portugal's: `pt-PT` and the CLDR locales whose parent is
    /// `pt-PT`. The plural rules and the choice of a built-in catalog both read it.
    static let europeanPortugueseRegions: Set<Substring> = [
        "PT", "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
    ]

    /// The regions whose Chinese is written in Traditional characters when the tag names no script
    /// (CLDR's likely subtags: `zh-TW` is `zh-Hant-TW`); every other region's is Simplified.
    static let traditionalChineseRegions: Set<Substring> = ["TW", "HK", "MO"]

    /// The code that replaces a deprecated language code, as the IANA registry says — `iw` is `he`,
    /// `in` `id`, `ji` `yi`, `jw` `jv`, `mo` `ro` — or `nil` for any other code. The code is given as
    /// its two bytes, lowercase, so a header's bytes are checked without making a string.
    static func replacement(forDeprecated first: UInt8, _ second: UInt8) -> String? {
        switch (first, second) {
        case (UInt8(ascii: "i"), UInt8(ascii: "w")): "he"
        case (UInt8(ascii: "i"), UInt8(ascii: "n")): "id"
        case (UInt8(ascii: "j"), UInt8(ascii: "i")): "yi"
        case (UInt8(ascii: "j"), UInt8(ascii: "w")): "jv"
        case (UInt8(ascii: "m"), UInt8(ascii: "o")): "ro"
        default: nil
        }
    }

    /// Whether a language subtag has a ``lookupChain(for:)``: Chinese and Portuguese, whose catalogs
    /// split by script or region, and the deprecated codes. Every other language is found by removing
    /// subtags alone. The subtag is given as bytes, in any case.
    static func hasLookupChain(language: ArraySlice<UInt8>) -> Bool {
        guard language.count == 2 else { return false }
        let first = language[language.startIndex] | 0x20
        let second = language[language.startIndex + 1] | 0x20
        if first == UInt8(ascii: "z") && second == UInt8(ascii: "h") { return true }
        if first == UInt8(ascii: "p") && second == UInt8(ascii: "t") { return true }
        return Self.replacement(forDeprecated: first, second) != nil
    }

    /// The tags to look for, in order, when a request names a tag: the tag itself, then what CLDR
    /// makes of it where a language's catalogs split by script or region, then the tag with subtags
    /// removed from the end.
    ///
    /// `zh-TW` gives `zh-TW`, `zh-Hant-TW`, `zh-Hant`, `zh`: a script subtag wins over the region, and a
    /// region without one takes its likely script. `pt` gives `pt`, `pt-BR`; `pt-AO` gives `pt-AO`, `pt-PT`,
    /// `pt`, `pt-BR`. A deprecated language code is replaced first (`iw` gives `he`). Tags are given as
    /// written otherwise; the matching compares them without regard to case.
    ///
    /// The shorter tags are prefixes of the first, so the chain holds each tag once, as bytes, and
    /// names the shorter ones by where they end (``LookupChain/first(where:)``): a tag of thousands of
    /// subtags costs what its length costs, not the sum of its prefixes' lengths.
    /// - Parameter tag: A language tag, with `-` between subtags.
    /// - Returns: The chain; `nil` when the tag's language splits neither way and has no replacement,
    ///   so the caller's own subtag removal is all there is to do.
    static func lookupChain(for tag: String) -> LookupChain? {
        let bytes = Array(tag.utf8)
        let languageEnd = bytes.firstIndex(of: UInt8(ascii: "-")) ?? bytes.endIndex
        guard Self.hasLookupChain(language: bytes[..<languageEnd]) else { return nil }
        // Subtags are case-insensitive (BCP 47 §2.1.1): `ZH-TW` is `zh-TW`.
        let language =
            Self.replacement(forDeprecated: bytes[0] | 0x20, bytes[1] | 0x20) ?? String(tag.prefix(2)).lowercased()
        let canonical = Array(language.utf8) + bytes[languageEnd...]
        let canonicalTag = String(decoding: canonical, as: UTF8.self)
        let region = Self.regionSubtag(of: canonicalTag)
        var likely: [[UInt8]] = []
        switch language {
        case "zh":
            let script =
                Self.scriptSubtag(of: canonicalTag).map(String.init)
                ?? (Self.traditionalChineseRegions.contains(region ?? "") ? "Hant" : "Hans")
            if let region { likely.append(Array("zh-\(script)-\(region)".utf8)) }
            likely.append(Array("zh-\(script)".utf8))
        case "pt":
            if let region, Self.europeanPortugueseRegions.contains(region) { likely.append(Array("pt-PT".utf8)) }
        default:
            break
        }
        // Portuguese without a region of Portugal's is Brazil's (CLDR's likely subtags: `pt` is `pt-BR`).
        return LookupChain(canonical: canonical, likely: likely, last: language == "pt" ? Array("pt-BR".utf8) : nil)
    }

    /// The tags ``lookupChain(for:)`` looks for, held without a string for each.
    struct LookupChain {
        /// The tag, with its language subtag in small letters and a deprecated code replaced:
        /// `zh-TW`, `he-IL`.
        let canonical: [UInt8]
        /// What CLDR makes of the tag, looked for right after it: `zh-Hant-TW` and `zh-Hant`, or `pt-PT`.
        let likely: [[UInt8]]
        /// The tag looked for after every other: `pt-BR` for Portuguese.
        let last: [UInt8]?

        /// The first tag of the chain, in order, for which `body` has an answer, and that answer: the
        /// canonical tag, the likely ones, the canonical tag with subtags removed from the end down to
        /// the language, then the last. A tag is given as bytes and the length of its prefix that it is.
        func first<Answer>(where body: (_ bytes: [UInt8], _ length: Int) -> Answer?) -> Answer? {
            if let answer = body(self.canonical, self.canonical.count) { return answer }
            for tag in self.likely {
                if let answer = body(tag, tag.count) { return answer }
            }
            // Each removal goes back from the last one, so the whole walk reads the tag once.
            var end = self.canonical.count
            while let dash = self.canonical[..<end].lastIndex(of: UInt8(ascii: "-")) {
                end = dash
                if let answer = body(self.canonical, end) { return answer }
            }
            return self.last.flatMap { body($0, $0.count) }
        }
    }
}
