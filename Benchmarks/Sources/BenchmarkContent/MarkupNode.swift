/// A node of HTML as the Anshin renderer wrote it, read back so that the peers can write the same
/// markup: an element with its attributes and children, text, or raw text (a stylesheet, a doctype).
///
/// The reader handles exactly what the HTML front end emits (double-quoted attributes, the five
/// entities it writes, void and self-closed elements); it is not a general HTML parser.
public indirect enum MarkupNode: Sendable {
    /// How an element ends.
    public enum Closing: Sendable {
        /// `<p>…</p>`
        case standard
        /// `<meta …>`: a void element.
        case never
        /// `<path …/>`: a self-closed SVG element.
        case selfClosed
    }

    /// An element: its name, its attributes in order (values as written, escaped; a `nil` value is a
    /// boolean attribute), its children and how it ends.
    case element(name: String, attributes: [(name: String, value: String?)], children: [MarkupNode], closing: Closing)
    /// Text, unescaped: the string a model gave.
    case text(String)
    /// Text written as it is (the doctype, the stylesheet).
    case raw(String)

    /// Reads the HTML the front end wrote.
    /// - Parameter html: The HTML.
    /// - Returns: The top-level nodes.
    public static func parse(_ html: String) -> [MarkupNode] {
        var reader = MarkupReader(bytes: Array(html.utf8))
        return reader.nodes(until: nil)
    }

    /// Resolves the five entities the front end writes.
    static func unescaped(_ string: Substring) -> String {
        guard string.contains("&") else { return String(string) }
        return string.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
