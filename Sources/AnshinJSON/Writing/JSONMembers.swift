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

    /// A name's bytes with its escapes undone, as the reader reads the name (``JSONParser``): what
    /// names sort and compare by.
    /// - Parameter escaped: The name between its quotes, as ``JSONOutput`` wrote it.
    /// - Returns: The name's UTF-8.
    static func unescaped(_ escaped: ArraySlice<UInt8>) -> [UInt8] {
        guard escaped.contains(UInt8(ascii: "\\")) else { return Array(escaped) }
        // The writer's own output is always a well-formed string.
        let quoted = [UInt8(ascii: "\"")] + escaped + [UInt8(ascii: "\"")]
        guard case .string(let name)? = try? JSONParser.parse(quoted) else { return Array(escaped) }
        return Array(name.utf8)
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
