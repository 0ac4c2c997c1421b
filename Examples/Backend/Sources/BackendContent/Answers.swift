import Anshin
import AnshinFoundation
public import AnshinHTTP

/// What both servers answer with: one presenter over the backend's catalogs, and the mapping from
/// errors to failures with Foundation's errors (`URLError`, `LocalizedError`) known.
public enum Answers: Sendable {
    /// The presenter: the backend's catalogs (English first, the fallback), every format.
    public static let presenter = HTTPPresenter(localizers: BackendCatalog.all)

    /// The failure for an error: `HTTPFailure`'s mapping, with `ErrorScreen(error:)` from
    /// `AnshinFoundation` for errors that carry no status. A ``RateLimited`` is its problem answered
    /// with `Retry-After` (`HTTPFailure(screen:status:retryAfter:headerFields:problem:)`), which also
    /// says the delay in the screen's message.
    /// - Parameter error: The error.
    /// - Returns: The failure.
    public static func failure(for error: any Error) -> HTTPFailure {
        if let limited = error as? RateLimited {
            return HTTPFailure(
                screen: ErrorScreen(limited.problem),
                status: limited.problem.status,
                retryAfter: limited.retryAfter,
                problem: limited.problem
            )
        }
        return HTTPFailure(error) { ErrorScreen(error: $0) }
    }

    /// The answer for `GET /errors/{preset}`: the preset's screen with the preset's status (the empty
    /// state, no error, with 200), or `nil` for a name that is no known preset.
    /// - Parameters:
    ///   - name: The preset's wire name.
    ///   - method: The request's method.
    ///   - accept: The request's `Accept`.
    ///   - acceptLanguage: The request's `Accept-Language`.
    /// - Returns: The answer.
    public static func preset(
        named name: String,
        method: String,
        accept: String?,
        acceptLanguage: String?
    ) -> HTTPAnswer? {
        let preset = ErrorScreen.Preset(rawValue: name)
        guard preset.isKnown else { return nil }
        let screen = ErrorScreen(.preset(preset))
        guard preset.httpStatus != nil else {
            return Self.presenter.answer(screen, method: method, accept: accept, acceptLanguage: acceptLanguage)
        }
        return Self.presenter.answer(
            to: HTTPFailure(screen: screen),
            method: method,
            accept: accept,
            acceptLanguage: acceptLanguage
        )
    }

    /// The answer for `GET /alerts/{name}`, or `nil` for a name that is no ``NamedAlert``.
    /// - Parameters:
    ///   - name: The alert's name.
    ///   - method: The request's method.
    ///   - accept: The request's `Accept`.
    ///   - acceptLanguage: The request's `Accept-Language`.
    /// - Returns: The answer.
    public static func alert(
        named name: String,
        method: String,
        accept: String?,
        acceptLanguage: String?
    ) throws -> HTTPAnswer? {
        guard let alert = NamedAlert(rawValue: name) else { return nil }
        return Self.presenter.answer(try alert.dialog(), method: method, accept: accept, acceptLanguage: acceptLanguage)
    }
}
