import Anshin

/// A presentation element read where it is stored: at its index among its parent's children (the
/// root among an array of its own).
///
/// The text front end walks a presentation's tree through these rather than passing elements
/// themselves: an element taken out of its parent's array is a copy of every text, descriptor
/// and child list inside it, while a place copies one array reference, and reading a member
/// through it copies only that member.
struct ElementPlace {
    /// The element and its siblings, in visual order.
    private let siblings: [Presentation.Element]

    /// The element's index among its siblings.
    private let index: Int

    /// The place of a presentation's root.
    /// - Parameter root: The root element.
    init(root: Presentation.Element) {
        self.siblings = [root]
        self.index = 0
    }

    private init(siblings: [Presentation.Element], index: Int) {
        self.siblings = siblings
        self.index = index
    }

    /// What the element is.
    var kind: Presentation.Element.Kind { self.siblings[self.index].kind }

    /// The element's visible text.
    var text: UserText? { self.siblings[self.index].text }

    /// The element's semantic colour.
    var tone: ColorToken? { self.siblings[self.index].tone }

    /// What assistive technologies know of the element.
    var accessibility: AccessibilityDescriptor { self.siblings[self.index].accessibility }

    /// The element's children, in visual order.
    var children: [Presentation.Element] { self.siblings[self.index].children }

    /// The place of one of the element's children.
    /// - Parameter index: The child's index in ``children``.
    /// - Returns: Its place.
    func child(at index: Int) -> ElementPlace {
        ElementPlace(siblings: self.children, index: index)
    }

    /// The indices of the element's children in reading order: higher sort priority first, ties
    /// in visual order.
    var childrenInReadingOrder: ReadingOrder { ReadingOrder(self.children) }

    /// Whether assistive technologies meet the element as one button (`Presentation.Element.actsAsButton`):
    /// a button, or a container whose descriptor has the button trait.
    var actsAsButton: Bool { self.siblings[self.index].actsAsButton }

    /// The label of the first image among the element's children that assistive technologies reach
    /// (`Presentation.Element.imageLabel`).
    var imageLabel: UserText? { self.siblings[self.index].imageLabel }

    /// Whether assistive technologies reach the element even inside a hidden one
    /// (`Presentation.Element.staysReachable`): a button.
    var staysReachable: Bool { self.siblings[self.index].staysReachable }

    /// Whether the element is a button that takes the initial focus (marked, and enabled).
    var takesInitialFocus: Bool { self.siblings[self.index].takesInitialFocus }

    /// The element's heading level as drawn, 1 to 6 (`Presentation.Element.headingLevel`), or `nil`
    /// when it is not a heading.
    var headingLevel: Int? { self.siblings[self.index].headingLevel }

    /// Whether the element is a dialog or an alert dialog, which is drawn framed.
    var isDialog: Bool {
        guard case .container = self.kind else { return false }
        let role = self.accessibility.role
        return role == .dialog || role == .alertDialog
    }

    /// Whether the element is a container of buttons and nothing else, drawn as a row of buttons.
    var isButtonRow: Bool {
        guard case .container = self.kind else { return false }
        let children = self.children
        guard !children.isEmpty else { return false }
        for index in children.indices where !children[index].kind.isButton { return false }
        return true
    }
}

/// The indices of an element's children in reading order: higher sort priority first, ties in
/// visual order.
struct ReadingOrder: Sequence, IteratorProtocol {
    /// The indices sorted, or `nil` when every child has the same priority and is read in visual order.
    private let sorted: [Int]?
    /// How many children there are.
    private let count: Int
    /// How many indices have been handed out.
    private var position = 0

    /// The reading order of children.
    /// - Parameter children: The children, in visual order.
    init(_ children: [Presentation.Element]) {
        self.count = children.count
        var isInVisualOrder = true
        for index in children.indices where children[index].accessibility.sortPriority != 0 {
            isInVisualOrder = false
            break
        }
        self.sorted =
            isInVisualOrder
            ? nil
            : children.indices.sorted { left, right in
                let leftPriority = children[left].accessibility.sortPriority
                let rightPriority = children[right].accessibility.sortPriority
                return leftPriority != rightPriority ? leftPriority > rightPriority : left < right
            }
    }

    /// The next child's index.
    mutating func next() -> Int? {
        guard self.position < self.count else { return nil }
        defer { self.position += 1 }
        return self.sorted?[self.position] ?? self.position
    }
}
