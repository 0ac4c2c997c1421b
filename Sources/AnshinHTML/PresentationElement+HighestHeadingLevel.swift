import Anshin

extension Presentation.Element {
    /// The highest level of the headings in this element and inside it, from 1 to 6: heading
    /// elements, and paragraphs and labels with the header trait (level 2 unless their descriptor
    /// says otherwise). A page promotes its headings by it, so that the highest is an `<h1>`.
    var highestHeadingLevel: Int? {
        var level: Int?
        if let headingLevel = self.headingLevel {
            level = headingLevel
        } else if self.accessibility.traits.contains(.header) {
            switch self.kind {
            case .paragraph, .label: level = self.accessibility.headingLevel ?? 2
            default: break
            }
        }
        for child in self.children {
            if let childLevel = child.highestHeadingLevel { level = min(level ?? childLevel, childLevel) }
        }
        return level.map { min(max($0, 1), 6) }
    }
}
