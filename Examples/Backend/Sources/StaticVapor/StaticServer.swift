import BackendContent
import Foundation
import Vapor

/// The baseline of the side-by-side script: one Vapor route answering fixed bytes and header
/// fields, with no middleware.
@main
struct StaticServer {
    static func main() async throws {
        let options = try StaticOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        var headers = HTTPHeaders()
        for field in options.headerFields { headers.add(name: field.name, value: field.value) }
        let fixedHeaders = headers
        let status = HTTPResponseStatus(statusCode: options.status)
        let body = ByteBuffer(bytes: options.body)
        let app = try await Application.make(Environment(name: "production", arguments: ["static-vapor"]))
        app.middleware = Middlewares()
        app.on(.GET, options.path.split(separator: "/").map { PathComponent.constant(String($0)) }) {
            _ async -> Response in
            Response(status: status, headers: fixedHeaders, body: Response.Body(buffer: body))
        }
        try await app.server.start(address: .hostname(options.host, port: options.port))
        let port = app.http.server.shared.localAddress?.port ?? options.port
        FileHandle.standardOutput.write(Data("static-vapor listening on http://\(options.host):\(port)\n".utf8))
        signal(SIGTERM, SIG_IGN)
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let source = DispatchSource.makeSignalSource(signal: SIGTERM)
        source.setEventHandler { continuation.finish() }
        source.resume()
        for await _ in stream {}
        source.cancel()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }
}
