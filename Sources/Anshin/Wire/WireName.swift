/// An enumeration written on the wire as one of a closed list of names, read with an error that
/// names what was found and lists what is accepted:
/// `Unknown trickle phase "paused": expected "running" or "completed".`
///
/// The enumerations whose unknown names a reader keeps or skips (presets, message kinds, symbols,
/// colour tokens, roles, traits) are not wire names: only those for which any other name is an error.
protocol WireName: RawRepresentable<String>, CaseIterable, Decodable {
    /// What a value is called in an error: `trickle phase`, `placement`.
    static var wireNameDescription: String { get }
}

extension WireName {
    /// Reads one of the names; any other is an error naming it and listing the names, in order.
    /// - Parameter decoder: The decoder to read from.
    init(wireNameFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = Self(rawValue: name) else {
            let names = Self.allCases.map { "\"\($0.rawValue)\"" }
            let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Unknown \(Self.wireNameDescription) \"\(name)\": expected \(list)."
            )
        }
        self = value
    }
}
