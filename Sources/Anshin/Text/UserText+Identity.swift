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
        lhs.hasSameBits(as: rhs)
    }
}
