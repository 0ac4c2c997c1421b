public import Anshin
import Foundation

extension ErrorScreen {
    /// The error screen for any error, or `nil` when the error means the user cancelled.
    ///
    /// - A thrown `ProblemDetails` maps through `ErrorScreen/init(_:placement:)`.
    /// - The user's cancelling shows nothing: a `CancellationError`, a cancelled `URLError`
    ///   (`ErrorScreen/Preset/init(urlError:)`), and `CocoaError(.userCancelled)` — any error that
    ///   bridges to an `NSError` of `NSCocoaErrorDomain` with the code `NSUserCancelledError`.
    /// - A `URLError` maps to its preset (`ErrorScreen/Preset/init(urlError:)`), and so does any
    ///   error that bridges to an `NSError` of `NSURLErrorDomain`: Darwin casts such an `NSError` to
    ///   `URLError`, Linux does not, and the screen is the same on both.
    /// - A `UserFacingError` gives its title, message and recovery (as the retry button).
    /// - A `LocalizedError` gives its `errorDescription` as the title and its `failureReason` and
    ///   `recoverySuggestion` as the message (and no other message when it names itself but gives
    ///   neither).
    /// - Any other error gives the same from the `NSError` it bridges to, on every platform alike:
    ///   `NSLocalizedDescriptionKey` (else Foundation's description for its domain and code:
    ///   `CocoaError(.fileNoSuchFile)` is titled "The file doesn’t exist."),
    ///   `NSLocalizedFailureReasonErrorKey` and `NSLocalizedRecoverySuggestionErrorKey`; a reason that
    ///   repeats the title is left out.
    /// - A missing or blank description never becomes a title, and Foundation's generic sentence
    ///   ("The operation could not be completed.", or "couldn’t") is taken off the front of a text,
    ///   with the "(App error 7.)" that follows it: what is left, if anything, is used, and otherwise
    ///   the `Preset/unexpected` screen's text.
    /// - An error without such text, `DecodingError` and `EncodingError` included, shows the
    ///   `Preset/unexpected` screen.
    ///
    /// Every screen made from an error says which error it was in its `developerNote`, for the
    /// host's logs and never for the user (no front end shows it): a `URLError`'s code and
    /// description (`URLError -1001: The request timed out.`), and for every other error its
    /// `String(reflecting:)` — the type and the case or members of a Swift error
    /// (`MyApp.UploadError.quotaExceeded`), the domain, code and user info of an `NSError`, the
    /// members of a `ProblemDetails` — always on one line (`ErrorScreen.developerNote(describing:)`).
    /// - Parameters:
    ///   - error: The error.
    ///   - placement: Where the screen is shown.
    public init?(error: any Error, placement: Placement = .fillBody) {
        if Self.meansTheUserCancelled(error) { return nil }
        if let urlError = Self.urlError(error) {
            guard let preset = Preset(urlError: urlError) else { return nil }
            self.init(.preset(preset), placement: placement)
            self.developerNote = Self.developerNote(
                "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)"
            )
            return
        }
        if let problem = error as? ProblemDetails {
            self.init(problem, placement: placement)
        } else if let userFacing = error as? any UserFacingError {
            self.init(userFacing, placement: placement)
        } else {
            self.init(.preset(.unexpected), placement: placement)
            if let text = ErrorText(error) {
                if let title = text.title {
                    // An error that names itself says all there is; the generic message would mislead.
                    self.title = UserText(verbatim: title)
                    self.message = text.message.map { UserText(verbatim: $0) }
                } else if let message = text.message {
                    self.message = UserText(verbatim: message)
                }
            }
        }
        // Whatever the user is shown, the host's log says which error it was.
        self.developerNote = Self.developerNote(describing: error)
    }

    /// The error as a `URLError`: itself, or the `URLError` of an `NSError` in `NSURLErrorDomain`
    /// with its code and user info. The domain is compared, not left to a cast: on Linux,
    /// `NSError(domain: NSURLErrorDomain, …) as? URLError` fails, while Darwin bridges it.
    static func urlError(_ error: any Error) -> URLError? {
        if let urlError = error as? URLError { return urlError }
        let bridged = error as NSError
        // The code's initializer is failable on Linux only: typed as optional, it reads on both.
        let code: URLError.Code? = URLError.Code(rawValue: bridged.code)
        guard bridged.domain == NSURLErrorDomain, let code else { return nil }
        return URLError(code, userInfo: bridged.userInfo)
    }

    /// Whether an error means the user cancelled: a `CancellationError`, or an error that bridges to
    /// `NSError` in `NSCocoaErrorDomain` with `NSUserCancelledError` (`CocoaError(.userCancelled)`).
    /// The domain and code are compared, not a cast to `CocoaError`, which on Linux succeeds for an
    /// `NSError` of any domain.
    static func meansTheUserCancelled(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        let bridged = error as NSError
        return bridged.domain == NSCocoaErrorDomain && bridged.code == NSUserCancelledError
    }
}
