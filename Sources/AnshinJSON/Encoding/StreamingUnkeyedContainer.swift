/// The unkeyed container of ``StreamingEncoder``: writes each element as it is encoded.
struct StreamingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    let serial: Int
    let pathCount: Int

    /// The number of elements encoded so far.
    private(set) var count = 0

    var codingPath: [any CodingKey] { Array(self.encoder.codingPath.prefix(self.pathCount)) }

    private mutating func beginElement() throws {
        try self.encoder.beginMember(of: self.serial, key: nil)
        self.count += 1
    }

    private var elementPath: [any CodingKey] { self.codingPath + [WireKey(index: self.count - 1)] }

    mutating func encodeNil() throws {
        try self.beginElement()
        self.encoder.appendNull()
    }

    mutating func encode(_ value: Bool) throws {
        try self.beginElement()
        self.encoder.appendBool(value)
    }

    mutating func encode(_ value: String) throws {
        try self.beginElement()
        self.encoder.appendString(value)
    }

    mutating func encode(_ value: Double) throws {
        try self.beginElement()
        try self.encoder.appendFloatingPoint(value, codingPath: self.elementPath)
    }

    mutating func encode(_ value: Float) throws {
        try self.beginElement()
        try self.encoder.appendFloatingPoint(value, codingPath: self.elementPath)
    }

    mutating func encode(_ value: Int) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try self.encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try self.encodeInteger(value) }

    private mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
        try self.beginElement()
        self.encoder.appendInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try self.beginElement()
        self.encoder.codingPath.append(WireKey(index: self.count - 1))
        defer { self.encoder.codingPath.removeLast() }
        try self.encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        self.deferredEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        self.deferredEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        self.deferredEncoder()
    }

    private mutating func deferredEncoder() -> StreamingEncoder {
        let path = self.codingPath + [WireKey(index: self.count)]
        self.count += 1
        return self.encoder.beginDeferredMember(of: self.serial, key: nil, codingPath: path)
    }
}
