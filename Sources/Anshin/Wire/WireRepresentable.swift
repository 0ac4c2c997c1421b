/// A value that states its wire-format JSON once: both its `encode(to:)` and the JSON front end's
/// writer are built on ``write(to:)``.
///
/// The package's models, their parts and every value in a ``Presentation`` conform. A host's own
/// model can conform too: it then gets `Encodable` from ``write(to:)``, and the JSON front end
/// writes it without going through an `Encoder`.
///
/// ```swift
/// struct Badge: WireRepresentable {
///     var count: Int
///     var label: UserText
///
///     func write(to writer: inout some WireWriter) {
///         writer.beginObject()
///         writer.member("count", self.count)   // members in the order of their names' UTF-8 bytes
///         writer.member("label", self.label)
///         writer.endObject()
///     }
/// }
/// ```
///
/// An object's members are written in the order of the UTF-8 bytes of their names, so the JSON
/// front end writes them as they come and its documents keep sorted keys; a writer that meets them
/// in another order still writes a correct document, only more slowly.
public protocol WireRepresentable: Encodable {
    /// Writes the value's wire form: one value (a string, a number, text, an array or an object).
    /// - Parameter writer: The writer, such as the JSON front end's or the one that `encode(to:)` uses.
    func write(to writer: inout some WireWriter)
}

extension WireRepresentable {
    /// Encodes the value as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }

    /// Encodes the value as ``write(to:)`` states it: what `encode(to:)` does for every conforming
    /// type, callable by a type that must spell out its `encode(to:)` (one that is also
    /// `RawRepresentable`, whose standard-library default would compete).
    ///
    /// ``UserText`` is resolved when the encoder's `userInfo` holds a ``TextResolution`` under
    /// `CodingUserInfoKey.textResolution` that resolves; a number the encoder rejects (one that is not
    /// finite, in most encoders) throws its error.
    /// - Parameter encoder: The encoder to write to.
    public func encodeWireForm(to encoder: any Encoder) throws {
        var writer = EncoderWireWriter(encoder: encoder)
        self.write(to: &writer)
        try writer.finish()
    }
}

extension String: WireRepresentable {
    /// Writes the string as a JSON string.
    /// - Parameter writer: The writer.
    @inlinable
    public func write(to writer: inout some WireWriter) {
        writer.string(self)
    }
}

extension Int: WireRepresentable {
    /// Writes the integer as a JSON number.
    /// - Parameter writer: The writer.
    @inlinable
    public func write(to writer: inout some WireWriter) {
        writer.integer(self)
    }
}

extension Double: WireRepresentable {
    /// Writes the number as a JSON number.
    /// - Parameter writer: The writer.
    @inlinable
    public func write(to writer: inout some WireWriter) {
        writer.number(self)
    }
}

extension Bool: WireRepresentable {
    /// Writes `true` or `false`.
    /// - Parameter writer: The writer.
    @inlinable
    public func write(to writer: inout some WireWriter) {
        writer.bool(self)
    }
}

extension Array: WireRepresentable where Element: WireRepresentable {
    /// Writes the elements as a JSON array, in order.
    /// - Parameter writer: The writer.
    @inlinable
    public func write(to writer: inout some WireWriter) {
        writer.beginArray()
        for element in self { element.write(to: &writer) }
        writer.endArray()
    }
}
