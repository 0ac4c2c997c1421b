public import Anshin
import Foundation

extension Dialog {
    /// The dialog for any error, or `nil` when the error means the user cancelled.
    ///
    /// The title and message come as for `ErrorScreen/init(error:placement:)`. A
    /// `RecoverableError` with one recovery option becomes a suggestion alert, and with more an
    /// action sheet (a blank option is left out); each option's action identifier carries its index
    /// (`ActionIdentifier/recoveryOption(_:)`), so the app can call
    /// `attemptRecovery(optionIndex:)`, and an option is destructive when the error says so through
    /// ``StyledRecoverableError``. A `UserFacingError` with a recovery becomes a suggestion. An `NSError`
    /// whose `NSLocalizedRecoveryOptionsErrorKey` lists options offers them as a `RecoverableError`'s
    /// (nondestructive; the app attempts them through its recovery attempter). Any other error becomes
    /// a confirmation.
    ///
    /// Foundation's options name every button, Cancel among them, while the dialog adds its one
    /// cancel button itself. So an option titled exactly as the cancel button is in a built-in catalog
    /// (`Cancel`, `キャンセル`, `Abbrechen`, …) is not a recovery: the dialog's cancel button stands for
    /// it, and the other options keep their indices. `["Try Again", "Cancel"]` is a suggestion,
    /// `[ Cancel ]  [ Try Again ]`, whose Cancel runs `ActionIdentifier.cancel`;
    /// `ActionIdentifier.recoveryOptionIndex(in:)` gives back 1 for it, so the error's
    /// `attemptRecovery(optionIndex:)` is told of that choice too. An error whose only option is Cancel
    /// becomes a confirmation.
    /// - Parameter error: The error.
    public init?(error: any Error) {
        guard let (content, recoveries) = Self.contentAndRecoveries(of: error) else { return nil }
        // Each option runs its own index's action (or there is one recovery), so no two recoveries run
        // the same action and this cannot throw.
        self = try! Dialog(content, recoveries: recoveries)
    }

    /// What a dialog for an error shows: its title and message, and the ways out it offers.
    /// - Parameter error: The error.
    /// - Returns: The content and the recoveries in the error's order, or `nil` when the error means
    ///   the user cancelled.
    static func contentAndRecoveries(of error: any Error) -> (Alert.Content, [Alert.Recovery])? {
        guard let screen = ErrorScreen(error: error) else { return nil }
        let content = Alert.Content(
            title: screen.title ?? .localized(.unexpectedTitle),
            message: screen.message
        )
        var recoveries: [Alert.Recovery] = []
        if let options = RecoveryOptions(of: error) {
            recoveries = options.recoveries
        } else if let recovery = (error as? any UserFacingError)?.recovery {
            recoveries = [recovery]
        }
        return (content, recoveries)
    }
}
