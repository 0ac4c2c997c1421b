import AnshinText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `anshin` tool: renders every model of the package, or one model given as JSON.
///
///     swift run anshin gallery [--out DIR] [--locale TAG]
///     swift run anshin render FILE.json --format text|spoken|json|html [--locale TAG]
///     swift run anshin audit FILE.json [--locale TAG]
///     swift run anshin vectors [--out DIR]
///     swift run anshin script [--out FILE]
///     swift run anshin stylesheet [--out FILE]
///
/// It exits 0 on success, 1 when an audit finds errors, 2 for bad input and 3 when its output could
/// not be written (`Tool.run(_:)`).
@main
struct AnshinTool {
    static func main() {
        var tool = Tool()
        tool.colors = .automatic(
            environment: Tool.environment(),
            isTerminal: isatty(STDOUT_FILENO) == 1
        )
        exit(tool.run(Array(CommandLine.arguments.dropFirst())))
    }
}
