import BackendContent
import Foundation
import HTTPTypes
import Hummingbird

/// Starts the Hummingbird server: `anshin-hummingbird --port 0` listens on a free port of 127.0.0.1
/// and prints `anshin-hummingbird listening on http://127.0.0.1:PORT` once it does.
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
                Data("anshin-hummingbird: \(error)\n\(ServerOptions.usage("anshin-hummingbird"))\n".utf8)
            )
            exit(64)
        }
        let host = options.host
        let app = Backend.application(host: host, port: options.port) { port in
            // Written unbuffered, so a script reading the output sees it at once.
            FileHandle.standardOutput.write(Data("anshin-hummingbird listening on http://\(host):\(port)\n".utf8))
        }
        try await app.runService()
    }
}
