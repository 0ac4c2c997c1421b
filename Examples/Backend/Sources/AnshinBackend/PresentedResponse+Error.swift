import Anshin
import AnshinFoundation
import Foundation
import HTTPTypes
import Hummingbird

extension PresentedResponse {
    /// The answer for an error that reached the server's edge, or `nil` when the error means the
    /// request was cancelled (a `CancellationError`, or `URLError.cancelled` from an upstream call):
    /// nothing is shown for that, and ``PresentationMiddleware`` answers 204 No Content.
    ///
    /// - A Hummingbird `HTTPError`, or any `HTTPResponseError`, keeps its status and its header
    ///   fields; the screen is the status's preset (`ErrorScreen(httpStatus:retryAfter:)`, with a
    ///   `Retry-After` in seconds added to the message of a screen that offers a retry). Its message
    ///   is for developers: it goes to the screen's `developerNote`, not to the body.
    /// - A thrown `ProblemDetails` keeps its status (when it is 400–599), and its type, instance and
    ///   extension members in the `application/problem+json` answer.
    /// - Any other error maps through `ErrorScreen(error:)` (`AnshinFoundation`): a `URLError` to its
    ///   preset, a `LocalizedError` to its text, anything else — a `DecodingError` included — to the
    ///   unexpected screen; the status is the preset's (`ErrorScreen.Preset.httpStatus`), or 500.
    ///
    /// Developer notes never reach a body: the JSON front end leaves them out, and no other front end
    /// draws them.
    /// - Parameter error: The error.
    public init?(error: any Error) {
        if error is CancellationError { return nil }
        if let responseError = error as? any HTTPResponseError, responseError.status.code >= 400 {
            let headers = (error as? HTTPError)?.headers ?? [:]
            let retryAfter = headers[.retryAfter].flatMap { Int($0) }.map { Duration.seconds($0) }
            var screen =
                ErrorScreen(httpStatus: Int(responseError.status.code), retryAfter: retryAfter)
                ?? ErrorScreen(.preset(.unexpected))
            screen.developerNote = String(describing: error)
            self.init(.errorScreen(screen), status: responseError.status, headers: headers)
            return
        }
        guard let screen = ErrorScreen(error: error) else { return nil }
        var status = screen.preset?.httpStatus ?? 500
        let problem = error as? ProblemDetails
        if let thrown = problem?.status, (400...599).contains(thrown) { status = thrown }
        self.init(.errorScreen(screen, problem: problem), status: HTTPResponse.Status(code: status))
    }
}
