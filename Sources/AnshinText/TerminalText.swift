/// Text made safe to print on a terminal: the neutralization the text front end applies to every
/// user text it draws, for anything else a program prints that came from a document or a user.
///
/// A C0 control becomes its Unicode control picture (ESC is shown as `␛`, so no escape sequence
/// can start; a line feed is shown as `␊`, so the text stays on one line), DEL becomes `␡`, a C1
/// control (U+0080–U+009F, the 8-bit CSI U+009B and NEL U+0085 among them), a line or paragraph
/// separator (U+2028, U+2029, which Swift's `isNewline`, editors and log viewers break lines at) or
/// a bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069) becomes U+FFFD, and a tab
/// becomes a space. Every other character, bidirectional marks (U+200E, U+200F) included, is kept.
///
/// ```swift
/// let file = "report\u{1B}]0;pwned\u{07}.json"
/// print("cannot read \(TerminalText(file))")      // cannot read report␛]0;pwned␇.json
/// print(TerminalText.neutralized("\u{202E}evil"))  // �evil
/// ```
///
/// Library errors that quote a document, such as `WireFormatError` of `AnshinJSON`, keep the
/// document's text as it is, so a program can show it in any medium; a program that prints them on a
/// terminal neutralizes them first, the way `anshin` does.
public struct TerminalText: Sendable, Hashable, CustomStringConvertible {
    /// The text, neutralized: nothing in it can control a terminal.
    public let text: String

    /// Neutralizes text.
    /// - Parameter text: Any text, such as a member name or a value from a document.
    public init(_ text: some StringProtocol) {
        self.text = Self.neutralized(text)
    }

    /// The neutralized text, so a `TerminalText` can be interpolated into a message.
    public var description: String { self.text }

    /// The text with every scalar that could control a terminal replaced.
    /// - Parameter text: The text.
    /// - Returns: The text as it is when nothing in it could control a terminal; otherwise a copy
    ///   with each such scalar replaced by ``replacement(for:)``.
    public static func neutralized(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: Self.controlsTerminal) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(Self.controlsTerminal(scalar) ? Self.replacement(for: scalar) : scalar)
        }
        return String(result)
    }

    /// Whether a scalar could control a terminal: a C0 control (line feed and tab included), DEL, a
    /// C1 control, a line or paragraph separator (which ends a line as a line feed does), or a
    /// bidirectional override or isolate.
    /// - Parameter scalar: The scalar.
    /// - Returns: `true` when it must not reach the terminal as it is.
    public static func controlsTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// What a scalar that could control a terminal is shown as: a space for a tab, a control
    /// picture for the other C0 controls and DEL, U+FFFD for the rest.
    /// - Parameter scalar: A scalar for which ``controlsTerminal(_:)`` is `true`.
    /// - Returns: Its printable stand-in.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: " "
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// Whether any scalar of UTF-8 text could control a terminal.
    /// - Parameter utf8: The text's UTF-8.
    /// - Returns: `true` when neutralizing would change it.
    static func needsNeutralizing(_ utf8: ArraySlice<UInt8>) -> Bool {
        var bytes = utf8.makeIterator()
        var decoder = Unicode.UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&bytes) {
            if Self.controlsTerminal(scalar) { return true }
        }
        return false
    }
}
