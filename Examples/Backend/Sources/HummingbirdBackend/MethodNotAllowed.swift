import BackendContent
import HTTPTypes
import Hummingbird

/// 405 Method Not Allowed with `Allow` for a method no route of a known path takes: the router
/// answers 404 for those, so this turns that 404 into 405 when `RouteTable` knows the path.
struct MethodNotAllowed<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    )
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard request.method != .get, request.method != .head,
                let allow = RouteTable.allow(forPath: request.uri.path)
            else { throw error }
            throw HTTPError(.methodNotAllowed, headers: [.allow: allow])
        }
    }
}
