extension Presentation.Element {
    /// The identifier of the element that labels this container: its `labelledBy`, unless that names
    /// the container itself, which labels nothing; `nil` for an element that is not a container.
    ///
    /// An element is not its own label. HTML's `aria-labelledby` naming the element it is on makes a
    /// browser name the element by all the text it holds, so a container that names itself is named by
    /// its own label instead, as one without `labelledBy` is. Every front end and
    /// ``AccessibilityAudit`` read this one rule.
    public var labellingElementID: String? {
        guard case .container(let labelledBy, _) = self.kind, labelledBy != self.id else { return nil }
        return labelledBy
    }
}
