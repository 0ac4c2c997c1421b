public import Anshin
import HTTPTypes
public import Hummingbird

/// What a request negotiates: the language of the answer (`Accept-Language`, through
/// `Catalog.negotiated(for:among:)`) and the formats it accepts (`Accept`).
public struct Negotiation: Sendable {
    /// The catalog the answer's text is resolved with; its language is the `Content-Language`.
    public var catalog: Catalog

    /// The request's `Accept` header.
    public var accept: AcceptHeader

    /// Negotiates from request headers; several `Accept` or `Accept-Language` fields are read as one
    /// list, as RFC 9110 says.
    /// - Parameter headers: The request's header fields.
    public init(headers: HTTPFields) {
        let accept = headers[values: .accept]
        let acceptLanguage = headers[values: .acceptLanguage]
        self.accept = AcceptHeader(accept.isEmpty ? nil : accept.joined(separator: ","))
        self.catalog = BackendCatalog.negotiated(
            for: acceptLanguage.isEmpty ? nil : acceptLanguage.joined(separator: ",")
        )
    }

    /// Negotiates for a request.
    /// - Parameter request: The request.
    public init(_ request: Request) {
        self.init(headers: request.headers)
    }

    /// The header fields every answer carries: `Content-Language` (the negotiated language) and
    /// `Vary: Accept, Accept-Language`, so caches keep one copy per format and language.
    public var commonHeaders: HTTPFields {
        [.contentLanguage: self.catalog.languageCode, .vary: "Accept, Accept-Language"]
    }

    /// The 406 Not Acceptable answer: a short plain-text line, in the negotiated language, naming the
    /// formats the resource is available as.
    /// - Parameter offered: The formats the response could have been drawn as.
    /// - Returns: The response.
    public func notAcceptable(offered: [ResponseFormat]) -> Response {
        let list = offered.map(\.mediaType).joined(separator: ", ")
        let text = UserText.localized(.notAcceptable, arguments: [.string(list)]).resolved(using: self.catalog)
        var headers = self.commonHeaders
        headers[.contentType] = ResponseFormat.text.contentType
        return Response(
            status: .notAcceptable,
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n"))
        )
    }
}
