extension StatusBoard.Entry: Presentable {
    /// The message's presentation, with its repeat count when it was posted more than once while on the board.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The entry's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        self.message.presentation(repeatCount: self.repeatCount)
    }

    /// Writes the message's wire form: a document of an entry carries the message it shows, as its
    /// presentation is the message's.
    /// - Parameter writer: The writer.
    /// - Returns: `true`.
    public func writeWireValue(to writer: inout some WireWriter) -> Bool {
        self.message.write(to: &writer)
        return true
    }
}
