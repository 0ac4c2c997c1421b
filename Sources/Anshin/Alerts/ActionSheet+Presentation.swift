extension ActionSheet: Presentable {
    /// A modal dialog labelled by its title and described by its message, with its buttons in
    /// display order; the cancel button takes focus.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The sheet's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        DialogPresentation.make(
            type: "actionSheet",
            role: .dialog,
            content: self.content,
            buttons: self.buttons,
            initialFocus: .cancel
        )
    }
}
