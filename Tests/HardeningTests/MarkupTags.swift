import AnshinHTML

/// The tags of HTML the front end wrote, with their attribute names, in order: the structure a hostile
/// case must share with its baseline. Text and attribute values are skipped; a value that is not
/// double-quoted, or a `<` or `>` inside one, fails the scan.
enum MarkupTags {
    /// The live script's UTF-8, the only text a `<script>` may hold.
    static let script = Array(HTMLRenderer.script.utf8)

    struct ScanError: Error, CustomStringConvertible {
        var description: String
    }

    static func scan(_ bytes: [UInt8]) throws -> [String] {
        var tags: [String] = []
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "!"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if bytes[index] == UInt8(ascii: ">") { throw ScanError(description: "a > in text at byte \(index)") }
                index += 1
                continue
            }
            index += 1
            var tag = ""
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") {
                            throw ScanError(description: "a < or > in an attribute value at byte \(index)")
                        }
                        index += 1
                    }
                    tag += "\"\""
                } else if isNameByte(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "=") {
                    tag.unicodeScalars.append(UnicodeScalar(byte))
                } else {
                    throw ScanError(description: "the byte \(byte) in a tag at byte \(index)")
                }
                index += 1
            }
            index += 1
            tags.append(tag)
            if tag.hasPrefix("style") {
                // The stylesheet is the front end's own raw text.
                let end = Array("</style>".utf8)
                while index < bytes.count, !(bytes[index] == end[0] && bytes[index...].starts(with: end)) {
                    index += 1
                }
            } else if tag.hasPrefix("script") {
                // A script's raw text must be the live script, exactly: then it is the front end's own.
                // Compared as one string (the standard library's comparison), not byte by byte in
                // this unoptimised test code: pages are scanned by the hundred thousand.
                let start = index
                let end = start + Self.script.count
                guard end <= bytes.count, String(decoding: bytes[start..<end], as: UTF8.self) == HTMLRenderer.script,
                    bytes[end...].starts(with: Array("</script>".utf8))
                else {
                    throw ScanError(description: "a <script> at byte \(start) that is not the live script")
                }
                index = end
            }
        }
        return tags
    }
}
