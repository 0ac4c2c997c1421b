/// Helpers for BCP 47 language tags such as `ja-JP` or `en_US`.
enum LanguageTag {
    /// The lowercased language subtag of a tag: `ja` for `ja-JP`, `en` for `en_US`.
    static func primarySubtag(of tag: String) -> Substring {
        // A tag that is only lowercase ASCII letters, such as `en`, is its own primary subtag.
        if tag.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return Substring(tag) }
        let end = tag.firstIndex { $0 == "-" || $0 == "_" } ?? tag.endIndex
        return Substring(tag[..<end].lowercased())
    }
}
