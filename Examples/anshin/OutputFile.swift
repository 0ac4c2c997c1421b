import Foundation

/// Writes the files and folders the tool makes, each failure a ``ToolError/unwritable(path:reason:)``
/// that says in words what is wrong, with the path as the user gave it.
enum OutputFile {
    /// A file's path in a folder the user gave, for messages: `out/index.html`.
    /// - Parameters:
    ///   - name: The file's name.
    ///   - folder: The folder as the user gave it.
    /// - Returns: The path.
    static func path(_ name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Makes a folder and the folders it is in, unless it exists.
    /// - Parameters:
    ///   - path: The path as the user gave it, for messages.
    ///   - url: The path made absolute.
    /// - Throws: ``ToolError/unwritable(path:reason:)`` when it cannot be made, or is not a folder.
    static func makeFolder(_ path: String, at url: URL) throws(ToolError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ToolError.unwritable(path: path, reason: "it is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ToolError.unwritable(path: path, reason: ToolError.reason(for: error))
        }
    }

    /// Writes a file, replacing what it held.
    /// - Parameters:
    ///   - contents: The text, written as UTF-8.
    ///   - path: The path as the user gave it (or the folder they gave and the file's name), for
    ///     messages.
    ///   - url: The path made absolute.
    ///   - atomically: Whether the text is written to a new file that then replaces the old one, so
    ///     the file is never half written; `false` writes in place, as to a device or a pipe.
    /// - Throws: ``ToolError/unwritable(path:reason:)``.
    static func write(_ contents: String, to path: String, at url: URL, atomically: Bool = false) throws(ToolError) {
        // A directory is named as one before writing: replacing it atomically fails with "operation
        // not permitted", which would not say why.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ToolError.unwritable(path: path, reason: "it is a directory")
        }
        do {
            try Data(contents.utf8).write(to: url, options: atomically ? .atomic : [])
        } catch {
            throw ToolError.unwritable(path: path, reason: ToolError.reason(for: error))
        }
    }
}
