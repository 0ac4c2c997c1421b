/// Helpers for BCP 47 language tags such as `ja-JP` or `en_US`.
enum LanguageTag {
    /// The lowercased language subtag of a tag: `ja` for `ja-JP`, `en` for `en_US`.
    static func primarySubtag(of tag: String) -> Substring {
        let end = tag.firstIndex { $0 == "-" || $0 == "_" } ?? tag.endIndex
        return Substring(tag[..<end].lowercased())
    }
}
