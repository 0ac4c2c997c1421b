extension ErrorScreen {
    /// The developer note that names an error for an operator's log: its debug description
    /// (`String(reflecting:)` — `MyApp.UploadError.quotaExceeded`, an `NSError`'s domain, code and
    /// user info, a ``ProblemDetails``' members) made into one line by ``developerNote(_:)``.
    ///
    /// This is what every screen made from an error carries in ``developerNote``
    /// (`AnshinFoundation`'s `ErrorScreen(error:)`, `AnshinHTTP`'s `HTTPFailure`):
    ///
    /// ```swift
    /// screen.developerNote = ErrorScreen.developerNote(describing: error)
    /// ```
    /// - Parameter error: The error.
    /// - Returns: The note, on one line.
    public static func developerNote(describing error: any Error) -> String {
        Self.developerNote(String(reflecting: error))
    }

    /// Text made fit for one line of a log: each control character but the horizontal tab (CR, LF,
    /// NUL, ESC, DEL, the C1 controls such as NEL) and each line or paragraph separator (U+2028,
    /// U+2029) replaced with a space. An error's text can come from outside — a server's reason
    /// phrase, a member decoded from a request — and so could otherwise forge a log line of its own
    /// or send a terminal an escape sequence; every other character is kept, so the note still says
    /// what was there.
    ///
    /// ```swift
    /// ErrorScreen.developerNote("db down\r\nlevel=info")  // "db down  level=info"
    /// ```
    /// - Parameter text: The text.
    /// - Returns: The text on one line.
    public static func developerNote(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(Self.breaksALogLine(scalar) ? " " : scalar)
        }
        return String(result)
    }

    /// Whether a scalar is one ``developerNote(_:)`` replaces: a control but the tab, or a line or
    /// paragraph separator.
    private static func breaksALogLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: scalar != "\t"
        case .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
