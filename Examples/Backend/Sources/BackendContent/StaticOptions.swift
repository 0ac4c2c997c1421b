import Foundation

/// The options of the side-by-side script's baseline servers (`static-hummingbird`,
/// `static-vapor`): where to listen, the one path they answer, and the body and header fields they
/// answer it with, captured from the example server.
///
/// `--host H --port P --path /errors/forbidden --body FILE --headers FILE`; the headers file is what
/// `curl -D` writes: the status line first, then `Name: value` lines. The status is kept; the fields
/// every server writes itself (`Content-Length`, `Date`, `Server`, `Connection`) are left out.
public struct StaticOptions: Sendable, Hashable {
    /// The address to bind.
    public var host = "127.0.0.1"
    /// The port; 0 for any free one.
    public var port = 0
    /// The path the one route answers.
    public var path = "/"
    /// The status code.
    public var status = 200
    /// The header fields, in order.
    public var headerFields: [HeaderField] = []
    /// The body.
    public var body: [UInt8] = []

    /// One header field.
    public struct HeaderField: Sendable, Hashable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String
    }

    /// Reads the options and the files they name.
    /// - Parameter arguments: The command-line arguments, without the program's name.
    /// - Throws: A description of what is wrong.
    public init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw ServerOptions.Problem("\(name) needs a value") }
            switch name {
            case "--host": self.host = value
            case "--port": self.port = Int(value) ?? -1
            case "--path": self.path = value
            case "--body": self.body = Array(try Data(contentsOf: URL(fileURLWithPath: value)))
            case "--headers":
                let text = try String(contentsOf: URL(fileURLWithPath: value), encoding: .utf8)
                let lines = text.split(whereSeparator: \.isNewline)
                if let statusLine = lines.first, let code = statusLine.split(separator: " ").dropFirst().first {
                    self.status = Int(code) ?? 200
                }
                let skipped: Set<String> = ["content-length", "date", "server", "connection", "keep-alive"]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    let fieldName = String(line[..<colon])
                    guard !skipped.contains(fieldName.lowercased()) else { continue }
                    let fieldValue = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    self.headerFields.append(HeaderField(name: fieldName, value: fieldValue))
                }
            default: throw ServerOptions.Problem("unknown argument \(name)")
            }
        }
        guard (0...65_535).contains(self.port) else { throw ServerOptions.Problem("the port must be 0–65535") }
    }
}
