import Anshin

/// An `Encoder` that writes JSON straight into one byte buffer, with object members sorted by the
/// UTF-8 bytes of their names.
///
/// Values are written as they are encoded. Each member of an object or array is written with a
/// leading `,`; when the container closes, the first `,` becomes the opening bracket, and only an
/// object whose members arrived out of order is rearranged, in place through one reused scratch
/// buffer. So encoding allocates per document, not per value (apart from the keyed container boxes
/// the `Encoder` protocol itself requires). All mutable state is one ``EncodingState``, so each
/// step is one exclusive access.
///
/// A container requested with `nestedContainer` or `superEncoder` can be written to in any order
/// with its parent, so it gets a deferred encoder with its own buffer, spliced into place when the
/// parent closes. Misuse that the `Encoder` protocol cannot report at once (a second container of
/// another kind for one value) is remembered and thrown when encoding ends — never a crash.
final class StreamingEncoder: Encoder {
    /// What a document is written with; shared by an encoder and its deferred encoders.
    struct Options {
        /// Whether to write the pretty form (two-space indentation, `"key": value`).
        var pretty: Bool
        /// Whether a number that is not finite is written as `null` instead of being rejected.
        var writesNonFiniteAsNull: Bool
        /// The user info the values see, such as the text resolution.
        var userInfo: [CodingUserInfoKey: Any]
    }

    let options: Options

    /// The bytes, open containers and coding path.
    var state: EncodingState

    /// The path of the value being encoded.
    var codingPath: [any CodingKey] { self.state.codingPath }

    /// The user info of the options.
    var userInfo: [CodingUserInfoKey: Any] { self.options.userInfo }

    /// Creates an encoder for a document or for a deferred part of one.
    init(options: Options, codingPath: [any CodingKey] = [], baseDepth: Int = 0) {
        self.options = options
        self.state = EncodingState(
            pretty: options.pretty,
            writesNonFiniteAsNull: options.writesNonFiniteAsNull,
            baseDepth: baseDepth,
            codingPath: codingPath
        )
    }

    // MARK: - Values

    /// Encodes a document's root value; the root must write something.
    func encodeRoot<T: Encodable>(_ value: T) throws {
        try value.encode(to: self)
        try self.state.closeAll()
        guard self.state.isSlotFilled else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "Top-level \(T.self) did not encode any values."
                )
            )
        }
    }

    /// Ends a deferred encoder's value and returns its bytes.
    func finish() throws -> [UInt8] {
        try self.state.closeAll()
        if !self.state.isSlotFilled { self.state.bytes.append(contentsOf: "{}".utf8) }
        return self.state.bytes
    }

    /// Encodes a value in the current position: the content of a single-value container.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if try self.encodePrimitive(value, codingPath: self.state.codingPath) { return }
        try self.encodeNested(value)
    }

    /// Encodes a member of the container with a serial: an object member (with its name) or an array
    /// element. Strings, integers, booleans and doubles are written directly.
    func encodeMember<T: Encodable, Key: CodingKey>(
        _ value: T,
        of serial: Int32,
        name: String?,
        key: Key
    ) throws {
        if let string = value as? String {
            try self.state.beginMember(of: serial, key: name)
            self.state.appendString(string)
        } else if let integer = value as? Int {
            try self.state.beginMember(of: serial, key: name)
            self.state.appendInteger(integer)
        } else if let bool = value as? Bool {
            try self.state.beginMember(of: serial, key: name)
            self.state.appendBool(bool)
        } else {
            try self.state.beginMember(of: serial, key: name, pushing: key)
            defer { self.state.codingPath.removeLast() }
            try self.encodeValue(value)
        }
    }

    /// Writes strings, integers, booleans and doubles without a container; returns whether it did.
    private func encodePrimitive<T: Encodable>(
        _ value: T,
        codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> Bool {
        if let string = value as? String {
            self.state.appendString(string)
        } else if let integer = value as? Int {
            self.state.appendInteger(integer)
        } else if let bool = value as? Bool {
            self.state.appendBool(bool)
        } else if let number = value as? Double {
            guard self.state.appendFloatingPoint(number) else {
                throw EncodingState.nonFiniteError(number, codingPath: codingPath())
            }
        } else {
            return false
        }
        return true
    }

    /// Encodes a value through its own `encode(to:)`; a value that writes nothing becomes `{}`, as in
    /// Foundation.
    private func encodeNested<T: Encodable>(_ value: T) throws {
        let slot = self.state.enterValue()
        try value.encode(to: self)
        try self.state.leaveValue(slot)
    }

    // MARK: - Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let pathCount = self.state.codingPath.count
        return KeyedEncodingContainer(
            StreamingKeyedContainer(
                encoder: self,
                serial: self.state.openSlotFrame(isObject: true),
                pathCount: Int32(truncatingIfNeeded: pathCount)
            )
        )
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let pathCount = self.state.codingPath.count
        return StreamingUnkeyedContainer(
            encoder: self,
            serial: self.state.openSlotFrame(isObject: false),
            pathCount: Int32(truncatingIfNeeded: pathCount)
        )
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        StreamingSingleValueContainer(encoder: self, pathCount: self.state.codingPath.count)
    }

    /// The coding path of a container: the first `count` keys of the current path.
    func codingPath(prefix count: Int32) -> [any CodingKey] {
        Array(self.state.codingPath.prefix(Int(count)))
    }

    /// Starts a member whose value is written by a deferred encoder, and returns that encoder.
    func beginDeferredMember(of serial: Int32, key: String?, codingPath: [any CodingKey]) -> StreamingEncoder {
        let encoder = StreamingEncoder(options: self.options, codingPath: codingPath, baseDepth: self.state.depth)
        self.state.beginDeferredMember(of: serial, key: key, encoder: encoder)
        return encoder
    }
}
