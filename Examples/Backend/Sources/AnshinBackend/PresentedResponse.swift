public import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import HTTPTypes
public import Hummingbird

/// An answer drawn from a presentation model: an error screen or a dialog with its HTTP status,
/// in the format and language the request negotiates.
///
/// | Format | Body |
/// | --- | --- |
/// | `application/json` | the wire document, compact, text resolved in the negotiated language |
/// | `application/problem+json` | `ProblemDetails` of the screen (error statuses only) |
/// | `text/html` | a standalone page: `<html lang>`, `<title>`, the stylesheet |
/// | `text/plain` | the text front end's drawing, ending with a newline |
///
/// Every answer has `Content-Language` and `Vary: Accept, Accept-Language`. Problem details are
/// offered only for statuses of 400 and above: an alert or the empty state is not a problem, so a
/// client that accepts nothing but `application/problem+json` gets 406 for them.
public struct PresentedResponse: ResponseGenerator, Sendable {
    /// What the answer shows.
    public enum Content: Sendable, Hashable {
        /// An error screen; `problem` is a thrown `ProblemDetails` whose members the
        /// `application/problem+json` answer keeps (type, instance, extension members).
        case errorScreen(ErrorScreen, problem: ProblemDetails? = nil)
        /// An alert or an action sheet.
        case dialog(Dialog)
    }

    /// What the answer shows.
    public var content: Content

    /// The HTTP status.
    public var status: HTTPResponse.Status

    /// Further header fields, such as an error's `Retry-After` or `WWW-Authenticate`.
    public var headers: HTTPFields

    /// Creates an answer.
    /// - Parameters:
    ///   - content: What it shows.
    ///   - status: The HTTP status.
    ///   - headers: Further header fields.
    public init(_ content: Content, status: HTTPResponse.Status, headers: HTTPFields = [:]) {
        self.content = content
        self.status = status
        self.headers = headers
    }

    /// The formats the answer can be drawn as, in the server's order of preference.
    public var offeredFormats: [ResponseFormat] {
        guard case .errorScreen = self.content, self.status.code >= 400 else { return ResponseFormat.presentations }
        return ResponseFormat.errors
    }

    /// Draws the answer for a request.
    /// - Parameters:
    ///   - request: The request, whose `Accept` and `Accept-Language` decide the format and language.
    ///   - context: The request context.
    /// - Returns: The response, or 406 when the request accepts none of ``offeredFormats``.
    public func response(from request: Request, context: some RequestContext) -> Response {
        self.response(negotiating: Negotiation(request))
    }

    /// Draws the answer for what a request negotiated.
    /// - Parameter negotiation: The negotiated language and the accepted formats.
    /// - Returns: The response, or 406 when the request accepts none of ``offeredFormats``.
    public func response(negotiating negotiation: Negotiation) -> Response {
        let offered = self.offeredFormats
        guard let format = negotiation.accept.preferred(among: offered) else {
            return negotiation.notAcceptable(offered: offered)
        }
        var headers = self.headers
        headers[.contentType] = format.contentType
        for field in negotiation.commonHeaders { headers[field.name] = field.value }
        let body = self.body(as: format, localizer: negotiation.catalog)
        return Response(status: self.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The body's UTF-8 bytes in a format; empty for problem details of a dialog, which is never offered.
    func body(as format: ResponseFormat, localizer: Catalog) -> [UInt8] {
        var bytes: [UInt8] = []
        switch format {
        case .json:
            let renderer = JSONRenderer(text: .resolved(using: localizer), formatting: .compact)
            switch self.content {
            case .errorScreen(let screen, _): renderer.render(screen, into: &bytes)
            case .dialog(.alert(let alert)): renderer.render(alert, into: &bytes)
            case .dialog(.actionSheet(let sheet)): renderer.render(sheet, into: &bytes)
            }
        case .problemJSON:
            // Problem details hold only JSON values: encoding cannot fail.
            if let problem = self.problem(localizer: localizer) {
                bytes = (try? WireEncoder(formatting: .compact).encode(problem)).map { Array($0.utf8) } ?? []
            }
        case .html:
            let renderer = HTMLRenderer(localizer: localizer, layout: .document())
            switch self.content {
            case .errorScreen(let screen, _): renderer.render(screen, into: &bytes)
            case .dialog(let dialog): renderer.render(dialog, into: &bytes)
            }
        case .text:
            let renderer = TextRenderer(localizer: localizer)
            switch self.content {
            case .errorScreen(let screen, _): renderer.render(screen, into: &bytes)
            case .dialog(let dialog): renderer.render(dialog, into: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The problem details of an error screen's answer: the screen's, with the status, and the type,
    /// instance and extension members of a thrown problem; `nil` for a dialog, which is no problem.
    /// - Parameter localizer: Resolves the screen's text.
    /// - Returns: The problem details.
    public func problem(localizer: Catalog) -> ProblemDetails? {
        switch self.content {
        case .errorScreen(let screen, let thrown):
            var problem = ProblemDetails(screen, status: Int(self.status.code), localizer: localizer)
            if let thrown {
                problem.type = thrown.type
                problem.instance = thrown.instance
                problem.extensions.merge(thrown.extensions) { _, thrown in thrown }
            }
            return problem
        case .dialog:
            return nil
        }
    }
}
