import Anshin

/// The lines of a drawing: each line a row of runs, each run bytes of text drawn in one colour and
/// weight.
///
/// The runs' bytes live in one array, ``text``, and a run names the bytes it draws, so text that
/// is laid out is copied into ``text`` once and into the output once. Runs are always added to the
/// last line, and ``frame(from:)`` puts the lines from one on inside a box. Colour is chosen only
/// when the canvas is written out, so the layout is the same with colour and without.
struct TextCanvas {
    /// Bytes of ``text`` drawn in one style.
    struct Run {
        /// The bytes it draws: a range of ``text``.
        var bytes: Range<Int>
        /// The run's weight and colour.
        var style: Style
    }

    /// A run's weight and terminal colour.
    struct Style {
        /// The terminal colour: 0 for none, then green, blue, red, magenta and yellow.
        private var colour: UInt8
        /// Whether the run is bold.
        private var isBold: Bool

        /// Neither bold nor coloured.
        static let plain = Style(tone: nil)

        /// The style of a colour token and weight.
        ///
        /// Success is green, caution and accent blue, error and destructive red, debug magenta and
        /// internal error yellow; other tokens are not coloured.
        /// - Parameters:
        ///   - tone: The colour token, if any.
        ///   - isBold: Whether the run is bold.
        init(tone: ColorToken?, isBold: Bool = false) {
            self.isBold = isBold
            guard let tone else {
                self.colour = 0
                return
            }
            self.colour =
                switch tone.rawValue {
                case "success": 1
                case "caution", "accent": 2
                case "error", "destructive": 3
                case "debug": 4
                case "internalError": 5
                default: 0
                }
        }

        /// The parameters of the SGR escape sequence (`ESC [ codes m`) that starts a run of the style:
        /// bold, then the foreground colour; empty for plain text.
        var codes: String {
            switch (self.isBold, self.colour) {
            case (false, 0): ""
            case (false, 1): "32"
            case (false, 2): "34"
            case (false, 3): "31"
            case (false, 4): "35"
            case (false, _): "33"
            case (true, 0): "1"
            case (true, 1): "1;32"
            case (true, 2): "1;34"
            case (true, 3): "1;31"
            case (true, 4): "1;35"
            case (true, _): "1;33"
            }
        }
    }

    /// A line: where its runs start in ``runs`` and the columns they take.
    struct Line {
        var firstRun: Int
        var columns: Int
    }

    /// The bytes the runs draw, in the order they were added.
    private(set) var text: [UInt8] = []

    /// Every line's runs, line after line.
    private(set) var runs: [Run] = []

    /// The lines, in order.
    private(set) var lines: [Line] = []

    /// Working storage for wrapping, kept so its arrays are reused.
    private var scratch = TextWrap.Scratch()

    /// An empty canvas, with room for a typical drawing (a dialog or a screen), so its arrays
    /// rarely grow.
    init() {
        self.text.reserveCapacity(512)
        self.runs.reserveCapacity(48)
        self.lines.reserveCapacity(16)
    }

    /// How many lines there are.
    var lineCount: Int { self.lines.count }

    /// The runs of a line, as indices into ``runs``.
    /// - Parameter line: The line's index.
    /// - Returns: The range of its runs.
    func runIndices(ofLine line: Int) -> Range<Int> {
        self.lines[line].firstRun..<(line + 1 < self.lines.count ? self.lines[line + 1].firstRun : self.runs.count)
    }

    // MARK: - Adding text

    /// Adds bytes to ``text`` for a run to draw, such as a button measured before it is placed.
    /// - Parameter write: Appends the bytes to the bytes it is given.
    /// - Returns: The bytes' range in ``text``.
    mutating func addText(_ write: (inout [UInt8]) -> Void) -> Range<Int> {
        let start = self.text.count
        write(&self.text)
        return start..<self.text.count
    }

    /// Adds a character drawn again and again, such as a rule or padding, to ``text``.
    /// - Parameters:
    ///   - piece: The character, one scalar.
    ///   - count: How many times; none when zero or less.
    /// - Returns: The repetitions' range in ``text``.
    mutating func addRepeated(_ piece: Unicode.Scalar, count: Int) -> Range<Int> {
        let start = self.text.count
        guard count > 0 else { return start..<start }
        if piece.isASCII {
            self.text.append(contentsOf: repeatElement(UInt8(piece.value), count: count))
            return start..<self.text.count
        }
        // The scalar's two to four bytes are appended one after another, from locals, into room
        // as the array grows: cheaper than handing an iterator's bytes to the array one by one.
        let utf8 = piece.utf8
        let length = utf8.count
        func byte(_ offset: Int) -> UInt8 { utf8[utf8.index(utf8.startIndex, offsetBy: min(offset, length - 1))] }
        let (first, second, third, fourth) = (byte(0), byte(1), byte(2), byte(3))
        for _ in 0..<count {
            self.text.append(first)
            self.text.append(second)
            if length > 2 { self.text.append(third) }
            if length > 3 { self.text.append(fourth) }
        }
        return start..<self.text.count
    }

    /// Wraps text into ``text``, for runs to draw its lines.
    /// - Parameters:
    ///   - text: The text, as it was resolved.
    ///   - width: The widest a line may be, in columns.
    ///   - keptTogether: Parts of the text, as ranges of its UTF-8, whose spaces break no line while
    ///     the part fits on one, such as buttons in a sentence.
    /// - Returns: The lines, as ranges of ``text``, with their columns.
    mutating func wrap(_ text: String, width: Int, keptTogether: [Range<Int>] = []) -> [TextWrap.Line] {
        TextWrap.wrap(text, width: width, keptTogether: keptTogether, bytes: &self.text, scratch: &self.scratch)
        return self.scratch.lines
    }

    /// Wraps a text resolved by a localizer into ``text``, for runs to draw its lines, as
    /// ``wrap(_:width:keptTogether:)`` wraps it resolved.
    /// - Parameters:
    ///   - text: The text.
    ///   - localizer: The localizer that resolves it.
    ///   - width: The widest a line may be, in columns.
    /// - Returns: The lines, as ranges of ``text``, with their columns.
    mutating func wrap(_ text: UserText, using localizer: some Localizer, width: Int) -> [TextWrap.Line] {
        TextWrap.wrap(text, using: localizer, width: width, bytes: &self.text, scratch: &self.scratch)
        return self.scratch.lines
    }

    /// Adds text on one line (``TextWrap/appendSingleLine(of:to:scratch:)``) to ``text`` between an
    /// opening and a closing, for a run to draw.
    /// - Parameters:
    ///   - text: The text, as it was resolved.
    ///   - opening: What comes before it.
    ///   - closing: What comes after it.
    /// - Returns: The range of the whole in ``text``, and the columns of the line alone.
    mutating func addSingleLine(
        _ text: String,
        opening: String,
        closing: String
    ) -> (bytes: Range<Int>, columns: Int) {
        let start = self.text.count
        self.text.append(contentsOf: opening.utf8)
        let columns = TextWrap.appendSingleLine(of: text, to: &self.text, scratch: &self.scratch)
        self.text.append(contentsOf: closing.utf8)
        return (start..<self.text.count, columns)
    }

    /// Adds text made terminal-safe (``TerminalText``), line breaks and all, to ``text`` between
    /// an opening and a closing, for a run to draw.
    /// - Parameters:
    ///   - text: The text.
    ///   - opening: What comes before it.
    ///   - closing: What comes after it.
    /// - Returns: The range of the whole in ``text``, and the columns of the whole.
    mutating func addNeutralized(
        _ text: String,
        opening: String,
        closing: String
    ) -> (bytes: Range<Int>, columns: Int) {
        let start = self.text.count
        self.text.append(contentsOf: opening.utf8)
        self.text.append(contentsOf: text.utf8)
        self.text.append(contentsOf: closing.utf8)
        if TextWrap.isPrintableASCII(self.text[start...]) { return (start..<self.text.count, self.text.count - start) }
        self.text.removeSubrange(start...)
        let whole = opening + TerminalText.neutralized(text) + closing
        self.text.append(contentsOf: whole.utf8)
        return (start..<self.text.count, DisplayWidth.of(whole))
    }

    // MARK: - Adding lines and runs

    /// Starts an empty line after the others.
    mutating func startLine() {
        self.lines.append(Line(firstRun: self.runs.count, columns: 0))
    }

    /// Adds a run of bytes already in ``text`` to the last line.
    /// - Parameters:
    ///   - bytes: The run's bytes.
    ///   - columns: The columns they take.
    ///   - style: The run's weight and colour.
    mutating func appendRun(_ bytes: Range<Int>, columns: Int, style: Style = .plain) {
        self.runs.append(Run(bytes: bytes, style: style))
        self.lines[self.lines.count - 1].columns += columns
    }

    /// Adds a run of text to the last line.
    /// - Parameters:
    ///   - text: The text.
    ///   - columns: The columns it takes, as ``DisplayWidth`` counts them.
    ///   - style: The run's weight and colour.
    mutating func append(_ text: String, columns: Int, style: Style = .plain) {
        self.appendRun(self.addText { $0.append(contentsOf: text.utf8) }, columns: columns, style: style)
    }

    /// Adds a run of a character drawn again and again, such as a rule or padding, to the last line.
    /// - Parameters:
    ///   - piece: The character, one scalar of one column.
    ///   - count: How many times; none when zero or less.
    ///   - style: The run's weight and colour.
    mutating func append(repeating piece: Unicode.Scalar, count: Int, style: Style = .plain) {
        self.appendRun(self.addRepeated(piece, count: count), columns: max(0, count), style: style)
    }

    /// Puts padding of spaces before the runs of the last line from an index on: the padding before
    /// a row whose width is known only once it is drawn.
    /// - Parameters:
    ///   - count: How many spaces; none when zero or less.
    ///   - index: The first run the padding goes before, on the last line.
    mutating func insertPadding(count: Int, at index: Int) {
        let padding = self.addRepeated(" ", count: count)
        self.runs.insert(Run(bytes: padding, style: .plain), at: index)
        self.lines[self.lines.count - 1].columns += max(0, count)
    }

    /// Removes the last line and its runs.
    mutating func removeLastLine() {
        let line = self.lines.removeLast()
        self.runs.removeSubrange(line.firstRun...)
    }

    /// Puts the lines from one on inside a frame as wide as the widest of them: a top rule, each
    /// line between `│ ` and ` │` and padded to the widest, and a bottom rule.
    ///
    /// The frame's runs are added at the end of ``runs``, then each framed line's runs move right
    /// to their place, the last line first, with its borders written around them.
    /// - Parameter firstLine: The index of the first line framed; the frame is empty when it is the
    ///   line count.
    mutating func frame(from firstLine: Int) {
        var contentColumns = 0
        for line in self.lines[firstLine...] { contentColumns = max(contentColumns, line.columns) }
        let framedColumns = contentColumns + 4

        // The frame's pieces, each written once: the left border; as many spaces as the widest
        // line needs and the right border, whose end pads and closes every line; the top line,
        // the rule between its corners; and the bottom line's corners, which go either side of
        // the same rule. A corner is three bytes.
        let left = self.addText { $0.append(contentsOf: "│ ".utf8) }
        let right = self.addText { bytes in
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: contentColumns))
            bytes.append(contentsOf: " │".utf8)
        }
        let topStart = self.addText { $0.append(contentsOf: "┌".utf8) }.lowerBound
        let rule = self.addRepeated("─", count: contentColumns + 2)
        let corners = self.addText { $0.append(contentsOf: "┐└┘".utf8) }
        let top = topStart..<(corners.lowerBound + 3)
        let bottomLeft = (corners.lowerBound + 3)..<(corners.lowerBound + 6)
        let bottomRight = (corners.lowerBound + 6)..<corners.upperBound

        // Each framed line gains two runs (its borders); the top line takes one.
        let framedLineCount = self.lines.count - firstLine
        var runsEnd = self.runs.count
        let placeholder = Run(bytes: 0..<0, style: .plain)
        self.runs.append(contentsOf: repeatElement(placeholder, count: 2 * framedLineCount + 1))
        var target = self.runs.count
        for line in (firstLine..<self.lines.count).reversed() {
            let firstRun = self.lines[line].firstRun
            target -= 1
            let padding = contentColumns - self.lines[line].columns
            self.runs[target] = Run(bytes: (right.upperBound - padding - 4)..<right.upperBound, style: .plain)
            for run in (firstRun..<runsEnd).reversed() {
                target -= 1
                self.runs[target] = self.runs[run]
            }
            target -= 1
            self.runs[target] = Run(bytes: left, style: .plain)
            self.lines[line] = Line(firstRun: target, columns: framedColumns)
            runsEnd = firstRun
        }
        target -= 1
        self.runs[target] = Run(bytes: top, style: .plain)
        self.lines.insert(Line(firstRun: target, columns: framedColumns), at: firstLine)

        self.startLine()
        self.appendRun(bottomLeft, columns: 1)
        self.appendRun(rule, columns: contentColumns + 2)
        self.appendRun(bottomRight, columns: 1)
    }

    // MARK: - Writing

    /// The text of one line, without colour.
    /// - Parameter line: The line's index.
    /// - Returns: The line's text.
    func text(ofLine line: Int) -> String {
        var bytes: [UInt8] = []
        self.write(runs: self.runIndices(ofLine: line), colors: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the lines as UTF-8, a newline between lines and none after the last.
    /// - Parameters:
    ///   - output: The bytes to append to.
    ///   - colors: Whether runs with a colour or in bold are wrapped in their escape sequences.
    func write(to output: inout [UInt8], colors: Bool) {
        output.reserveCapacity(output.count + self.byteCount(colors: colors))
        for line in self.lines.indices {
            if line > 0 { output.append(UInt8(ascii: "\n")) }
            self.write(runs: self.runIndices(ofLine: line), colors: colors, to: &output)
        }
    }

    /// Appends runs, each in its escape sequence when colour is on and the run is coloured or bold.
    /// A run that draws nothing writes no codes either. Without colour, runs whose bytes follow
    /// one another in ``text`` (a blank framed line's borders, a row of buttons) are copied as one.
    private func write(runs: Range<Int>, colors: Bool, to output: inout [UInt8]) {
        var index = runs.lowerBound
        while index < runs.upperBound {
            let style = self.runs[index].style
            var bytes = self.runs[index].bytes
            index += 1
            while !colors && index < runs.upperBound && self.runs[index].bytes.lowerBound == bytes.upperBound {
                bytes = bytes.lowerBound..<self.runs[index].bytes.upperBound
                index += 1
            }
            guard !bytes.isEmpty else { continue }
            let codes = colors ? style.codes : ""
            if codes.isEmpty {
                output.append(contentsOf: self.text[bytes])
            } else {
                output.append(contentsOf: "\u{1B}[".utf8)
                output.append(contentsOf: codes.utf8)
                output.append(UInt8(ascii: "m"))
                output.append(contentsOf: self.text[bytes])
                output.append(contentsOf: "\u{1B}[0m".utf8)
            }
        }
    }

    /// The bytes ``write(to:colors:)`` appends.
    private func byteCount(colors: Bool) -> Int {
        var count = max(0, self.lines.count - 1)
        for run in self.runs where !run.bytes.isEmpty {
            count += run.bytes.count
            if colors {
                let codes = run.style.codes
                if !codes.isEmpty { count += codes.utf8.count + 7 }
            }
        }
        return count
    }
}
