/// The unkeyed container of ``TreeDecoder``: the elements of one array, read in order.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// The index of the next element to read.
    private(set) var currentIndex = 0

    var count: Int? { self.elements.count }

    var isAtEnd: Bool { self.currentIndex >= self.elements.count }

    private var elementPath: [any CodingKey] { self.codingPath + [WireKey(index: self.currentIndex)] }

    /// The next element; reading past the end is an error naming the missing index.
    private mutating func next(_ type: Any.Type) throws -> (value: JSONValue, path: [any CodingKey]) {
        guard !self.isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: self.elementPath,
                    debugDescription: "Expected another element, but the array has only \(self.elements.count)."
                )
            )
        }
        let element = (self.elements[self.currentIndex], self.elementPath)
        self.currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard !self.isAtEnd else {
            _ = try self.next(Never?.self)
            return false
        }
        guard self.elements[self.currentIndex].isNull else { return false }
        self.currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (value, path) = try self.next(type)
        return try TreeDecoder.bool(value, path: path)
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let (value, path) = try self.next(type)
        return try TreeDecoder.string(value, path: path)
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let (value, path) = try self.next(type)
        return try TreeDecoder.floatingPoint(type, value, path: path)
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let (value, path) = try self.next(type)
        return try TreeDecoder.floatingPoint(type, value, path: path)
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try self.integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try self.integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try self.integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try self.integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try self.integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try self.integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try self.integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try self.integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try self.integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try self.integer(type) }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let (value, path) = try self.next(type)
        return try TreeDecoder.integer(type, value, path: path)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try self.next(type)
        return try TreeDecoder.decode(type, from: value, path: path, userInfo: self.userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try self.next([String: Any].self)
        return try TreeDecoder(value: value, codingPath: path, userInfo: self.userInfo).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try self.next([Any].self)
        return try TreeDecoder(value: value, codingPath: path, userInfo: self.userInfo).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try self.next(Any.self)
        return TreeDecoder(value: value, codingPath: path, userInfo: self.userInfo)
    }
}
