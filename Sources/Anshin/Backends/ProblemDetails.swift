/// An RFC 9457 problem details object (`application/problem+json`): what a backend answers when a
/// request fails, for machines and, through an ``ErrorScreen``, for people.
///
/// ```swift
/// let problem = ProblemDetails(status: 403, title: "Not your project", detail: "Ask an owner to invite you.")
/// let screen = ErrorScreen(problem)          // the forbidden screen with the problem's text
/// let answer = ProblemDetails(screen, localizer: Catalog.japanese)   // and back: title "Forbidden",
///                                                                    // screenTitle "Not your project"
/// ```
///
/// Members this version does not know are kept in ``extensions``, so nothing a server sent is lost:
/// a number among them that could not be kept exactly — one outside `Int`'s range, such as
/// `12345678901234567890` — is an error naming the member, never a rounded value
/// (``ProblemDetails/Value/init(from:)``). A standard member of the wrong type is ignored, as RFC 9457
/// asks of clients.
public struct ProblemDetails: Error, Sendable, Hashable {
    /// A URI reference that identifies the problem type; `about:blank` when the status says it all.
    public var type: String

    /// A short summary of the problem type, for people.
    public var title: String?

    /// The HTTP status code of this occurrence.
    public var status: Int?

    /// An explanation of this occurrence, for people.
    public var detail: String?

    /// A URI reference that identifies this occurrence.
    public var instance: String?

    /// The members beyond the standard five, by name.
    public var extensions: [String: ProblemDetails.Value]

    /// Creates problem details.
    /// - Parameters:
    ///   - type: A URI reference for the problem type; `about:blank` by default.
    ///   - status: The HTTP status code.
    ///   - title: A short summary of the problem type.
    ///   - detail: An explanation of this occurrence.
    ///   - instance: A URI reference for this occurrence.
    ///   - extensions: Further members, by name.
    public init(
        type: String = "about:blank",
        status: Int? = nil,
        title: String? = nil,
        detail: String? = nil,
        instance: String? = nil,
        extensions: [String: ProblemDetails.Value] = [:]
    ) {
        self.type = type
        self.status = status
        self.title = title
        self.detail = detail
        self.instance = instance
        self.extensions = extensions
    }

    /// The media type of a problem details body.
    public static var mediaType: String { "application/problem+json" }
}
