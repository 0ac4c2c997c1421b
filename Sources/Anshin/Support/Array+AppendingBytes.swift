extension Array where Element == UInt8 {
    /// Appends bytes written straight into the array's spare capacity, for the front ends that
    /// render into a byte buffer the caller owns.
    ///
    /// `write` gets the room after the array's end, at least `capacity` bytes, and returns how many
    /// bytes it wrote there, from the start of the room. `Array.append(addingCapacity:initializingWith:)`
    /// is not in Swift 6.2's standard library (SE-0485 shipped `OutputSpan` in 6.2 with its
    /// standard-library extensions pending): compiled by an older compiler, the bytes are written
    /// into a new array of `capacity` bytes and appended from there.
    /// - Parameters:
    ///   - capacity: The room `write` needs.
    ///   - write: Writes into the room and returns the number of bytes written.
    @inlinable
    package mutating func appendBytes(capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        #if compiler(>=6.3)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self.append(addingCapacity: capacity) { span in
                span.withUnsafeMutableBufferPointer { region, initializedCount in
                    initializedCount += write(UnsafeMutableBufferPointer(rebasing: region[initializedCount...]))
                }
            }
            return
        }
        #endif
        self.append(contentsOf: [UInt8](unsafeUninitializedCapacity: capacity) { room, count in count = write(room) })
    }
}
