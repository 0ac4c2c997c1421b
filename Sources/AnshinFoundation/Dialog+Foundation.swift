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
    /// - Parameter error: The error.
    public init?(error: any Error) {
        guard let (content, recoveries) = Self.contentAndRecoveries(of: error) else { return nil }
        self = Dialog(content, recoveries: recoveries)
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
        if let recoverable = error as? any RecoverableError {
            // A blank option names nothing a person could choose: it is left out, and the others keep
            // their indices.
            let styled = recoverable as? any StyledRecoverableError
            recoveries = recoverable.recoveryOptions.enumerated().compactMap { index, option in
                try? Alert.Recovery(
                    UserText(verbatim: option),
                    style: styled?.recoveryOptionStyle(at: index) ?? .nondestructive,
                    action: .recoveryOption(index)
                )
            }
        } else if let recovery = (error as? any UserFacingError)?.recovery {
            recoveries = [recovery]
        } else if let options = (error as NSError).localizedRecoveryOptions {
            // An NSError's NSLocalizedRecoveryOptionsErrorKey, offered as a RecoverableError's options are.
            recoveries = options.enumerated().compactMap { index, option in
                try? Alert.Recovery(UserText(verbatim: option), style: .nondestructive, action: .recoveryOption(index))
            }
        }
        return (content, recoveries)
    }
}

extension ActionIdentifier {
    /// The action that attempts a `RecoverableError`'s recovery option at an index: `recoveryOption.0`, ….
    /// - Parameter index: The option's index in `recoveryOptions`.
    /// - Returns: The identifier.
    public static func recoveryOption(_ index: Int) -> Self {
        Self(rawValue: "recoveryOption.\(index)")
    }

    /// The recovery option index this identifier carries, or `nil` when it is not a recovery option.
    public var recoveryOptionIndex: Int? {
        guard self.rawValue.hasPrefix("recoveryOption.") else { return nil }
        return Int(self.rawValue.dropFirst("recoveryOption.".count)).flatMap { $0 >= 0 ? $0 : nil }
    }
}
