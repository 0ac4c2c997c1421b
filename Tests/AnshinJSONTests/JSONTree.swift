import AnshinJSON

/// A JSON document as a tree the hostile-input tests can take apart: every value's path in the wire
/// format's spelling (`model.retry.title`, `presentation.root.children[2].kind`), and the document
/// with one value replaced or one member removed, written back compactly.
indirect enum JSONTree: Decodable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([(String, JSONTree)])

    /// One step down a path.
    enum Step: Equatable {
        case member(String)
        case index(Int)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            self = .object(
                try container.allKeys.map { ($0.stringValue, try container.decode(JSONTree.self, forKey: $0)) }
            )
        } else if var container = try? decoder.unkeyedContainer() {
            var items: [JSONTree] = []
            while !container.isAtEnd { items.append(try container.decode(JSONTree.self)) }
            self = .array(items)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? container.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    /// Whether the value is JSON's `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The JSON type's name, as the wire format's errors say it.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The document written back, compactly.
    var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .integer(let integer): return String(integer)
        case .number(let number): return "\(number)"
        case .string(let string): return Self.quoted(string)
        case .array(let items): return "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A path in the wire format's spelling.
    static func path(_ steps: [Step]) -> String {
        var result = ""
        for step in steps {
            switch step {
            case .index(let index): result += "[\(index)]"
            case .member(let name):
                if !result.isEmpty { result += "." }
                result += name
            }
        }
        return result
    }

    /// Every value below the root, with its steps, depth first.
    var descendants: [(steps: [Step], value: JSONTree)] {
        var result: [(steps: [Step], value: JSONTree)] = []
        func visit(_ value: JSONTree, _ steps: [Step]) {
            switch value {
            case .array(let items):
                for (index, item) in items.enumerated() {
                    result.append((steps + [.index(index)], item))
                    visit(item, steps + [.index(index)])
                }
            case .object(let members):
                for (name, member) in members {
                    result.append((steps + [.member(name)], member))
                    visit(member, steps + [.member(name)])
                }
            default:
                break
            }
        }
        visit(self, [])
        return result
    }

    /// The tree with the value at `steps` replaced, or removed when `replacement` is `nil` (a member
    /// is dropped from its object; an item from its array).
    func replacing(_ steps: ArraySlice<Step>, with replacement: JSONTree?) -> JSONTree? {
        guard let step = steps.first else { return replacement }
        let rest = steps.dropFirst()
        switch (self, step) {
        case (.object(let members), .member(let name)):
            var result: [(String, JSONTree)] = []
            for (key, value) in members {
                if key == name {
                    if let replaced = value.replacing(rest, with: replacement) { result.append((key, replaced)) }
                } else {
                    result.append((key, value))
                }
            }
            return .object(result)
        case (.array(var items), .index(let index)):
            if let replaced = items[index].replacing(rest, with: replacement) {
                items[index] = replaced
            } else {
                items.remove(at: index)
            }
            return .array(items)
        default:
            return self
        }
    }
}
