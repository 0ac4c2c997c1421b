public import Anshin

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

    /// The index of the error's recovery option that this action chooses, for the error's
    /// `attemptRecovery(optionIndex:)` (or its `NSError`'s recovery attempter), so that the error is
    /// told of every choice, Cancel included.
    ///
    /// For `recoveryOption(_:)` it is the index the identifier carries, when the error has an option
    /// there. For `cancel` it is the index of the error's own Cancel option, which `Dialog(error:)` and
    /// `Alert(error:)` show as their one cancel button; for `dismiss` too, the button of the
    /// confirmation that an error whose only option is Cancel becomes. Any other action, and an error
    /// without recovery options, gives `nil`.
    ///
    /// ```swift
    /// // recoveryOptions ["Try Again", "Cancel"]: the dialog shows [ Cancel ] [ Try Again ]
    /// if let index = action.recoveryOptionIndex(in: error) {
    ///     _ = (error as? any RecoverableError)?.attemptRecovery(optionIndex: index)   // Cancel: 1
    /// }
    /// ```
    /// - Parameter error: The error the dialog was made for.
    /// - Returns: The option's index in the error's recovery options, or `nil` when the action chose none.
    public func recoveryOptionIndex(in error: any Error) -> Int? {
        guard let options = RecoveryOptions(of: error) else { return nil }
        if self == .cancel || self == .dismiss { return options.cancelIndex }
        return self.recoveryOptionIndex.flatMap { options.titles.indices.contains($0) ? $0 : nil }
    }
}
