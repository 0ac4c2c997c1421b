/// The keyed container of ``TreeDecoder``: the members of one object.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    var allKeys: [Key] { self.object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        self.object.contains(key.stringValue)
    }

    private func value(for key: some CodingKey) throws -> JSONValue {
        guard let value = self.object.value(forKey: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: self.codingPath,
                    debugDescription: "Missing required member \"\(key.stringValue)\"."
                )
            )
        }
        return value
    }

    private func path(_ key: Key) -> [any CodingKey] { self.codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool {
        try self.value(for: key).isNull
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try TreeDecoder.bool(self.value(for: key), path: self.path(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try TreeDecoder.string(self.value(for: key), path: self.path(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try TreeDecoder.floatingPoint(type, self.value(for: key), path: self.path(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try TreeDecoder.floatingPoint(type, self.value(for: key), path: self.path(key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try self.integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try self.integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try self.integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try self.integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try self.integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try self.integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try self.integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try self.integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try self.integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try self.integer(type, key) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try TreeDecoder.integer(type, self.value(for: key), path: self.path(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeDecoder.decode(type, from: self.value(for: key), path: self.path(key), userInfo: self.userInfo)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoder(value: self.value(for: key), codingPath: self.path(key), userInfo: self.userInfo)
            .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: self.value(for: key), codingPath: self.path(key), userInfo: self.userInfo)
            .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(
            value: self.object.value(forKey: WireKey.super.stringValue) ?? .null,
            codingPath: self.codingPath + [WireKey.super],
            userInfo: self.userInfo
        )
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(
            value: self.object.value(forKey: key.stringValue) ?? .null,
            codingPath: self.path(key),
            userInfo: self.userInfo
        )
    }
}
