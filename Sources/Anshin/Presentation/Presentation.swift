/// A model's description of itself for front ends: a tree of semantic elements, each with its
/// text, colour token, action and accessibility.
///
/// Every model describes itself once, as a `Presentation`; every front end draws presentations.
/// A new model needs no front end edited, and a new front end needs no model edited.
///
/// ```swift
/// let presentation = ErrorScreen(.preset(.network)).presentation
/// presentation.root.children.map(\.id)   // ["icon", "title", "message", "retry"]
/// ```
public struct Presentation: Sendable, Hashable, Codable {
    /// The kind of model described, as the wire format names it (`errorScreen`, `alert`, …).
    public var type: String

    /// The outermost element.
    public var root: Element

    /// How the model appears and disappears, if it animates.
    public var transition: Transition?

    /// Creates a presentation.
    /// - Parameters:
    ///   - type: The kind of model described.
    ///   - root: The outermost element.
    ///   - transition: How the model appears and disappears.
    public init(type: String, root: Element, transition: Transition? = nil) {
        self.type = type
        self.root = root
        self.transition = transition
    }

    /// Every element, the root first, depth first in visual order.
    public var elements: [Element] {
        var result: [Element] = []
        func visit(_ element: Element) {
            result.append(element)
            for child in element.children { visit(child) }
        }
        visit(self.root)
        return result
    }

    /// The first element with an identifier, depth first.
    /// - Parameter id: The element's identifier.
    /// - Returns: The element, or `nil`.
    public func element(withID id: String) -> Element? {
        self.elements.first { $0.id == id }
    }
}

extension Presentation: WireRepresentable {
    /// Writes the presentation as `{"root": …, "transition": …, "type": …}`, without a missing
    /// transition.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("root", self.root)
        if let transition = self.transition { writer.member("transition", transition) }
        writer.member("type", self.type)
        writer.endObject()
    }
}
