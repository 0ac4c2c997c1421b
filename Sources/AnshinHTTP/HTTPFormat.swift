/// A format an ``HTTPPresenter`` answers in, chosen from the request's `Accept` header.
public enum HTTPFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The JSON wire document (`AnshinJSON`), compact, with text resolved in the negotiated language:
    /// what a client that draws the model itself reads. The answer when a request has no `Accept`.
    case wireDocument
    /// An RFC 9457 problem details object, for answers that are errors.
    case problemDetails
    /// A standalone HTML page (`AnshinHTML`).
    case html
    /// Plain text (`AnshinText`), ending with a newline.
    case text

    /// The media type's type: `application` or `text`.
    public var type: String {
        switch self {
        case .wireDocument, .problemDetails: "application"
        case .html, .text: "text"
        }
    }

    /// The media type's subtype: `json`, `problem+json`, `html` or `plain`.
    public var subtype: String {
        switch self {
        case .wireDocument: "json"
        case .problemDetails: "problem+json"
        case .html: "html"
        case .text: "plain"
        }
    }

    /// The media type, without parameters: `application/json`, `application/problem+json`,
    /// `text/html` or `text/plain`.
    public var mediaType: String {
        switch self {
        case .wireDocument: "application/json"
        case .problemDetails: "application/problem+json"
        case .html: "text/html"
        case .text: "text/plain"
        }
    }

    /// The `Content-Type` of a body in this format: the media type, with `charset=utf-8` for the
    /// text types. JSON is UTF-8 by definition and its media types define no `charset` parameter
    /// (RFC 8259, section 11), so the JSON formats carry none.
    public var contentType: String {
        switch self {
        case .wireDocument: "application/json"
        case .problemDetails: "application/problem+json"
        case .html: "text/html; charset=utf-8"
        case .text: "text/plain; charset=utf-8"
        }
    }

    /// The media type.
    public var description: String { self.mediaType }
}
