/// The single-value container of ``StreamingEncoder``: writes one value in the current position.
struct StreamingSingleValueContainer: SingleValueEncodingContainer {
    let encoder: StreamingEncoder
    let pathCount: Int

    var codingPath: [any CodingKey] { self.encoder.codingPath(prefix: Int32(truncatingIfNeeded: self.pathCount)) }

    mutating func encodeNil() throws {
        try self.encoder.state.fillSlot()
        self.encoder.state.appendNull()
    }

    mutating func encode(_ value: Bool) throws {
        try self.encoder.state.fillSlot()
        self.encoder.state.appendBool(value)
    }

    mutating func encode(_ value: String) throws {
        try self.encoder.state.fillSlot()
        self.encoder.state.appendString(value)
    }

    mutating func encode(_ value: Double) throws {
        try self.encoder.state.fillSlot()
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.codingPath)
        }
    }

    mutating func encode(_ value: Float) throws {
        try self.encoder.state.fillSlot()
        guard self.encoder.state.appendFloatingPoint(value) else {
            throw EncodingState.nonFiniteError(value, codingPath: self.codingPath)
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
        try self.encoder.state.fillSlot()
        self.encoder.state.appendInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try self.encoder.state.fillSlot()
        try self.encoder.encodeValue(value)
    }
}
