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
    /// `pt`, `pt-BR`. A deprecated language code is replaced first (`iw` gives `he`). Tags are returned as given
    /// otherwise; the matching compares them without regard to case.
    /// - Parameter tag: A language tag, with `-` between subtags.
    /// - Returns: The tags, without repeats; `nil` when the tag's language splits neither way and has
    ///   no replacement, so the caller's own subtag removal is all there is to do.
    static func lookupChain(for tag: String) -> [String]? {
        var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = subtags.first else { return nil }
        let language = Array(first.utf8)
        guard Self.hasLookupChain(language: language[...]) else { return nil }
        // Subtags are case-insensitive (BCP 47 §2.1.1): `ZH-TW` is `zh-TW`.
        subtags[0] = Self.replacement(forDeprecated: language[0] | 0x20, language[1] | 0x20) ?? first.lowercased()
        let canonical = subtags.joined(separator: "-")
        var chain = [canonical]
        let region = Self.regionSubtag(of: canonical)
        switch subtags[0] {
        case "zh":
            let script =
                Self.scriptSubtag(of: canonical).map(String.init)
                ?? (Self.traditionalChineseRegions.contains(region ?? "") ? "Hant" : "Hans")
            if let region { chain.append("zh-\(script)-\(region)") }
            chain.append("zh-\(script)")
        case "pt":
            if let region, Self.europeanPortugueseRegions.contains(region) { chain.append("pt-PT") }
        default:
            break
        }
        for end in stride(from: subtags.count - 1, through: 1, by: -1) {
            chain.append(subtags[..<end].joined(separator: "-"))
        }
        // Portuguese without a region of Portugal's is Brazil's (CLDR's likely subtags: `pt` is `pt-BR`).
        if subtags[0] == "pt" { chain.append("pt-BR") }
        var seen: Set<String> = []
        return chain.filter { seen.insert($0.lowercased()).inserted }
    }
}
