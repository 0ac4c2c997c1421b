import Anshin
import AnshinJSON
import AnshinText
import Foundation

/// The commands of the `anshin` tool, with their output and exit codes, so tests can run them.
struct Tool {
    /// Where normal output goes: each call writes its text and a line feed, and throws when they
    /// cannot be written (``ToolError/standardOutput(reason:)``: a full disk, a closed descriptor).
    var standardOutput: (String) throws -> Void = { try Tool.write($0 + "\n", to: .standardOutput) }
    /// Where error messages go.
    var standardError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// Whether text printed to standard output is coloured.
    var colors: TextRenderer.ColorMode = .never
    /// The folder relative paths are read from and written to.
    var currentDirectory = FileManager.default.currentDirectoryPath

    static let usage = """
        usage: anshin gallery [--out DIR] [--locale TAG]
               anshin render FILE.json --format text|spoken|json|html [--locale TAG]
                   [--arrangement destructive-leading|cancel-leading]
               anshin audit FILE.json [--locale TAG]
               anshin vectors [--out DIR]
               anshin script [--out FILE]
               anshin stylesheet [--out FILE]
        --locale TAG resolves text in that language, in every format. Without it, render and audit use
        the document's own language (a resolved document states it, and is rendered only in it), else
        en; json of a document with text as keys keeps its keys. --arrangement places a suggestion's
        cancel button: after a destructive recovery and before any other (the default), or always first.
        Each option is given at most once; -- ends the options, so a file named --x is given as -- --x.
        exit status: 0 success, 1 the audit found errors, 2 bad input, 3 the output could not be written
        """

    /// The hint that ends a usage error's one line.
    static let usageHint = "run \"anshin --help\" for usage"

    static func environment() -> [String: String] {
        ProcessInfo.processInfo.environment
    }

    /// Runs a command and returns its exit code: 0 on success, 1 when an audit finds errors, 2 for
    /// bad input, 3 when the output could not be written (standard output, or a file or folder the
    /// command writes). A failure is one line on standard error, never a stack trace; without any
    /// arguments, the tool prints its usage there too.
    func run(_ arguments: [String]) -> Int32 {
        do {
            var arguments = Arguments(arguments)
            guard let command = arguments.next() else {
                self.printError("anshin: no command given")
                self.standardError(Self.usage)
                return 2
            }
            switch command {
            case "gallery":
                return try GalleryCommand(tool: self, arguments: &arguments).run()
            case "render":
                return try RenderCommand(tool: self, arguments: &arguments).run()
            case "audit":
                return try AuditCommand(tool: self, arguments: &arguments).run()
            case "vectors":
                return try VectorsCommand(tool: self, arguments: &arguments).run()
            case "script":
                return try AssetCommand(.script, tool: self, arguments: &arguments).run()
            case "stylesheet":
                return try AssetCommand(.stylesheet, tool: self, arguments: &arguments).run()
            case "help", "--help", "-h":
                try self.standardOutput(Self.usage)
                return 0
            default:
                throw ToolError.usage("unknown command \"\(command)\"")
            }
        } catch let error as ToolError {
            self.printError("anshin: \(error)")
            return error.exitCode
        } catch {
            self.printError("anshin: \(error)")
            return 2
        }
    }

    /// Writes text as it is to standard output (or what stands for it in a test), unbuffered, so that
    /// a failed write is known at once: `print` would drop it, and the tool would exit 0 with its
    /// output lost. A closed pipe still ends the tool by `SIGPIPE`, as it ends other tools, so
    /// `anshin gallery | head` stays quiet.
    /// - Parameters:
    ///   - text: The text, written as UTF-8.
    ///   - handle: Standard output.
    /// - Throws: ``ToolError/standardOutput(reason:)``.
    static func write(_ text: String, to handle: FileHandle) throws(ToolError) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw ToolError.standardOutput(reason: ToolError.reason(for: error))
        }
    }

    /// Prints one line of the tool's own output in which document or user text may be quoted (a
    /// file name, an element's identifier, a label), neutralized as a whole (`TerminalText`): nothing
    /// in it can control the terminal, and it stays one line.
    func printLine(_ line: String) throws {
        try self.standardOutput(TerminalText.neutralized(line))
    }

    /// Prints one line of an error message, neutralized as a whole like ``printLine(_:)``.
    ///
    /// Errors quote the document as it is: a `WireFormatError` names member names and values in its
    /// path and message, a `ToolError` the file name the user gave. This is the one place they reach
    /// the terminal.
    func printError(_ line: String) {
        self.standardError(TerminalText.neutralized(line))
    }

    /// A path made absolute against the current directory.
    func url(for path: String) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : URL(fileURLWithPath: self.currentDirectory).appendingPathComponent(path)
    }

    /// The `--locale` values, as a usage message lists them: every built-in catalog's tag and the
    /// pseudo-locales'.
    static var locales: String {
        let tags = (Catalog.builtIn + Catalog.pseudoLocales).map(\.languageCode)
        return "one of " + tags.joined(separator: ", ")
    }

    /// The built-in catalog for a `--locale` value.
    static func catalog(for locale: String) throws -> Catalog {
        guard let catalog = Catalog.builtIn(for: locale) else {
            throw ToolError.invalidValue("unsupported locale \"\(locale)\": use \(Self.locales)")
        }
        return catalog
    }
}

/// What went wrong, in one line. The description quotes file names and document text as they are:
/// ``Tool/printError(_:)`` neutralizes the line where it is printed.
enum ToolError: Error, CustomStringConvertible {
    /// The command line does not follow the usage: the line ends with ``Tool/usageHint``.
    case usage(String)
    /// An option's value is not one the tool knows; the message lists those it does.
    case invalidValue(String)
    case unreadable(path: String, reason: String)
    /// The input has no bytes, as `/dev/null` has none.
    case empty(path: String)
    /// The input is larger than a document may be: `size` is the file's size when it is a regular
    /// file, measured before reading, or `nil` for a stream that went on past the limit.
    case tooLarge(path: String, size: Int?)
    case malformed(path: String, reason: String)
    /// The document says it is in a language the tool has no catalog for.
    case unsupportedLanguage(path: String, language: String)
    /// The document's text is resolved in one language, and `--locale` asks for another.
    case resolvedInAnotherLanguage(path: String, language: String, locale: String)
    /// A file or folder the command writes could not be written.
    case unwritable(path: String, reason: String)
    /// Standard output could not be written: the output is lost.
    case standardOutput(reason: String)

    /// The tool's exit code for the error: 3 when the output could not be written, 2 for bad input.
    var exitCode: Int32 {
        switch self {
        case .unwritable, .standardOutput: 3
        case .usage, .invalidValue, .unreadable, .empty, .tooLarge, .malformed, .unsupportedLanguage,
            .resolvedInAnotherLanguage:
            2
        }
    }

    var description: String {
        let limit = "the \(Self.grouped(WireDocument.maximumInputSize))-byte (4 MiB) limit of a document"
        switch self {
        case .usage(let message):
            return "\(message); \(Tool.usageHint)"
        case .invalidValue(let message):
            return message
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .empty(let path):
            return "\(path) is empty: an Anshin document is a JSON object"
        case .tooLarge(let path, let size?):
            return "\(path) is \(Self.grouped(size)) bytes, over \(limit); it was not read"
        case .tooLarge(let path, nil):
            return "\(path) is over \(limit); reading stopped there"
        case .malformed(let path, let reason):
            return "\(path) is not a valid Anshin document: \(reason)"
        case .unsupportedLanguage(let path, let language):
            return
                "\(path) is in language \"\(language)\", which has no built-in catalog: use --locale with \(Tool.locales)"
        case .resolvedInAnotherLanguage(let path, let language, let locale):
            return
                "\(path) is already resolved in language \"\(language)\", so it cannot be rendered in \"\(locale)\": leave out --locale, or render a document with text as keys"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .standardOutput(let reason):
            return "cannot write to standard output: \(reason)"
        }
    }

    /// A count with its thousands grouped: `4,194,304`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return number < 0 ? "-" + digits : digits
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

    /// Reads options (`--name value`) and positional arguments; an unknown option, or one given
    /// twice, is an error (the tool would otherwise use one value and drop the other unseen). `--`
    /// ends the options: every argument after it is positional, so a file named `--x` can be given.
    mutating func parse(options known: Set<String>) throws -> (options: [String: String], positional: [String]) {
        var options: [String: String] = [:]
        var positional: [String] = []
        while let argument = self.next() {
            if argument == "--" {
                while let rest = self.next() { positional.append(rest) }
                break
            }
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            guard known.contains(name) else { throw ToolError.usage("unknown option \(argument)") }
            guard let value = self.next() else { throw ToolError.usage("option \(argument) needs a value") }
            guard options[name] == nil else { throw ToolError.usage("option \(argument) is given twice") }
            options[name] = value
        }
        return (options, positional)
    }
}
