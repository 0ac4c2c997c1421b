import Anshin
import AnshinText
import Foundation

/// Prints every error-screen preset, an alert and a message as Markdown, through a front end that
/// lives outside the package.
///
///     swift run CustomRenderer [--locale TAG]
///
/// `TAG` is a built-in catalog's language (`en`, `ja`, `de`, …) or a pseudo-locale's (`en-XA`,
/// `ar-XB`); English without one. Bad arguments, an unknown locale among them, are refused as the
/// `anshin` tool refuses them: one line on standard error and exit status 2.
@main
struct CustomRendererExample {
    static func main() throws {
        let status = try Self.run(
            Array(CommandLine.arguments.dropFirst()),
            output: { print($0) },
            errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
        exit(status)
    }

    /// Prints the document in the language the arguments ask for and returns 0; for bad arguments,
    /// prints one line of error and returns 2.
    /// - Parameters:
    ///   - arguments: The arguments, without the program's name.
    ///   - output: Prints the document.
    ///   - errors: Prints the error line.
    /// - Returns: The exit status.
    static func run(_ arguments: [String], output: (String) -> Void, errors: (String) -> Void) throws -> Int32 {
        let localizer: Catalog
        do {
            localizer = try Self.localizer(arguments: arguments)
        } catch {
            // The message quotes what was typed: neutralized, it cannot control the terminal.
            errors(TerminalText.neutralized("CustomRenderer: \(error)"))
            return 2
        }
        output(try Self.document(localizer: localizer))
        return 0
    }

    /// The catalog the command line asks for: English, or the built-in catalog `--locale` names.
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Returns: The catalog.
    /// - Throws: ``UsageError`` for an unknown argument or locale, or a `--locale` without a value.
    static func localizer(arguments: [String]) throws(UsageError) -> Catalog {
        var catalog = Catalog.english
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            guard argument == "--locale" else { throw UsageError("unknown argument \"\(argument)\"") }
            guard let tag = arguments.popFirst() else { throw UsageError("option --locale needs a value") }
            guard let builtIn = Catalog.builtIn(for: tag) else {
                let tags = (Catalog.builtIn + Catalog.pseudoLocales).map(\.languageCode)
                throw UsageError("unsupported locale \"\(tag)\": use one of \(tags.joined(separator: ", "))")
            }
            catalog = builtIn
        }
        return catalog
    }

    static func document(localizer: Catalog) throws -> String {
        let markdown = MarkdownRenderer(localizer: localizer)
        var sections = ErrorScreen.Preset.allKnown.map { ErrorScreen(.preset($0)).rendered(using: markdown) }
        sections.append(
            Alert.suggestion(
                Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
                try Alert.Recovery("Delete", style: .destructive, action: "draft.delete")
            ).rendered(using: markdown)
        )
        sections.append(StatusMessage(.localized(.itemsSaved, count: 2), kind: .success).rendered(using: markdown))
        return sections.joined(separator: "\n\n")
    }
}
