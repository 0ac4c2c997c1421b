public import Anshin

/// What a failed request shows and with which status: the error screen, the HTTP status, the header
/// fields the error carries, and the members of a thrown problem.
///
/// ``init(_:screen:)`` maps any error:
///
/// | Error | Status | Screen |
/// | --- | --- | --- |
/// | an `HTTPStatusError` of 400–599 (a framework's abort error) | its status | the status's screen (`ErrorScreen(httpStatus:retryAfter:)`: its preset's; for a 4xx status the table does not name, such as 405 or 422, the unexpected screen without a retry, since sending the request again cannot help), its reason (if any) as the developer note, each control character replaced with a space |
/// | an `HTTPStatusError` of 200–399 (a redirect thrown as an error) | its status | none: no body |
/// | an `HTTPStatusError` with a status no final response can have (below 200, above 599: 101, 999, -1) | 500 | the unexpected screen, the status and reason as the developer note |
/// | a `ProblemDetails` | its status when 400–599, else the preset's | `ErrorScreen(problem)`, its type, instance and extension members kept; the problem's debug description (`String(reflecting:)`) as the developer note, on one line |
/// | `CancellationError` | 204, `Cache-Control: no-store` | none: nobody is waiting for it |
/// | anything else | the screen's preset's status (200 for `empty`), else 500 | what `screen` makes of it (``screen(for:)`` and `ErrorScreen(error:)` note the error's debug description for developers) |
///
/// The status is always one a final response can have: ``init(screen:status:retryAfter:headerFields:problem:)``
/// answers a status below 200 or above 599 with 500, and ``HTTPPresenter`` does the same for a status
/// set on a failure afterwards.
///
/// The header fields an error carries are kept (`Retry-After`, `WWW-Authenticate`, `Allow`) when an
/// answer can write them (``HTTPAnswer/HeaderField/isWritable``: a token for a name, no control
/// character in the value; any other field is dropped whole). A `Retry-After` in seconds — the
/// error's, one among the fields given, or `retryAfter` — is also said in the message of a screen that
/// offers a retry ("We're doing some maintenance. Try again in 120 seconds."), by
/// `ErrorScreen.sayingRetryAfter(_:)`; an HTTP date is sent but not put into words. Only a
/// `Retry-After` that is a delay in seconds or an HTTP date (IMF-fixdate) is sent, the first of them
/// (`soon`, `-5` or an empty value is not, and gives way to the next, or to `retryAfter`). Fields the answer sets
/// itself (`Content-Type`, `Content-Language`, `Vary`, `Content-Length`, and
/// `Content-Security-Policy`, which an HTML page's nonce needs), fields about another body's encoding
/// (`Content-Encoding`, `Content-Range`) and the connection's own (`Transfer-Encoding`, `Connection`,
/// `Keep-Alive`, `Proxy-Connection`, `TE`, `Trailer`, `Upgrade`), which only the server writes, are not
/// taken from an error.
public struct HTTPFailure: Sendable, Hashable {
    /// The error screen, or `nil` when the answer has no body (a cancelled request, a redirect).
    public var screen: ErrorScreen?

    /// The status code.
    public var status: Int

    /// The header fields the answer carries besides its own.
    public var headerFields: [HTTPAnswer.HeaderField]

    /// A thrown problem, whose type, instance and extension members the problem details answer keeps.
    public var problem: ProblemDetails?

    /// A failure with a screen of the host's choosing.
    /// - Parameters:
    ///   - screen: The error screen, or `nil` for an answer without a body.
    ///   - status: The status; by default the screen's preset's (`ErrorScreen.Preset.httpStatus`): 200
    ///     for `empty`, which is not an error; 500 for a screen without a preset. A status no final
    ///     response can have (below 200 or above 599) becomes 500.
    ///   - retryAfter: When the client may try again, in seconds: written as `Retry-After` (unless
    ///     `headerFields` has one that is a delay or a date), and said in the message of a screen that
    ///     offers a retry, as a `Retry-After` in seconds among `headerFields` is. A negative value is no delay: it is left out.
    ///   - headerFields: Further header fields, such as `Allow` or `WWW-Authenticate`; one an answer
    ///     cannot write (``HTTPAnswer/HeaderField/isWritable``) or writes itself is dropped, and so is
    ///     a `Retry-After` that is neither a delay in seconds nor an HTTP date, or that comes after
    ///     the first (a singleton field).
    ///   - problem: A problem whose type, instance and extension members the problem details keep.
    public init(
        screen: ErrorScreen?,
        status: Int? = nil,
        retryAfter: Int? = nil,
        headerFields: [HTTPAnswer.HeaderField] = [],
        problem: ProblemDetails? = nil
    ) {
        // A preset that is not an error (`empty`, whose status is nil) is answered with 200.
        self.status = Self.finalStatus(status ?? screen?.preset.map { $0.httpStatus ?? 200 } ?? 500)
        self.headerFields = Self.carried(headerFields)
        if let retryAfter, retryAfter >= 0,
            !self.headerFields.contains(where: { HTTPAnswer.HeaderField.sameName($0.name, "Retry-After") })
        {
            self.headerFields.append(HTTPAnswer.HeaderField("Retry-After", String(retryAfter)))
        }
        // One rule for every path: a Retry-After in seconds is said in the message of a screen that
        // offers a retry (ErrorScreen.sayingRetryAfter(_:)).
        let seconds = self.headerFields.first { HTTPAnswer.HeaderField.sameName($0.name, "Retry-After") }
            .flatMap { Self.deltaSeconds($0.value) }
        self.screen = seconds.flatMap { seconds in screen?.sayingRetryAfter(.seconds(seconds)) } ?? screen
        self.problem = problem
    }

    /// The failure for any error (see the table in the type's description).
    /// - Parameters:
    ///   - error: The error.
    ///   - screen: The screen for an error that is neither an `HTTPStatusError`, a `ProblemDetails`
    ///     nor a `CancellationError`, or `nil` for one that means the request was cancelled.
    ///     ``screen(for:)`` by default; a host that links `AnshinFoundation` passes
    ///     `{ ErrorScreen(error: $0) }`, which maps `URLError` and `LocalizedError` too.
    public init(_ error: any Error, screen: (any Error) -> ErrorScreen? = HTTPFailure.screen(for:)) {
        if let statusError = error as? any HTTPStatusError {
            let fields = statusError.httpHeaderFields.map { HTTPAnswer.HeaderField($0.name, $0.value) }
            guard Self.isFinal(statusError.httpStatus) else {
                // Not a status a response can have (999, -1, or a 1xx): an error all the same, unexpected.
                var errorScreen = ErrorScreen(.preset(.unexpected))
                errorScreen.developerNote = ErrorScreen.developerNote(
                    "HTTP status \(statusError.httpStatus) is not a final status"
                        + (statusError.httpReason.map { ": " + $0 } ?? "")
                )
                self.init(screen: errorScreen, status: 500, headerFields: fields)
                return
            }
            guard statusError.httpStatus >= 400 else {
                self.init(screen: nil, status: statusError.httpStatus, headerFields: fields)
                return
            }
            var errorScreen = ErrorScreen(httpStatus: statusError.httpStatus) ?? ErrorScreen(.preset(.unexpected))
            // The status says what happened; only a reason adds to it (and costs nothing to keep).
            errorScreen.developerNote = statusError.httpReason.map(ErrorScreen.developerNote(_:))
            self.init(screen: errorScreen, status: statusError.httpStatus, headerFields: fields)
        } else if let problem = error as? ProblemDetails {
            var errorScreen = ErrorScreen(problem)
            errorScreen.developerNote = ErrorScreen.developerNote(describing: problem)
            let status = problem.status.flatMap { (400...599).contains($0) ? $0 : nil }
            self.init(screen: errorScreen, status: status, problem: problem)
        } else if error is CancellationError {
            self.init(screen: nil, status: 204, headerFields: [HTTPAnswer.HeaderField("Cache-Control", "no-store")])
        } else if let errorScreen = screen(error) {
            self.init(screen: errorScreen)
        } else {
            self.init(screen: nil, status: 204, headerFields: [HTTPAnswer.HeaderField("Cache-Control", "no-store")])
        }
    }

    /// The screen for an error without Foundation: a `UserFacingError`'s own text
    /// (`ErrorScreen(_:placement:)`), else the unexpected screen; either way with the error's debug
    /// description (`String(reflecting:)`: `MyApp.UploadError.quotaExceeded`) as its developer note,
    /// for the host's logs and never shown.
    /// - Parameter error: The error.
    /// - Returns: The screen.
    public static func screen(for error: any Error) -> ErrorScreen? {
        var screen =
            if let userFacing = error as? any UserFacingError {
                ErrorScreen(userFacing)
            } else {
                ErrorScreen(.preset(.unexpected))
            }
        screen.developerNote = ErrorScreen.developerNote(describing: error)
        return screen
    }

    /// Whether a status is one a final response can have: 200–599.
    static func isFinal(_ status: Int) -> Bool {
        (200...599).contains(status)
    }

    /// A status as an answer sends it: itself when final (``isFinal(_:)``), else 500.
    static func finalStatus(_ status: Int) -> Int {
        Self.isFinal(status) ? status : 500
    }

    /// A `Retry-After` value in seconds (`120`, with any spaces or tabs around it, which are not
    /// part of a field's value, and any leading zeros: `0120` is 120), or `nil` for an HTTP date, a
    /// delay of ten digits or more, or anything else.
    static func deltaSeconds(_ value: String) -> Int? {
        guard let bytes = Self.fieldValueBytes(value), bytes.allSatisfy(Self.isDigit) else { return nil }
        // The delay's own digits: leading zeros add none (the last digit stays, for `0`).
        let last = bytes.endIndex - 1
        let digits = bytes[(bytes[..<last].firstIndex { $0 != UInt8(ascii: "0") } ?? last)...]
        guard digits.count <= 9 else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// A field value's bytes without the spaces and tabs around it, which are not part of it, or
    /// `nil` when nothing else is there.
    private static func fieldValueBytes(_ value: String) -> ArraySlice<UInt8>? {
        let bytes = Array(value.utf8)
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return nil }
        return bytes[first...last]
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The fields of a list an answer carries: those it can write (``HTTPAnswer/HeaderField/isWritable``)
    /// and that are not the answer's own or the connection's; of these, only the first `Retry-After`
    /// whose value is one (``isRetryAfterValue(_:)``), a singleton field (RFC 9110 §10.2.3), whether
    /// an error or a caller gave them.
    static func carried(_ fields: [HTTPAnswer.HeaderField]) -> [HTTPAnswer.HeaderField] {
        var hasRetryAfter = false
        return fields.filter { field in
            guard field.isWritable, !Self.isNeverCarried(field.name) else { return false }
            guard HTTPAnswer.HeaderField.sameName(field.name, "Retry-After") else { return true }
            guard !hasRetryAfter, Self.isRetryAfterValue(field.value) else { return false }
            hasRetryAfter = true
            return true
        }
    }

    /// Whether a value is one `Retry-After` can have (RFC 9110 §10.2.3), with any spaces or tabs
    /// around it: a delay in seconds (one or more digits), or an HTTP date in the form a sender
    /// writes, IMF-fixdate (`Wed, 21 Oct 2026 07:28:00 GMT`; RFC 9110 §5.6.7). Anything else
    /// (`soon`, `-5`, an empty value, a date in an obsolete form) would tell a client nothing it
    /// can use, and is not sent.
    static func isRetryAfterValue(_ value: String) -> Bool {
        guard let value = Self.fieldValueBytes(value) else { return false }
        let trimmed = Array(value)
        if trimmed.allSatisfy(Self.isDigit) { return true }
        // IMF-fixdate: `0` is a digit, `D` a letter of the day's name, `M` of the month's; the rest is as written.
        let shape = Array("DDD, 00 MMM 0000 00:00:00 GMT".utf8)
        guard trimmed.count == shape.count else { return false }
        for (byte, expected) in zip(trimmed, shape) {
            switch expected {
            case UInt8(ascii: "0"): guard Self.isDigit(byte) else { return false }
            case UInt8(ascii: "D"), UInt8(ascii: "M"): continue
            default: guard byte == expected else { return false }
            }
        }
        let day = String(decoding: trimmed[0..<3], as: UTF8.self)
        let month = String(decoding: trimmed[8..<11], as: UTF8.self)
        return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].contains(day)
            && ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].contains(month)
    }

    /// The fields an answer never takes from an error or a caller: those it writes itself for its
    /// own body (`Content-Type`, `Content-Language`, `Content-Length`, `Vary`,
    /// `Content-Security-Policy`); those that describe how some other body was encoded or cut
    /// (`Content-Encoding`, `Content-Range`), which would make the answer's body unreadable; and the
    /// connection's own (`Transfer-Encoding`, `Connection`, `Keep-Alive`, `Proxy-Connection`, `TE`,
    /// `Trailer`, `Upgrade`: RFC 9110 §7.6.1, RFC 9112 §6.1), which only the server may write —
    /// `Transfer-Encoding` beside the server's `Content-Length` breaks the message's framing.
    static let neverCarried = [
        "Content-Type", "Content-Language", "Content-Length", "Vary", "Content-Security-Policy",
        "Content-Encoding", "Content-Range",
        "Transfer-Encoding", "Connection", "Keep-Alive", "Proxy-Connection", "TE", "Trailer", "Upgrade",
    ]

    /// Whether a field is one of ``neverCarried``.
    static func isNeverCarried(_ name: String) -> Bool {
        Self.neverCarried.contains { HTTPAnswer.HeaderField.sameName($0, name) }
    }
}
