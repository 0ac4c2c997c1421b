import Anshin

/// The lines of a drawing, every line's runs kept in one array: a line is where its runs start and
/// how many columns they take, so adding a line or a run allocates nothing once the arrays have
/// grown, and colour can be added or left out without changing the layout.
///
/// Runs are always added to the last line; ``frame(from:)`` redraws the lines from one on inside a
/// box.
struct TextCanvas: Hashable {
    /// Text drawn in one colour and weight.
    ///
    /// A run holds its colour as the terminal colour its token maps to, not as the token: one byte
    /// instead of an optional string, so runs move and copy as cheaply as their text.
    struct Run: Hashable {
        /// The text, drawn as it is.
        var text: String
        /// How many times the text is drawn in a row: one for text, more for a rule or padding, which
        /// is written straight into the output rather than built as a string first. Colour codes,
        /// when on, wrap all the repetitions once, as they would wrap the repeated text.
        var repeats = 1
        /// The run's weight and terminal colour.
        var style: Style

        /// Creates a run.
        /// - Parameters:
        ///   - text: The text.
        ///   - repeats: How many times it is drawn in a row.
        ///   - style: Its weight and terminal colour.
        init(text: String, repeats: Int = 1, style: Style = .plain) {
            self.text = text
            self.repeats = repeats
            self.style = style
        }

        /// Whether the run draws anything: a run of no text, or repeated no times, writes nothing,
        /// not even its colour codes.
        var draws: Bool { self.repeats > 0 && !self.text.isEmpty }
    }

    /// A run's weight and terminal colour: bold in the low bit, the colour's index above it.
    struct Style: Hashable {
        private var bits: UInt8

        /// Neither bold nor coloured.
        static let plain = Style(tone: nil, isBold: false)

        /// The style of a colour token and weight: the token's terminal colour, or none for a token
        /// the text front end does not colour.
        init(tone: ColorToken?, isBold: Bool) {
            let colour: UInt8 =
                switch tone?.rawValue {
                case "success": 1
                case "caution", "accent": 2
                case "error", "destructive": 3
                case "debug": 4
                case "internalError": 5
                default: 0
                }
            self.bits = colour << 1 | (isBold ? 1 : 0)
        }

        /// The escape sequence that starts a run of the style when colour is on, `ESC [ codes m`, or
        /// `nil` for plain text: made once for each of the twelve styles, from ``codes``.
        var openingSequence: [UInt8]? {
            Self.openingSequences[Int(self.bits)]
        }

        /// Every style's opening sequence, by its bits.
        private static let openingSequences: [[UInt8]?] = (0..<12).map { bits in
            let codes = Style(bits: UInt8(bits)).codes
            return codes.isEmpty ? nil : Array("\u{1B}[\(codes)m".utf8)
        }

        private init(bits: UInt8) {
            self.bits = bits
        }

        /// The SGR parameters: bold, and the foreground colour; empty for plain text.
        var codes: String {
            let colour: String? =
                switch self.bits >> 1 {
                case 1: "32"
                case 2: "34"
                case 3: "31"
                case 4: "35"
                case 5: "33"
                default: nil
                }
            switch (self.bits & 1 == 1, colour) {
            case (true, let colour?): return "1;" + colour
            case (true, nil): return "1"
            case (false, let colour?): return colour
            case (false, nil): return ""
            }
        }
    }

    /// Where a line's runs start in ``runs`` and the columns they take, kept up to date as runs are
    /// added, so measuring a line never measures its text again.
    struct Line: Hashable {
        var start: Int
        var width: Int
    }

    /// Every line's runs, line after line.
    private(set) var runs: [Run] = []

    /// The lines, in order.
    private(set) var lines: [Line] = []

    /// The UTF-8 bytes the runs draw, without colour codes or newlines, kept up to date as runs are
    /// added and removed, so drawing sizes its buffer without reading every run again.
    private(set) var byteCount = 0

    /// Makes room for the lines and runs about to be drawn, so the arrays grow once.
    /// - Parameters:
    ///   - lineCount: How many lines.
    ///   - runCount: How many runs.
    mutating func reserve(lines lineCount: Int, runs runCount: Int) {
        self.lines.reserveCapacity(lineCount)
        self.runs.reserveCapacity(runCount)
    }

    /// How many lines there are.
    var lineCount: Int { self.lines.count }

    /// The runs of a line, as indices into ``runs``.
    /// - Parameter line: The line's index.
    func runIndices(ofLine line: Int) -> Range<Int> {
        self.lines[line].start..<(line + 1 < self.lines.count ? self.lines[line + 1].start : self.runs.count)
    }

    /// Starts an empty line after the others.
    mutating func startLine() {
        self.lines.append(Line(start: self.runs.count, width: 0))
    }

    /// Starts a line of one run whose columns the caller has already measured.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - width: The columns of `text`, as ``DisplayWidth`` counts them.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    mutating func appendLine(_ text: String, width: Int, tone: ColorToken? = nil, isBold: Bool = false) {
        self.startLine()
        self.append(text, width: width, tone: tone, isBold: isBold)
    }

    /// Starts a line of one run, measuring its text.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    mutating func appendLine(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.appendLine(text, width: DisplayWidth.of(text), tone: tone, isBold: isBold)
    }

    /// Adds a run to the last line, measuring its text.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    mutating func append(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.append(text, width: DisplayWidth.of(text), tone: tone, isBold: isBold)
    }

    /// Adds a run whose columns the caller has already measured to the last line.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - width: The columns of `text`, as ``DisplayWidth`` counts them.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    mutating func append(_ text: String, width: Int, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs.append(Run(text: text, style: Style(tone: tone, isBold: isBold)))
        self.lines[self.lines.count - 1].width += width
        self.byteCount += text.utf8.count
    }

    /// Adds a run of a piece drawn again and again, such as a rule or padding, to the last line.
    /// - Parameters:
    ///   - piece: The text repeated.
    ///   - count: How many times; none when zero or less.
    ///   - pieceWidth: The columns of `piece`; one by default.
    ///   - tone: The run's colour token.
    mutating func append(repeating piece: String, count: Int, pieceWidth: Int = 1, tone: ColorToken? = nil) {
        let count = max(0, count)
        self.runs.append(Run(text: piece, repeats: count, style: Style(tone: tone, isBold: false)))
        self.lines[self.lines.count - 1].width += pieceWidth * count
        self.byteCount += piece.utf8.count * count
    }

    /// Removes the last line and its runs.
    mutating func removeLastLine() {
        let line = self.lines.removeLast()
        for run in self.runs[line.start...] { self.byteCount -= run.text.utf8.count * run.repeats }
        self.runs.removeSubrange(line.start...)
    }

    /// Redraws the lines from one on inside a frame as wide as the widest of them: a top rule, each
    /// line between `│ ` and ` │` padded to the widest, a bottom rule.
    ///
    /// The lines' runs are moved, not copied: the array grows by the frame's runs once, and each run
    /// is swapped into its place from the last line up, the frame's runs filling the slots around.
    /// - Parameter firstLine: The index of the first line framed; the frame is empty when it is the
    ///   line count.
    mutating func frame(from firstLine: Int) {
        let contentWidth = self.lines[firstLine...].reduce(0) { max($0, $1.width) }
        let framedWidth = contentWidth + 4
        let framedLines = self.lines.count - firstLine
        let placeholder = Run(text: "", repeats: 0)
        // The top rule's three runs, then a border before and a padding and a border after each line.
        self.runs.reserveCapacity(self.runs.count + 6 + 3 * framedLines)
        for _ in 0..<(3 + 3 * framedLines) { self.runs.append(placeholder) }
        // Slots from `target` on are final; the runs of lines not yet moved end at `end`.
        var target = self.runs.count
        var end = target - 3 - 3 * framedLines
        var line = self.lines.count - 1
        while line >= firstLine {
            let start = self.lines[line].start
            self.place(Run(text: " │"), before: &target)
            self.place(
                Run(text: " ", repeats: contentWidth - self.lines[line].width),
                before: &target
            )
            var index = end
            while index > start {
                index -= 1
                target -= 1
                self.runs.swapAt(index, target)
            }
            self.place(Run(text: "│ "), before: &target)
            self.lines[line] = Line(start: target, width: framedWidth)
            end = start
            line -= 1
        }
        self.place(Run(text: "┐"), before: &target)
        self.place(Run(text: "─", repeats: contentWidth + 2), before: &target)
        self.place(Run(text: "┌"), before: &target)
        self.lines.insert(Line(start: target, width: framedWidth), at: firstLine)
        self.appendLine("└", width: 1)
        self.append(repeating: "─", count: contentWidth + 2)
        self.append("┘", width: 1)
    }

    /// Puts a run in the slot before `target`, over a placeholder, and counts its bytes.
    private mutating func place(_ run: Run, before target: inout Int) {
        target -= 1
        self.byteCount += run.text.utf8.count * run.repeats
        self.runs[target] = run
    }

    /// One line drawn as a string.
    /// - Parameters:
    ///   - line: The line's index.
    ///   - colors: Whether the runs are coloured.
    /// - Returns: The line's text.
    func rendered(line: Int, colors: TextRenderer.ColorMode) -> String {
        Self.rendered(
            self.runs[self.runIndices(ofLine: line)],
            lines: [Line(start: 0, width: 0)],
            byteCount: nil,
            colors: colors
        )
    }

    /// The lines drawn as one string, a newline between lines.
    /// - Parameter colors: Whether the runs are coloured.
    /// - Returns: The text, without a trailing newline.
    func rendered(colors: TextRenderer.ColorMode) -> String {
        Self.rendered(self.runs[...], lines: self.lines, byteCount: self.byteCount, colors: colors)
    }

    /// The lines' UTF-8 appended to a byte buffer, a newline between lines: the runs' bytes copied
    /// straight into the buffer's new room, with none of the check a new `String` makes that its bytes
    /// are valid UTF-8 (each run's text already is, so their concatenation is too).
    /// - Parameters:
    ///   - output: The buffer to append to.
    ///   - colors: Whether the runs are coloured.
    func append(to output: inout [UInt8], colors: TextRenderer.ColorMode) {
        let count = Self.byteCount(self.runs[...], lines: self.lines, byteCount: self.byteCount, colors: colors)
        guard count > 0 else { return }
        self.runs.withUnsafeBufferPointer { runs in
            output.appendBytes(capacity: count) { room in
                Self.write(runs, lines: self.lines, colors: colors, into: room)
            }
        }
    }

    /// Lines drawn as one string, a newline between lines, written into one buffer of exactly the
    /// right size.
    /// - Parameters:
    ///   - runs: The runs, line after line.
    ///   - lines: The lines, their starts counted from the first of `runs`.
    ///   - byteCount: The bytes the runs draw, when known; `nil` to count them.
    ///   - colors: Whether the runs are coloured.
    /// - Returns: The text, without a trailing newline.
    private static func rendered(
        _ runs: ArraySlice<Run>,
        lines: [Line],
        byteCount: Int?,
        colors: TextRenderer.ColorMode
    ) -> String {
        let capacity = Self.byteCount(runs, lines: lines, byteCount: byteCount, colors: colors)
        guard capacity > 0 else { return "" }
        return runs.withUnsafeBufferPointer { runs in
            String(writingUTF8Capacity: capacity) { buffer in
                Self.write(runs, lines: lines, colors: colors, into: buffer)
            }
        }
    }

    /// The UTF-8 bytes lines draw: their runs, colour escape sequences when colour is on, and the
    /// newlines between lines.
    /// - Parameters:
    ///   - runs: The runs, line after line.
    ///   - lines: The lines, their starts counted from the first of `runs`.
    ///   - byteCount: The bytes the runs draw, when known; `nil` to count them.
    ///   - colors: Whether the runs are coloured.
    /// - Returns: The number of bytes.
    private static func byteCount(
        _ runs: ArraySlice<Run>,
        lines: [Line],
        byteCount: Int?,
        colors: TextRenderer.ColorMode
    ) -> Int {
        var count = max(0, lines.count - 1)
        if let byteCount, colors == .never { return count + byteCount }
        for run in runs where run.draws {
            count += run.text.utf8.count * run.repeats
            if colors == .always {
                let codes = run.style.codes
                if !codes.isEmpty { count += codes.utf8.count + 7 }
            }
        }
        return count
    }

    /// Writes lines into a buffer counted by ``byteCount(_:lines:byteCount:colors:)``: each run's text
    /// as many times as it repeats, wrapped in its colour escape sequence when colour is on and the
    /// run has a tone or is bold, and a newline between lines.
    /// - Parameters:
    ///   - runs: The runs, line after line.
    ///   - lines: The lines, their starts counted from the first of `runs`.
    ///   - colors: Whether the runs are coloured.
    ///   - buffer: The buffer, at least as large as the lines' byte count.
    /// - Returns: The number of bytes written.
    private static func write(
        _ runs: UnsafeBufferPointer<Run>,
        lines: [Line],
        colors: TextRenderer.ColorMode,
        into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var written = 0
        func write(_ text: String, times: Int = 1) {
            guard times > 0 else { return }
            let count = text.utf8.count
            // The size was counted from the same runs; a miscount must never write past the end.
            precondition(written + count * times <= buffer.count, "text drawn beyond its counted size")
            let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
                guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                let start = to + written
                if count == 1 {
                    start.initialize(repeating: from.pointee, count: times)
                } else {
                    // One copy of the piece, then the copies made so far copied after them, so a
                    // rule of 58 three-byte pieces takes 6 copies rather than 58.
                    start.initialize(from: from, count: count)
                    var filled = count
                    let total = count * times
                    while filled < total {
                        let chunk = min(filled, total - filled)
                        (start + filled).initialize(from: start, count: chunk)
                        filled += chunk
                    }
                }
            }
            if copied == nil {
                for _ in 0..<times {
                    for (offset, byte) in text.utf8.enumerated() { buffer[written + offset] = byte }
                    written += count
                }
            } else {
                written += count * times
            }
        }
        for (index, line) in lines.enumerated() {
            if index > 0 {
                precondition(written < buffer.count, "text drawn beyond its counted size")
                buffer[written] = UInt8(ascii: "\n")
                written += 1
            }
            let end = index + 1 < lines.count ? lines[index + 1].start : runs.count
            for run in line.start..<end where runs[run].draws {
                // The codes are made only when colour is on: an empty string per run costs more
                // than the check.
                if colors == .always, case let codes = runs[run].style.codes, !codes.isEmpty {
                    write("\u{1B}[")
                    write(codes)
                    write("m")
                    write(runs[run].text, times: runs[run].repeats)
                    write("\u{1B}[0m")
                } else {
                    write(runs[run].text, times: runs[run].repeats)
                }
            }
        }
        return written
    }
}
