extension UserText {
    /// Whether two optional texts in memory are the same value bit for bit, told without copying
    /// either (binding a text to a constant, or passing it to `==`, copies it): for a front end that
    /// reads a presentation in place and asks whether a label is the very text an element shows.
    ///
    /// Identical bits are the same case holding the same storage, so the texts are equal: a text
    /// holds only strings, arrays and a reference-typed box, and each compares equal to itself by
    /// identity. Both missing is identical too. Equal texts built apart are not found (nor, where a
    /// representation leaves bytes unused, texts that differ only there); the caller compares those.
    /// - Parameters:
    ///   - lhs: A text, read in place.
    ///   - rhs: Another, read in place.
    /// - Returns: `true` when the two are identical, so equal; `false` when they may still be equal.
    @inlinable
    package static func areIdentical(_ lhs: UnsafePointer<UserText?>, _ rhs: UnsafePointer<UserText?>) -> Bool {
        let left = UnsafeRawPointer(lhs)
        let right = UnsafeRawPointer(rhs)
        let size = MemoryLayout<UserText?>.size
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
