/// Reads a catalog template's parts in order: runs of literal text, and placeholders to
/// substitute (``TemplateFormatter`` says what they are replaced with).
///
/// A placeholder is a `{`, a name without braces and a `}`: a `{` followed by another `{` before
/// any `}` is literal, as is a `{` never closed. `{{` writes `{` and `}}` writes `}`: a literal run
/// ends after the first brace, and the second is skipped. Braces are matched as characters: a
/// brace that is part of a larger grapheme cluster (a brace followed by a combining mark) is
/// literal text. Parts are ranges of the template's UTF-8 (0 is its first byte); no run is empty.
///
/// The template's bytes are read from a copy in a byte buffer, handed to ``next(in:from:)`` each
/// time, so the buffer can be the caller's output, which it appends to between parts.
struct TemplateParts {
    /// A part of a template.
    enum Part: Equatable {
        /// Literal text, written as it is.
        case literal(Range<Int>)
        /// A placeholder, braces included, and its name, between them.
        case placeholder(Range<Int>, name: Range<Int>)
    }

    /// The template's bytes in a buffer, read by their offset in the template.
    private struct Bytes {
        let buffer: [UInt8]
        let start: Int

        subscript(offset: Int) -> UInt8 { self.buffer[self.start + offset] }
    }

    /// The template, to tell whether a brace beside text other than ASCII is a character of its own.
    private let template: String

    /// The template's length in UTF-8 bytes.
    let count: Int

    /// Where reading goes on.
    private var offset = 0

    /// Where the literal run being read starts.
    private var runStart = 0

    /// A placeholder found with the run before it, handed over after that run.
    private var pendingPlaceholder: Part?

    /// Starts reading a template.
    /// - Parameter template: The template.
    init(_ template: String) {
        self.template = template
        self.count = template.utf8.count
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    /// The next part of the template.
    /// - Parameters:
    ///   - buffer: A buffer that holds a copy of the template's UTF-8.
    ///   - start: Where the copy starts in the buffer.
    /// - Returns: The part, or `nil` after the last.
    mutating func next(in buffer: [UInt8], from start: Int) -> Part? {
        let bytes = Bytes(buffer: buffer, start: start)
        if let placeholder = self.pendingPlaceholder {
            self.pendingPlaceholder = nil
            return placeholder
        }
        while self.offset < self.count {
            let byte = bytes[self.offset]
            let next = self.offset + 1
            if byte == Self.closeBrace {
                // `}}` writes one `}`: the run ends after the first brace, and the second is skipped.
                if next < self.count && self.isBrace(Self.closeBrace, at: self.offset, in: bytes)
                    && self.isBrace(Self.closeBrace, at: next, in: bytes)
                {
                    return self.endRun(at: next, resumingAt: next + 1)
                }
                self.offset = next
                continue
            }
            guard byte == Self.openBrace, self.isBrace(Self.openBrace, at: self.offset, in: bytes) else {
                self.offset = next
                continue
            }
            // `{{` writes one `{`.
            if next < self.count && self.isBrace(Self.openBrace, at: next, in: bytes) {
                return self.endRun(at: next, resumingAt: next + 1)
            }
            // A placeholder runs to the next `}`, and its name holds no brace: a `{` that another `{`
            // follows before any `}` is literal, and reading goes on from the next one (so a `{{`
            // after it still writes `{`); a `{` that is never closed is literal to the end.
            var close = next
            while close < self.count {
                let byte = bytes[close]
                if (byte == Self.closeBrace || byte == Self.openBrace) && self.isBrace(byte, at: close, in: bytes) {
                    break
                }
                close += 1
            }
            guard close < self.count else { break }
            guard bytes[close] == Self.closeBrace else {
                self.offset = close
                continue
            }
            let placeholder = Part.placeholder(self.offset..<(close + 1), name: next..<close)
            guard self.runStart < self.offset else {
                self.offset = close + 1
                self.runStart = self.offset
                return placeholder
            }
            self.pendingPlaceholder = placeholder
            return self.endRun(at: self.offset, resumingAt: close + 1)
        }
        // The rest is the last run.
        self.offset = self.count
        guard self.runStart < self.count else { return nil }
        return self.endRun(at: self.count, resumingAt: self.count)
    }

    /// Ends the literal run being read, and starts the next at the offset reading goes on from.
    private mutating func endRun(at end: Int, resumingAt resumption: Int) -> Part {
        let run = self.runStart..<end
        self.offset = resumption
        self.runStart = resumption
        return .literal(run)
    }

    /// Whether the byte at an offset is a brace, and a character of its own.
    private func isBrace(_ brace: UInt8, at offset: Int, in bytes: Bytes) -> Bool {
        guard bytes[offset] == brace else { return false }
        // Between two ASCII bytes (other than CR before LF) a grapheme always breaks.
        let isASCIIBefore = offset == 0 || bytes[offset - 1] < 0x80
        let isASCIIAfter = offset + 1 == self.count || bytes[offset + 1] < 0x80
        if isASCIIBefore && isASCIIAfter { return true }
        // Beside other text, the brace must start a character, and be the whole character.
        let utf8 = self.template.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: self.template) else {
            return false
        }
        return self.template[index] == Character(Unicode.Scalar(brace))
    }
}
