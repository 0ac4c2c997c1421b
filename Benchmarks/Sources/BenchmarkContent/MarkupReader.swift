import Foundation

/// Reads the HTML front end's output into ``MarkupNode`` values.
struct MarkupReader {
    let bytes: [UInt8]
    var index = 0

    static let voidElements: Set<String> = ["meta", "link", "br", "hr", "img", "input"]

    mutating func nodes(until closingTag: String?) -> [MarkupNode] {
        var nodes: [MarkupNode] = []
        var textStart = self.index
        func flushText(_ end: Int) {
            if end > textStart {
                let text = String(decoding: self.bytes[textStart..<end], as: UTF8.self)
                nodes.append(.text(MarkupNode.unescaped(Substring(text))))
            }
        }
        while self.index < self.bytes.count {
            guard self.bytes[self.index] == UInt8(ascii: "<") else {
                self.index += 1
                continue
            }
            flushText(self.index)
            if self.bytes[self.index + 1] == UInt8(ascii: "/") {
                // A closing tag: the caller's.
                let end = self.bytes[self.index...].firstIndex(of: UInt8(ascii: ">"))!
                self.index = end + 1
                return nodes
            }
            if self.bytes[self.index + 1] == UInt8(ascii: "!") {
                let end = self.bytes[self.index...].firstIndex(of: UInt8(ascii: ">"))!
                nodes.append(.raw(String(decoding: self.bytes[self.index...end], as: UTF8.self)))
                self.index = end + 1
                textStart = self.index
                continue
            }
            nodes.append(self.element())
            textStart = self.index
        }
        flushText(self.index)
        precondition(closingTag == nil, "unclosed <\(closingTag ?? "")>")
        return nodes
    }

    private mutating func element() -> MarkupNode {
        self.index += 1
        let name = self.word()
        var attributes: [(name: String, value: String?)] = []
        while true {
            self.skipSpaces()
            let byte = self.bytes[self.index]
            if byte == UInt8(ascii: ">") {
                self.index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                self.index += 2
                return .element(name: name, attributes: attributes, children: [], closing: .selfClosed)
            }
            let attributeName = self.word()
            if self.bytes[self.index] == UInt8(ascii: "=") {
                self.index += 2
                let end = self.bytes[self.index...].firstIndex(of: UInt8(ascii: "\""))!
                let value = String(decoding: self.bytes[self.index..<end], as: UTF8.self)
                // Attribute values stay escaped: Plot writes them verbatim.
                attributes.append((attributeName, value))
                self.index = end + 1
            } else {
                attributes.append((attributeName, nil))
            }
        }
        if Self.voidElements.contains(name) {
            return .element(name: name, attributes: attributes, children: [], closing: .never)
        }
        if name == "style" || name == "script" {
            let closing = Array("</\(name)>".utf8)
            var end = self.index
            while !self.bytes[end...].starts(with: closing) { end += 1 }
            let css = String(decoding: self.bytes[self.index..<end], as: UTF8.self)
            self.index = end + closing.count
            return .element(name: name, attributes: attributes, children: [.raw(css)], closing: .standard)
        }
        let children = self.nodes(until: name)
        return .element(name: name, attributes: attributes, children: children, closing: .standard)
    }

    private mutating func word() -> String {
        let start = self.index
        while self.index < self.bytes.count {
            switch self.bytes[self.index] {
            case UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: "\n"):
                return String(decoding: self.bytes[start..<self.index], as: UTF8.self)
            default:
                self.index += 1
            }
        }
        return String(decoding: self.bytes[start..<self.index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while self.bytes[self.index] == UInt8(ascii: " ") || self.bytes[self.index] == UInt8(ascii: "\n") {
            self.index += 1
        }
    }
}
