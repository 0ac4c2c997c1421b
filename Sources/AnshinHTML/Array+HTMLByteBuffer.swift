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
        #if compiler(>=6.3)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            // One closure between the array and the writer, which finds where to put an outgrown
            // buffer through a pointer: capturing the variable itself boxes it, and a second closure
            // (`appendBytes`) costs a call. Together about 70 instructions a render.
            withUnsafeMutablePointer(to: &outgrown) { outgrown in
                self.append(addingCapacity: capacity) { span in
                    span.withUnsafeMutableBufferPointer { region, count in
                        var buffer = HTMLByteBuffer(borrowing: UnsafeMutableBufferPointer(rebasing: region[count...]))
                        write(&buffer)
                        if buffer.isOwned {
                            outgrown.pointee = buffer
                        } else {
                            count += buffer.count
                        }
                    }
                }
            }
        } else {
            self.appendHTMLThroughBytes(capacity: capacity, outgrown: &outgrown, write)
        }
        #else
        self.appendHTMLThroughBytes(capacity: capacity, outgrown: &outgrown, write)
        #endif
        if let outgrown {
            self.append(contentsOf: outgrown.bytes)
            outgrown.deallocate()
        }
    }

    /// Appends HTML through ``appendBytes(capacity:_:)``, which works on every system this package
    /// supports: the HTML is written into the array's spare capacity where the system has the API for
    /// it, into a new array of `capacity` bytes otherwise.
    /// - Parameters:
    ///   - capacity: The room to reserve.
    ///   - outgrown: Set to the writer's buffer when the HTML outgrows the room; nothing is appended
    ///     then.
    ///   - write: Writes the HTML.
    @inline(__always)
    private mutating func appendHTMLThroughBytes(
        capacity: Int,
        outgrown: inout HTMLByteBuffer?,
        _ write: (inout HTMLByteBuffer) -> Void
    ) {
        self.appendBytes(capacity: capacity) { room in
            var buffer = HTMLByteBuffer(borrowing: room)
            write(&buffer)
            guard buffer.isOwned else { return buffer.count }
            outgrown = buffer
            return 0
        }
    }
}
