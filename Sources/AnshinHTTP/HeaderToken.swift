/// A token of an `Accept` header — a media type's type or subtype, a parameter's name or value —
/// lowercased and packed into two integers, so that comparing it with a name is comparing integers:
/// no string is made from the header.
///
/// The first 16 bytes are kept, eight to an integer, with the token's length. Every name a token is
/// compared with (`application`, `problem+json`, `charset`, `utf-8`, `*`, …) is 16 bytes or fewer,
/// so a longer token keeps a length no name has and equals none of them.
struct HeaderToken: Equatable {
    /// Bytes 1–8, the first in the lowest 8 bits.
    private var first8: UInt64 = 0
    /// Bytes 9–16, the ninth in the lowest 8 bits.
    private var next8: UInt64 = 0
    /// How many bytes the token has (all of them, beyond 16 too).
    private(set) var count = 0

    /// The empty token, to append to.
    init() {}

    /// A name, to compare tokens with: media types, parameter names and `charset` values are compared
    /// without regard to case (RFC 9110, sections 8.3.1 and 12.5.1).
    init(_ name: String) {
        for byte in name.utf8 { self.append(byte) }
    }

    /// A token of a header's bytes.
    init(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes { self.append(byte) }
    }

    /// Adds a byte at the end; an ASCII capital letter is added as its small letter.
    mutating func append(_ byte: UInt8) {
        let lowercased = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
        if self.count < 8 {
            self.first8 |= UInt64(lowercased) << UInt64(8 * self.count)
        } else if self.count < 16 {
            self.next8 |= UInt64(lowercased) << UInt64(8 * (self.count - 8))
        }
        self.count += 1
    }

    /// `*`: a wildcard type or subtype.
    static let wildcard = HeaderToken("*")
}
