import Anshin

/// Writes a drawing straight into room its caller reserved after a byte array's end, for the
/// drawings ``TextDirectDrawing`` makes without laying out a presentation.
///
/// A write that does not fit the room, or a text that is not drawn exactly as it is on one line,
/// declines the drawing (``isDeclined``): the caller then keeps none of the bytes and draws the
/// model the general way, so declining is never wrong, only slower.
struct TextDirectWriter: ~Copyable {
    /// The room's first byte.
    private let base: UnsafeMutablePointer<UInt8>

    /// How many bytes the room holds.
    private let capacity: Int

    /// How many bytes are written, from the room's start.
    private(set) var count = 0

    /// Whether the drawing cannot be written directly: nothing written counts.
    private(set) var isDeclined = false

    /// Whether runs are wrapped in their colour's escape sequences.
    let colors: Bool

    /// Creates a writer over room, which must outlive the writing.
    /// - Parameters:
    ///   - room: Uninitialized memory; a writer over no memory declines its first write.
    ///   - colors: Whether runs are coloured.
    init(room: UnsafeMutableBufferPointer<UInt8>, colors: Bool) {
        // A room without memory has no bytes either: every write declines.
        self.base = room.baseAddress ?? UnsafeMutablePointer(bitPattern: 1).unsafelyUnwrapped
        self.capacity = room.baseAddress == nil ? 0 : room.count
        self.colors = colors
    }

    /// Declines the drawing.
    mutating func decline() {
        self.isDeclined = true
    }

    /// The next `needed` bytes to write, or `nil` (declining) when the room has no more.
    @inline(__always)
    private mutating func take(_ needed: Int) -> UnsafeMutablePointer<UInt8>? {
        guard !self.isDeclined, needed <= self.capacity &- self.count else {
            self.isDeclined = true
            return nil
        }
        let start = self.base + self.count
        self.count &+= needed
        return start
    }

    /// Writes bytes as they are: a short piece, as most of a drawing's are, byte by byte, which
    /// costs less than calling `memcpy`.
    /// - Parameter bytes: The bytes.
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, let start = self.take(bytes.count) else { return }
        if bytes.count <= 8 {
            for index in 0..<bytes.count { start[index] = source[index] }
        } else {
            start.initialize(from: source, count: bytes.count)
        }
    }

    /// Writes the bytes of an array as they are.
    /// - Parameter bytes: The bytes.
    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { self.write($0) }
    }

    /// Writes a literal's UTF-8.
    /// - Parameter literal: The literal.
    @inline(__always)
    mutating func write(_ literal: StaticString) {
        self.write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes a newline, which ends a line that is not the last.
    mutating func newline() {
        self.take(1)?.initialize(to: UInt8(ascii: "\n"))
    }

    /// Writes a character again and again and what follows it (``TextDirectRepeat/suffix``), copied
    /// at once from its kept run.
    /// - Parameters:
    ///   - repeated: The character.
    ///   - count: How many times, from 0 to ``TextDirectRepeat/keptCount``; any other count declines.
    mutating func write(repeating repeated: TextDirectRepeat, count: Int) {
        guard count >= 0, count <= TextDirectRepeat.keptCount else { return self.decline() }
        let kept = repeated.kept
        let total = kept.pieceLength &* count &+ kept.suffixLength
        guard total > 0, let start = self.take(total) else { return }
        start.initialize(from: kept.end - total, count: total)
    }

    /// Moves what was written from `offset` on to the right by `count` bytes and fills the gap with
    /// spaces: padding before a row whose width is known only once it is written.
    /// - Parameters:
    ///   - count: How many spaces; none when zero, and a negative count declines.
    ///   - offset: Where the spaces go, counted from the room's start.
    mutating func insertSpaces(_ count: Int, at offset: Int) {
        guard count >= 0, offset <= self.count else { return self.decline() }
        let moved = self.count &- offset
        guard count > 0, let end = self.take(count) else { return }
        let start = end - moved
        // The regions overlap: copied as `memmove` copies.
        UnsafeMutableRawPointer(start + count).copyMemory(from: start, byteCount: moved)
        start.update(repeating: UInt8(ascii: " "), count: count)
    }

    /// Writes a percentage from 0 to 100 and its sign, as a bar ends: `37%`.
    /// - Parameter percent: The percentage.
    mutating func write(percent: Int) {
        precondition((0...100).contains(percent), "a bar's percentage is from 0 to 100")
        let digits = percent >= 100 ? 3 : percent >= 10 ? 2 : 1
        guard let start = self.take(digits + 1) else { return }
        let (tens, ones) = percent.quotientAndRemainder(dividingBy: 10)
        switch digits {
        case 3:
            start[0] = UInt8(ascii: "1")
            start[1] = UInt8(ascii: "0")
            start[2] = UInt8(ascii: "0")
        case 2:
            start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
            start[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: ones)
        default:
            start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: ones)
        }
        start[digits] = UInt8(ascii: "%")
    }

    /// Starts a run of a style: its colour's escape sequence when colour is on and the style has one.
    /// - Parameter style: The run's weight and colour.
    mutating func startRun(_ style: TextCanvas.Style) {
        guard self.colors, let opening = style.openingSequence else { return }
        self.write(opening)
    }

    /// Ends a run started by ``startRun(_:)``: the reset sequence when the start wrote one.
    /// - Parameter style: The run's weight and colour.
    mutating func endRun(_ style: TextCanvas.Style) {
        guard self.colors, style.openingSequence != nil else { return }
        self.write("\u{1B}[0m")
    }

    /// Writes a text, resolved by a built-in catalog, when a terminal draws it exactly as it is on
    /// one line and the layout keeps it so: every scalar plain (``DisplayWidth/plainWidth(_:)``), not
    /// empty, not starting with a space (wrapping drops the spaces before a line's first word) and
    /// not blank (a presentation leaves a blank text out). Otherwise the drawing is declined.
    /// - Parameters:
    ///   - text: The text.
    ///   - catalog: The built-in catalog.
    ///   - position: The catalog's built-in position.
    /// - Returns: The text's columns; 0 when declined.
    mutating func plainText(_ text: UserText, catalog: Catalog, position: Int) -> Int {
        let start = self.count
        // Verbatim text, the most common in a model, is its one piece: written where it is.
        let verbatim: Int?? = text.verbatim?.utf8.withContiguousStorageIfAvailable { piece in
            guard let width = Self.plainColumns(ofPiece: piece) else { return nil }
            self.write(piece)
            return width
        }
        let columns: Int?
        if let verbatim {
            columns = verbatim
        } else {
            // Not verbatim (or not contiguous): resolved through the closure, about 90 instructions
            // more a text, which is why verbatim text is read on its own above.
            // Resolved piece by piece, each measured and written as it comes.
            var width = 0
            var isPlain = true
            var isEmpty = true
            text.resolve(usingBuiltIn: catalog, at: position) { piece in
                guard isPlain else { return }
                if isEmpty {
                    isEmpty = false
                    if piece.first == UInt8(ascii: " ") { isPlain = false }
                }
                guard isPlain, let pieceWidth = DisplayWidth.plainWidth(piece) else {
                    isPlain = false
                    return
                }
                width &+= pieceWidth
                self.write(piece)
            }
            columns = isPlain && !isEmpty ? width : nil
        }
        guard let width = columns else {
            self.isDeclined = true
            return 0
        }
        // Among plain scalars only the space (never first here), U+00A0 and U+3000 are white space,
        // so only a text starting with their lead bytes can be blank, and only such a text is asked.
        let lead = self.isDeclined ? 0 : self.base[start]
        if lead == 0xC2 || lead == 0xE3, text.isBlank { self.isDeclined = true }
        return width
    }

    /// The columns of a whole text of one piece when it is drawn as it is on one line: plain, not
    /// empty and not starting with a space; `nil` otherwise.
    /// - Parameter piece: The text's UTF-8.
    /// - Returns: The columns, or `nil`.
    @inline(__always)
    private static func plainColumns(ofPiece piece: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = piece.first, first != UInt8(ascii: " ") else { return nil }
        return DisplayWidth.plainWidth(piece)
    }
}
