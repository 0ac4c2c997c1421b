import Anshin
import HTTPTypes
public import Hummingbird
import Logging

/// Turns any error a route throws into the negotiated presentation with the right HTTP status.
///
/// ```swift
/// let router = Router()
/// router.add(middleware: PresentationMiddleware())   // before the routes, so it wraps them all
/// router.get("/projects/{id}") { request, context in
///     throw HTTPError(.forbidden)   // → 403, the forbidden screen as JSON, HTML, text or problem details
/// }
/// ```
///
/// The error becomes a ``PresentedResponse`` (see ``PresentedResponse/init(error:)`` for the
/// mapping) drawn in the format of the request's `Accept` header and the language of its
/// `Accept-Language` header. A cancelled request gets 204 No Content with `Cache-Control: no-store`
/// and no body: the library shows nothing for a cancellation, and no status says "cancelled".
/// The error's developer note is logged (at `error` level for 5xx, `debug` otherwise), never sent.
public struct PresentationMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Calls the next responder and answers any error it throws with its presentation.
    /// - Parameters:
    ///   - request: The request.
    ///   - context: The request context.
    ///   - next: The next responder.
    /// - Returns: The response.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            if let responseError = error as? any HTTPResponseError, responseError.status.code < 400 {
                // A status below 400 thrown as an error (a redirect, say) is not a failure.
                return try responseError.response(from: request, context: context)
            }
            let negotiation = Negotiation(request)
            guard let presented = PresentedResponse(error: error) else {
                context.logger.debug("Request cancelled: \(String(reflecting: error))")
                var headers = negotiation.commonHeaders
                headers[.cacheControl] = "no-store"
                return Response(status: .noContent, headers: headers)
            }
            let note: String
            if case .errorScreen(let screen, _) = presented.content, let developerNote = screen.developerNote {
                note = developerNote
            } else {
                note = String(reflecting: error)
            }
            context.logger.log(
                level: presented.status.code >= 500 ? .error : .debug,
                "\(presented.status.code) \(request.method) \(request.uri.path): \(note)"
            )
            return presented.response(negotiating: negotiation)
        }
    }
}
