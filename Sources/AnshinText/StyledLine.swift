import Anshin

/// One line of the drawing: runs of text, each with an optional colour token and weight, so colour
/// can be added or left out without changing the layout.
struct StyledLine: Hashable {
    struct Run: Hashable {
        var text: String
        var tone: ColorToken?
        var isBold: Bool
    }

    var runs: [Run] = []

    init(_ runs: [Run] = []) {
        self.runs = runs
    }

    init(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs = [Run(text: text, tone: tone, isBold: isBold)]
    }

    var width: Int { self.runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    mutating func append(_ text: String, tone: ColorToken? = nil, isBold: Bool = false) {
        self.runs.append(Run(text: text, tone: tone, isBold: isBold))
    }

    mutating func append(_ line: StyledLine) {
        self.runs += line.runs
    }

    func rendered(colors: TextRenderer.ColorMode) -> String {
        var result = ""
        for run in self.runs {
            let codes = colors == .always ? Self.codes(tone: run.tone, isBold: run.isBold) : ""
            if codes.isEmpty {
                result += run.text
            } else {
                result += "\u{1B}[\(codes)m\(run.text)\u{1B}[0m"
            }
        }
        return result
    }

    /// The SGR parameters of a run: bold, and the foreground colour of its token.
    static func codes(tone: ColorToken?, isBold: Bool) -> String {
        var codes: [String] = []
        if isBold { codes.append("1") }
        switch tone?.rawValue {
        case "success": codes.append("32")
        case "caution", "accent": codes.append("34")
        case "error", "destructive": codes.append("31")
        case "debug": codes.append("35")
        case "internalError": codes.append("33")
        default: break
        }
        return codes.joined(separator: ";")
    }
}
