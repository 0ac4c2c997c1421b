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
}
