import Anshin

/// Reads a fuzz input as a stream of choices: numbers, flags and strings, with zeros once it runs out,
/// so every input describes some presentation.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { self.index >= self.bytes.count }

    mutating func byte() -> UInt8 {
        guard self.index < self.bytes.count else { return 0 }
        defer { self.index += 1 }
        return self.bytes[self.index]
    }

    mutating func flag() -> Bool { self.byte() & 1 == 1 }

    /// A number below `count`.
    mutating func choice(_ count: Int) -> Int { Int(self.byte()) % count }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(self.byte()) }
        return value
    }

    /// A whole number, often small, sometimes at the extremes.
    mutating func integer() -> Int {
        switch self.choice(8) {
        case 0: Int.min
        case 1: Int.max
        case 2: Int(truncatingIfNeeded: self.uint64())
        default: Int(self.byte()) - 64
        }
    }

    /// Any double: NaN, infinities, subnormals and huge values included.
    mutating func double() -> Double {
        switch self.choice(4) {
        case 0: Double(bitPattern: self.uint64())
        case 1:
            [Double.nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude][self.choice(6)]
        default: Double(self.byte()) / 200 - 0.1
        }
    }

    /// Any duration, negative and enormous ones included.
    mutating func duration() -> Duration {
        switch self.choice(4) {
        case 0: Duration(secondsComponent: Int64(truncatingIfNeeded: self.uint64()), attosecondsComponent: 0)
        case 1: .milliseconds(Int64(truncatingIfNeeded: self.uint64()))
        default: .milliseconds(Int(self.byte()) * 10 - 100)
        }
    }

    /// Pieces that have broken HTML escapers, bidi-unsafe text and terminal output before.
    static let tokens =
        [
            "<", ">", "&", "\"", "'", "`", "=", "/", "<script>", "</script>", "<img src=x onerror=alert(1)>",
            "<svg onload=alert(1)>", "\" onmouseover=\"", "' autofocus onfocus='", "</textarea>", "<!--", "-->",
            "<![CDATA[", "]]>", "&lt;", "&amp;", "&#x3C;", "&#60", "javascript:", "data:text/html,", "\u{0}", "\r\n",
            "\r", "\u{1B}[31m", "\u{1B}]0;x\u{7}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}", "\u{200D}", "\u{301}",
            "\u{FEFF}", "\u{FFFD}", "\u{D7FF}", "\u{E000}", "\u{10FFFF}", "👩‍👩‍👧", "🇯🇵", "漢字",
            "ｶﾞ", "\u{2028}", " ", "\t", "\u{A0}", "_", "_2E",
        ] + [0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFE].map { String(Unicode.Scalar($0)!) }

    /// A string: raw bytes read as UTF-8 (repaired), UTF-16 code units with lone surrogates (repaired),
    /// or hostile pieces.
    mutating func string() -> String {
        let length = self.choice(24)
        switch self.choice(4) {
        case 0:
            var units: [UInt8] = []
            for _ in 0..<length { units.append(self.byte()) }
            return String(decoding: units, as: UTF8.self)
        case 1:
            var units: [UInt16] = []
            for _ in 0..<length { units.append(UInt16(self.byte()) << 8 | UInt16(self.byte())) }
            return String(decoding: units, as: UTF16.self)
        default:
            var result = ""
            for _ in 0..<length / 3 { result += Self.tokens[self.choice(Self.tokens.count)] }
            return result
        }
    }

    /// Text: verbatim, a catalog key with arguments and a count, or joined.
    mutating func text(depth: Int = 0) -> UserText {
        switch depth > 2 ? 0 : self.choice(4) {
        case 0, 1:
            return UserText(verbatim: self.string())
        case 2:
            let keys: [UserText.Key] = [.ok, .cancel, .retry, .statusPrefixed, .itemsSaved, .loading, .retryAfter]
            let key = self.flag() ? keys[self.choice(keys.count)] : UserText.Key(rawValue: self.string())
            var arguments: [UserText.Argument] = []
            for _ in 0..<self.choice(3) {
                switch self.choice(3) {
                case 0: arguments.append(.string(self.string()))
                case 1: arguments.append(.integer(self.integer()))
                default: arguments.append(.text(self.text(depth: depth + 1)))
                }
            }
            return .localized(
                key,
                arguments: arguments,
                count: self.flag() ? self.integer() : nil,
                fallback: self.flag() ? self.string() : nil
            )
        default:
            var parts: [UserText] = []
            for _ in 0..<self.choice(3) { parts.append(self.text(depth: depth + 1)) }
            return .joined(parts, separator: self.string())
        }
    }

    mutating func optionalText() -> UserText? { self.flag() ? self.text() : nil }
}
