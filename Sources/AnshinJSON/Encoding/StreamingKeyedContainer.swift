/// The keyed container of ``StreamingEncoder``: writes each member as it is encoded.
struct StreamingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    let serial: Int32
    let pathCount: Int32

    var codingPath: [any CodingKey] { self.encoder.codingPath(prefix: self.pathCount) }

    mutating func encodeNil(forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        self.encoder.state.appendNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        self.encoder.state.appendBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        self.encoder.state.appendString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.codingPath + [key])
        }
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.codingPath + [key])
        }
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try self.encodeInteger(value, forKey: key) }

    private mutating func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) throws {
        try self.encoder.state.beginMember(of: self.serial, key: key.stringValue)
        self.encoder.state.appendInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try self.encoder.encodeMember(value, of: self.serial, name: key.stringValue, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        self.deferredEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.deferredEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        self.deferredEncoder(forKey: WireKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        self.deferredEncoder(forKey: key)
    }

    private func deferredEncoder(forKey key: some CodingKey) -> StreamingEncoder {
        self.encoder.beginDeferredMember(of: self.serial, key: key.stringValue, codingPath: self.codingPath + [key])
    }
}
