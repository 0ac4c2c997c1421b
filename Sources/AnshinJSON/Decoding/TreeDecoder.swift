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
    ///
    /// The number's decimal text is converted exactly, never through a `Double`, so no number is
    /// rounded or clamped into the type's range: `-9223372036854775809` does not fit in `Int64`.
    static func integer<T: FixedWidthInteger>(
        _ type: T.Type,
        _ value: JSONValue,
        path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard case .number(let text) = value else {
            throw self.mismatch(expected: "a number", found: value, type: T.self, path: path())
        }
        if let integer = T(text, radix: 10) { return integer }
        if let digits = Self.wholeNumberDigits(text), let integer = T(digits, radix: 10) { return integer }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path(),
                debugDescription: "The number \(text) is not a whole number that fits in \(T.self)."
            )
        )
    }

    /// The digits of a JSON number that is a whole number, written without a fraction or an
    /// exponent (`-1.50e2` is `-150`, `-0.0` is `0`), or `nil` when it is not whole or has more than
    /// 40 digits, more than any fixed-width integer holds.
    /// - Parameter number: A number in JSON's grammar.
    static func wholeNumberDigits(_ number: String) -> String? {
        var text = Substring(number)
        let isNegative = text.first == "-"
        if isNegative { text = text.dropFirst() }
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // An exponent too large for an Int leaves only zero whole and small enough.
            exponent = Int(text[text.index(after: marker)...]) ?? Int.max
            text = text[..<marker]
        }
        let point = text.firstIndex(of: ".")
        let integerPart = point.map { text[..<$0] } ?? text
        let fractionPart = point.map { text[text.index(after: $0)...] } ?? ""
        // The significant digits, and where the point falls among them.
        var digits = Array(integerPart + fractionPart)
        var pointIndex = integerPart.count
        while digits.first == "0" {
            digits.removeFirst()
            pointIndex -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        if digits.isEmpty { return "0" }
        let (shifted, overflow) = pointIndex.addingReportingOverflow(exponent)
        guard !overflow, shifted >= digits.count, shifted <= 40 else { return nil }
        return (isNegative ? "-" : "") + String(digits) + String(repeating: "0", count: shifted - digits.count)
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

    /// Decodes any type through its own `init(from:)`: every type takes the same road.
    static func decode<T: Decodable>(
        _ type: T.Type,
        from value: JSONValue,
        path: [any CodingKey],
        userInfo: [CodingUserInfoKey: Any]
    ) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: path, userInfo: userInfo))
    }
}
