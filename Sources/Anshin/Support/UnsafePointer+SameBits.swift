extension UnsafePointer {
    /// Whether the value here and the value at `other` have the same bits, compared eight bytes at a
    /// time without copying either.
    ///
    /// For a value that holds only strings, arrays, references, integers, Booleans and enumerations
    /// of them, the same bits are the same value (each of those equals itself by identity), so a
    /// caller may take `true` as equality; not for floating-point values, where a NaN is not equal to
    /// itself. `false` proves nothing: equal values built apart, or bytes a representation leaves
    /// unused, differ; the caller compares those.
    /// - Parameter other: Another value of the same type, read in place.
    /// - Returns: Whether every byte of the two is the same.
    @inlinable
    package func hasSameBits(as other: UnsafePointer<Pointee>) -> Bool {
        let left = UnsafeRawPointer(self)
        let right = UnsafeRawPointer(other)
        let size = MemoryLayout<Pointee>.size
        var offset = 0
        while offset &+ 8 <= size {
            let word = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard word == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset &+= 8
        }
        while offset < size {
            let byte = left.load(fromByteOffset: offset, as: UInt8.self)
            guard byte == right.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset &+= 1
        }
        return true
    }
}
