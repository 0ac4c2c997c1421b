/// Where the HTML writer puts its bytes: a growable buffer written through a pointer, so that
/// appending a piece of markup is a bounds check and a copy.
///
/// `Array.append(contentsOf:)` costs tens of instructions of checks per call, and a render makes
/// about a hundred small appends; this buffer makes them cheap and hands the whole render to the
/// caller's array in one append. It owns its memory: call ``deallocate()`` when done.
struct HTMLByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// Allocates a buffer.
    /// - Parameter capacity: The bytes it holds before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        self.base = .allocate(capacity: self.capacity)
    }

    /// Frees the buffer's memory.
    func deallocate() {
        self.base.deallocate()
    }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: self.base, count: self.count)
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        if self.count + length > self.capacity { self.grow(to: self.count + length) }
        if length > 0 { (self.base + self.count).initialize(from: bytes.baseAddress!, count: length) }
        self.count += length
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if self.count == self.capacity { self.grow(to: self.count + 1) }
        self.base[self.count] = byte
        self.count += 1
    }

    private mutating func grow(to minimum: Int) {
        var capacity = self.capacity * 2
        while capacity < minimum { capacity *= 2 }
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        base.initialize(from: self.base, count: self.count)
        self.base.deallocate()
        self.base = base
        self.capacity = capacity
    }
}
