import Anshin
import AnshinFoundation
import AnshinJSON
import HTTPTypes
import Hummingbird
import NIOCore

// The README's condensed middleware ("In a backend"), verbatim: `ReadmeMiddlewareTests` runs it, and the
// root package's `ReadmeDriftTests` fails when it and the README differ.

// README: In a backend
struct PresentationMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let catalog = Catalog.negotiated(for: request.headers[values: .acceptLanguage].joined(separator: ","))
            let screen: ErrorScreen?
            let status: Int
            if let httpError = error as? HTTPError {  // keeps its status
                status = Int(httpError.status.code)
                screen = ErrorScreen(httpStatus: status) ?? ErrorScreen(.preset(.unexpected))
            } else {  // ProblemDetails keeps its status; URLError, LocalizedError, … map to a preset
                screen = ErrorScreen(error: error)
                status = (error as? ProblemDetails)?.status ?? screen?.preset?.httpStatus ?? 500
            }
            guard let screen else { return Response(status: .noContent) }  // cancelled: nothing to show
            let json = screen.rendered(using: .json(text: .resolved(using: catalog), formatting: .compact))
            return Response(
                status: HTTPResponse.Status(code: status),
                headers: [.contentType: "application/json", .contentLanguage: catalog.languageCode],
                body: ResponseBody(byteBuffer: ByteBuffer(string: json))
            )
        }
    }
}
// README end
