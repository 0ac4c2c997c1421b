public import Anshin

/// Encodes any `Encodable` value as JSON with the wire format's rules: members sorted by the UTF-8
/// bytes of their names, integers as integers, doubles in their shortest round-trip form (integral
/// values without `.0`), strings escaped per RFC 8259 with `/` never escaped, and text kept as keys or
/// resolved.
///
/// The compact form is byte for byte what Foundation's `JSONEncoder` writes with
/// `[.sortedKeys, .withoutEscapingSlashes]`, without linking Foundation, for values built of the
/// standard library's types. `JSONEncoder` writes some Foundation types in a form of its own — `Data`
/// in base64, `URL` as its string, `Decimal` as a number — where this encoder, which knows no
/// Foundation type, writes what their `encode(to:)` writes (a `URL` as `{"relative": …}`, a
/// `Decimal` as its parts); the models of this package hold none. The pretty form indents by
/// two spaces, writes `"key": value`, writes empty containers as `{}` and `[]`, and ends with a
/// newline.
///
/// ```swift
/// let json = try WireEncoder().encode(ErrorScreen(.preset(.forbidden)))
/// // {"icon":{"symbol":"lock"},"message":{"key":"errorScreen.forbidden.message"},"placement":"fillBody",…}
/// ```
///
/// A `WireRepresentable` value (every model of the package and every part of a presentation) is
/// written straight from its `WireRepresentable.write(to:)`; any other `Encodable` value goes
/// through its `encode(to:)` and an `Encoder` of this module. Both give the same bytes.
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
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Encodes a value that states its wire form as a JSON string.
    /// - Parameter value: The value.
    /// - Returns: The JSON text.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some WireRepresentable) throws(WireFormatError) -> String {
        var bytes: [UInt8] = []
        try self.encode(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a value's JSON to a caller-owned byte buffer, so a caller that writes many documents
    /// reuses one allocation. On failure the buffer is left as it was.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some Encodable, into buffer: inout [UInt8]) throws(WireFormatError) {
        try Self.write(value, into: &buffer, options: self.options(writesNonFiniteAsNull: false))
    }

    /// Appends the JSON of a value that states its wire form to a caller-owned byte buffer, written
    /// straight from `WireRepresentable.write(to:)`. On failure the buffer is left as it was.
    /// - Parameters:
    ///   - value: The value.
    ///   - buffer: The buffer the UTF-8 bytes are appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some WireRepresentable, into buffer: inout [UInt8]) throws(WireFormatError) {
        var writer = JSONWireWriter(pretty: self.formatting.isPretty, text: self.text)
        let start = buffer.count
        swap(&writer.bytes, &buffer)
        value.write(to: &writer)
        writer.endDocument()
        swap(&writer.bytes, &buffer)
        if let error = writer.error {
            buffer.removeSubrange(start...)
            throw error
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
        string.append(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends the JSON of a value that states its wire form to a caller-owned string. On failure the
    /// string is left as it was.
    /// - Parameters:
    ///   - value: The value.
    ///   - string: The string the JSON is appended to.
    /// - Throws: ``WireFormatError`` when the value cannot be written as JSON.
    public func encode(_ value: some WireRepresentable, into string: inout String) throws(WireFormatError) {
        var bytes: [UInt8] = []
        try self.encode(value, into: &bytes)
        string.append(String(decoding: bytes, as: UTF8.self))
    }

    func options(writesNonFiniteAsNull: Bool) -> StreamingEncoder.Options {
        StreamingEncoder.Options(
            pretty: self.formatting.isPretty,
            writesNonFiniteAsNull: writesNonFiniteAsNull,
            userInfo: [.textResolution: self.text]
        )
    }

    /// Writes a value through its `encode(to:)` into a buffer, the pretty form ending with a newline;
    /// on failure the buffer is left as it was.
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
