import Anshin

extension Presentation.Element {
    /// The highest level of the headings in this element and inside it, from 1 to 6: heading
    /// elements, and paragraphs and labels with the header trait (level 2 unless their descriptor
    /// says otherwise). A page promotes its headings by it, so that the highest is an `<h1>`.
    var highestHeadingLevel: Int? {
        let level = Self.combined(Self.ownHeadingLevel(of: [self], at: 0), Self.highestHeadingLevel(in: self.children))
        return level.map { min(max($0, 1), 6) }
    }

    /// The level of an element's own heading, if it is one, read where the element is stored.
    private static func ownHeadingLevel(of elements: [Self], at index: Int) -> Int? {
        if let headingLevel = elements[index].headingLevel { return headingLevel }
        guard elements[index].accessibility.traits.contains(.header) else { return nil }
        switch elements[index].kind {
        case .paragraph, .label: return elements[index].accessibility.headingLevel ?? 2
        default: return nil
        }
    }

    /// The highest level of the headings among elements and inside them, read where each element is
    /// stored, so that none is copied.
    private static func highestHeadingLevel(in elements: [Self]) -> Int? {
        var level: Int?
        for index in elements.indices {
            level = Self.combined(level, Self.ownHeadingLevel(of: elements, at: index))
            level = Self.combined(level, Self.highestHeadingLevel(in: elements[index].children))
        }
        return level
    }

    /// The higher (smaller) of two levels, either of which may be missing.
    private static func combined(_ level: Int?, _ other: Int?) -> Int? {
        guard let level, let other else { return level ?? other }
        return min(level, other)
    }
}
