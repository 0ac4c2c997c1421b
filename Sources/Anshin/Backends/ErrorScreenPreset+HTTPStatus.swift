extension ErrorScreen.Preset {
    /// The preset for an HTTP response status, or `nil` for a status that is not an error.
    ///
    /// | Status | Preset |
    /// | --- | --- |
    /// | 401 | ``unauthorized`` |
    /// | 403 | ``forbidden`` (no retry) |
    /// | 404, 410 | ``notFound`` |
    /// | 408, 504 | ``timeout`` |
    /// | 429 | ``rateLimited`` |
    /// | 500, 502 | ``server`` |
    /// | 503 | ``maintenance`` |
    /// | other 4xx | ``unexpected``; its screen (``ErrorScreen/init(httpStatus:retryAfter:placement:)``) has no retry |
    /// | other 5xx | ``server`` |
    /// | below 400, or 600 and above | `nil` |
    /// - Parameter httpStatus: The status code.
    public init?(httpStatus: Int) {
        switch httpStatus {
        case 401: self = .unauthorized
        case 403: self = .forbidden
        case 404, 410: self = .notFound
        case 408, 504: self = .timeout
        case 429: self = .rateLimited
        case 500, 502: self = .server
        case 503: self = .maintenance
        case 400...499: self = .unexpected
        case 500...599: self = .server
        default: return nil
        }
    }

    /// The HTTP status a backend answers with for the preset: 403 for ``forbidden``, 503 for
    /// ``maintenance``, and so on; 500 for ``unexpected`` and unknown presets, and `nil` for
    /// ``empty``, which is not an error: a backend answers its screen with 200 (`HTTPFailure` does).
    public var httpStatus: Int? {
        switch self.known ?? .unexpected {
        case .forbidden: 403
        case .network: 502
        case .notFound: 404
        case .unauthorized: 401
        case .server: 500
        case .timeout: 504
        case .offline: 503
        case .maintenance: 503
        case .empty: nil
        case .rateLimited: 429
        case .unexpected: 500
        }
    }
}

extension ErrorScreen {
    /// The error screen for an HTTP response status, with when to retry if the server said so
    /// (`Retry-After`), or `nil` for a status that is not an error.
    ///
    /// The screen is the status's preset (``Preset/init(httpStatus:)``), with one rule of its own: a
    /// client error the table does not name — 400, 405, 409, 413, 415, 422, 451 and the other 4xx
    /// statuses that map to ``Preset/unexpected`` — is the unexpected screen **without a retry
    /// button**, whose message says only what happened: "Something went wrong" — "An unexpected error
    /// occurred." The server refused the request itself, so sending it again cannot help, and the
    /// unexpected preset's advice to try again would mislead. A `Retry-After` on such a status changes
    /// nothing (only a screen that offers a retry says it). The named statuses and every 5xx status get
    /// their preset's screen as it is.
    ///
    /// ```swift
    /// ErrorScreen(httpStatus: 503, retryAfter: .seconds(120))
    /// // "Under maintenance" — "We're doing some maintenance. Try again in 120 seconds."
    /// ErrorScreen(httpStatus: 405)
    /// // "Something went wrong" — "An unexpected error occurred.", no retry button
    /// ```
    /// - Parameters:
    ///   - httpStatus: The status code.
    ///   - retryAfter: How long the server asked clients to wait, if it did; said in the message of a
    ///     screen that offers a retry (see ``sayingRetryAfter(_:)``).
    ///   - placement: Where the screen is shown.
    public init?(httpStatus: Int, retryAfter: Duration? = nil, placement: Placement = .fillBody) {
        self.init(httpStatus: httpStatus, placement: placement, presets: PresetLibrary())
        if let retryAfter { self = self.sayingRetryAfter(retryAfter) }
    }

    /// The screen for an HTTP status, made with an app's presets: the one place the client-error rule
    /// of ``init(httpStatus:retryAfter:placement:)`` is stated, which ``init(_:placement:presets:)-(ProblemDetails,_,_)``
    /// starts from too.
    init?(httpStatus: Int, placement: Placement, presets: PresetLibrary) {
        guard let preset = Preset(httpStatus: httpStatus) else { return nil }
        self.init(.preset(preset), placement: placement, presets: presets)
        if preset == .unexpected, (400...499).contains(httpStatus) {
            // A client error: the request itself was refused, so sending it again cannot help.
            self.retry = nil
            self.message = .localized(.unexpectedCause)
        }
    }

    /// The screen with how long a server asked clients to wait (`Retry-After`) said in its message:
    /// "Try again in 120 seconds.", in whole seconds rounded up (1500 ms is 2 seconds, 1 ms is 1
    /// second).
    ///
    /// This is the one rule for putting `Retry-After` into words, wherever it comes from. Only a screen
    /// that shows a retry button (``shownRetry``) says it (waiting cannot help a forbidden screen),
    /// and only for a delay above zero:
    ///
    /// - A preset's own message says what happened, then the delay, in place of its advice to try
    ///   again: "We're doing some maintenance. Try again in 120 seconds." — not "… Please try again
    ///   later. Try again in 120 seconds." — in every built-in language, since what happened is a
    ///   sentence of its own in each catalog (`errorScreen.maintenance.cause`). The message is then
    ///   ``UserText/Key/sentences`` (`text.sentences`) with two arguments: the cause
    ///   (`errorScreen.<preset>.cause`) and ``UserText/Key/retryAfter`` (`errorScreen.retryAfter`)
    ///   counting the seconds. The presets whose
    ///   message is all advice about what the person does — sign in (``Preset/unauthorized``), check
    ///   the connection (``Preset/network``, ``Preset/offline``) — keep their message: a server's
    ///   delay does not change that advice.
    /// - Any other message (a problem's detail, an error's own text) gets the delay as its last
    ///   sentence (`text.sentences` of the message and the delay); a message that already ends with it
    ///   is returned as it is, so saying it twice changes nothing. A screen without a message, or with
    ///   a blank one, gets the delay's sentence alone.
    /// - Parameter delay: How long the server asked clients to wait.
    /// - Returns: The screen.
    public func sayingRetryAfter(_ delay: Duration) -> Self {
        guard delay > .zero, self.shownRetry != nil else { return self }
        let (seconds, attoseconds) = delay.components
        // Rounded up; the longest delay a `Duration` holds stays the largest count, not an overflow.
        let wholeSeconds = Int(clamping: attoseconds > 0 && seconds < .max ? seconds + 1 : seconds)
        let retryText = UserText.localized(.retryAfter, count: wholeSeconds)
        var screen = self
        if let preset = self.preset, let content = preset.builtInContent, self.message == content.message {
            guard let cause = preset.delayCause else { return self }
            screen.message = .localized(.sentences, arguments: [.text(.localized(cause)), .text(retryText)])
        } else if let message = self.message, !message.isBlank {
            if message == retryText || (message.key == .sentences && message.arguments.last == .text(retryText)) {
                return self
            }
            screen.message = .localized(.sentences, arguments: [.text(message), .text(retryText)])
        } else {
            screen.message = retryText
        }
        return screen
    }
}
