import Anshin
import AnshinHTTP
import BackendContent
import Logging
import Vapor

/// Answers every error a route throws — and the router's own 404 — with the screen its client
/// should draw, in the format and language the request negotiates (`AnshinHTTP`). It takes the
/// place of Vapor's `ErrorMiddleware`.
struct AnshinMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            let failure = Answers.failure(for: VaporStatus(error) ?? error)
            if let note = failure.screen?.developerNote {
                request.logger.log(
                    level: failure.status >= 500 ? .error : .debug,
                    "\(failure.status) \(request.url.path): \(note)"
                )
            }
            return Response(Answers.presenter.answer(to: failure, request: request))
        }
    }
}

/// A Vapor error that carries a status (`Abort`, any `AbortError`), as the status error `AnshinHTTP`
/// maps by its status. Vapor makes `DecodingError` an `AbortError` (400, for a request body that
/// does not decode); this backend's decoding errors come from upstream answers, the server's fault,
/// so they stay errors without a status (500), as on Hummingbird.
struct VaporStatus: HTTPStatusError {
    let error: any AbortError

    init?(_ error: any Error) {
        guard !(error is DecodingError), let error = error as? any AbortError else { return nil }
        self.error = error
    }

    var httpStatus: Int { Int(self.error.status.code) }
    var httpReason: String? { self.error.reason }
    var httpHeaderFields: [(name: String, value: String)] { self.error.headers.map { ($0.name, $0.value) } }
}

extension HTTPPresenter {
    /// The answer for a Vapor request.
    func answer(to failure: HTTPFailure, request: Request) -> HTTPAnswer {
        self.answer(
            to: failure,
            method: request.method.rawValue,
            accept: request.headers.combined(.accept),
            acceptLanguage: request.headers.combined(.acceptLanguage),
            instance: request.url.path
        )
    }
}

extension HTTPHeaders {
    /// The values of every field with a name, joined with commas, or `nil` when there is none.
    func combined(_ name: HTTPHeaders.Name) -> String? {
        let values = self[name]
        return values.count < 2 ? values.first : values.joined(separator: ",")
    }
}

extension Response {
    /// A response that carries an answer: its status, header fields and body.
    convenience init(_ answer: HTTPAnswer) {
        var headers = HTTPHeaders()
        for field in answer.headerFields { headers.add(name: field.name, value: field.value) }
        self.init(
            status: HTTPResponseStatus(statusCode: answer.status),
            headers: headers,
            body: Body(buffer: ByteBuffer(bytes: answer.body))
        )
        if answer.body.isEmpty && answer.contentLength > 0 {
            self.headers.replaceOrAdd(name: .contentLength, value: String(answer.contentLength))
        }
    }
}
