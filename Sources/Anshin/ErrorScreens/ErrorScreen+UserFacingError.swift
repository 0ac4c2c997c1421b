extension ErrorScreen {
    /// The error screen for an error that carries its own text: the ``Preset/unexpected`` screen with
    /// the error's title and message, and its recovery as the retry button.
    ///
    /// ```swift
    /// let screen = ErrorScreen(UploadError.quotaExceeded)   // "Storage full", "Delete some files…"
    /// ```
    /// - Parameters:
    ///   - error: The error.
    ///   - placement: Where the screen is shown.
    public init(_ error: some UserFacingError, placement: Placement = .fillBody) {
        self.init(.preset(.unexpected), placement: placement)
        self.title = error.userFacingTitle
        self.message = error.userFacingMessage
        if let recovery = error.recovery { self.retry = Retry(title: recovery.name, action: recovery.action) }
    }
}
