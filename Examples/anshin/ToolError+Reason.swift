import Foundation

extension ToolError {
    /// Why a file could not be opened, read or written, or a folder made, in a few words: the
    /// system's own reason (`no space left on device`, `read-only file system`), with the usual ones
    /// said plainly, rather than a Foundation error's domain and number.
    /// - Parameter error: What Foundation threw.
    /// - Returns: The reason, starting in lowercase.
    static func reason(for error: any Error) -> String {
        let error = error as NSError
        // The system's error: the error itself, or the one under a Foundation error (on Linux an
        // `NSError` or a `POSIXError`, so read through `Error`).
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let posix = [error, underlying].lazy.compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        switch (error.domain, error.code, posix.flatMap { POSIXErrorCode(rawValue: Int32($0.code)) }) {
        case (_, _, .EACCES?), (NSCocoaErrorDomain, NSFileReadNoPermissionError, _),
            (NSCocoaErrorDomain, NSFileWriteNoPermissionError, _):
            return "permission denied"
        case (NSCocoaErrorDomain, NSFileNoSuchFileError, .ENOENT?):
            // Writing: the file is made, so it is a folder on its path that is missing.
            return "a folder on its path does not exist"
        case (_, _, .ENOENT?), (NSCocoaErrorDomain, NSFileReadNoSuchFileError, _):
            return "no such file"
        case (_, _, .EISDIR?):
            return "it is a directory"
        case (_, _, .ENOTDIR?):
            return "a part of its path is not a directory"
        // Foundation's own reasons, for an error that carries no system error.
        case (NSCocoaErrorDomain, NSFileWriteOutOfSpaceError, nil):
            return "no space left on device"
        case (NSCocoaErrorDomain, NSFileWriteVolumeReadOnlyError, nil):
            return "read-only file system"
        case (NSCocoaErrorDomain, NSFileWriteInvalidFileNameError, nil),
            (NSCocoaErrorDomain, NSFileReadInvalidFileNameError, nil):
            return "the name is not a valid file name"
        default:
            // The system's reason ("No space left on device"), as a clause.
            let reason =
                posix?.localizedFailureReason ?? error.localizedFailureReason ?? error.localizedDescription
            return reason.prefix(1).lowercased() + reason.dropFirst()
        }
    }
}
