/// A parsed JSON value. Numbers keep their text, so each is converted only to the type a decoder
/// asks for, exactly.
enum JSONValue {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The value's JSON type with an article, for messages: "a string", "an array", "null".
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
