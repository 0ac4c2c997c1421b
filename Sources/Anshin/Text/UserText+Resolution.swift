extension UserText {
    /// Resolves the text into a string of the localizer's language.
    ///
    /// Localized text is looked up in the localizer, then in the built-in catalog of its language,
    /// then the text's ``fallback`` is used, then the built-in English catalog, and last the key
    /// itself, so resolving never fails.
    /// - Parameter localizer: The localizer, such as ``Catalog/japanese``.
    /// - Returns: The string to show.
    public func resolved(using localizer: some Localizer) -> String {
        switch self.representation {
        case .verbatim(let string):
            return string
        case .joined(let parts, let separator):
            var result = ""
            for part in parts {
                let string = part.resolved(using: localizer)
                if string.isEmpty { continue }
                if !result.isEmpty { result += separator }
                result += string
            }
            return result
        case .localized(let localized):
            let form = localized.count.map { localizer.pluralCategory(for: $0) } ?? .other
            guard let template = Self.template(for: localized, form: form, localizer: localizer) else {
                return localized.fallback ?? localized.key.rawValue
            }
            // A template without braces is its own resolution: no string is built.
            if !template.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                return template
            }
            return TemplateFormatter.format(
                template,
                count: localized.count.map { localizer.formatted($0) },
                arguments: localized.arguments.map { argument in
                    switch argument {
                    case .string(let string): string
                    case .integer(let number): localizer.formatted(number)
                    case .text(let text): text.resolved(using: localizer)
                    }
                }
            )
        }
    }

    static func template(for localized: Localized, form: PluralCategory, localizer: some Localizer) -> String? {
        if let template = localizer.template(for: localized.key, form: form) { return template }
        if let template = Catalog.builtIn(for: localizer.languageCode)?.template(for: localized.key, form: form) {
            return template
        }
        if localized.fallback != nil { return nil }
        let english = Catalog.english
        return english.template(
            for: localized.key,
            form: localized.count.map { english.pluralCategory(for: $0) } ?? .other
        )
    }
}
