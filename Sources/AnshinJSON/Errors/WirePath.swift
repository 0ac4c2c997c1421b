import Anshin

/// Writes coding paths as the dotted paths of ``WireFormatError/path``: `model.retry.title`,
/// `presentation.root.children[2].kind`.
enum WirePath {
    /// One step of a path: a member name or an array index.
    enum Component: Sendable, Hashable {
        /// An object member.
        case member(String)
        /// An array element, from 0.
        case index(Int)
    }

    /// The components of a coding path; the keys of array elements become indices.
    static func components(of codingPath: [any CodingKey]) -> [Component] {
        codingPath.map { key in
            if let key = key as? WireKey, let index = key.index { return .index(index) }
            // A model's own decoder names an array item the way Foundation does: an integer key
            // spelled "Index 3".
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .member(key.stringValue)
        }
    }

    /// A path written for people: members joined with `.`, indices in brackets.
    static func string(_ components: some Sequence<Component>) -> String {
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .member(let name) where isPlainIdentifier(name):
                if !result.isEmpty { result += "." }
                result += name
            case .member(let name):
                var quoted: [UInt8] = []
                JSONOutput.appendString(name, to: &quoted)
                result += "[" + String(decoding: quoted, as: UTF8.self) + "]"
            }
        }
        return result
    }

    /// A coding path written for people.
    static func string(_ codingPath: [any CodingKey]) -> String {
        self.string(self.components(of: codingPath))
    }

    /// Whether a member name can be written bare: ASCII letters, digits, `_`, `-` and `$`, not
    /// starting with a digit.
    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x24: true
            default: false
            }
        }
    }
}
