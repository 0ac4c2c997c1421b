extension Presentation.Element {
    /// The identifier of the element that describes this container: its `describedBy`, unless that
    /// names the container itself, which describes nothing; `nil` for an element that is not a
    /// container.
    ///
    /// An element is not its own description. HTML's `aria-describedby` naming the element it is on
    /// makes a browser describe the element by all the text it holds, its name included, so a container
    /// that names itself has no description, as one without `describedBy`. Every front end reads this
    /// one rule, as it reads ``labellingElementID`` for the label.
    public var describingElementID: String? {
        guard case .container(_, let describedBy) = self.kind, describedBy != self.id else { return nil }
        return describedBy
    }
}
