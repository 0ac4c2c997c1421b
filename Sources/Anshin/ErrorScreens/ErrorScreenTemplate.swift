extension ErrorScreen {
    /// The patterns an error screen is made from.
    public enum Template: Sendable, Hashable {
        /// A screen the whole app shares, such as ``Preset/forbidden``.
        case preset(Preset)
        /// An icon and a title, without a retry button.
        case message(icon: Icon?, title: UserText)
        /// An icon, a title, a message and a retry button.
        case retry(
            icon: Icon?,
            title: UserText,
            message: UserText?,
            retryButtonTitle: UserText,
            action: ActionIdentifier
        )
    }
}
