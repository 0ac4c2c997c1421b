import Anshin

/// One line of the drawing: runs of text, each with an optional colour token and weight, so colour
/// can be added or left out without changing the layout.
struct StyledLine: Hashable {
    struct Run: Hashable {
        var text: String
        var tone: ColorToken?
        var isBold: Bool
        /// How many times the text is drawn in a row: one for text, more for a rule or padding, which
        /// is written straight into the output rather than built as a string first. Colour codes,
        /// when on, wrap all the repetitions once, as they would wrap the repeated text.
        var repeats = 1

        /// Whether the run draws anything: a run of no text, or repeated no times, writes nothing,
        /// not even its colour codes.
        var draws: Bool { self.repeats > 0 && !self.text.isEmpty }
    }

    private(set) var runs: [Run] = []

    /// The line's columns, kept up to date as runs are added, so measuring a line never measures
    /// its text again.
    private(set) var width = 0

    init(_ runs: [Run] = []) {
        self.runs = runs
        self.width = runs.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    init(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs = [Run(text: text, tone: tone, isBold: isBold)]
        self.width = DisplayWidth.of(text)
    }

    /// A line of one run whose columns the caller has already measured.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - width: The columns of `text`, as ``DisplayWidth`` counts them.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    init(_ text: String, width: Int, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs = [Run(text: text, tone: tone, isBold: isBold)]
        self.width = width
    }

    mutating func append(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs.append(Run(text: text, tone: tone, isBold: isBold))
        self.width += DisplayWidth.of(text)
    }

    /// Adds a run whose columns the caller has already measured.
    /// - Parameters:
    ///   - text: The run's text.
    ///   - width: The columns of `text`, as ``DisplayWidth`` counts them.
    ///   - tone: The run's colour token.
    ///   - isBold: Whether the run is bold.
    mutating func append(_ text: String, width: Int, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs.append(Run(text: text, tone: tone, isBold: isBold))
        self.width += width
    }

    /// A line of one run: a piece drawn again and again, such as a rule or padding.
    /// - Parameters:
    ///   - piece: The text repeated.
    ///   - count: How many times; none when zero or less.
    ///   - pieceWidth: The columns of `piece`; one by default.
    ///   - tone: The run's colour token.
    init(repeating piece: String, count: Int, pieceWidth: Int = 1, tone: ColorToken? = nil) {
        self.init()
        self.append(repeating: piece, count: count, pieceWidth: pieceWidth, tone: tone)
    }

    /// Adds a run of a piece drawn again and again, such as a rule or padding.
    /// - Parameters:
    ///   - piece: The text repeated.
    ///   - count: How many times; none when zero or less.
    ///   - pieceWidth: The columns of `piece`; one by default.
    ///   - tone: The run's colour token.
    mutating func append(repeating piece: String, count: Int, pieceWidth: Int = 1, tone: ColorToken? = nil) {
        let count = max(0, count)
        self.runs.append(Run(text: piece, tone: tone, isBold: false, repeats: count))
        self.width += pieceWidth * count
    }

    /// Makes room for runs about to be added, so the line's array of runs grows once.
    /// - Parameter count: How many runs the line will hold in all.
    mutating func reserveRuns(_ count: Int) {
        self.runs.reserveCapacity(count)
    }

    mutating func append(_ line: StyledLine) {
        self.runs += line.runs
        self.width += line.width
    }

    func rendered(colors: TextRenderer.ColorMode) -> String {
        Self.rendered([self], colors: colors)
    }

    /// Lines drawn as one string, a newline between lines, written into one buffer of exactly the
    /// right size: each run's text as many times as it repeats, wrapped in its colour escape
    /// sequence when colour is on and the run has a tone or is bold.
    /// - Parameters:
    ///   - lines: The lines.
    ///   - colors: Whether the runs are coloured.
    /// - Returns: The text, without a trailing newline.
    static func rendered(_ lines: [StyledLine], colors: TextRenderer.ColorMode) -> String {
        var capacity = max(0, lines.count - 1)
        for line in lines {
            for run in line.runs where run.draws {
                capacity += run.text.utf8.count * run.repeats
                if colors == .always {
                    let codes = Self.codes(tone: run.tone, isBold: run.isBold)
                    if !codes.isEmpty { capacity += codes.utf8.count + 7 }
                }
            }
        }
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var written = 0
            func write(_ text: String, times: Int = 1) {
                guard times > 0 else { return }
                let count = text.utf8.count
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
                if index > 0 { write("\n") }
                for run in line.runs where run.draws {
                    let codes = colors == .always ? Self.codes(tone: run.tone, isBold: run.isBold) : ""
                    if codes.isEmpty {
                        write(run.text, times: run.repeats)
                    } else {
                        write("\u{1B}[")
                        write(codes)
                        write("m")
                        write(run.text, times: run.repeats)
                        write("\u{1B}[0m")
                    }
                }
            }
            return written
        }
    }

    /// The SGR parameters of a run: bold, and the foreground colour of its token.
    static func codes(tone: ColorToken?, isBold: Bool) -> String {
        let colour: String? =
            switch tone?.rawValue {
            case "success": "32"
            case "caution", "accent": "34"
            case "error", "destructive": "31"
            case "debug": "35"
            case "internalError": "33"
            default: nil
            }
        switch (isBold, colour) {
        case (true, let colour?): return "1;" + colour
        case (true, nil): return "1"
        case (false, let colour?): return colour
        case (false, nil): return ""
        }
    }
}
