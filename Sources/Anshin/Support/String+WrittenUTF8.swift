extension String {
    /// A string of UTF-8 that a front end of this package wrote, copied without checking it again.
    ///
    /// Every byte a front end writes is either ASCII it chose or whole UTF-8 sequences copied from
    /// strings, so its output is valid UTF-8 by construction. `String(decoding:as:)` checks anyway,
    /// and once it meets a byte beyond ASCII (a `…`, any Japanese) it checks the rest byte by byte:
    /// about 5 k instructions for a 1 KB fragment, four times what writing it cost. Where the
    /// standard library has `UTF8Span` (Swift 6.2, and on Apple systems their 26 releases), the bytes
    /// are copied as known-valid UTF-8 instead; elsewhere they are decoded as before. Debug builds
    /// check the claim on every call.
    /// - Parameter bytes: Valid UTF-8, written by the package.
    @inlinable
    package init(writtenUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        assert(String(validating: bytes, as: UTF8.self) != nil, "the package wrote invalid UTF-8")
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self = unsafe String(copying: UTF8Span(unchecked: bytes.span))
            return
        }
        #endif
        self.init(decoding: bytes, as: UTF8.self)
    }

    /// A string of the UTF-8 in an array that a front end of this package wrote, copied without
    /// checking it again, as the buffer form above does.
    /// - Parameter bytes: Valid UTF-8, written by the package.
    @inlinable
    package init(writtenUTF8 bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { String(writtenUTF8: $0) }
    }
}

extension String {
    /// A string of UTF-8 that a front end of this package writes into room of a known size, copied
    /// without checking it again (see ``init(writtenUTF8:)``).
    ///
    /// Where the standard library has `UTF8Span`, the bytes are written into memory of their own and
    /// copied as known-valid UTF-8: one allocation more, instead of checking every byte after the
    /// first beyond ASCII. Elsewhere they are written into the string's own storage, which checks them.
    /// - Parameters:
    ///   - capacity: The room `write` needs.
    ///   - write: Writes valid UTF-8 into the room and returns the number of bytes written.
    @inlinable
    package init(writingUTF8Capacity capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
            defer { room.deallocate() }
            let count = write(room)
            self.init(writtenUTF8: UnsafeBufferPointer(rebasing: room[..<count]))
            return
        }
        #endif
        self.init(unsafeUninitializedCapacity: capacity, initializingUTF8With: write)
    }
}
