import Testing

@testable import AnshinJSON

/// JSON string escaping, which every writer of the wire format goes through: every byte that needs
/// escaping is found wherever it sits, and escaped as RFC 8259 and Foundation's `JSONEncoder` do.
@Suite("JSON string escaping")
struct JSONOutputTests {
    /// The escaped form of `bytes`, written byte by byte from the rule: the reference the scan must
    /// match.
    static func reference(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): result += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): result += Array(#"\\"#.utf8)
            case 0x08: result += Array(#"\b"#.utf8)
            case 0x09: result += Array(#"\t"#.utf8)
            case 0x0A: result += Array(#"\n"#.utf8)
            case 0x0C: result += Array(#"\f"#.utf8)
            case 0x0D: result += Array(#"\r"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                result += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: result.append(byte)
            }
        }
        return result
    }

    /// What ``JSONOutput/escapeAppended(from:in:)`` makes of `bytes` appended to a buffer, valid UTF-8 or
    /// not.
    static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        // Invalid UTF-8 would be repaired by a String: escape what a String holds, byte for byte.
        guard let string = String(validating: bytes, as: UTF8.self) else {
            return Self.reference(bytes)
        }
        result.append(contentsOf: string.utf8)
        JSONOutput.escapeAppended(from: 0, in: &result)
        return result
    }

    @Test(
        "Strings of common text are escaped as the rule says",
        arguments: [
            "", "a", "plain ASCII text longer than a word", "say \"hi\"", #"C:\path\to"#, "line\nbreak\ttab",
            "\u{0}\u{1}\u{1F}\u{7F}", "接続できません。もう一度お試しください。", "é\"é", "ends with a quote\"",
            "\"starts with a quote", "exactly8", "\u{8}\u{C}\r", "emoji 🙂 and / slash",
        ]
    )
    func commonText(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.escaped(bytes) == Self.reference(bytes))
    }

    /// Every ASCII byte value at every position of strings 1 to 24 bytes long, with ASCII and
    /// non-ASCII text around it.
    @Test("Every byte is found wherever it sits")
    func everyByteAtEveryPosition() {
        var mismatches: [String] = []
        var mismatchCount = 0
        for filler: UInt8 in [UInt8(ascii: "a"), 0x20, 0x23, 0x5D] {
            for length in 1...24 {
                for position in 0..<length {
                    for byte in UInt8.min...0x7F {
                        var bytes = [UInt8](repeating: filler, count: length)
                        bytes[position] = byte
                        guard Self.escaped(bytes) != Self.reference(bytes) else { continue }
                        mismatchCount += 1
                        if mismatches.count < 4 { mismatches.append("\(bytes)") }
                    }
                }
            }
        }
        #expect(mismatchCount == 0, "\(mismatchCount) strings escaped wrongly, such as \(mismatches)")
    }

    @Test("Several bytes to escape in one word and in neighbouring words are all escaped")
    func severalInOneWord() {
        // A fixed linear congruential sequence: the same 5,000 strings on every run.
        var state: UInt64 = 0x5EED
        func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [UInt8] = [
            0x00, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x61, 0x7F, 0x80, 0xE3, 0xFF,
        ]
        var mismatches: [[UInt8]] = []
        for _ in 0..<5_000 {
            let bytes = (0..<next(below: 41)).map { _ in alphabet[next(below: alphabet.count)] }
            if Self.escaped(bytes) != Self.reference(bytes) { mismatches.append(bytes) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) strings escaped wrongly, such as \(mismatches.prefix(4))")
    }

    @Test("Non-ASCII text is written as it is, around the bytes that are escaped")
    func nonASCII() {
        let text = "é\"接続\n🙂"
        var result: [UInt8] = Array("kept".utf8)
        result.append(contentsOf: text.utf8)
        JSONOutput.escapeAppended(from: 4, in: &result)
        #expect(String(decoding: result, as: UTF8.self) == #"kepté\"接続\n🙂"#)
    }
}
