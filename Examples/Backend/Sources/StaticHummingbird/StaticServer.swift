import BackendContent
import Foundation
import HTTPTypes
import Hummingbird

/// The baseline of the side-by-side script: one Hummingbird route answering fixed bytes and header
/// fields, with no middleware.
@main
struct StaticServer {
    static func main() async throws {
        let options = try StaticOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        var fields = HTTPFields()
        for field in options.headerFields {
            if let name = HTTPField.Name(field.name) { fields.append(HTTPField(name: name, value: field.value)) }
        }
        let headers = fields
        let status = HTTPResponse.Status(code: options.status)
        let body = ByteBuffer(bytes: options.body)
        let router = Router()
        router.get(RouterPath(options.path)) { _, _ in
            Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
        }
        let host = options.host
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: options.port),
                serverName: "static-hummingbird"
            ),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                FileHandle.standardOutput.write(Data("static-hummingbird listening on http://\(host):\(port)\n".utf8))
            }
        )
        try await app.runService()
    }
}
