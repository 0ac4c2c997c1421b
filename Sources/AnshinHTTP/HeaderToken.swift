/// A token of an `Accept` header — a media type's type or subtype, a parameter's name or value —
/// lowercased and packed into two integers, so that comparing it with a name is comparing integers:
/// no string is made from the header.
///
/// Each byte added shifts the integers up by a byte and goes in at the bottom, so they hold the
/// token's last 16 bytes; the token's length is kept too. Every name a token is compared with
/// (`application`, `problem+json`, `charset`, `utf-8`, `*`, …) is 16 bytes or fewer, so it is held
/// whole, and a longer token has a length no name has and equals none of them.
struct HeaderToken: Equatable {
    /// The last 8 bytes, the last in the lowest 8 bits.
    private var last8: UInt64 = 0
    /// The 8 bytes before them.
    private var previous8: UInt64 = 0
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
        self.previous8 = self.previous8 &<< 8 | self.last8 &>> 56
        self.last8 = self.last8 &<< 8 | UInt64(lowercased)
        self.count &+= 1
    }

    /// Whether the token is `*`: a wildcard type or subtype.
    var isWildcard: Bool {
        self.count == 1 && self.last8 == UInt64(UInt8(ascii: "*"))
    }
}
