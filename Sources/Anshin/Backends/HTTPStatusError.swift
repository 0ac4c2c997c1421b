/// An error that carries the HTTP status a backend answers it with, and optionally a reason for
/// developers and header fields: a web framework's abort error (Hummingbird's `HTTPError`, Vapor's
/// `Abort`), or a host's own.
///
/// A backend that meets one maps it by its status — the status's preset
/// (``ErrorScreen/init(httpStatus:retryAfter:placement:)``) with that status — rather than as an
/// unexpected error with 500. A framework's type conforms in one extension of the host's:
///
/// ```swift
/// extension HTTPError: @retroactive HTTPStatusError {
///     public var httpStatus: Int { Int(self.status.code) }
///     public var httpReason: String? { self.body }
///     public var httpHeaderFields: [(name: String, value: String)] {
///         self.headers.map { ($0.name.rawName, $0.value) }
///     }
/// }
/// ```
///
/// The reason is text for developers: it goes to the screen's ``ErrorScreen/developerNote``, never to
/// what a client reads, with each control character (CR, LF, NUL, …; all but the horizontal tab)
/// replaced with a space. A header field goes out only when any server can write it — a name that is
/// an RFC 9110 token, a value without control characters but the tab — and is dropped whole otherwise.
public protocol HTTPStatusError: Error {
    /// The status code, such as 403 or 503.
    var httpStatus: Int { get }

    /// Why, for developers; never shown to users. `nil` by default.
    var httpReason: String? { get }

    /// Header fields the answer carries, such as `Retry-After` or `WWW-Authenticate`; none by default.
    var httpHeaderFields: [(name: String, value: String)] { get }
}

extension HTTPStatusError {
    /// No reason by default.
    public var httpReason: String? { nil }

    /// No header fields by default.
    public var httpHeaderFields: [(name: String, value: String)] { [] }
}
