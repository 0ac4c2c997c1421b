/// A format the backend answers in, chosen from the request's `Accept` header.
public enum ResponseFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The JSON wire format (`AnshinJSON`), with text resolved in the negotiated language.
    case json
    /// An RFC 9457 problem details object, for responses that are errors.
    case problemJSON
    /// A standalone HTML page (`AnshinHTML`).
    case html
    /// Plain text (`AnshinText`).
    case text

    /// The media type, without parameters: `application/json`, `application/problem+json`,
    /// `text/html` or `text/plain`.
    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .problemJSON: "application/problem+json"
        case .html: "text/html"
        case .text: "text/plain"
        }
    }

    /// The `Content-Type` of a response body: the media type, with `charset=utf-8` for the text
    /// types (JSON is UTF-8 by definition and has no charset parameter).
    public var contentType: String {
        switch self {
        case .json, .problemJSON: self.mediaType
        case .html, .text: "\(self.mediaType); charset=utf-8"
        }
    }

    /// The media type.
    public var description: String { self.mediaType }

    /// What any response can be drawn as, in the server's order of preference: JSON, HTML, text.
    public static var presentations: [Self] { [.json, .html, .text] }

    /// What an error response can be drawn as: problem details as well, after JSON.
    public static var errors: [Self] { [.json, .problemJSON, .html, .text] }
}
