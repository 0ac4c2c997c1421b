import Anshin

extension [UInt8] {
    /// Appends HTML written straight into the array's spare capacity: no buffer of the writer's own
    /// unless the HTML outgrows the room reserved for it.
    /// - Parameters:
    ///   - capacity: The room to reserve, which holds most renders.
    ///   - write: Writes the HTML into a buffer borrowing that room; the buffer may move to memory of
    ///     its own.
    @inline(__always)
    mutating func appendHTML(capacity: Int, _ write: (inout HTMLByteBuffer) -> Void) {
        var outgrown: HTMLByteBuffer?
        self.appendBytes(capacity: capacity) { room in
            var buffer = HTMLByteBuffer(borrowing: room)
            write(&buffer)
            guard buffer.isOwned else { return buffer.count }
            outgrown = buffer
            return 0
        }
        if let outgrown {
            self.append(contentsOf: outgrown.bytes)
            outgrown.deallocate()
        }
    }
}
