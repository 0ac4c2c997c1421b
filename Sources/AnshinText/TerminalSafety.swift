/// Makes user text safe to print on a terminal.
///
/// C0 controls become their Unicode control pictures (ESC is shown as `␛`, so no escape sequence
/// can start), DEL becomes `␡`, C1 controls and bidirectional overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069) become U+FFFD, and a tab becomes a space. Line breaks are
/// handled by the layout before this runs.
enum TerminalSafety {
    /// The text with every scalar that could control a terminal replaced.
    /// - Parameter text: The text.
    /// - Returns: The text as it is when nothing in it could control a terminal; otherwise a copy
    ///   with each such scalar replaced by ``replacement(for:)``.
    static func neutralized(_ text: Substring) -> String {
        guard Self.needsNeutralizing(text) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(Self.controlsTerminal(scalar) ? Self.replacement(for: scalar) : scalar)
        }
        return String(result)
    }

    /// Whether any scalar of the text could control a terminal.
    /// - Parameter text: The text.
    /// - Returns: `true` when ``neutralized(_:)`` would change it.
    static func needsNeutralizing(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { Self.controlsTerminal($0) }
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

    /// Whether a scalar could control a terminal: a C0 control, DEL, a C1 control, or a
    /// bidirectional override or isolate.
    /// - Parameter scalar: The scalar.
    /// - Returns: `true` when it must not reach the terminal as it is.
    static func controlsTerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// What a scalar that could control a terminal is shown as: a space for a tab, a control
    /// picture for the other C0 controls and DEL, U+FFFD for the rest.
    /// - Parameter scalar: A scalar for which ``controlsTerminal(_:)`` is `true`.
    /// - Returns: Its printable stand-in.
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: " "
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
