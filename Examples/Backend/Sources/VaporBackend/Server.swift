import BackendContent
import Foundation
import Vapor

/// Starts the Vapor server: `anshin-vapor --port 0` listens on a free port of 127.0.0.1 and prints
/// `anshin-vapor listening on http://127.0.0.1:PORT` once it does; SIGTERM or SIGINT stops it.
@main
struct Server {
    static func main() async throws {
        let options: ServerOptions
        do {
            options = try ServerOptions(
                arguments: Array(CommandLine.arguments.dropFirst()),
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            FileHandle.standardError.write(
                Data("anshin-vapor: \(error)\n\(ServerOptions.usage("anshin-vapor"))\n".utf8)
            )
            exit(64)
        }
        // Vapor's own command line is not used: the options above are the server's.
        let app = try await Application.make(Environment(name: "production", arguments: ["anshin-vapor"]))
        Backend.configure(app)
        try await app.server.start(address: .hostname(options.host, port: options.port))
        let port = app.http.server.shared.localAddress?.port ?? options.port
        // Written unbuffered, so a script reading the output sees it at once.
        FileHandle.standardOutput.write(Data("anshin-vapor listening on http://\(options.host):\(port)\n".utf8))
        await Self.waitForSignal()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Returns when the process receives SIGTERM or SIGINT.
    static func waitForSignal() async {
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let sources = [SIGTERM, SIGINT].map { number in
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { continuation.finish() }
            source.resume()
            return source
        }
        for await _ in stream {}
        for source in sources { source.cancel() }
    }
}
