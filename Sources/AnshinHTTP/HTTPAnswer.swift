/// How an answer goes out: the status, the header fields and the body, ready to hand to any server.
///
/// An ``HTTPPresenter`` draws it anew on every call. The header fields never include
/// `Content-Length`, which every server writes from the body it sends (for `HEAD`, from the body it
/// would have sent: see ``contentLength``).
public struct HTTPAnswer: Sendable, Hashable {
    /// The status code.
    public var status: Int

    /// The header fields, in order: `Content-Type`, `Content-Language`, `Vary`, then any the error
    /// carries (`Retry-After`, `Allow`, `WWW-Authenticate`, `Cache-Control`, …).
    public var headerFields: [HeaderField]

    /// The body's bytes: empty for `HEAD`, for a status whose response has no content (204, 205,
    /// 304: ``statusHasContent(_:)``) and for a status below 400 thrown as an error.
    public var body: [UInt8]

    /// How long the body of a `GET` is: ``body``'s length, or for `HEAD` the length the body would
    /// have had.
    public var contentLength: Int

    /// The format of the body, or `nil` when the answer has none.
    public var format: HTTPFormat?

    /// The language of the answer's text, as its localizer's `languageTag`: its
    /// `Content-Language`, or `und` when the localizer's code is not a tag (the answer has no
    /// `Content-Language` when the language is undetermined: `determinedLanguageTag`).
    public var languageCode: String

    /// Whether a response with this status can have content: not 204 No Content, 205 Reset Content
    /// or 304 Not Modified (RFC 9110 §15.3.5, §15.3.6, §15.4.5), nor an informational status. An
    /// answer with such a status has no body and no `Content-Type`, whatever it was asked to carry.
    /// - Parameter status: The status code.
    /// - Returns: `false` for 1xx, 204, 205 and 304.
    public static func statusHasContent(_ status: Int) -> Bool {
        !(100...199).contains(status) && status != 204 && status != 205 && status != 304
    }

    /// Creates an answer.
    /// - Parameters:
    ///   - status: The status code.
    ///   - headerFields: The header fields.
    ///   - body: The body's bytes.
    ///   - contentLength: The length of a `GET`'s body; the body's length by default.
    ///   - format: The format of the body.
    ///   - languageCode: The language of the answer's text.
    public init(
        status: Int,
        headerFields: [HeaderField],
        body: [UInt8],
        contentLength: Int? = nil,
        format: HTTPFormat?,
        languageCode: String
    ) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.contentLength = contentLength ?? body.count
        self.format = format
        self.languageCode = languageCode
    }

    /// The value of the first header field with a name, compared without regard to ASCII case.
    /// - Parameter name: The field's name, such as `Content-Type`.
    /// - Returns: The value, or `nil` when the answer has no such field.
    public subscript(name: String) -> String? {
        self.headerFields.first { HeaderField.sameName($0.name, name) }?.value
    }
}
