/// A small, fast, seedable random number generator (SplitMix64), so a trickle run can be pinned.
///
/// The same seed gives the same numbers on every platform and run:
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// generator.next()   // 13679457532755275413
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable, Codable {
    /// The generator's state; it advances by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// Creates a generator.
    /// - Parameter seed: The seed; equal seeds give equal sequences.
    public init(seed: UInt64) {
        self.state = seed
    }

    /// The next 64 random bits.
    /// - Returns: The bits.
    public mutating func next() -> UInt64 {
        self.state &+= 0x9E37_79B9_7F4A_7C15
        var z = self.state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// A number in `0..<1` from the top 53 bits of the next draw: the same on every platform.
    mutating func nextUnitInterval() -> Double {
        Double(self.next() >> 11) * 0x1p-53
    }
}

extension SplitMix64 {
    /// Reads a seed written as the wire format writes one: an unsigned 64-bit integer as a decimal
    /// string without leading zeros (`"42"`, `"18446744073709551615"`), since JSON numbers are exact
    /// only up to 2⁵³. Anything else is an error naming the member.
    /// - Parameters:
    ///   - container: The object holding the seed.
    ///   - key: The seed's member.
    /// - Returns: The seed, or `nil` when the member is absent or `null`.
    static func decodeSeedIfPresent<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>,
        forKey key: Key
    ) throws -> UInt64? {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        let isCanonical = text == "0" || (text.first != "0" && text.utf8.allSatisfy { (0x30...0x39).contains($0) })
        guard isCanonical, let seed = UInt64(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "A seed must be an unsigned 64-bit integer in decimal (\"0\" to "
                    + "\"18446744073709551615\", no leading zeros), not \"\(text)\"."
            )
        }
        return seed
    }
}
