public import Anshin

/// Decodes any `Decodable` value from JSON with the wire format's parser: strict RFC 8259, UTF-8
/// validated, no duplicate members, bounded depth and size.
///
/// ```swift
/// let screen = try WireDecoder().decode(ErrorScreen.self, from: #"{"preset": "network"}"#)
/// ```
///
/// Every failure is a ``WireFormatError`` naming the path of the offending value — from the
/// parser, with its line and column, or from the type's `init(from:)`.
///
/// An app that defines its own presets passes them as an option, so a screen named by one of them
/// decodes as the whole screen, exactly like a built-in preset:
///
/// ```swift
/// let decoder = WireDecoder(presets: appPresets)
/// let screen = try decoder.decode(ErrorScreen.self, from: #"{"preset": "subscriptionExpired"}"#)
/// ```
public struct WireDecoder: Sendable, Hashable {
    /// The app's own presets, which error screens read by a preset's name take their content from;
    /// empty by default (the built-in presets only). A name neither knows shows the `unexpected`
    /// screen's content.
    public var presets: PresetLibrary

    /// Creates a decoder.
    /// - Parameter presets: The app's own presets; none by default.
    public init(presets: PresetLibrary = PresetLibrary()) {
        self.presets = presets
    }

    /// Decodes a value from JSON text.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: The JSON text.
    /// - Returns: The value.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong.
    public func decode<T: Decodable>(_ type: T.Type, from json: String) throws(WireFormatError) -> T {
        try self.decode(type, from: try JSONParser.parse(json))
    }

    /// Decodes a value from JSON held as UTF-8 bytes.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: The JSON text's UTF-8 bytes.
    /// - Returns: The value.
    /// - Throws: ``WireFormatError`` naming the path of what is wrong; invalid UTF-8 is a syntax
    ///   error with its line and column.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(WireFormatError) -> T {
        try self.decode(type, from: try JSONParser.parse(bytes))
    }

    private func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(WireFormatError) -> T {
        do {
            let userInfo: [CodingUserInfoKey: Any] = self.presets.isEmpty ? [:] : [.presetLibrary: self.presets]
            return try TreeDecoder.decode(type, from: value, path: [], userInfo: userInfo)
        } catch {
            throw WireFormatError(decoding: error)
        }
    }
}
