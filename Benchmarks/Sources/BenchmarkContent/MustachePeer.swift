import Foundation
public import Mustache

/// hummingbird-project/swift-mustache rendering a template of the HTML the front end writes.
///
/// The template is the markup with every text node a variable (`{{t0}}`, escaped by mustache) and
/// every attribute that holds model text (`aria-label`, `aria-valuetext`, `data-action`) a variable
/// written as given (`{{{a0}}}`: the value comes escaped, since mustache's HTML escaping of quotes
/// differs from the front end's). The context is built once; every run renders the template.
public struct MustachePeer: @unchecked Sendable {
    /// The compiled template.
    public let template: MustacheTemplate

    /// The values of the template's variables.
    public let context: [String: String]

    static let modelAttributes: Set<String> = ["aria-label", "aria-valuetext", "data-action"]

    /// Makes the template and its context from the markup.
    /// - Parameter nodes: The markup's content.
    public init(_ nodes: [MarkupNode]) throws {
        MustacheContentTypes.register(FrontEndEscaping(), named: "ANSHIN")
        var source = "{{% CONTENT_TYPE: ANSHIN}}"
        var context: [String: String] = [:]
        func write(_ node: MarkupNode) {
            switch node {
            case .raw(let text):
                source += text
            case .text(let text):
                if text.allSatisfy(\.isWhitespace) {
                    source += text
                } else {
                    let name = "t\(context.count)"
                    context[name] = text
                    source += "{{\(name)}}"
                }
            case .element(let name, let attributes, let children, let closing):
                source += "<\(name)"
                for attribute in attributes {
                    source += " \(attribute.name)"
                    guard let value = attribute.value else { continue }
                    if Self.modelAttributes.contains(attribute.name) {
                        let variable = "a\(context.count)"
                        context[variable] = value
                        source += "=\"{{{\(variable)}}}\""
                    } else {
                        source += "=\"\(value)\""
                    }
                }
                switch closing {
                case .selfClosed:
                    source += "/>"
                case .never:
                    source += ">"
                case .standard:
                    source += ">"
                    children.forEach(write)
                    source += "</\(name)>"
                }
            }
        }
        nodes.forEach(write)
        self.template = try MustacheTemplate(string: source)
        self.context = context
    }

    /// Renders the template.
    /// - Returns: The HTML.
    public func render() -> String {
        self.template.render(self.context)
    }

    /// Escapes text content as the HTML front end does: `&`, `<` and `>`.
    struct FrontEndEscaping: MustacheContentType {
        func escapeText(_ text: String) -> String {
            var escaped = ""
            escaped.reserveCapacity(text.utf8.count)
            for character in text.unicodeScalars {
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                default: escaped.unicodeScalars.append(character)
                }
            }
            return escaped
        }
    }
}
