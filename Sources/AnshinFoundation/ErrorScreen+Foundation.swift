public import Anshin
import Foundation

extension ErrorScreen {
    /// The error screen for any error, or `nil` when the error means the user cancelled.
    ///
    /// - A thrown `ProblemDetails` maps through `ErrorScreen/init(_:placement:)`.
    /// - A `URLError` maps to its preset (`ErrorScreen/Preset/init(urlError:)`); a cancelled
    ///   request, like a `CancellationError`, shows nothing.
    /// - A `UserFacingError` gives its title, message and recovery (as the retry button).
    /// - A `LocalizedError` gives its `errorDescription` as the title and its `failureReason` and
    ///   `recoverySuggestion` as the message (and no other message when it names itself but gives
    ///   neither). A missing or blank description, or the generic
    ///   "The operation could not be completed…" text, never becomes a title: the
    ///   `Preset/unexpected` screen's text is used instead.
    /// - Any other error, `DecodingError` included, shows the `Preset/unexpected` screen. Its
    ///   debug text goes to `developerNote` only, never to what the user reads.
    /// - Parameters:
    ///   - error: The error.
    ///   - placement: Where the screen is shown.
    public init?(error: any Error, placement: Placement = .fillBody) {
        if error is CancellationError { return nil }
        if let problem = error as? ProblemDetails {
            self.init(problem, placement: placement)
            return
        }
        if let urlError = error as? URLError {
            guard let preset = Preset(urlError: urlError) else { return nil }
            self.init(.preset(preset), placement: placement)
            self.developerNote = "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)"
            return
        }
        if let userFacing = error as? any UserFacingError {
            self.init(userFacing, placement: placement)
            return
        }
        self.init(.preset(.unexpected), placement: placement)
        if let text = ErrorText(error) {
            if let title = text.title {
                // An error that names itself says all there is; the generic message would mislead.
                self.title = UserText(verbatim: title)
                self.message = text.message.map { UserText(verbatim: $0) }
            } else if let message = text.message {
                self.message = UserText(verbatim: message)
            }
            if text.title != nil || text.message != nil { return }
        }
        self.developerNote = String(reflecting: error)
    }
}
