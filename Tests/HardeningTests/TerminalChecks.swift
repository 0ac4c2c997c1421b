import Anshin
import Testing

@testable import AnshinText

/// What the text front end must guarantee for any user text: nothing that controls a terminal, and
/// frames that stay straight.
enum TerminalChecks {
    /// The renderer's own colour sequences: `ESC [ digits ; … m`.
    static func withoutColors(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The first scalar that must not reach a terminal: a C0 control but the line feed, DEL, a C1
    /// control, a line or paragraph separator (U+2028, U+2029), or a bidirectional override or
    /// isolate (U+202A–U+202E, U+2066–U+2069).
    static func unsafeScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    /// Checks one drawing; `context` names the case for a failure.
    static func check(
        _ model: some Presentable,
        localizer: any Localizer,
        context: PresentationContext,
        widths: [Int],
        comment: Comment
    ) throws {
        for width in widths {
            let plain = TextRenderer(localizer: localizer, width: width, context: context).render(model)
            let colored = TextRenderer(localizer: localizer, colors: .always, width: width, context: context)
                .render(model)
            let spoken = TextRenderer(localizer: localizer, style: .spoken, width: width, context: context)
                .render(model)
            for output in [plain, spoken] {
                if let scalar = Self.unsafeScalar(in: output) {
                    Issue.record("U+\(String(scalar.value, radix: 16, uppercase: true)) reached the output. \(comment)")
                }
            }
            // Colour adds only its own sequences: without them, the coloured drawing is the plain one.
            try #require(Self.withoutColors(colored) == plain, "colour changed the text. \(comment)")
            try Self.checkFrames(plain, comment: comment)
        }
    }

    /// Every framed box is a rectangle: each of its lines as wide, in terminal columns, as its top.
    static func checkFrames(_ text: String, comment: Comment) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var top: (index: Int, width: Int)?
        for (index, line) in lines.enumerated() {
            let width = DisplayWidth.of(line)
            if top == nil, line.hasPrefix("┌") {
                top = (index, width)
                continue
            }
            guard let box = top else { continue }
            try #require(
                width == box.width,
                "line \(index) is \(width) columns wide in a box \(box.width) wide:\n\(text)\n\(comment)"
            )
            if line.hasPrefix("└") { top = nil }
        }
        try #require(top == nil, "a box was not closed:\n\(text)\n\(comment)")
    }
}
