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
        self.hasSameBits(as: other, inBytes: 0..<MemoryLayout<Pointee>.size)
    }

    /// Whether the value here and the value at `other` have the same bits in a range of their bytes
    /// (the members stored there), compared eight bytes at a time without copying either.
    ///
    /// What ``hasSameBits(as:)`` says of a whole value holds for the members in the range.
    /// - Parameters:
    ///   - other: Another value of the same type, read in place.
    ///   - bytes: Byte offsets within the type's size.
    /// - Returns: Whether every byte of the two in `bytes` is the same.
    @inlinable
    package func hasSameBits(as other: UnsafePointer<Pointee>, inBytes bytes: Range<Int>) -> Bool {
        precondition(bytes.lowerBound >= 0 && bytes.upperBound <= MemoryLayout<Pointee>.size)
        return UnsafeRawPointer(self).hasSameBytes(as: UnsafeRawPointer(other), inBytes: bytes)
    }
}

extension UnsafeRawPointer {
    /// Whether the bytes in a range here and at `other` are the same, compared eight bytes at a time
    /// (four words at a time where there are enough) without copying either.
    /// - Parameters:
    ///   - other: Other memory, at least as long as the range.
    ///   - bytes: Byte offsets from both starts.
    /// - Returns: Whether every byte of the two in `bytes` is the same.
    @inlinable @inline(__always)
    package func hasSameBytes(as other: UnsafeRawPointer, inBytes bytes: Range<Int>) -> Bool {
        var offset = bytes.lowerBound
        // Four words at a time, their differences gathered, then word by word, then byte by byte.
        while offset &+ 32 <= bytes.upperBound {
            var difference = self.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            difference ^= other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            for word in 1..<4 {
                let at = offset &+ 8 &* word
                difference |=
                    self.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                    ^ other.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            }
            guard difference == 0 else { return false }
            offset &+= 32
        }
        while offset &+ 8 <= bytes.upperBound {
            let word = self.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard word == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset &+= 8
        }
        while offset < bytes.upperBound {
            let byte = self.load(fromByteOffset: offset, as: UInt8.self)
            guard byte == other.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset &+= 1
        }
        return true
    }
}
