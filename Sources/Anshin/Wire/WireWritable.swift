/// A model that writes its own wire-format JSON with a ``WireWriter``, byte for byte what its
/// `Encodable` conformance writes through the wire format's encoder, only much faster.
///
/// The wire format's encoder takes this path for the models that adopt it and keeps `Codable` for
/// every other value.
package protocol WireWritable: Encodable {
    /// Writes the value's JSON, its object members in the order of the UTF-8 bytes of their names.
    /// - Parameter writer: The writer.
    func write(to writer: inout WireWriter)
}
