public import Anshin
public import Foundation

/// The failures `GET /fail/{kind}` throws, to show the error middleware at work on real errors.
public enum Failure: String, Sendable, Hashable, CaseIterable {
    /// A `LocalizedError` whose text is in the request's language: 500, its title and message.
    case localized
    /// `URLError(.timedOut)` from an upstream call: 504, the timeout screen.
    case urlTimeout = "url-timeout"
    /// `URLError(.notConnectedToInternet)`: 503, the offline screen.
    case urlOffline = "url-offline"
    /// A thrown `ProblemDetails` with status 429 and an extension member, in a ``RateLimited`` that
    /// says how long to wait: 429 with `Retry-After: 60`, its title, and its detail followed by "Try
    /// again in 60 seconds.".
    case problem
    /// A `DecodingError`, as from an upstream's malformed answer: 500, the unexpected screen; its
    /// debug text stays out of the body.
    case decoding
    /// `URLError(.cancelled)`: 204 No Content, no body.
    case cancelled
    /// The framework's own abort error (Hummingbird's `HTTPError`, Vapor's `Abort`): 503 with
    /// `Retry-After: 120` and a reason for developers — the maintenance screen saying when to try again.
    case http

    /// The number of requests a minute the `problem` failure reports as its limit.
    public static var requestLimit: Int { 100 }

    /// How long the `problem` failure asks the client to wait, in seconds: its `Retry-After`.
    public static var retryAfterSeconds: Int { 60 }

    /// The debug description of the `decoding` failure: text for developers that must never reach a body.
    public static var decodingNote: String { "upstream.projects[3].owner: expected a String, found null" }

    /// The reason of the `http` failure: text for developers that must never reach a body.
    public static var httpReason: String { "database migration 42 is running" }

    /// The error this failure throws, or `nil` for ``http``, which each server throws as its
    /// framework's own error.
    /// - Parameter localizer: The request's catalog, for the errors that carry their own text.
    /// - Returns: The error.
    public func error(localizer: Catalog) -> (any Error)? {
        switch self {
        case .localized:
            StorageFullError(language: localizer.languageCode)
        case .urlTimeout:
            URLError(.timedOut)
        case .urlOffline:
            URLError(.notConnectedToInternet)
        case .problem:
            RateLimited(
                problem: ProblemDetails(
                    type: "https://anshin.example/problems/rate-limited",
                    status: 429,
                    title: UserText.localized(.tooManyRequestsTitle).resolved(using: localizer),
                    detail: UserText.localized(.tooManyRequestsDetail, count: Self.requestLimit)
                        .resolved(using: localizer),
                    instance: "/fail/problem",
                    extensions: ["limit": .integer(Self.requestLimit)]
                ),
                retryAfter: Self.retryAfterSeconds
            )
        case .decoding:
            DecodingError.valueNotFound(
                String.self,
                DecodingError.Context(codingPath: [], debugDescription: Self.decodingNote)
            )
        case .cancelled:
            URLError(.cancelled)
        case .http:
            nil
        }
    }
}

/// A `LocalizedError` from a lower layer, with its text in the language of the request it failed.
public struct StorageFullError: LocalizedError, Sendable, Hashable {
    /// The language of the text: one of `BackendCatalog.all`, or English.
    public var language: String

    /// Creates the error.
    /// - Parameter language: The language of the text.
    public init(language: String) {
        self.language = language
    }

    private var catalog: Catalog {
        BackendCatalog.all.first { $0.languageCode == self.language } ?? BackendCatalog.english
    }

    /// "Storage is full".
    public var errorDescription: String? { UserText.localized(.storageFullTitle).resolved(using: self.catalog) }

    /// Why: the account has used all of its storage.
    public var failureReason: String? { UserText.localized(.storageFullReason).resolved(using: self.catalog) }

    /// What to do: delete some files.
    public var recoverySuggestion: String? {
        UserText.localized(.storageFullSuggestion).resolved(using: self.catalog)
    }
}
