import Anshin

/// One line of the drawing: runs of text, each with an optional colour token and weight, so colour
/// can be added or left out without changing the layout.
struct StyledLine: Hashable {
    struct Run: Hashable {
        var text: String
        var tone: ColorToken?
        var isBold: Bool
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

    mutating func append(_ line: StyledLine) {
        self.runs += line.runs
        self.width += line.width
    }

    func rendered(colors: TextRenderer.ColorMode) -> String {
        var result = ""
        self.render(into: &result, colors: colors)
        return result
    }

    /// Appends the line's text, with colour escape sequences when colour is on, to a string.
    /// - Parameters:
    ///   - result: The string the line is added to.
    ///   - colors: Whether the runs are coloured.
    func render(into result: inout String, colors: TextRenderer.ColorMode) {
        for run in self.runs {
            let codes = colors == .always ? Self.codes(tone: run.tone, isBold: run.isBold) : ""
            if codes.isEmpty {
                result += run.text
            } else {
                result += "\u{1B}["
                result += codes
                result += "m"
                result += run.text
                result += "\u{1B}[0m"
            }
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
