/// The error screen's wire form.
struct ErrorScreenMirror: PlainMirror {
    struct Icon: Codable, Sendable {
        var symbol: String
        var label: String?
    }

    struct Retry: Codable, Sendable {
        var action: String
        var title: KeyedTextMirror
    }

    struct Timing: Codable, Sendable {
        var delayMilliseconds: Int
        var durationMilliseconds: Int
    }

    struct Transition: Codable, Sendable {
        var hide: Timing?
        var show: Timing?
    }

    enum CodingKeys: String, CodingKey {
        case preset, icon, title, message, retry, placement, transition
    }

    var preset: String?
    var icon: Icon?
    var title: KeyedTextMirror?
    var message: KeyedTextMirror?
    var retry: Retry?
    var placement: String
    var transition: Transition

    // A preset's screen writes `null` for a part it leaves out, as the model does.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.preset, forKey: .preset)
        let writesNull = self.preset != nil
        func encode<T: Encodable>(_ part: T?, _ key: CodingKeys) throws {
            if let part {
                try container.encode(part, forKey: key)
            } else if writesNull {
                try container.encodeNil(forKey: key)
            }
        }
        try encode(self.icon, .icon)
        try encode(self.title, .title)
        try encode(self.message, .message)
        try encode(self.retry, .retry)
        try container.encode(self.placement, forKey: .placement)
        try container.encode(self.transition, forKey: .transition)
    }
}
