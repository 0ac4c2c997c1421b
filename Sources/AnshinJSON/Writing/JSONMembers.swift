/// Finds the members of an object that a ``JSONWireWriter`` has just written, so that an object whose
/// members came out of order can be put in order: the writer tracks only the last name it wrote, and
/// reads its own output back in this rare case.
enum JSONMembers {
    /// One member of an object: all of its bytes from after the separator before it (its indentation
    /// included, in the pretty form) to the end of its value, and its name without the quotes.
    struct Member {
        var whole: Range<Int>
        var name: Range<Int>
    }

    /// The members of the object whose opening brace is at `start`, up to the end of `bytes`: the
    /// object's closing brace is not written yet.
    /// - Parameters:
    ///   - start: Where the object's `{` is.
    ///   - bytes: JSON the writer wrote.
    /// - Returns: The members, in the order they were written.
    static func ranges(inObjectAt start: Int, in bytes: [UInt8]) -> [Member] {
        var members: [Member] = []
        var position = start + 1
        while position < bytes.count {
            let memberStart = position
            position = Self.skipWhitespace(from: position, in: bytes)
            let nameStart = position + 1
            position = Self.skipString(from: position, in: bytes)
            let name = nameStart..<(position - 1)
            // The colon, and the space after it in the pretty form.
            position = Self.skipWhitespace(from: position + 1, in: bytes)
            position = Self.skipValue(from: position, in: bytes)
            members.append(Member(whole: memberStart..<position, name: name))
            // The separator before the next member.
            position += 1
        }
        return members
    }

    /// A name's bytes as written by ``JSONOutput``, with its escapes undone (`\"`, `\\`, `\b`, `\t`,
    /// `\n`, `\f`, `\r` and `\u00xx` are all it writes): what names sort and compare by.
    /// - Parameter escaped: The name between its quotes.
    /// - Returns: The name's UTF-8.
    static func unescaped(_ escaped: ArraySlice<UInt8>) -> [UInt8] {
        guard escaped.contains(UInt8(ascii: "\\")) else { return Array(escaped) }
        var name: [UInt8] = []
        var index = escaped.startIndex
        while index < escaped.endIndex {
            let byte = escaped[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < escaped.endIndex else {
                name.append(byte)
                continue
            }
            let escape = escaped[index]
            index += 1
            switch escape {
            case UInt8(ascii: "b"): name.append(0x08)
            case UInt8(ascii: "t"): name.append(0x09)
            case UInt8(ascii: "n"): name.append(0x0A)
            case UInt8(ascii: "f"): name.append(0x0C)
            case UInt8(ascii: "r"): name.append(0x0D)
            case UInt8(ascii: "u"):
                // `\u00xx`: two hexadecimal digits after `00`.
                let digits = escaped[min(index + 2, escaped.endIndex)..<min(index + 4, escaped.endIndex)]
                name.append(digits.reduce(0) { $0 << 4 | Self.hexadecimalValue($1) })
                index = min(index + 4, escaped.endIndex)
            default: name.append(escape)
            }
        }
        return name
    }

    /// The value of a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`).
    private static func hexadecimalValue(_ digit: UInt8) -> UInt8 {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: 0
        }
    }

    private static func skipWhitespace(from position: Int, in bytes: [UInt8]) -> Int {
        var position = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n") {
            position += 1
        }
        return position
    }

    /// The position after the string that starts at `position`.
    private static func skipString(from position: Int, in bytes: [UInt8]) -> Int {
        var position = position + 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        return position + 1
    }

    /// The position after the value that starts at `position`: a string, an object or array with
    /// everything in it, or a number or literal up to the next separator.
    private static func skipValue(from position: Int, in bytes: [UInt8]) -> Int {
        var position = position
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position = Self.skipString(from: position, in: bytes)
                if depth == 0 { return position }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return position + 1 }
            case UInt8(ascii: ","), UInt8(ascii: "\n"):
                if depth == 0 { return position }
            default:
                break
            }
            position += 1
        }
        return position
    }
}
