import Plot

/// JohnSundell/Plot writing the markup the HTML front end writes: every run builds Plot's node tree
/// from the content (strings already resolved) and renders it.
///
/// Plot escapes text nodes but writes attribute values verbatim, so the values come escaped.
public enum PlotPeer: Sendable {
    /// Builds and renders the markup.
    /// - Parameter nodes: The markup's content.
    /// - Returns: The HTML.
    public static func render(_ nodes: [MarkupNode]) -> String {
        Node<Any>.group(nodes.map(Self.node)).render()
    }

    static func node(_ markup: MarkupNode) -> Node<Any> {
        switch markup {
        case .text(let text):
            return .text(text)
        case .raw(let text):
            return .raw(text)
        case .element(let name, let attributes, let children, let closing):
            var nodes: [Node<Any>] = []
            nodes.reserveCapacity(attributes.count + children.count)
            for attribute in attributes {
                if let value = attribute.value, value.isEmpty {
                    // Plot writes an empty value as a bare name (`href`); Anshin writes `href=""`.
                    nodes.append(.attribute(named: attribute.name + "=\"\""))
                } else if let value = attribute.value {
                    nodes.append(.attribute(named: attribute.name, value: value, ignoreIfValueIsEmpty: false))
                } else {
                    nodes.append(.attribute(named: attribute.name))
                }
            }
            for child in children { nodes.append(Self.node(child)) }
            var element = Element<Any>.named(name, nodes: nodes)
            switch closing {
            case .standard: element.closingMode = .standard
            case .never: element.closingMode = .neverClosed
            case .selfClosed: element.closingMode = .selfClosing
            }
            return .element(element)
        }
    }
}
