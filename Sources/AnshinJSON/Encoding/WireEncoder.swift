public import Anshin

/// Encodes any `Encodable` value as JSON with the wire format's rules: members sorted by the UTF-8
/// bytes of their names, integers as integers, doubles in their shortest round-trip form (integral
/// values without `.0`), strings escaped per RFC 8259 with `/` never escaped, and text kept as keys or
/// resolved.
///
/// The compact form is byte for byte what Foundation's `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, without linking Foundation. The pretty form indents by
/// two spaces, writes `"key": value`, writes empty containers as `{}` and `[]`, and ends with a
/// newline.
///
/// ```swift
/// let json = try WireEncoder().encode(ErrorScreen(.preset(.forbidden)))
/// // {"icon":{"symbol":"lock"},"message":{"key":"errorScreen.forbidden.message"},"placement":"fillBody",…}
/// ```
///
/// A preset's own error screen (`ErrorScreen(.preset(…))`, unchanged) with text kept as keys is the
/// same JSON every time: the first one encoded has every preset's screen written once, compact and
/// pretty, by the same writer (well under a millisecond; about 18 KB kept), and later ones copy it.
///
/// A floating-point number that is not finite cannot be written in JSON: encoding it is a
/// ``WireFormatError`` of kind ``WireFormatError/Kind/unencodableValue`` that names its path.
public struct WireEncoder: Sendable, Hashable {
    /// Whether text is written as keys with arguments, or resolved into one language's strings.
    public var text: TextResolution

    /// Whether the JSON is indented or compact.
    public var formatting: JSONRenderer.Formatting

    /// Creates an encoder.
    /// - Parameters:
    ///   - text: Whether text is kept as keys (the default) or resolved with a localizer.
    ///   - formatting: Compact (the default) or pretty.
    public init(text: TextResolution = .keys, formatting: JSONRenderer.Formatting = .compact) {
        self.text = text
        self.formatting = formatting
    }

    /// Encodes a value as a JSON string.
    /// - Parameter value: The value.
    /// - Returns: The JSON text.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some Encodable) throws(WireFormatError) -> String {
        var bytes: [UInt8] = []
        try self.encode(value, into: &bytes)
        return String(writtenUTF8: bytes)
    }

    /// Appends a value's JSON to a caller-owned byte buffer, so a caller that writes many documents
    /// reuses one allocation. On failure the buffer is left as it was.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    @inlinable
    public func encode<Value: Encodable>(_ value: Value, into buffer: inout [UInt8]) throws(WireFormatError) {
        // The models built per request are read in place through a pointer of their own type (the one
        // tested) and written by their specialized writers: a caller that knows the type has the
        // comparisons folded away, and one that does not pays three of them.
        let type = ObjectIdentifier(Value.self)
        let written: Bool
        if type == ObjectIdentifier(Alert.self) {
            written = withUnsafePointer(to: value) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: Alert.self), to: &buffer)
            }
        } else if type == ObjectIdentifier(StatusMessage.self) {
            written = withUnsafePointer(to: value) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: StatusMessage.self), to: &buffer)
            }
        } else if type == ObjectIdentifier(TrickleProgress.self) {
            written = withUnsafePointer(to: value) {
                self.append(UnsafeRawPointer($0).assumingMemoryBound(to: TrickleProgress.self), to: &buffer)
            }
        } else {
            try self.encodeAny(value, into: &buffer)
            return
        }
        // A number that is not finite: the `Codable` path reports it with its path.
        if !written { try self.encodeWithCodable(value, into: &buffer) }
    }

    /// Appends an alert's JSON with its own writer.
    /// - Parameters:
    ///   - alert: The alert, read in place.
    ///   - buffer: The buffer to append to.
    /// - Returns: `true`: an alert holds no number.
    @usableFromInline
    func append(_ alert: UnsafePointer<Alert>, to buffer: inout [UInt8]) -> Bool {
        self.appendDocument(to: &buffer) { alert.pointee.write(to: &$0) }
    }

    /// Appends a status message's JSON with its own writer.
    /// - Parameters:
    ///   - message: The message, read in place.
    ///   - buffer: The buffer to append to.
    /// - Returns: `true`: a message's one number is an integer.
    @usableFromInline
    func append(_ message: UnsafePointer<StatusMessage>, to buffer: inout [UInt8]) -> Bool {
        self.appendDocument(to: &buffer) { StatusMessage.write(message, to: &$0) }
    }

    /// Appends a trickle progress's JSON with its own writer.
    /// - Parameters:
    ///   - progress: The progress, read in place.
    ///   - buffer: The buffer to append to.
    /// - Returns: Whether it was appended: `false`, with the buffer as it was, when a number in it is
    ///   not finite.
    @usableFromInline
    func append(_ progress: UnsafePointer<TrickleProgress>, to buffer: inout [UInt8]) -> Bool {
        self.appendDocument(to: &buffer) { TrickleProgress.write(progress, to: &$0) }
    }

    /// Appends a document that `write` writes with a writer of the encoder's formatting and text.
    /// - Returns: Whether it was appended: `false`, with the buffer as it was, when a number in it is
    ///   not finite.
    private func appendDocument(to buffer: inout [UInt8], _ write: (inout WireWriter) -> Void) -> Bool {
        buffer.appendWireJSON(
            pretty: self.formatting.isPretty,
            text: self.text,
            writesNonFiniteAsNull: false
        ) { writer in
            write(&writer)
            return true
        }
    }

    /// Appends the JSON of a value of any other type: a preset's own error screen copied, a
    /// ``WireWritable`` model written by itself, anything else through `Codable`.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    @usableFromInline
    func encodeAny<Value: Encodable>(_ value: Value, into buffer: inout [UInt8]) throws(WireFormatError) {
        if self.appendPresetScreenJSON(of: value, to: &buffer) { return }
        if let writable = Self.writableType(of: Value.self),
            self.writeDirectly(value, as: writable, into: &buffer)
        {
            return
        }
        try self.encodeWithCodable(value, into: &buffer)
    }

    /// The type that writes a value of `type` itself, if any: the package's models are recognised by
    /// comparing metatypes, which costs a few instructions; any other type is asked whether it
    /// conforms to ``WireWritable``, a conformance lookup of about 0.3 k.
    /// - Parameter type: The value's static type.
    /// - Returns: The type as a ``WireWritable`` type, or `nil`.
    static func writableType<Value>(of type: Value.Type) -> (any WireWritable.Type)? {
        if type == Alert.self { return Alert.self }
        if type == StatusMessage.self { return StatusMessage.self }
        if type == TrickleProgress.self { return TrickleProgress.self }
        if type == ErrorScreen.self { return ErrorScreen.self }
        if type == Presentation.self { return Presentation.self }
        return type as? any WireWritable.Type
    }

    /// Appends the JSON of a preset's own error screen, encoded once (``WirePresetScreens``), when
    /// text is kept as keys. The value's type is compared first, so no other value is cast.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer to append to.
    /// - Returns: Whether the value is such a screen and its JSON was appended.
    private func appendPresetScreenJSON<Value: Encodable>(of value: Value, to buffer: inout [UInt8]) -> Bool {
        guard self.text.keepsKeys else { return false }
        var appended = false
        ErrorScreen.reading(value) {
            appended = WirePresetScreens.append($0, pretty: self.formatting.isPretty, to: &buffer)
        }
        return appended
    }

    /// Appends a value's JSON through its `Encodable` conformance, never through ``WireWritable``:
    /// the reference the direct path is held to.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    @usableFromInline
    package func encodeWithCodable(_ value: some Encodable, into buffer: inout [UInt8]) throws(WireFormatError) {
        try Self.write(value, into: &buffer, options: self.options(writesNonFiniteAsNull: false))
    }

    /// Appends a model's JSON with a ``WireWriter``; returns `false`, leaving the buffer as it was,
    /// when the model holds a number that is not finite, so that the `Codable` path reports it.
    /// The value's type is the writable type: only the metatype is cast, so that the value is never
    /// boxed in an existential.
    func writeDirectly<Value: Encodable, Writable: WireWritable>(
        _ value: Value,
        as writable: Writable.Type,
        into buffer: inout [UInt8]
    ) -> Bool {
        self.appendDocument(to: &buffer) { writer in
            withUnsafePointer(to: value) { pointer in
                pointer.withMemoryRebound(to: Writable.self, capacity: 1) { $0.pointee.write(to: &writer) }
            }
        }
    }

    /// Appends a value's JSON to a caller-owned string. On failure the string is left as it was.
    /// - Parameters:
    ///   - value: The value.
    ///   - string: The string the JSON is appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some Encodable, into string: inout String) throws(WireFormatError) {
        var bytes: [UInt8] = []
        try self.encode(value, into: &bytes)
        string.append(String(writtenUTF8: bytes))
    }

    func options(writesNonFiniteAsNull: Bool) -> StreamingEncoder.Options {
        StreamingEncoder.Options(
            pretty: self.formatting.isPretty,
            writesNonFiniteAsNull: writesNonFiniteAsNull,
            userInfo: [.textResolution: self.text]
        )
    }

    /// Writes a value into a buffer, the pretty form ending with a newline; on failure the buffer is
    /// left as it was.
    static func write(
        _ value: some Encodable,
        into buffer: inout [UInt8],
        options: StreamingEncoder.Options
    ) throws(WireFormatError) {
        let encoder = StreamingEncoder(options: options)
        let start = buffer.count
        swap(&encoder.state.bytes, &buffer)
        defer { swap(&encoder.state.bytes, &buffer) }
        do {
            try encoder.encodeRoot(value)
        } catch {
            encoder.state.bytes.removeSubrange(start...)
            throw WireFormatError(encoding: error)
        }
        if options.pretty { encoder.state.bytes.append(UInt8(ascii: "\n")) }
    }
}
