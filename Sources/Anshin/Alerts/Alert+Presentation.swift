extension Alert: Presentable {
    /// An alert dialog labelled by its title and described by its message, with its buttons in the
    /// context's arrangement; the least destructive button takes focus.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The alert's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        let (leading, trailing) = self.orderedButtons(arrangement: context.buttonArrangement)
        return DialogPresentation.make(
            type: "alert",
            role: .alertDialog,
            content: self.content,
            buttonCount: trailing == nil ? 1 : 2,
            button: { index in index == 0 ? leading : trailing ?? leading },
            initialFocus: self.initialFocus
        )
    }
}
