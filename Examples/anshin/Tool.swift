import Anshin
import AnshinText
import Foundation

/// The commands of the `anshin` tool, with their output and exit codes, so tests can run them.
struct Tool {
    /// Where normal output goes.
    var standardOutput: (String) -> Void = { print($0) }
    /// Where error messages go.
    var standardError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// Whether text printed to standard output is coloured.
    var colors: TextRenderer.ColorMode = .never
    /// The folder relative paths are read from and written to.
    var currentDirectory = FileManager.default.currentDirectoryPath

    static let usage = """
        usage: anshin gallery [--out DIR] [--locale en|ja]
               anshin render FILE.json --format text|spoken|json|html [--locale en|ja]
               anshin audit FILE.json [--locale en|ja]
        """

    static func environment() -> [String: String] {
        ProcessInfo.processInfo.environment
    }

    /// Runs a command and returns its exit code: 0 on success, 1 when an audit finds errors, 2 for
    /// bad input (one line on standard error, never a stack trace).
    func run(_ arguments: [String]) -> Int32 {
        do {
            var arguments = Arguments(arguments)
            guard let command = arguments.next() else { throw ToolError.usage("no command given") }
            switch command {
            case "gallery":
                return try GalleryCommand(tool: self, arguments: &arguments).run()
            case "render":
                return try RenderCommand(tool: self, arguments: &arguments).run()
            case "audit":
                return try AuditCommand(tool: self, arguments: &arguments).run()
            case "help", "--help", "-h":
                self.standardOutput(Self.usage)
                return 0
            default:
                throw ToolError.usage("unknown command \"\(command)\"")
            }
        } catch let error as ToolError {
            self.standardError("anshin: \(error)")
            if case .usage = error { self.standardError(Self.usage) }
            return 2
        } catch {
            self.standardError("anshin: \(error)")
            return 2
        }
    }

    /// A path made absolute against the current directory.
    func url(for path: String) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: self.currentDirectory).appendingPathComponent(path)
    }

    /// The built-in catalog for a `--locale` value.
    static func catalog(for locale: String) throws -> Catalog {
        guard let catalog = Catalog.builtIn(for: locale) else {
            throw ToolError.usage("unsupported locale \"\(locale)\": use en or ja")
        }
        return catalog
    }
}

/// What went wrong, in one line.
enum ToolError: Error, CustomStringConvertible {
    case usage(String)
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)
    case unwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .usage(let message): message
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .malformed(let path, let reason): "\(path) is not a valid Anshin document: \(reason)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// The command-line arguments, read left to right.
struct Arguments {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        self.remaining = arguments[...]
    }

    mutating func next() -> String? {
        self.remaining.popFirst()
    }

    /// Reads options (`--name value`) and positional arguments; an unknown option is an error.
    mutating func parse(options known: Set<String>) throws -> (options: [String: String], positional: [String]) {
        var options: [String: String] = [:]
        var positional: [String] = []
        while let argument = self.next() {
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            guard known.contains(name) else { throw ToolError.usage("unknown option \(argument)") }
            guard let value = self.next() else { throw ToolError.usage("option \(argument) needs a value") }
            options[name] = value
        }
        return (options, positional)
    }
}
