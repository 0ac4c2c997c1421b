/// Inline content being put on a line before it is wrapped: a message's sentence, or a paragraph's
/// text with the children drawn inside it, its pieces joined by spaces as they come, with the bytes
/// of its buttons, which wrap as one unit each.
struct InlineSentence {
    /// The text so far.
    var text = ""

    /// The UTF-8 ranges of ``text`` that are buttons, `[ Undo ]`, kept together when it wraps.
    var buttons: [Range<Int>] = []

    /// How many pieces have been joined.
    private var pieceCount = 0

    /// Joins a piece to the sentence, after a space unless it is the first.
    /// - Parameters:
    ///   - piece: The piece.
    ///   - isButton: Whether the piece is a button, kept together when the sentence wraps.
    mutating func join(_ piece: String, isButton: Bool = false) {
        if self.pieceCount > 0 { self.text += " " }
        let start = self.text.utf8.count
        self.text += piece
        if isButton { self.buttons.append(start..<self.text.utf8.count) }
        self.pieceCount += 1
    }
}
