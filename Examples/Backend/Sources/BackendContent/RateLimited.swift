public import Anshin

/// A rate limit the client went over: the problem to answer with, and how long the client must wait,
/// which the answer sends as `Retry-After` (RFC 6585 section 4) — a header every HTTP client
/// understands, not a member of the body only this backend's clients would know to read.
public struct RateLimited: Error, Sendable, Hashable {
    /// The problem details to answer with (status 429).
    public var problem: ProblemDetails

    /// How long the client must wait before it sends another request, in seconds.
    public var retryAfter: Int

    /// Creates the error.
    /// - Parameters:
    ///   - problem: The problem details to answer with.
    ///   - retryAfter: How long the client must wait, in seconds.
    public init(problem: ProblemDetails, retryAfter: Int) {
        self.problem = problem
        self.retryAfter = retryAfter
    }
}
