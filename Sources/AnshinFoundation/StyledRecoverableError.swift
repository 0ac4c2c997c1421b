public import Anshin
public import Foundation

/// A `RecoverableError` that says which of its recovery options destroy something, so that
/// `Alert(error:)` and `Dialog(error:)` show them as destructive: in red, with the cancel button taking
/// the initial focus (and, in the seed's arrangement, the option leading).
///
/// Foundation's `recoveryOptions` are plain strings; conform to this protocol to give each its
/// `Alert.Recovery.Style`. An error that does not conform offers every option as
/// nondestructive.
///
/// ```swift
/// struct UnsavedChanges: StyledRecoverableError, LocalizedError {
///     var errorDescription: String? { "Unsaved changes" }
///     var recoveryOptions: [String] { ["Discard Changes"] }
///     func recoveryOptionStyle(at index: Int) -> Alert.Recovery.Style { .destructive }
///     func attemptRecovery(optionIndex: Int) -> Bool { discard(); return true }
/// }
/// let alert = Alert(error: UnsavedChanges())   // a destructive suggestion: "Discard Changes" in red
/// ```
public protocol StyledRecoverableError: RecoverableError {
    /// Whether the recovery option at an index of `recoveryOptions` can be undone.
    /// - Parameter index: The option's index in `recoveryOptions`.
    /// - Returns: `.destructive` for an option that cannot be undone (delete, discard), otherwise
    ///   `.nondestructive`.
    func recoveryOptionStyle(at index: Int) -> Alert.Recovery.Style
}
