/// Why a JSON document could not be read or written: where, what, and for syntax errors the line and
/// column.
///
/// Every failure of the JSON front end is a `WireFormatError` — malformed input never crashes. The
/// ``path`` names the member that is wrong, the way a reader of the document would point at it:
///
/// ```swift
/// do {
///     _ = try WireDocument.decode(#"{"version": 1, "type": "alert", "model": {"kind": "confirmation"}}"#)
/// } catch {
///     print(error)   // model.title: Missing required member "title".
///     error.path     // "model.title"
/// }
/// ```
///
/// The ``path``, the ``message`` and so the ``description`` quote the document as it is: a member
/// name, an unknown value or a character the parser did not expect may be any text, control
/// characters, escape sequences and bidirectional overrides included. The error keeps them exact, so
/// a program can show them in any medium; escaping belongs where they are shown. A program that prints
/// an error on a terminal neutralizes it first, with `TerminalText` of the `AnshinText` module (as the
/// `anshin` tool does); one that puts it in a JSON response lets the JSON writer escape it, and one that
/// shows it in a page escapes it as HTML.
public struct WireFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The member the error is about, such as `model.retry.title` or
    /// `presentation.root.children[2].kind`; empty for the document as a whole.
    ///
    /// Members are joined with `.`; array elements are written `[index]`, counted from 0. A member
    /// whose name is not a plain identifier is written `["name"]`.
    public var path: String

    /// What is wrong, as one or two sentences.
    public var message: String

    /// The 1-based line of a syntax error, or `nil` for an error about a well-formed value.
    public var line: Int?

    /// The 1-based column of a syntax error, counted in Unicode scalars from the start of its line,
    /// or `nil` for an error about a well-formed value.
    public var column: Int?

    /// The kind of failure.
    public var kind: Kind

    /// Creates an error.
    /// - Parameters:
    ///   - kind: The kind of failure.
    ///   - path: The member the error is about; empty for the whole document.
    ///   - message: What is wrong.
    ///   - line: The 1-based line of a syntax error.
    ///   - column: The 1-based column of a syntax error.
    public init(_ kind: Kind, path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// The path, the position when there is one, and the message:
    /// `model.title (line 1, column 58): Unexpected end of input inside a string.`
    public var description: String {
        var result = self.path.isEmpty ? "document" : self.path
        if let line, let column {
            result += " (line \(line), column \(column))"
        }
        return result + ": " + self.message
    }
}
