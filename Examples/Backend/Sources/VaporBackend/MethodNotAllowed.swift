import BackendContent
import Vapor

/// 405 Method Not Allowed with `Allow` for a method no route of a known path takes: the router
/// answers 404 for those, so this turns that 404 into 405 when `RouteTable` knows the path.
struct MethodNotAllowed: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as any AbortError where error.status == .notFound {
            guard request.method != .GET, request.method != .HEAD,
                let allow = RouteTable.allow(forPath: request.url.path)
            else { throw error }
            throw Abort(.methodNotAllowed, headers: ["Allow": allow])
        }
    }
}
