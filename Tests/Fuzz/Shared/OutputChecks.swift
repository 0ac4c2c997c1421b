import AnshinHTML

/// Checks a fuzz target applies to what the front ends write; a failed check aborts, which libFuzzer
/// reports as a crash and saves the input for.
enum OutputChecks {
    /// Stops the run with a message: libFuzzer keeps the input that caused it.
    static func fail(_ message: String) -> Never {
        print("fuzz check failed: \(message)")
        fatalError(message)
    }

    /// The elements the HTML front end writes (`Tests/Conformance/html_vocabulary.json`, turned into
    /// `HTMLVocabulary` by `Tests/Fuzz/build.sh`).
    static let elements = Set(HTMLVocabulary.elements)

    /// The attributes the HTML front end writes (the same file).
    static let attributes = Set(HTMLVocabulary.attributes)

    /// A `<script>`'s text and end tag: the live script, and nothing else, is the only script.
    static let script: [UInt8] = Array((HTMLRenderer.script + "</script>").utf8)

    /// The character references the HTML front end writes.
    static let references: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }

    /// Checks HTML from the front end: valid UTF-8; only known elements and attributes, every value
    /// double-quoted; in text and values, no `<` or `>`, only the five references it writes, and no
    /// control character or noncharacter that HTML calls a parse error.
    static func checkHTML(_ bytes: [UInt8]) {
        guard let html = String(validating: bytes, as: UTF8.self) else { Self.fail("the HTML is not valid UTF-8") }
        for scalar in html.unicodeScalars {
            let value = scalar.value
            let isControl =
                (value < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains(value)) || (0x7F...0x9F).contains(value)
            let isNoncharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
            if isControl || isNoncharacter {
                Self.fail("U+\(String(value, radix: 16, uppercase: true)) in the HTML")
            }
        }
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
        func name() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        func checkReference() {
            for reference in Self.references where bytes[index...].starts(with: reference) {
                index += reference.count
                return
            }
            Self.fail("an & that starts no reference the renderer writes, at byte \(index)")
        }
        let doctype = Array("<!DOCTYPE html>".utf8)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "&"):
                checkReference()
            case UInt8(ascii: ">"):
                Self.fail("a > in text at byte \(index)")
            case UInt8(ascii: "<"):
                if bytes[index...].starts(with: doctype) {
                    index += doctype.count
                    continue
                }
                index += 1
                let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
                if isEnd { index += 1 }
                let element = name()
                guard Self.elements.contains(element) else { Self.fail("the element <\(element)> at byte \(index)") }
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "/") {
                        index += 1
                        continue
                    }
                    let attribute = name()
                    guard !isEnd, Self.attributes.contains(attribute) else {
                        Self.fail("the attribute \"\(attribute)\" in <\(element)> at byte \(index)")
                    }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                    index += 1
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        Self.fail("an unquoted value of \(attribute) in <\(element)>")
                    }
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        switch bytes[index] {
                        case UInt8(ascii: "<"), UInt8(ascii: ">"):
                            Self.fail("a raw < or > in the value of \(attribute) in <\(element)>")
                        case UInt8(ascii: "&"):
                            checkReference()
                        default:
                            index += 1
                        }
                    }
                    guard index < bytes.count else { Self.fail("an unterminated value of \(attribute)") }
                    index += 1
                }
                guard index < bytes.count else { Self.fail("an unterminated tag <\(element)>") }
                index += 1
                if element == "style" && !isEnd {
                    // The stylesheet is the front end's own raw text.
                    let end = Array("</style>".utf8)
                    while index < bytes.count, !bytes[index...].starts(with: end) { index += 1 }
                }
                if element == "script" && !isEnd {
                    // The live script, exactly: its text is the front end's own.
                    guard bytes[index...].starts(with: Self.script) else {
                        Self.fail("a <script> that is not the live script")
                    }
                    index += Self.script.count
                }
            default:
                index += 1
            }
        }
    }

    /// Checks text from the text front end: no C0 control but the line feed, no DEL or C1 control, no
    /// bidirectional override or isolate, and, in coloured text, no escape sequence but the front end's
    /// own SGR colours (`ESC [ digits ; … m`).
    static func checkText(_ text: String, colored: Bool) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B && colored {
                var end = index + 1
                guard end < scalars.count, scalars[end] == "[" else { Self.fail("an ESC that starts no SGR") }
                end += 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                guard end < scalars.count, scalars[end] == "m" else { Self.fail("an escape sequence that is not SGR") }
                index = end + 1
                continue
            }
            let unsafe =
                (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            if unsafe { Self.fail("U+\(String(value, radix: 16, uppercase: true)) in the text output") }
            index += 1
        }
    }
}
