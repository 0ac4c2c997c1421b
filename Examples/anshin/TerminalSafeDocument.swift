import AnshinText

/// JSON and HTML documents made safe to print on a terminal without changing what they mean.
///
/// The JSON and HTML front ends escape what their formats require, but a document may still hold
/// characters that control a terminal (``TerminalText/controlsTerminal(_:)``): C1 controls, DEL, line
/// and paragraph separators and bidirectional overrides and isolates are valid raw in a JSON string,
/// and tab, form feed and carriage return, the separators and the bidirectional controls are valid
/// raw in HTML text. Before `anshin` prints a document, it writes each such character in the
/// format's own escape syntax, which a parser reads back as the same character, so the document is
/// the same document and the terminal shows only printable text.
enum TerminalSafeDocument {
    /// A JSON document with each character that controls a terminal, other than the line feeds
    /// between members, written as a `\uXXXX` escape.
    ///
    /// Outside strings, JSON text holds only structure, digits and spaces and line feeds; inside a
    /// string, `\uXXXX` stands for the character itself. So the value is unchanged.
    /// - Parameter json: A document written by the JSON front end.
    /// - Returns: The same document, printable on a terminal.
    static func json(_ json: String) -> String {
        self.escaping(json) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// An HTML document with each character that controls a terminal, other than line feeds,
    /// written as a numeric character reference (`&#x202E;`), and a carriage return as the line feed
    /// an HTML parser reads it as.
    ///
    /// Document text reaches the page only as text content and attribute values, where a character
    /// reference stands for the character; the HTML front end has already replaced the controls that
    /// are errors in HTML (the C0 controls other than white space, DEL and the C1 controls) with
    /// U+FFFD, so the references written here are for white space, the line and paragraph separators
    /// and the bidirectional controls.
    /// - Parameter html: A document written by the HTML front end.
    /// - Returns: The same document, printable on a terminal.
    static func html(_ html: String) -> String {
        // An HTML parser reads a carriage return, alone or before a line feed, as a line feed (and a
        // reference to one is a parse error): write the line feed it reads.
        var lines = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in html.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            lines.append(scalar == "\r" ? "\n" : scalar)
        }
        return self.escaping(String(lines)) { scalar in "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";" }
    }

    /// The text with each scalar that controls a terminal, other than a line feed, escaped.
    private static func escaping(_ text: String, _ escape: (Unicode.Scalar) -> String) -> String {
        func isEscaped(_ scalar: Unicode.Scalar) -> Bool { scalar != "\n" && TerminalText.controlsTerminal(scalar) }
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
