import Anshin

/// A `Decoder` over a parsed ``JSONValue``. Its errors are `DecodingError`s whose coding paths and
/// descriptions become ``WireFormatError``s: "Expected a string but found a number.",
/// "Missing required member \"title\"."
struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = self.value else {
            throw Self.mismatch(
                expected: "an object",
                found: self.value,
                type: [String: Any].self,
                path: self.codingPath
            )
        }
        return KeyedDecodingContainer(
            TreeKeyedContainer(object: object, codingPath: self.codingPath, userInfo: self.userInfo)
        )
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = self.value else {
            throw Self.mismatch(expected: "an array", found: self.value, type: [Any].self, path: self.codingPath)
        }
        return TreeUnkeyedContainer(elements: elements, codingPath: self.codingPath, userInfo: self.userInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TreeSingleValueContainer(value: self.value, codingPath: self.codingPath, userInfo: self.userInfo)
    }

    // MARK: - Unboxing

    /// The error for a value of the wrong JSON type: `valueNotFound` for `null`, else `typeMismatch`.
    static func mismatch(
        expected: String,
        found value: JSONValue,
        type: Any.Type,
        path: [any CodingKey]
    ) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: path,
            debugDescription: "Expected \(expected) but found \(value.typeDescription)."
        )
        return value.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    static func bool(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let bool) = value else {
            throw self.mismatch(expected: "a boolean", found: value, type: Bool.self, path: path())
        }
        return bool
    }

    static func string(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .string(let string) = value else {
            throw self.mismatch(expected: "a string", found: value, type: String.self, path: path())
        }
        return string
    }

    /// A whole number that fits the type exactly; `1.0` and `1e2` are whole, `1.5` is not.
    static func integer<T: FixedWidthInteger>(
        _ type: T.Type,
        _ value: JSONValue,
        path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard case .number(let text) = value else {
            throw self.mismatch(expected: "a number", found: value, type: T.self, path: path())
        }
        if let integer = T(text, radix: 10) { return integer }
        if let double = Double(text), let integer = T(exactly: double) { return integer }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path(),
                debugDescription: "The number \(text) is not a whole number that fits in \(T.self)."
            )
        )
    }

    /// A finite number, rounded to the nearest value of the type.
    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type,
        _ value: JSONValue,
        path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard case .number(let text) = value else {
            throw self.mismatch(expected: "a number", found: value, type: T.self, path: path())
        }
        guard let number = T(text), number.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(),
                    debugDescription: "The number \(text) does not fit in \(T.self)."
                )
            )
        }
        return number
    }

    /// Decodes any type, strings without a decoder of their own; text that is neither a string nor an
    /// object is named as text, since `UserText` itself can only say it expected an object.
    static func decode<T: Decodable>(
        _ type: T.Type,
        from value: JSONValue,
        path: [any CodingKey],
        userInfo: [CodingUserInfoKey: Any]
    ) throws -> T {
        if T.self == String.self, let string = try self.string(value, path: path) as? T {
            return string
        }
        if T.self == UserText.self {
            switch value {
            case .string, .object: break
            default:
                throw self.mismatch(expected: "text (a string or an object)", found: value, type: T.self, path: path)
            }
        }
        return try T(from: TreeDecoder(value: value, codingPath: path, userInfo: userInfo))
    }
}
