import Testing

@testable import AnshinHTML

@Suite("The HTML writer's byte buffer")
struct HTMLByteBufferTests {
    /// Bytes that differ from each neighbour, so a misplaced or overlapping copy shows.
    private static func pattern(_ count: Int, seed: UInt8) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    }

    @Test("Appends of every length from 0 to 80, at every offset, keep each byte in place")
    func appendsOfEveryLength() {
        for offset in 0..<9 {
            for length in 0...80 {
                var buffer = HTMLByteBuffer(capacity: 64)
                let lead = Self.pattern(offset, seed: 7)
                let piece = Self.pattern(length, seed: UInt8(length))
                lead.withUnsafeBufferPointer { buffer.append($0) }
                piece.withUnsafeBufferPointer { buffer.append($0) }
                buffer.append(0xFF)
                #expect(Array(buffer.bytes) == lead + piece + [0xFF], "offset \(offset), length \(length)")
                buffer.deallocate()
            }
        }
    }

    @Test("The head, whole or in part, is copied after any amount of output, also while the buffer grows")
    func headCopies() {
        for headLength in 0...40 {
            for start in stride(from: 0, through: headLength, by: 3) {
                var buffer = HTMLByteBuffer(capacity: 64)
                let head = Self.pattern(headLength, seed: 3)
                head.withUnsafeBufferPointer { buffer.append($0) }
                buffer.endHead()
                var expected: [UInt8] = []
                for round in 0..<12 {
                    let filler = Self.pattern(round * 5, seed: UInt8(round))
                    filler.withUnsafeBufferPointer { buffer.append($0) }
                    buffer.appendHead()
                    buffer.appendHead(from: start, count: headLength - start)
                    expected += filler + head + head[start...]
                }
                #expect(Array(buffer.bytes) == expected, "head \(headLength), start \(start)")
                buffer.deallocate()
            }
        }
    }
}
