import Anshin
import AnshinHTTP
import BackendContent
import HTTPTypes
import Hummingbird
import Logging

/// The backend's routes and application.
enum Backend {
    /// The router: ``AnshinMiddleware`` first, so it answers every error (the router's own 404
    /// too); then ``MethodNotAllowed``; then the routes, each for GET and HEAD.
    static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: AnshinMiddleware())
        router.add(middleware: MethodNotAllowed())
        for method in [HTTPRequest.Method.get, .head] {
            router.on("/errors/{preset}", method: method) { request, context in
                let name = try context.parameters.require("preset")
                let answer = Answers.preset(
                    named: name,
                    method: request.method.rawValue,
                    accept: request.headers[.accept],
                    acceptLanguage: request.headers[.acceptLanguage]
                )
                guard let answer else { throw HTTPError(.notFound, message: "no preset named \(name)") }
                return Response(answer)
            }
            router.on("/alerts/{name}", method: method) { request, context in
                let name = try context.parameters.require("name")
                let answer = try Answers.alert(
                    named: name,
                    method: request.method.rawValue,
                    accept: request.headers[.accept],
                    acceptLanguage: request.headers[.acceptLanguage]
                )
                guard let answer else { throw HTTPError(.notFound, message: "no alert named \(name)") }
                return Response(answer)
            }
            router.on("/fail/{kind}", method: method) { request, context -> Response in
                let kind = try context.parameters.require("kind")
                guard let failure = Failure(rawValue: kind) else {
                    throw HTTPError(.notFound, message: "no failure named \(kind)")
                }
                let catalog = BackendCatalog.negotiated(for: request.headers[.acceptLanguage])
                throw failure.error(localizer: catalog)
                    ?? HTTPError(.serviceUnavailable, headers: [.retryAfter: "120"], message: Failure.httpReason)
            }
        }
        return router
    }

    /// The application, listening on a host and port.
    static func application(
        host: String = "127.0.0.1",
        port: Int = 8080,
        logger: Logger? = nil,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: Self.router(),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                serverName: "anshin-hummingbird"
            ),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }
}
