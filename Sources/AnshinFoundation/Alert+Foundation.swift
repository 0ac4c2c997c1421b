public import Anshin
import Foundation

extension Alert {
    /// The alert for any error, or `nil` when the error means the user cancelled: a suggestion when
    /// the error offers a recovery, otherwise a confirmation.
    ///
    /// The title and message come as for `ErrorScreen/init(error:placement:)`. A `UserFacingError`
    /// offers its `recovery`; a `RecoverableError` (or an `NSError` with
    /// `NSLocalizedRecoveryOptionsErrorKey`) its first recovery option,
    /// with the action `ActionIdentifier/recoveryOption(_:)` of the option's index and the style the
    /// error gives through ``StyledRecoverableError`` (nondestructive otherwise). An alert has one
    /// recovery, so an error with more options offers the first; `Dialog(error:)` offers them all in an
    /// action sheet. An option that is the cancel choice (titled Cancel, as `Dialog(error:)` says) is
    /// the alert's cancel button, never its recovery.
    ///
    /// ```swift
    /// if let alert = Alert(error: error) { present(alert) }   // nil when the user cancelled
    /// ```
    /// - Parameter error: The error.
    public init?(error: any Error) {
        guard let (content, recoveries) = Dialog.contentAndRecoveries(of: error) else { return nil }
        if let recovery = recoveries.first {
            self = .suggestion(content, recovery)
        } else {
            self = .confirmation(content)
        }
    }
}
