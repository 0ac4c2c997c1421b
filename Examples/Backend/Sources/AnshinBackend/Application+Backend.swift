import Anshin
public import Hummingbird
public import Logging
import NIOCore

/// The backend's routes and application.
public enum Backend: Sendable {
    /// The router: ``PresentationMiddleware`` first, then the routes.
    ///
    /// - `GET /errors/{preset}`: every known `ErrorScreen.Preset` by its wire name, with the
    ///   preset's status (`/errors/forbidden` is 403); `empty` is not an error and answers 200.
    /// - `GET /alerts/{name}`: the ``NamedAlert``s, 200.
    /// - `GET /fail/{kind}`: throws a ``Failure`` for the middleware to present.
    ///
    /// An unknown preset, alert, failure or path answers 404 with the not-found screen, in the
    /// negotiated format.
    /// - Returns: The router.
    public static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: PresentationMiddleware())
        router.get("/errors/{preset}") { request, context in
            let preset = ErrorScreen.Preset(rawValue: try context.parameters.require("preset"))
            guard preset.isKnown else { throw HTTPError(.notFound, message: "no preset named \(preset)") }
            let status = HTTPResponse.Status(code: preset.httpStatus ?? 200)
            return PresentedResponse(.errorScreen(ErrorScreen(.preset(preset))), status: status)
        }
        router.get("/alerts/{name}") { request, context in
            let name = try context.parameters.require("name")
            guard let alert = NamedAlert(rawValue: name) else {
                throw HTTPError(.notFound, message: "no alert named \(name)")
            }
            return PresentedResponse(.dialog(try alert.dialog()), status: .ok)
        }
        router.get("/fail/{kind}") { request, context -> Response in
            let kind = try context.parameters.require("kind")
            guard let failure = Failure(rawValue: kind) else {
                throw HTTPError(.notFound, message: "no failure named \(kind)")
            }
            throw failure.error(localizer: Negotiation(request).catalog)
        }
        return router
    }

    /// The application, listening on a host and port.
    /// - Parameters:
    ///   - host: The address to bind; `127.0.0.1` by default.
    ///   - port: The port; 0 picks a free one.
    ///   - logger: The logger; the application's own by default.
    ///   - onServerRunning: Called with the bound port once the server listens.
    /// - Returns: The application.
    public static func application(
        host: String = "127.0.0.1",
        port: Int = 8080,
        logger: Logger? = nil,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: Self.router(),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "anshin-backend"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }
}
