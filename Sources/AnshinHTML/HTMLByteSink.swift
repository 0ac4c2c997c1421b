/// Something UTF-8 is appended to: the writer's ``HTMLByteBuffer``, or a plain byte array.
protocol HTMLByteSink {
    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
}

extension HTMLByteBuffer: HTMLByteSink {}

extension Array: HTMLByteSink where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.append(contentsOf: bytes)
    }
}
