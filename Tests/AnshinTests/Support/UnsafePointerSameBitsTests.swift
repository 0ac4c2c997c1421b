import Testing

@testable import Anshin

/// Comparing values' bits in place is how preset screens and built-in catalogs are recognised
/// quickly: a difference anywhere in the compared bytes must be found, and none outside them.
@Suite("Same bits in place")
struct UnsafePointerSameBitsTests {
    @Test(
        "A difference in any byte is found when it is in the range, and only then",
        arguments: [0..<64, 0..<0, 3..<45, 33..<35, 8..<40, 60..<64, 1..<33]
    )
    func differencesInTheRange(bytes: Range<Int>) {
        let value = SIMD64<UInt8>((0..<64).map { UInt8($0 &* 37 & 0xFF) })
        withUnsafePointer(to: value) { original in
            #expect(original.hasSameBits(as: original, inBytes: bytes))
        }
        for position in 0..<64 {
            for change: UInt8 in [1, 0x80, 0xFF] {
                var changed = value
                changed[position] ^= change
                let same = withUnsafePointer(to: value) { original in
                    withUnsafePointer(to: changed) { original.hasSameBits(as: $0, inBytes: bytes) }
                }
                #expect(same == !bytes.contains(position), "byte \(position) changed by \(change)")
                let whole = withUnsafePointer(to: value) { original in
                    withUnsafePointer(to: changed) { original.hasSameBits(as: $0) }
                }
                #expect(!whole)
            }
        }
    }
}
