/// Where the HTML writer puts its bytes: a growable buffer written through a pointer, so that
/// appending a piece of markup is a bounds check and a copy.
///
/// `Array.append(contentsOf:)` costs tens of instructions of checks per call, and a render makes
/// about a hundred small appends; this buffer makes them cheap. It writes either into memory it owns
/// or into a region it borrows (the spare capacity of the caller's array), and moves to memory of its
/// own only when a borrowed region is outgrown. Call ``deallocate()`` when done.
///
/// The head (see ``endHead()``) is kept at the end of the region, after the room for the output, so
/// that the output starts at the region's start and a borrowed region needs no copy.
struct HTMLByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    /// The bytes the output may fill: the region less the head at its end.
    private var capacity: Int
    /// The size of the whole region, head included.
    private var regionSize: Int
    /// The length of the head, kept in the region's last bytes.
    private var headLength = 0
    /// Whether the buffer allocated its memory (and must free it) rather than borrowing it.
    private(set) var isOwned: Bool

    /// Allocates a buffer.
    /// - Parameter capacity: The bytes it holds before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        self.regionSize = self.capacity
        self.base = .allocate(capacity: self.capacity)
        self.isOwned = true
    }

    /// Creates a buffer that writes into memory the caller owns, until it outgrows it; it then moves
    /// to memory of its own (``isOwned`` becomes `true`).
    /// - Parameter region: Uninitialized memory for the bytes; it must outlive the buffer's writing.
    init(borrowing region: UnsafeMutableBufferPointer<UInt8>) {
        if let base = region.baseAddress, region.count >= 64 {
            self.base = base
            self.capacity = region.count
            self.isOwned = false
        } else {
            self.capacity = 64
            self.base = .allocate(capacity: 64)
            self.isOwned = true
        }
        self.regionSize = self.capacity
    }

    /// Frees the buffer's memory if it owns it.
    func deallocate() {
        if self.isOwned { self.base.deallocate() }
    }

    /// The bytes written since the head.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: self.base, count: self.count)
    }

    /// Makes what was written so far the head: not part of ``bytes``, but appended again by
    /// ``appendHead()`` (the writer keeps every identifier's common start there).
    mutating func endHead() {
        let length = self.count
        // The head moves to the region's end; the regions may overlap, so the copy is a move.
        UnsafeMutableRawPointer(self.base + self.regionSize - length)
            .copyMemory(from: self.base, byteCount: length)
        self.headLength = length
        self.capacity = self.regionSize - length
        self.count = 0
    }

    /// Appends part of the head: bytes `start ..< start + count` of what was written before
    /// ``endHead()``.
    @inline(__always)
    mutating func appendHead(from start: Int, count: Int) {
        guard count > 0 else { return }
        if self.count + count > self.capacity { self.grow(to: self.count + count) }
        Self.copy(self.base + self.capacity + start, to: self.base + self.count, count: count)
        self.count += count
    }

    /// Appends a copy of the head.
    @inline(__always)
    mutating func appendHead() {
        self.appendHead(from: 0, count: self.headLength)
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        if self.count + length > self.capacity { self.grow(to: self.count + length) }
        if length > 0 { Self.copy(bytes.baseAddress!, to: self.base + self.count, count: length) }
        self.count += length
    }

    /// Copies bytes between regions that do not overlap. Most pieces of markup are short, and for
    /// them calling `memcpy` costs more than the copy: up to 32 bytes are moved inline as a few
    /// overlapping words.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        switch count {
        case 16...32:
            let first = from.loadUnaligned(as: UInt64.self)
            let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let thirdToLast = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: thirdToLast, toByteOffset: count - 16, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 8..<16:
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            for offset in 0..<count { destination[offset] = source[offset] }
        case 0:
            break
        default:
            destination.initialize(from: source, count: count)
        }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if self.count == self.capacity { self.grow(to: self.count + 1) }
        self.base[self.count] = byte
        self.count += 1
    }

    private mutating func grow(to minimum: Int) {
        var regionSize = self.regionSize * 2
        while regionSize - self.headLength < minimum { regionSize *= 2 }
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: regionSize)
        base.initialize(from: self.base, count: self.count)
        (base + regionSize - self.headLength).initialize(from: self.base + self.capacity, count: self.headLength)
        self.deallocate()
        self.base = base
        self.regionSize = regionSize
        self.capacity = regionSize - self.headLength
        self.isOwned = true
    }
}
