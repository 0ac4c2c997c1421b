import AnshinJSON
import Foundation

/// Reads the bytes of a document named on the command line, refusing what cannot be a document before
/// reading it.
///
/// A regular file larger than the limit is refused by its size, before a byte is read. Anything else
/// that can be read (a pipe, a named FIFO, `/dev/stdin`, a device) is read only up to the limit plus
/// one byte, which is enough to know that it is too large; so memory stays bounded by the limit
/// whatever the input. A directory, a socket, a file that cannot be opened and empty input
/// (`/dev/null`) are each refused with a message that says what they are.
enum DocumentFile {
    /// Reads a document's bytes.
    /// - Parameters:
    ///   - path: The path as the user gave it, for messages.
    ///   - url: The path made absolute.
    ///   - limit: The most bytes a document may have.
    /// - Returns: From 1 to `limit` bytes.
    /// - Throws: ``ToolError`` saying what the path is, when it is not a readable document.
    static func read(
        _ path: String,
        at url: URL,
        limit: Int = WireDocument.maximumInputSize
    ) throws(ToolError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        // `fileExists` follows symbolic links, `/dev/stdin` and `/dev/fd/…` among them.
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ToolError.unreadable(path: path, reason: Self.whyNotFound(url))
        }
        guard !isDirectory.boolValue else { throw ToolError.unreadable(path: path, reason: "it is a directory") }

        // The type and size of what the path names, its links followed. A link that leads to no path,
        // such as `/dev/stdin` on a pipe, stays a link: it is read as a stream.
        let resolved = url.resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let type = attributes?[.type] as? FileAttributeType
        if type == .typeSocket { throw ToolError.unreadable(path: path, reason: "it is a socket") }
        if type == .typeRegular, let size = (attributes?[.size] as? NSNumber)?.intValue, size > limit {
            throw ToolError.tooLarge(path: path, size: size)
        }

        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw ToolError.unreadable(path: path, reason: ToolError.reason(for: error))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            // At most one byte more than the limit, whatever the file says its size is: a regular
            // file can grow after it was measured, and a stream has no size.
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw ToolError.unreadable(path: path, reason: ToolError.reason(for: error))
        }
        if data.count > limit { throw ToolError.tooLarge(path: path, size: nil) }
        if data.isEmpty { throw ToolError.empty(path: path) }
        return Array(data)
    }

    /// Why a path that `fileExists` does not find cannot be read: it answers `false` for whatever
    /// stops it, so opening the path says which it is — most often no such file, but also a folder on
    /// the way that the user may not search ("permission denied") or a file where a folder should be.
    private static func whyNotFound(_ url: URL) -> String {
        do {
            // Nothing the path names could be found, so opening it cannot wait on a pipe.
            try FileHandle(forReadingFrom: url).close()
        } catch {
            return ToolError.reason(for: error)
        }
        return "no such file"
    }
}
