import BackendContent
import Testing

@Suite("Server options")
struct ServerOptionsTests {
    @Test("Defaults: 127.0.0.1:8080")
    func defaults() throws {
        let options = try ServerOptions(arguments: [], environment: [:])
        #expect(options == (try ServerOptions(arguments: ["--host", "127.0.0.1", "--port", "8080"], environment: [:])))
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8080)
    }

    @Test("Arguments win over the environment")
    func arguments() throws {
        let environment = ["HOST": "127.0.0.2", "PORT": "9000"]
        let fromEnvironment = try ServerOptions(arguments: [], environment: environment)
        #expect(fromEnvironment.host == "127.0.0.2")
        #expect(fromEnvironment.port == 9000)
        let fromArguments = try ServerOptions(arguments: ["--port", "0", "--host=localhost"], environment: environment)
        #expect(fromArguments.host == "localhost")
        #expect(fromArguments.port == 0)
        #expect(try ServerOptions(arguments: ["--port=1234"], environment: [:]).port == 1234)
    }

    @Test("Bad options are errors", arguments: [["--port"], ["--port", "http"], ["--port", "70000"], ["--verbose"]])
    func bad(_ arguments: [String]) {
        #expect(throws: ServerOptions.Problem.self) { try ServerOptions(arguments: arguments, environment: [:]) }
    }
}

@Suite("Route table")
struct RouteTableTests {
    @Test(arguments: [
        ("/errors/forbidden", "GET, HEAD"), ("/alerts/x", "GET, HEAD"), ("/fail/http", "GET, HEAD"), ("/errors", nil),
        ("/errors/", nil), ("/errors/a/b", nil), ("/nowhere", nil), ("/", nil),
    ])
    func allow(path: String, allow: String?) {
        #expect(RouteTable.allow(forPath: path) == allow)
    }
}
