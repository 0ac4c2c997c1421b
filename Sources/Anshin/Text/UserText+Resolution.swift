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
        case .joined:
            var result = ""
            self.resolve(using: localizer, into: &result)
            return result
        case .localized(let localized):
            let (string, isTemplate) = Self.lookUp(localized, using: localizer)
            // A template without braces is its own resolution.
            guard isTemplate else { return string }
            var result = ""
            result.reserveCapacity(string.utf8.count + 16)
            TemplateFormatter.format(string, localized: localized, localizer: localizer) { result += $0 }
            return result
        }
    }

    /// What localized text resolves to before it is formatted: the template that needs formatting,
    /// or the whole resolution (a template without braces, the fallback, or the key).
    /// - Parameters:
    ///   - localized: The localized text.
    ///   - localizer: The localizer.
    /// - Returns: The string, and whether it is a template with placeholders or braces to format.
    static func lookUp(_ localized: Localized, using localizer: some Localizer) -> (String, isTemplate: Bool) {
        let form = localized.count.map { localizer.pluralCategory(for: $0) } ?? .other
        guard let template = Self.template(for: localized, form: form, localizer: localizer) else {
            return (localized.fallback ?? localized.key.rawValue, false)
        }
        let hasBraces = template.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        return (template, hasBraces)
    }

    /// The template of localized text: the localizer's, then the built-in catalog's of its
    /// language; without a fallback, the built-in English catalog's last.
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
