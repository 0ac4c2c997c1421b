/// Localized text as the wire format writes it: `{"count": 2, "key": "…"}`.
struct KeyedTextMirror: Codable, Sendable {
    var key: String
    var count: Int?
}
