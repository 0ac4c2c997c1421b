/// Where the server listens: `--host` and `--port` arguments, else the `HOST` and `PORT`
/// environment variables, else `127.0.0.1:8080`. Port 0 picks a free port; the server prints the
/// one it bound.
public struct ServerOptions: Sendable, Hashable {
    /// The address to bind.
    public var host: String

    /// The port; 0 for any free one.
    public var port: Int

    /// Reads the options.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program's name.
    ///   - environment: The environment variables.
    /// - Throws: ``Problem`` for an unknown argument, a missing value, or a port that is not 0–65535.
    public init(arguments: [String], environment: [String: String]) throws(Problem) {
        var host = environment["HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
        var portText = environment["PORT"].flatMap { $0.isEmpty ? nil : $0 } ?? "8080"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            guard name == "--host" || name == "--port" else { throw Problem("unknown argument \(argument)") }
            guard let value = inlineValue ?? remaining.popFirst() else { throw Problem("\(name) needs a value") }
            if name == "--host" { host = value } else { portText = value }
        }
        guard let port = Int(portText), (0...65_535).contains(port) else {
            throw Problem("the port must be a number from 0 to 65535, not \(portText)")
        }
        self.host = host
        self.port = port
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Why the options cannot be read.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var description: String

        /// Creates the problem.
        /// - Parameter description: What is wrong.
        public init(_ description: String) {
            self.description = description
        }
    }

    /// The usage line of a server.
    /// - Parameter program: The server's name.
    /// - Returns: The line.
    public static func usage(_ program: String) -> String {
        "usage: \(program) [--host ADDRESS] [--port PORT]   (or HOST, PORT)"
    }
}
