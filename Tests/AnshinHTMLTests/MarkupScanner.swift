/// A strict scanner of the markup the HTML front end writes: every tag and its attribute names.
///
/// It accepts only what the renderer writes (`<name attr="value" flag>`, end tags, the doctype, and the
/// stylesheet's and the live script's raw text), so a model string that escaped its context shows up as
/// an unknown element or attribute, or makes the scan fail. `<a>` is the Retry link and `<script>` the live
/// script: ``scripts(in:)`` and the tests check them further.
enum MarkupScanner {
    struct Tag: Equatable {
        var name: String
        var attributes: [String]
    }

    struct ScanError: Error, CustomStringConvertible {
        var description: String
    }

    static let allowedElements: Set<String> = [
        "!DOCTYPE", "html", "head", "meta", "title", "style", "script", "body", "main", "section", "div", "dialog",
        "p", "span", "h1", "h2", "h3", "h4", "h5", "h6", "button", "a", "progress", "svg", "path", "rect", "circle",
        "bdi",
    ]

    /// No `style`: pages work under a `style-src` policy without `'unsafe-inline'`.
    static let allowedAttributes: Set<String> = [
        "html", "lang", "dir", "charset", "name", "content", "class", "id", "role", "hidden", "type", "nonce",
        "autofocus", "disabled", "open", "max", "value", "tabindex", "href", "data-action", "data-role",
        "aria-labelledby", "aria-describedby", "aria-label", "aria-modal", "aria-hidden", "aria-busy",
        "aria-current", "aria-pressed", "aria-level", "aria-valuetext", "aria-disabled", "aria-keyshortcuts",
        "aria-live", "aria-atomic",
        "data-anshin-region", "data-anshin-messages", "data-anshin-live", "data-anshin-visible-limit",
        "data-anshin-accessibility-multiplier", "data-anshin-assistive-technology", "data-anshin-lifetime",
        "data-anshin-keep-for-assistive-technology", "data-anshin-announcement", "data-anshin-politeness",
        "data-anshin-trickle", "data-anshin-initial-value", "data-anshin-minimum-increment",
        "data-anshin-maximum-increment", "data-anshin-minimum-interval", "data-anshin-maximum-interval",
        "data-anshin-cap", "data-anshin-grace-time", "data-anshin-minimum-show-time", "data-anshin-seed",
        "data-anshin-completion-announcement", "data-anshin-modal", "data-anshin-initial-focus",
        "data-anshin-show-duration", "data-anshin-show-delay", "data-anshin-hide-duration", "data-anshin-hide-delay",
        "viewBox", "width", "height", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "focusable", "d", "x", "y", "rx", "cx", "cy", "r",
    ]

    /// The text of every `<script>` element of a page, in order.
    static func scripts(in page: String) -> [Substring] {
        page.split(separator: "<script", omittingEmptySubsequences: false).dropFirst().map { part in
            let text = part.drop { $0 != ">" }.dropFirst()
            return text.split(separator: "</script>", maxSplits: 1, omittingEmptySubsequences: false).first ?? text
        }
    }

    static func tags(in html: String) throws -> [Tag] {
        var tags: [Tag] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "!"
        }
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            index += 1
            if index < scalars.count, scalars[index] == "/" { index += 1 }
            var name = ""
            while index < scalars.count, isNameCharacter(scalars[index]) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard !name.isEmpty else { throw ScanError(description: "a bare < at \(index)") }
            var tag = Tag(name: name, attributes: [])
            while index < scalars.count, scalars[index] != ">" {
                if scalars[index] == " " {
                    index += 1
                    continue
                }
                if scalars[index] == "/" {
                    index += 1
                    continue
                }
                var attribute = ""
                while index < scalars.count, isNameCharacter(scalars[index]) {
                    attribute.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard !attribute.isEmpty else {
                    throw ScanError(description: "unexpected \(scalars[index]) in <\(name)>")
                }
                tag.attributes.append(attribute)
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    guard index < scalars.count, scalars[index] == "\"" else {
                        throw ScanError(description: "unquoted value of \(attribute) in <\(name)>")
                    }
                    index += 1
                    while index < scalars.count, scalars[index] != "\"" {
                        guard scalars[index] != "<", scalars[index] != ">" else {
                            throw ScanError(description: "a raw < or > in the value of \(attribute) in <\(name)>")
                        }
                        index += 1
                    }
                    index += 1
                }
            }
            index += 1
            tags.append(tag)
            if name == "style" {
                // The stylesheet is raw text: skip to its end tag.
                while index + 1 < scalars.count, !(scalars[index] == "<" && scalars[index + 1] == "/") { index += 1 }
            }
            if name == "script" {
                // The script is raw text: skip to its end tag, which it cannot hold.
                let end = Array("</script>".unicodeScalars)
                while index + end.count <= scalars.count, Array(scalars[index..<(index + end.count)]) != end {
                    index += 1
                }
            }
        }
        return tags
    }
}
