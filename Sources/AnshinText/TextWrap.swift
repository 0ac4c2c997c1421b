import Anshin

/// Breaks text into lines no wider than a number of terminal columns, as the text front end draws
/// paragraphs, headings, messages and button titles.
///
/// - Line breaks in the text (LF, VT, FF, CR, CR LF, NEL, U+2028 and U+2029) end a paragraph, and
///   each paragraph is made safe for a terminal (``TerminalText``) and wrapped on its own.
/// - Words are what single spaces separate; a space more is an empty word. Words join a line, one
///   space before each, while they fit; a word that does not fit starts the next line, and the
///   space before it is dropped. Spaces that would start a line are dropped, and so is the space
///   before a word that joins a line of characters of no columns (such as a lone U+200B).
/// - A word wider than a line is broken between characters, as text without spaces (Japanese,
///   Chinese) must be.
/// - Closing punctuation never starts a line (Japanese line-breaking rules, JIS X 4051): when it
///   would, the whole run of closing punctuation it belongs to (`。」`, `）。`) moves down with the
///   character before the run. Only a run that, with that character, is wider than a line, or that
///   starts the line it would leave, cannot move: the line then breaks where it is full.
/// - Nor does closing punctuation after spaces (`brouillon ?`, as French writes `?`, `!`, `:`, `;`;
///   UAX #14, LB13): the spaces between it and the word before it break no line, so the two move to
///   the next line as one word, unless together they are wider than a line.
/// - Parts of the text can be kept together (a button drawn in a sentence, `[ Undo ]`): their
///   spaces break no line, so the part and the words touching it move to the next line as one word.
///   A part that, with what touches it, is wider than a line starts a line and breaks at its
///   spaces like the rest of the text.
/// - No line is wider than the width, unless it is one character wider than the width.
/// - Empty lines at the end are dropped: text that shows nothing gives no lines.
///
/// The text is copied once into a byte buffer the caller owns, and each line is a range of those
/// bytes, so drawing a line copies nothing.
enum TextWrap {
    /// A line of wrapped text: its bytes in the buffer and the columns they take.
    struct Line {
        var bytes: Range<Int>
        var columns: Int
    }

    /// A width no text reaches: wrapping to it puts each paragraph on one line.
    static let unlimited = Int.max / 4

    /// Working storage for wrapping, kept from one text to the next so its arrays are allocated
    /// once: the lines of the text wrapped last, and the characters of a paragraph being measured.
    struct Scratch {
        /// The lines of the text wrapped last, as ranges of the buffer, in order.
        var lines: [Line] = []
        /// The characters of the paragraph being wrapped, when it is not printable ASCII.
        var characters: [MeasuredParagraph.Cluster] = []
    }

    /// Wraps text: appends its terminal-safe bytes to `bytes`, and puts its lines in
    /// `scratch.lines`.
    /// - Parameters:
    ///   - text: The text, as it was resolved.
    ///   - width: The widest a line may be, in columns (a character wider than that still takes a
    ///     line of its own).
    ///   - keptTogether: Parts of the text, as ranges of its UTF-8 (0 is its first byte), whose
    ///     spaces break no line while the part fits on one; each starts and ends on a character.
    ///     Usually none.
    ///   - bytes: The buffer the text's bytes are appended to; bytes before are left alone.
    ///   - scratch: Working storage; its lines are replaced by the text's, as ranges of `bytes`.
    static func wrap(
        _ text: String,
        width: Int,
        keptTogether: [Range<Int>] = [],
        bytes: inout [UInt8],
        scratch: inout Scratch
    ) {
        scratch.lines.removeAll(keepingCapacity: true)
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        if Self.isPrintableASCII(bytes[start...]) {
            Self.wrapPrintableASCII(
                from: start,
                width: width,
                keptTogether: keptTogether,
                bytes: &bytes,
                lines: &scratch.lines
            )
        } else {
            // Other text is split into paragraphs at its line breaks. Paragraphs that need no
            // neutralizing are wrapped where they are; if any does, each is written again after
            // the text, terminal-safe, one byte apart.
            let end = bytes.count
            var isSafe = true
            Self.forEachParagraph(in: bytes, start..<end) { range in
                if isSafe && TerminalText.needsNeutralizing(bytes[range]) { isSafe = false }
            }
            let utf8 = text.utf8
            var isFirst = true
            Self.forEachParagraph(in: bytes, start..<end) { range in
                let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound - start)
                let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound - start)
                let paragraph: MeasuredParagraph
                // The parts kept together, as ranges of the bytes from `partsStart` on.
                var parts = keptTogether
                var partsStart = start
                if isSafe {
                    paragraph = MeasuredParagraph(text[lower..<upper], at: range, in: bytes, into: &scratch.characters)
                } else {
                    if !isFirst { bytes.append(UInt8(ascii: "\n")) }
                    let safe = TerminalText.neutralized(text[lower..<upper])
                    let safeStart = bytes.count
                    bytes.append(contentsOf: safe.utf8)
                    paragraph = MeasuredParagraph(
                        safe[...],
                        at: safeStart..<bytes.count,
                        in: bytes,
                        into: &scratch.characters
                    )
                    if !parts.isEmpty {
                        parts = Self.neutralizedParts(
                            parts,
                            of: text,
                            paragraph: (range.lowerBound - start)..<(range.upperBound - start)
                        )
                        partsStart = safeStart
                    }
                }
                isFirst = false
                Self.wrap(paragraph, width: width, keeping: parts, at: partsStart, bytes: &bytes, lines: &scratch.lines)
            }
        }
        while let last = scratch.lines.last, last.bytes.isEmpty { scratch.lines.removeLast() }
    }

    /// Wraps a text resolved by a localizer, as ``wrap(_:width:keptTogether:bytes:scratch:)`` does,
    /// resolving it straight into `bytes` without building a string when it is printable ASCII.
    /// - Parameters:
    ///   - text: The text.
    ///   - localizer: The localizer that resolves it.
    ///   - width: The widest a line may be, in columns.
    ///   - bytes: The buffer the text's bytes are appended to; bytes before are left alone.
    ///   - scratch: Working storage; its lines are replaced by the text's, as ranges of `bytes`.
    static func wrap(
        _ text: UserText,
        using localizer: some Localizer,
        width: Int,
        bytes: inout [UInt8],
        scratch: inout Scratch
    ) {
        let start = bytes.count
        text.resolve(using: localizer, into: &bytes)
        guard Self.isPrintableASCII(bytes[start...]) else {
            let resolved = String(decoding: bytes[start...], as: UTF8.self)
            bytes.removeSubrange(start...)
            Self.wrap(resolved, width: width, bytes: &bytes, scratch: &scratch)
            return
        }
        scratch.lines.removeAll(keepingCapacity: true)
        Self.wrapPrintableASCII(
            from: start,
            width: width,
            keptTogether: [],
            bytes: &bytes,
            lines: &scratch.lines
        )
        while let last = scratch.lines.last, last.bytes.isEmpty { scratch.lines.removeLast() }
    }

    /// Wraps printable ASCII at the end of `bytes`, which is one paragraph, safe as it is, a
    /// character a byte: the usual case.
    private static func wrapPrintableASCII(
        from start: Int,
        width: Int,
        keptTogether: [Range<Int>],
        bytes: inout [UInt8],
        lines: inout [Line]
    ) {
        let paragraph = PrintableASCIIParagraph(bytes: start..<bytes.count)
        Self.wrap(paragraph, width: width, keeping: keptTogether, at: start, bytes: &bytes, lines: &lines)
    }

    /// Where parts kept together lie in a paragraph written again, terminal-safe.
    ///
    /// Neutralizing replaces scalars one by one, so a part's bytes move by as many bytes as the
    /// neutralized text before it gained, and grow by as many as the part itself gained.
    /// - Parameters:
    ///   - parts: The parts, as ranges of the text's UTF-8.
    ///   - text: The text.
    ///   - paragraph: The paragraph, as a range of the text's UTF-8.
    /// - Returns: The parts, or the pieces of them, in the paragraph, as ranges of its safe UTF-8.
    private static func neutralizedParts(
        _ parts: [Range<Int>],
        of text: String,
        paragraph: Range<Int>
    ) -> [Range<Int>] {
        let utf8 = text.utf8
        func neutralizedCount(_ bytes: Range<Int>) -> Int {
            let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
            return TerminalText.neutralized(text[lower..<upper]).utf8.count
        }
        var moved: [Range<Int>] = []
        for part in parts {
            let lower = max(part.lowerBound, paragraph.lowerBound)
            let upper = min(part.upperBound, paragraph.upperBound)
            guard lower < upper else { continue }
            let movedLower = neutralizedCount(paragraph.lowerBound..<lower)
            moved.append(movedLower..<(movedLower + neutralizedCount(lower..<upper)))
        }
        return moved
    }

    /// Appends text on one line to `bytes`: wrapped with no width limit, its lines joined by
    /// spaces. Line breaks become spaces, spaces before the first word are dropped, and the text is
    /// terminal-safe.
    /// - Parameters:
    ///   - text: The text.
    ///   - bytes: The buffer to append to.
    ///   - scratch: Working storage for the wrap.
    /// - Returns: The columns of the line appended; nothing is appended when the text shows nothing.
    @discardableResult
    static func appendSingleLine(of text: String, to bytes: inout [UInt8], scratch: inout Scratch) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        if let columns = Self.keepPrintableASCIILine(from: start, in: &bytes) { return columns }
        bytes.removeSubrange(start...)
        return Self.appendWrappedSingleLine(of: text, to: &bytes, scratch: &scratch)
    }

    /// Appends a text, resolved by a localizer, on one line, as ``appendSingleLine(of:to:scratch:)``
    /// does, resolving it straight into `bytes` without building a string when it is printable ASCII.
    /// - Parameters:
    ///   - text: The text.
    ///   - localizer: The localizer that resolves it.
    ///   - bytes: The buffer to append to.
    ///   - scratch: Working storage for the wrap.
    /// - Returns: The columns of the line appended; nothing is appended when the text shows nothing.
    @discardableResult
    static func appendSingleLine(
        of text: UserText,
        using localizer: some Localizer,
        to bytes: inout [UInt8],
        scratch: inout Scratch
    ) -> Int {
        let start = bytes.count
        text.resolve(using: localizer, into: &bytes)
        if let columns = Self.keepPrintableASCIILine(from: start, in: &bytes) { return columns }
        let resolved = String(decoding: bytes[start...], as: UTF8.self)
        bytes.removeSubrange(start...)
        return Self.appendWrappedSingleLine(of: resolved, to: &bytes, scratch: &scratch)
    }

    /// Keeps text just appended to `bytes` as its one line when it is printable ASCII, which needs
    /// no wrapping to be one line: every character takes a column, so its words join again with the
    /// spaces between them, and only spaces before the first go.
    /// - Parameters:
    ///   - start: Where the text starts in `bytes`.
    ///   - bytes: The buffer.
    /// - Returns: The columns of the line, or `nil`, leaving `bytes` as it was, when the text is not
    ///   printable ASCII.
    private static func keepPrintableASCIILine(from start: Int, in bytes: inout [UInt8]) -> Int? {
        guard Self.isPrintableASCII(bytes[start...]) else { return nil }
        var firstWord = start
        while firstWord < bytes.count && bytes[firstWord] == UInt8(ascii: " ") { firstWord += 1 }
        if firstWord > start { bytes.removeSubrange(start..<firstWord) }
        return bytes.count - start
    }

    /// Appends text that is not printable ASCII on one line: wrapped with no width limit, its
    /// lines joined by spaces.
    private static func appendWrappedSingleLine(of text: String, to bytes: inout [UInt8], scratch: inout Scratch) -> Int
    {
        let start = bytes.count
        Self.wrap(text, width: Self.unlimited, bytes: &bytes, scratch: &scratch)
        // Each paragraph gives one line, no longer than the paragraph, and each paragraph starts
        // at least one byte after the one before ends. So the lines can move down over the bytes
        // between them, in order, a space before each but the first, without overwriting a byte
        // that has not moved yet.
        var end = start
        var columns = 0
        for (index, line) in scratch.lines.enumerated() {
            if index > 0 {
                bytes[end] = UInt8(ascii: " ")
                end += 1
                columns += 1
            }
            if line.bytes.lowerBound == end {
                end = line.bytes.upperBound
            } else {
                for byte in line.bytes {
                    bytes[end] = bytes[byte]
                    end += 1
                }
            }
            columns += line.columns
        }
        bytes.removeSubrange(end...)
        return columns
    }

    /// Text on one line, as ``appendSingleLine(of:to:lines:)`` writes it.
    /// - Parameter text: The text.
    /// - Returns: The line; empty when the text shows nothing.
    static func singleLine(_ text: String) -> String {
        var bytes: [UInt8] = []
        var scratch = Scratch()
        Self.appendSingleLine(of: text, to: &bytes, scratch: &scratch)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every byte is printable ASCII, each a character of one column that needs no
    /// neutralizing and breaks no line.
    static func isPrintableASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        for byte in bytes where !DisplayWidth.isPrintableASCII(byte) { return false }
        return true
    }

    /// Hands over each paragraph of UTF-8 text: the bytes between line breaks (LF, VT, FF, CR,
    /// CR LF, NEL, U+2028, U+2029). Every line break is a character of its own, so paragraphs start
    /// and end on characters.
    /// - Parameters:
    ///   - bytes: The buffer.
    ///   - range: The text's bytes in it.
    ///   - body: Receives each paragraph's range, line breaks left out.
    private static func forEachParagraph(in bytes: [UInt8], _ range: Range<Int>, _ body: (Range<Int>) -> Void) {
        var paragraphStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let breakLength = Self.lineBreakLength(in: bytes, at: index, end: range.upperBound)
            guard breakLength > 0 else {
                index += 1
                continue
            }
            body(paragraphStart..<index)
            index += breakLength
            paragraphStart = index
        }
        body(paragraphStart..<range.upperBound)
    }

    /// The length in bytes of the line break that starts at an index, or 0 when there is none
    /// there: LF, VT, FF or CR (one byte), CR LF (two), NEL (`C2 85`), or a line or paragraph
    /// separator (`E2 80 A8`, `E2 80 A9`). Lead bytes never appear inside another scalar, so
    /// looking at the bytes finds exactly these scalars.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int, end: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C:
            return 1
        case 0x0D:
            return index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return index + 1 < end && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            let isSeparator = index + 2 < end && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2])
            return isSeparator ? 3 : 0
        default:
            return 0
        }
    }

    /// The characters that must not begin a line (Japanese line-breaking rules, JIS X 4051): closing
    /// brackets, full stops and commas, small kana and the prolonged sound mark, and their ASCII
    /// counterparts. Each is one scalar, in Unicode's canonical composition (NFC).
    static let closingCharacters = "。、．，）」』】〕〉》！？：；ー・ゃゅょっぁぃぅぇぉャュョッァィゥェォ)]}!?,.:;"

    /// Whether each ASCII byte is one of ``closingCharacters``, made from that list.
    private static let closingASCII: [Bool] = (0..<128).map { byte in
        Self.closingCharacters.utf8.contains(UInt8(byte))
    }

    /// Whether a character must not begin a line: it is one of ``closingCharacters`` (or canonically
    /// equal to one, as U+037E is to `;`).
    /// - Parameter character: The UTF-8 of one character.
    /// - Returns: `true` for closing punctuation.
    static func cannotStartLine(_ character: ArraySlice<UInt8>) -> Bool {
        // A character of one byte is ASCII: looked up in the table made from the list, as the wrap
        // asks after every space.
        if character.count == 1 { return Self.closingASCII[Int(character[character.startIndex])] }
        // A character of one scalar, the usual case, is compared scalar by scalar: a scalar that is
        // its own canonical composition — every scalar but the full composition exclusions — is
        // canonically equal to that scalar alone. Any other character is compared as a Character,
        // canonical equivalence and all, which costs far more.
        var bytes = character.makeIterator()
        var decoder = Unicode.UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&bytes), case .emptyInput = decoder.decode(&bytes) {
            if Self.closingCharacters.unicodeScalars.contains(scalar) { return true }
            if scalar.isASCII || !scalar.properties.isFullCompositionExclusion { return false }
        }
        return Self.closingCharacters.contains(Character(String(decoding: character, as: UTF8.self)))
    }
}

/// One paragraph's characters, terminal-safe, in the wrap's buffer: where each starts, the columns
/// it takes and whether it is a space that separates words.
protocol WrapParagraph {
    /// How many characters the paragraph has.
    var count: Int { get }

    /// Where a character starts in the buffer; the paragraph's end for the index after the last.
    func byteOffset(of index: Int) -> Int

    /// The columns a character takes.
    func columns(of index: Int) -> Int

    /// Whether a character is a space that separates words.
    func isSpace(_ index: Int, in buffer: [UInt8]) -> Bool

    /// Whether the word that starts at a character must start a line rather than join one.
    func startsLine(_ index: Int) -> Bool
}

extension WrapParagraph {
    /// No word must start a line: each joins the line before it when it fits.
    func startsLine(_ index: Int) -> Bool { false }

    /// Whether a character is closing punctuation, which must not begin a line
    /// (``TextWrap/cannotStartLine(_:)``).
    func cannotStartLine(_ index: Int, in buffer: [UInt8]) -> Bool {
        TextWrap.cannotStartLine(buffer[self.byteOffset(of: index)..<self.byteOffset(of: index + 1)])
    }

    /// Whether closing punctuation follows spaces after a word somewhere in the paragraph, so that
    /// the spaces before it must join it to the word (``TextWrap/KeptTogetherParagraph``).
    func hasClosingPunctuationAfterSpaces(in buffer: [UInt8]) -> Bool {
        var afterWordAndSpaces = false
        var sawWord = false
        for index in 0..<self.count {
            if self.isSpace(index, in: buffer) {
                afterWordAndSpaces = sawWord
                continue
            }
            if afterWordAndSpaces && self.cannotStartLine(index, in: buffer) { return true }
            sawWord = true
            afterWordAndSpaces = false
        }
        return false
    }
}

extension TextWrap {
    /// A paragraph of printable ASCII: each byte is a character of one column.
    struct PrintableASCIIParagraph: WrapParagraph {
        /// The paragraph's bytes in the buffer.
        let bytes: Range<Int>

        var count: Int { self.bytes.count }

        func byteOffset(of index: Int) -> Int { self.bytes.lowerBound + index }

        func columns(of index: Int) -> Int { 1 }

        func isSpace(_ index: Int, in buffer: [UInt8]) -> Bool {
            buffer[self.bytes.lowerBound + index] == UInt8(ascii: " ")
        }
    }

    /// A paragraph of any text, each character measured: its bytes, its columns, and whether it is
    /// a space that separates words (a space with a combining mark is one character, and not such
    /// a space).
    struct MeasuredParagraph: WrapParagraph {
        /// A character of the paragraph.
        struct Cluster {
            var bytes: Range<Int>
            var columns: Int
            var isSpace: Bool
        }

        /// The paragraph's bytes in the buffer.
        let bytes: Range<Int>

        /// Each character, in order.
        let characters: [Cluster]

        /// Measures each character of a paragraph already in the buffer.
        /// - Parameters:
        ///   - text: The paragraph as text: the same characters as its bytes in the buffer.
        ///   - range: The paragraph's bytes in the buffer, terminal-safe and without line breaks.
        ///   - buffer: The buffer.
        ///   - storage: An array whose room is reused for the characters; its contents are replaced.
        init(_ text: Substring, at range: Range<Int>, in buffer: [UInt8], into storage: inout [Cluster]) {
            storage.removeAll(keepingCapacity: true)
            storage.reserveCapacity(range.count)
            var offset = range.lowerBound
            DisplayWidth.forEachCharacter(in: text, utf8: buffer[range]) { length, columns in
                let isSpace = length == 1 && buffer[offset] == UInt8(ascii: " ")
                storage.append(Cluster(bytes: offset..<(offset + length), columns: columns, isSpace: isSpace))
                offset += length
            }
            self.bytes = range
            self.characters = storage
        }

        var count: Int { self.characters.count }

        func byteOffset(of index: Int) -> Int {
            index < self.characters.count ? self.characters[index].bytes.lowerBound : self.bytes.upperBound
        }

        func columns(of index: Int) -> Int { self.characters[index].columns }

        func isSpace(_ index: Int, in buffer: [UInt8]) -> Bool { self.characters[index].isSpace }
    }

    /// Wraps a paragraph, appending its lines (empty ones too) to `lines`, keeping parts of it
    /// together.
    /// - Parameters:
    ///   - paragraph: The paragraph.
    ///   - width: The widest a line may be, in columns.
    ///   - parts: Parts whose spaces break no line while they fit on one, as ranges of the bytes
    ///     from `offset` on; usually none.
    ///   - offset: Where the bytes the parts count from start in the buffer.
    ///   - buffer: The buffer the paragraph is in.
    ///   - lines: The lines so far.
    static func wrap(
        _ paragraph: some WrapParagraph,
        width: Int,
        keeping parts: [Range<Int>],
        at offset: Int,
        bytes buffer: inout [UInt8],
        lines: inout [Line]
    ) {
        guard !parts.isEmpty || paragraph.hasClosingPunctuationAfterSpaces(in: buffer) else {
            Self.wrap(paragraph, width: width, bytes: &buffer, lines: &lines)
            return
        }
        let kept = KeptTogetherParagraph(paragraph, keeping: parts, at: offset, width: width, in: buffer)
        Self.wrap(kept, width: width, bytes: &buffer, lines: &lines)
    }

    /// Wraps a paragraph, appending its lines (empty ones too) to `lines`.
    ///
    /// A line is a run of the paragraph's bytes: the words joined to it keep the one space before
    /// them. A line that a word joined without its space is copied to the end of the buffer as one
    /// run.
    static func wrap(
        _ paragraph: some WrapParagraph,
        width: Int,
        bytes buffer: inout [UInt8],
        lines: inout [Line]
    ) {
        let count = paragraph.count
        // The line being filled: the `earlier` runs (only when a word joined a line of
        // characters of no columns), then the characters from lineStart to lineEnd.
        var earlier: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0
        var lineColumns = 0
        func finishLine(at end: Int, columns: Int) {
            let run = paragraph.byteOffset(of: lineStart)..<paragraph.byteOffset(of: end)
            guard !earlier.isEmpty else {
                lines.append(Line(bytes: run, columns: columns))
                return
            }
            let copyStart = buffer.count
            for part in earlier + [run] {
                for byte in part { buffer.append(buffer[byte]) }
            }
            lines.append(Line(bytes: copyStart..<buffer.count, columns: columns))
            earlier = []
        }

        var wordStart = 0
        while true {
            if lineColumns > 0 {
                // Measure the word, up to the next space or the end, to see whether it fits.
                var wordEnd = wordStart
                var wordColumns = 0
                while wordEnd < count && !paragraph.isSpace(wordEnd, in: buffer) {
                    wordColumns += paragraph.columns(of: wordEnd)
                    wordEnd += 1
                }
                if lineColumns + 1 + wordColumns <= width && !paragraph.startsLine(wordStart) {
                    // The word joins the line, with the space before it.
                    lineColumns += 1 + wordColumns
                    lineEnd = wordEnd
                    guard wordEnd < count else { break }
                    wordStart = wordEnd + 1
                    continue
                }
                finishLine(at: lineEnd, columns: lineColumns)
                lineColumns = 0
            } else if lineEnd > lineStart {
                earlier.append(paragraph.byteOffset(of: lineStart)..<paragraph.byteOffset(of: lineEnd))
            }
            lineStart = wordStart
            lineEnd = wordStart

            // The word starts the line: its characters join it one by one, and where the line is
            // full, the next starts.
            var index = wordStart
            while index < count && !paragraph.isSpace(index, in: buffer) {
                let columns = paragraph.columns(of: index)
                if lineColumns + columns > width && lineColumns > 0 {
                    // Closing punctuation never starts a line: what moves down with it does.
                    let breakIndex = Self.lineStart(
                        before: index,
                        onLineFrom: lineStart,
                        of: paragraph,
                        width: width,
                        in: buffer
                    )
                    var carriedColumns = 0
                    for carried in breakIndex..<index { carriedColumns += paragraph.columns(of: carried) }
                    finishLine(at: breakIndex, columns: lineColumns - carriedColumns)
                    lineStart = breakIndex
                    lineColumns = carriedColumns
                }
                lineColumns += columns
                index += 1
                lineEnd = index
            }
            guard index < count else { break }
            wordStart = index + 1
        }
        finishLine(at: lineEnd, columns: lineColumns)
    }

    /// Where the next line starts when a character does not fit on the line: at the character,
    /// unless it is closing punctuation. Then the run of closing punctuation it belongs to (back
    /// into the line, and on after it) moves down with the character before the run, when that
    /// character is not the first of the line and all of them fit on one line; otherwise the line
    /// breaks at the character after all.
    /// - Parameters:
    ///   - index: The character that does not fit.
    ///   - lineStart: The line's first character.
    ///   - paragraph: The paragraph.
    ///   - width: The widest a line may be, in columns.
    ///   - buffer: The buffer the paragraph is in.
    /// - Returns: The index of the next line's first character, after `lineStart` and no later than
    ///   `index`.
    private static func lineStart(
        before index: Int,
        onLineFrom lineStart: Int,
        of paragraph: some WrapParagraph,
        width: Int,
        in buffer: [UInt8]
    ) -> Int {
        func cannotStartLine(_ index: Int) -> Bool { paragraph.cannotStartLine(index, in: buffer) }
        guard cannotStartLine(index) else { return index }
        // The columns of what would move down: the character that does not fit and the run before it.
        var columns = paragraph.columns(of: index)
        var runStart = index
        while runStart > lineStart && cannotStartLine(runStart - 1) {
            runStart -= 1
            columns += paragraph.columns(of: runStart)
            if columns > width { return index }
        }
        // The character before the run moves down too, and the line it leaves keeps a character.
        let carried = runStart - 1
        guard carried > lineStart else { return index }
        columns += paragraph.columns(of: carried)
        // The rest of the run follows on the next line.
        var next = index + 1
        while next < paragraph.count && columns <= width && cannotStartLine(next) {
            columns += paragraph.columns(of: next)
            next += 1
        }
        return columns <= width ? carried : index
    }
}
