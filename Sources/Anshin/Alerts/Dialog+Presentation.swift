extension Dialog: Presentable {
    /// The alert's or the action sheet's presentation.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        switch self {
        case .alert(let alert): alert.presentation(in: context)
        case .actionSheet(let sheet): sheet.presentation(in: context)
        }
    }
}
