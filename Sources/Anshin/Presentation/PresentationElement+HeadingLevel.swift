extension Presentation.Element {
    /// The level of a heading element as every front end draws and writes it, from 1 to 6 (HTML's
    /// `<h1>` to `<h6>`): a level below 1 is 1 and one above 6 is 6. `nil` for any other kind.
    public var headingLevel: Int? {
        guard case .heading(let level) = self.kind else { return nil }
        return min(max(level, 1), 6)
    }
}
