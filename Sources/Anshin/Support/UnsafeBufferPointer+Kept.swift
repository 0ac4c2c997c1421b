extension UnsafeBufferPointer {
    /// A copy of an array's elements in memory that is never freed, as a `static let` is never freed:
    /// for the tables a front end makes once and reads for the life of the process, so that reading
    /// them retains and releases nothing.
    ///
    /// Keep the result where a leak checker can reach its start (a `static let`, or memory kept so):
    /// the memory is reachable, never leaked.
    /// - Parameter elements: The elements, copied.
    package init(keeping elements: [Element]) {
        // At least one element's room, so that even an empty copy has memory of its own.
        let kept = UnsafeMutableBufferPointer<Element>.allocate(capacity: Swift.max(1, elements.count))
        _ = kept.initialize(from: elements)
        self.init(rebasing: kept[..<elements.count])
    }
}
