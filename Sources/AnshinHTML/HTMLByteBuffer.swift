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
    /// Where the output starts: the bytes before it are the head, kept to be copied again.
    private var start = 0

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

    /// The bytes written since the head.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: self.base + self.start, count: self.count - self.start)
    }

    /// Makes what was written so far the head: not part of ``bytes``, but appended again by
    /// ``appendHead()`` (the writer keeps every identifier's common start there).
    mutating func endHead() {
        self.start = self.count
    }

    /// Appends a copy of the head.
    @inline(__always)
    mutating func appendHead() {
        let length = self.start
        guard length > 0 else { return }
        if self.count + length > self.capacity { self.grow(to: self.count + length) }
        (self.base + self.count).update(from: self.base, count: length)
        self.count += length
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
