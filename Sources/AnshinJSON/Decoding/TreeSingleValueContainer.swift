/// The single-value container of ``TreeDecoder``: one value.
struct TreeSingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func decodeNil() -> Bool {
        self.value.isNull
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try TreeDecoder.bool(self.value, path: self.codingPath)
    }

    func decode(_ type: String.Type) throws -> String {
        try TreeDecoder.string(self.value, path: self.codingPath)
    }

    func decode(_ type: Double.Type) throws -> Double {
        try TreeDecoder.floatingPoint(type, self.value, path: self.codingPath)
    }

    func decode(_ type: Float.Type) throws -> Float {
        try TreeDecoder.floatingPoint(type, self.value, path: self.codingPath)
    }

    func decode(_ type: Int.Type) throws -> Int { try self.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try self.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try self.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try self.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try self.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try self.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try self.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try self.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try self.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try self.integer(type) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try TreeDecoder.integer(type, self.value, path: self.codingPath)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try TreeDecoder.decode(type, from: self.value, path: self.codingPath, userInfo: self.userInfo)
    }
}
