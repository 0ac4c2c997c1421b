import Anshin
import AnshinHTTP
import BackendContent
import HTTPTypes
import Hummingbird
import Logging

/// Answers every error a route throws — and the router's own 404 — with the screen its client
/// should draw, in the format and language the request negotiates (`AnshinHTTP`).
struct AnshinMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    )
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch {
            let failure = Answers.failure(for: HummingbirdStatus(error) ?? error)
            if let note = failure.screen?.developerNote {
                context.logger.log(
                    level: failure.status >= 500 ? .error : .debug,
                    "\(failure.status) \(request.uri.path): \(note)"
                )
            }
            return Response(Answers.presenter.answer(to: failure, request: request))
        }
    }
}

/// A Hummingbird error that carries a status (`HTTPError`, any `HTTPResponseError`), as the
/// status error `AnshinHTTP` maps by its status.
struct HummingbirdStatus: HTTPStatusError {
    let error: any HTTPResponseError

    init?(_ error: any Error) {
        guard let error = error as? any HTTPResponseError else { return nil }
        self.error = error
    }

    var httpStatus: Int { Int(self.error.status.code) }
    var httpReason: String? { (self.error as? HTTPError)?.body }
    var httpHeaderFields: [(name: String, value: String)] {
        ((self.error as? HTTPError)?.headers ?? [:]).map { ($0.name.rawName, $0.value) }
    }
}

extension HTTPPresenter {
    /// The answer for a Hummingbird request.
    func answer(to failure: HTTPFailure, request: Request) -> HTTPAnswer {
        self.answer(
            to: failure,
            method: request.method.rawValue,
            accept: request.headers[.accept],
            acceptLanguage: request.headers[.acceptLanguage],
            instance: request.uri.path
        )
    }
}

extension Response {
    /// A response that carries an answer: its status, header fields and body.
    init(_ answer: HTTPAnswer) {
        var fields = HTTPFields()
        for field in answer.headerFields {
            // The answer's own fields by their known names, which need no parsing.
            let name: HTTPField.Name? =
                switch field.name {
                case "Content-Type": .contentType
                case "Content-Language": .contentLanguage
                case "Vary": .vary
                default: HTTPField.Name(field.name)
                }
            if let name { fields.append(HTTPField(name: name, value: field.value)) }
        }
        if answer.body.isEmpty && answer.contentLength > 0 { fields[.contentLength] = String(answer.contentLength) }
        self.init(
            status: HTTPResponse.Status(code: answer.status),
            headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
        )
    }
}
