import Anshin
import AnshinHTTP
import BackendContent
import Vapor

/// The backend's middleware and routes.
enum Backend {
    /// Installs ``AnshinMiddleware`` in place of Vapor's default error middleware, then
    /// ``MethodNotAllowed``, then the routes (Vapor answers HEAD through the GET routes).
    static func configure(_ app: Application) {
        app.middleware = Middlewares()
        app.middleware.use(AnshinMiddleware())
        app.middleware.use(MethodNotAllowed())
        app.get("errors", ":preset") { request async throws -> Response in
            let name = request.parameters.get("preset") ?? ""
            let answer = Answers.preset(
                named: name,
                method: request.method.rawValue,
                accept: request.headers.combined(.accept),
                acceptLanguage: request.headers.combined(.acceptLanguage)
            )
            guard let answer else { throw Abort(.notFound, reason: "no preset named \(name)") }
            return Response(answer)
        }
        app.get("alerts", ":name") { request async throws -> Response in
            let name = request.parameters.get("name") ?? ""
            let answer = try Answers.alert(
                named: name,
                method: request.method.rawValue,
                accept: request.headers.combined(.accept),
                acceptLanguage: request.headers.combined(.acceptLanguage)
            )
            guard let answer else { throw Abort(.notFound, reason: "no alert named \(name)") }
            return Response(answer)
        }
        app.get("fail", ":kind") { request async throws -> Response in
            let kind = request.parameters.get("kind") ?? ""
            guard let failure = Failure(rawValue: kind) else {
                throw Abort(.notFound, reason: "no failure named \(kind)")
            }
            let catalog = BackendCatalog.negotiated(for: request.headers.combined(.acceptLanguage))
            throw failure.error(localizer: catalog)
                ?? Abort(.serviceUnavailable, headers: ["Retry-After": "120"], reason: Failure.httpReason)
        }
    }
}
