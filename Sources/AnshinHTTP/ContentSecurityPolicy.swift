/// The Content Security Policy of an HTML answer: its page runs its own stylesheet and live script,
/// and nothing else.
///
/// Every HTML answer gets a fresh nonce — 128 bits from the system's random source, in base64 —
/// written on the page's `<style>` and `<script>` (or, where the presenter links them, its
/// `<link rel="stylesheet">` and `<script src>`) and in the policy
/// `default-src 'none'; script-src 'nonce-…'; style-src 'nonce-…'; base-uri 'none'; form-action 'none';
/// frame-ancestors 'none'`. The page loads no other resource, so nothing else needs allowing; Retry is
/// a link to the page itself, which the policy does not restrict.
struct ContentSecurityPolicy: Sendable, Hashable {
    /// The nonce the page's `<style>` and `<script>` carry.
    let nonce: String

    /// A policy with a fresh nonce.
    init() {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for _ in 0..<2 {
            let word = generator.next()
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        self.nonce = Self.base64(bytes)
    }

    /// The header field's value.
    var value: String {
        var value = "default-src 'none'; script-src 'nonce-"
        value.reserveCapacity(160)
        value += self.nonce
        value += "'; style-src 'nonce-"
        value += self.nonce
        value += "'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        return value
    }

    /// Bytes in base64 (RFC 4648 §4), with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 {
                group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
            }
            for position in 0..<4 {
                let sextet = UInt8(group >> (18 - 6 * position) & 0x3F)
                output.append(position <= count ? Self.base64Digit(sextet) : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The base64 digit of a value from 0 to 63: `A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`.
    static func base64Digit(_ value: UInt8) -> UInt8 {
        switch value {
        case 0..<26: UInt8(ascii: "A") + value
        case 26..<52: UInt8(ascii: "a") + (value - 26)
        case 52..<62: UInt8(ascii: "0") + (value - 52)
        case 62: UInt8(ascii: "+")
        default: UInt8(ascii: "/")
        }
    }
}
