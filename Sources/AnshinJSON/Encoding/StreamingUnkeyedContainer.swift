/// The unkeyed container of ``StreamingEncoder``: writes each element as it is encoded.
///
/// It is three words, so the `any UnkeyedEncodingContainer` holding it does not allocate.
struct StreamingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    let serial: Int32
    let pathCount: Int32

    /// The number of elements encoded so far.
    private(set) var count = 0

    init(encoder: StreamingEncoder, serial: Int32, pathCount: Int32) {
        self.encoder = encoder
        self.serial = serial
        self.pathCount = pathCount
    }

    var codingPath: [any CodingKey] { self.encoder.codingPath(prefix: self.pathCount) }

    private mutating func beginElement() throws {
        try self.encoder.state.beginMember(of: self.serial, key: nil)
        self.count += 1
    }

    private var elementPath: [any CodingKey] { self.codingPath + [WireKey(index: self.count - 1)] }

    mutating func encodeNil() throws {
        try self.beginElement()
        self.encoder.state.appendNull()
    }

    mutating func encode(_ value: Bool) throws {
        try self.beginElement()
        self.encoder.state.appendBool(value)
    }

    mutating func encode(_ value: String) throws {
        try self.beginElement()
        self.encoder.state.appendString(value)
    }

    mutating func encode(_ value: Double) throws {
        try self.beginElement()
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.elementPath)
        }
    }

    mutating func encode(_ value: Float) throws {
        try self.beginElement()
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.elementPath)
        }
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
        self.encoder.state.appendInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = self.count
        self.count += 1
        try self.encoder.encodeMember(value, of: self.serial, name: nil, key: WireKey(index: index))
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
