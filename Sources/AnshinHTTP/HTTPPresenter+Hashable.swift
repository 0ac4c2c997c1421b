extension HTTPPresenter: Hashable {
    /// Whether two responders answer alike: equal localizers, formats, contexts and page assets.
    /// - Parameters:
    ///   - lhs: A responder.
    ///   - rhs: Another responder.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.localizers.map { AnyHashable($0) } == rhs.localizers.map { AnyHashable($0) }
            && lhs.formats == rhs.formats && lhs.context == rhs.context && lhs.pageAssets == rhs.pageAssets
    }

    /// Hashes the localizers, formats, context and page assets.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        for localizer in self.localizers { hasher.combine(AnyHashable(localizer)) }
        hasher.combine(self.formats)
        hasher.combine(self.context)
        hasher.combine(self.pageAssets)
    }
}
