/// An error that carries text for the person using the app, and optionally a way out.
///
/// Conform your errors to build an ``Alert`` or ``Alert/Content`` from them directly:
///
/// ```swift
/// enum UploadError: UserFacingError {
///     case quotaExceeded
///     var userFacingTitle: UserText { "Storage full" }
///     var userFacingMessage: UserText? { "Delete some files and try again." }
///     var recovery: Alert.Recovery? { try? Alert.Recovery("Manage Storage", style: .nondestructive, action: "storage.manage") }
/// }
/// let alert = Alert(UploadError.quotaExceeded)   // a suggestion
/// ```
public protocol UserFacingError: Error {
    /// A short title for the error.
    var userFacingTitle: UserText { get }

    /// What happened and what to do, if there is more to say than the title.
    var userFacingMessage: UserText? { get }

    /// A way out of the error, if there is one.
    var recovery: Alert.Recovery? { get }
}

extension UserFacingError {
    /// No message by default.
    public var userFacingMessage: UserText? { nil }

    /// No recovery by default.
    public var recovery: Alert.Recovery? { nil }
}
