/// Substitutes `{0}`, `{1}`, … and `{count}` in a catalog template.
///
/// A placeholder with no value (an argument index past the end, or `{count}` without a count) is
/// left as written, so a faulty template shows what is missing instead of failing. `{{` writes `{`
/// and `}}` writes `}`.
enum TemplateFormatter {
    static func format(_ template: String, count: String?, arguments: [String]) -> String {
        var result = ""
        result.reserveCapacity(template.utf8.count)
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            if character == "}", template.index(after: index) < template.endIndex,
                template[template.index(after: index)] == "}"
            {
                result.append("}")
                index = template.index(index, offsetBy: 2)
                continue
            }
            guard character == "{" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let next = template.index(after: index)
            if next < template.endIndex && template[next] == "{" {
                result.append("{")
                index = template.index(after: next)
                continue
            }
            guard let close = template[next...].firstIndex(of: "}") else {
                result.append(contentsOf: template[index...])
                break
            }
            let name = template[next..<close]
            if name == "count", let count {
                result.append(contentsOf: count)
            } else if let position = Int(name), position >= 0, position < arguments.count {
                result.append(contentsOf: arguments[position])
            } else {
                result.append(contentsOf: template[index...close])
            }
            index = template.index(after: close)
        }
        return result
    }
}
