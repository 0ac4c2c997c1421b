import AnshinJSON
import Foundation

/// A JSON value for the conformance vectors, with object members kept in the order they are
/// written (id, description, input, expected), and a printer that gives the same bytes on every run.
indirect enum VectorJSON {
    case null
    case bool(Bool)
    case integer(Int64)
    /// A number with a fraction, written as Swift prints the `Double`.
    case fraction(Double)
    case string(String)
    case array([VectorJSON])
    case object([(String, VectorJSON)])
    /// The value printed on one line, however deep: a step of a board sequence, a button.
    case compact(VectorJSON)

    /// An integer from an `Int`.
    static func int(_ value: Int) -> Self { .integer(Int64(value)) }

    /// A whole number of milliseconds, or `null`.
    static func milliseconds(_ duration: Duration?) -> Self {
        guard let duration else { return .null }
        let (seconds, attoseconds) = duration.components
        return .integer(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    /// A string, or `null`.
    static func optional(_ value: String?) -> Self {
        value.map(Self.string) ?? .null
    }

    /// The document, indented by two spaces, ending with a newline.
    var printed: String {
        var output = ""
        self.print(into: &output, indent: 0, compact: false)
        output += "\n"
        return output
    }

    private func print(into output: inout String, indent: Int, compact: Bool) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .fraction(let value): output += "\(value)"
        case .string(let value): Self.quote(value, into: &output)
        case .compact(let value): value.print(into: &output, indent: indent, compact: true)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                if !compact { Self.newline(into: &output, indent: indent + 1) }
                value.print(into: &output, indent: indent + 1, compact: compact)
            }
            if !compact { Self.newline(into: &output, indent: indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, (name, value)) in members.enumerated() {
                if index > 0 { output += "," }
                if !compact { Self.newline(into: &output, indent: indent + 1) }
                Self.quote(name, into: &output)
                output += compact ? ":" : ": "
                value.print(into: &output, indent: indent + 1, compact: compact)
            }
            if !compact { Self.newline(into: &output, indent: indent) }
            output += "}"
        }
    }

    private static func newline(into output: inout String, indent: Int) {
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    private static func quote(_ string: String, into output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// One vectors file: its name in `Tests/Vectors` and its bytes.
struct VectorFile {
    var name: String
    var contents: String

    /// A vectors file with the common header: what it covers, the format version, and its cases.
    init(name: String, schema: String, description: String, cases: [VectorJSON], extra: [(String, VectorJSON)] = []) {
        self.name = name
        let members: [(String, VectorJSON)] =
            [
                ("$schema", .string("./\(schema)")),
                ("description", .string(description)),
                ("wireFormatVersion", .int(WireDocument.currentVersion)),
                ("revision", .int(VectorFile.revision)),
                ("generator", .string("swift run anshin vectors --out Tests/Vectors")),
            ] + extra + [("cases", .array(cases))]
        self.contents = VectorJSON.object(members).printed
    }

    init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The vectors' revision within a wire format version: raised with a documented rule change
    /// (each listed in the CHANGELOG), and back to 1 with a new wire format version.
    static let revision = 10
}

/// A case: its id and one-line description first, then its input and expected members.
func vectorCase(_ id: String, _ description: String, _ members: [(String, VectorJSON)]) -> VectorJSON {
    .object([("id", .string(id)), ("description", .string(description))] + members)
}

/// A duration in whole milliseconds (the vectors' durations are whole milliseconds).
func wholeMilliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}

extension VectorJSON: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension VectorJSON {
    /// A JSON value from Foundation's reading of JSON text, with members sorted by name.
    init(parsing value: Any) {
        switch value {
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "d", "f": self = .fraction(number.doubleValue)
            default: self = .integer(number.int64Value)
            }
        case let string as String:
            self = .string(string)
        case let array as [Any]:
            self = .array(array.map { VectorJSON(parsing: $0) })
        case let object as [String: Any]:
            self = .object(object.keys.sorted().map { ($0, VectorJSON(parsing: object[$0]!)) })
        default:
            self = .null
        }
    }

    /// A JSON value from JSON text.
    init(json text: String) throws {
        self.init(parsing: try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    }
}
