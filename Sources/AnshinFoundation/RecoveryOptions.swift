import Anshin
import Foundation

/// The recovery options an error offers as Foundation states them — a `RecoverableError`'s
/// `recoveryOptions`, or an `NSError`'s `NSLocalizedRecoveryOptionsErrorKey` — and which of them is the
/// cancel choice.
///
/// Foundation's options name every button, Cancel among them when the app offers one; an Anshin alert
/// or action sheet adds its one cancel button itself. So the option that is the cancel choice — one
/// titled exactly as the cancel button is in a built-in catalog (`Cancel`, `キャンセル`, `Abbrechen`, …)
/// — is that button, not a recovery: it runs `ActionIdentifier.cancel`, and
/// `ActionIdentifier.recoveryOptionIndex(in:)` gives back its index. The rule is stated here only.
struct RecoveryOptions {
    /// The options' titles, in the error's order.
    let titles: [String]

    /// The error, when it says which options destroy something.
    let styled: (any StyledRecoverableError)?

    /// The options of an error, or `nil` when it offers none this way: a `RecoverableError`'s
    /// (even none), else — unless it is a `UserFacingError` with a recovery of its own — the
    /// `NSError`'s it bridges to.
    /// - Parameter error: The error.
    init?(of error: any Error) {
        if let recoverable = error as? any RecoverableError {
            self.titles = recoverable.recoveryOptions
            self.styled = recoverable as? any StyledRecoverableError
        } else if (error as? any UserFacingError)?.recovery == nil,
            let options = (error as NSError).localizedRecoveryOptions
        {
            self.titles = options
            self.styled = nil
        } else {
            return nil
        }
    }

    /// Whether an option is the cancel choice: its title is the cancel button's in a built-in catalog.
    /// - Parameter title: The option's title.
    static func isCancel(_ title: String) -> Bool {
        Catalog.builtIn.contains { UserText.localized(.cancel).resolved(using: $0) == title }
    }

    /// The index of the cancel choice (the first, if the error offers two), or `nil` when it offers
    /// none.
    var cancelIndex: Int? {
        self.titles.firstIndex(where: Self.isCancel)
    }

    /// The options as recoveries, in order, each running `ActionIdentifier.recoveryOption(_:)` with
    /// its index: all but the cancel choice and blank ones (which name nothing a person could choose),
    /// nondestructive unless the error styles them.
    var recoveries: [Alert.Recovery] {
        self.titles.enumerated().compactMap { index, title in
            guard !Self.isCancel(title) else { return nil }
            return try? Alert.Recovery(
                UserText(verbatim: title),
                style: self.styled?.recoveryOptionStyle(at: index) ?? .nondestructive,
                action: .recoveryOption(index)
            )
        }
    }
}
